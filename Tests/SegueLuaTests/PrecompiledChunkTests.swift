import Testing
@testable import SegueLua

/// The host's own Lua, compiled when Segue was built (the LuaBytecode plugin): every chunk
/// uses that bytecode, the bytecode is exactly what compiling its text gives in this process,
/// and a chunk that does not fit (another name, another text, bytecode this Lua refuses)
/// falls back to its text.
@Suite struct PrecompiledChunkTests {
    static let chunks: [(String, HostChunk, [UInt8])] = [
        ("sandbox", Sandbox.builder, PackageResources.sandbox_lua),
        ("isolation", Sandbox.isolation, PackageResources.isolation_lua),
        ("read_only", Sandbox.readOnly, PackageResources.read_only_lua),
        ("segue_library", SegueLibrarySource.chunk, PackageResources.segue_library_lua),
    ]

    @Test func everyHostChunkLoadsItsBuildTimeBytecode() {
        for (file, chunk, _) in Self.chunks {
            #expect(chunk.isPrecompiled, "\(file).lua is compiled at run time")
        }
    }

    @Test func theBuildTimeBytecodeIsWhatItsTextCompilesTo() {
        for (file, chunk, text) in Self.chunks {
            let compiledNow = HostChunk(embedded: text, name: chunk.name)
            #expect(!compiledNow.isPrecompiled)
            #expect(compiledNow.bytecode != nil)
            #expect(chunk.bytecode == compiledNow.bytecode, "\(file).lua's bytecode differs from its text's")
        }
    }

    @Test func aChunkOfAnotherNameOrTextCompilesItsText() {
        let renamed = HostChunk(embedded: PackageResources.read_only_lua, name: "=[elsewhere]", precompiled: precompiled_read_only_lua)
        #expect(!renamed.isPrecompiled)
        let edited = HostChunk(embedded: PackageResources.read_only_lua + Array("\n".utf8), name: "=[sandbox]",
                               precompiled: precompiled_read_only_lua)
        #expect(!edited.isPrecompiled)
    }

    @Test func bytecodeThisLuaRefusesFallsBackToTheText() throws {
        // The first byte is no longer the bytecode signature: Lua refuses the chunk.
        var words = precompiled_read_only_lua.words
        words[0] ^= 0xFF
        let damaged = PrecompiledChunk(chunkName: precompiled_read_only_lua.chunkName,
                                       sourceByteCount: precompiled_read_only_lua.sourceByteCount,
                                       byteCount: precompiled_read_only_lua.byteCount, words: words)
        let chunk = HostChunk(embedded: PackageResources.read_only_lua, name: "=[sandbox]", precompiled: damaged)
        #expect(chunk.isPrecompiled)
        let state = LuaState()
        try chunk.load(into: state)
        #expect(state.isFunction(-1))
    }
}
