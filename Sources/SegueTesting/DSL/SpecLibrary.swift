import SegueLua

/// Installs the spec DSL in a script host: `describe`, `it`, `pending`, the hooks, `expect`
/// with its matchers, the matcher values (`near`, `any`, `containing`, `match`), `spy`, `stub`
/// and `mock` become globals of the host's sandbox, and the
/// runtime the runner drives is kept in the registry.
enum SpecLibrary {
    /// The chunk name of every part of the library; failures are reported at the first
    /// caller outside it.
    static let chunkName = "=[segue.testing]"

    /// Installs the library; returns the registry reference of its runtime table.
    static func install(in host: ScriptHost) throws -> Int32 {
        let state = host.state
        // runtime = { globals = {}, chunkName = …, FailureMeta = {}, MatcherMeta = {} }
        state.newTable()
        state.newTable()
        state.setRawField("globals", of: -2)
        state.push(chunkName)
        state.setRawField("chunkName", of: -2)
        state.newTable()
        state.setRawField("FailureMeta", of: -2)
        state.newTable()
        state.setRawField("MatcherMeta", of: -2)
        state.push(0)
        state.setRawField("assertions", of: -2)
        let runtime = state.reference()

        for chunk in [SpecDSLSource.chunk, ValueFormattingSource.chunk, MatcherValueSource.chunk, ExpectationSource.chunk,
                      SpySource.chunk] {
            // Pristine libraries of its own: nothing a spec or a transition under test
            // replaces changes what an expectation computes.
            try chunk.load(into: state)
            try host.sandbox.pushIsolatedEnvironment(in: state)
            state.setChunkEnvironment()
            state.push(reference: runtime)
            var arguments: Int32 = 1
            if chunk === SpecDSLSource.chunk {
                state.pushLibraryFunctions(["getinfo", "traceback"], of: "debug")
                arguments = 3
            }
            try state.call(arguments: arguments, results: 0)
        }

        // Every DSL global goes into the sandbox; tables (spy) read-only.
        state.push(reference: runtime)
        state.rawField("globals", of: -1)
        try host.sandbox.exposeFields(ofTable: -1, in: state)
        state.pop(2)
        return runtime
    }
}
