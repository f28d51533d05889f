import CLua
import SegueLua

/// The specs' rendering of Lua values (strings quoted, floats exact, tables with sorted
/// keys), for tools that show values to a person, such as the REPL.
public enum LuaValueDescription {
    /// Loads the renderer into `host`; returns a registry reference to a function that
    /// takes one value and returns its text.
    public static func install(in host: ScriptHost) throws -> Int32 {
        let state = host.state
        try ValueFormattingSource.chunk.load(into: state)
        // Pristine copies of the libraries: what a REPL line does to `tostring` or `string`
        // cannot change how values are shown.
        try host.sandbox.pushIsolatedEnvironment(in: state)
        state.setChunkEnvironment()
        state.newTable()
        state.newTable()
        state.setRawField("MatcherMeta", of: -2)
        let runtime = state.reference()
        state.push(reference: runtime)
        try state.call(arguments: 1, results: 0)
        state.push(reference: runtime)
        state.rawField("describe", of: -1)
        let describe = state.reference()
        state.pop()
        return describe
    }
}
