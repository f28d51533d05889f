import Testing
@testable import SegueLua
@testable import SegueTesting

/// The spec DSL's Lua is loaded from the bytecode compiled when Segue was built, and that
/// bytecode is exactly what its text compiles to in this process.
@Suite struct PrecompiledSpecChunkTests {
    @Test func theSpecLibraryLoadsItsBuildTimeBytecode() {
        let chunks: [(String, HostChunk, [UInt8])] = [
            ("spec_dsl", SpecDSLSource.chunk, PackageResources.spec_dsl_lua),
            ("expectations", ExpectationSource.chunk, PackageResources.expectations_lua),
            ("spies", SpySource.chunk, PackageResources.spies_lua),
            ("value_formatting", ValueFormattingSource.chunk, PackageResources.value_formatting_lua),
        ]
        for (file, chunk, text) in chunks {
            #expect(chunk.isPrecompiled, "\(file).lua is compiled at run time")
            #expect(chunk.bytecode == HostChunk(embedded: text, name: chunk.name).bytecode, "\(file).lua's bytecode differs from its text's")
        }
    }
}
