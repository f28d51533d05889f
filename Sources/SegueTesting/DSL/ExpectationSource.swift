import SegueLua

/// The Lua half of assertions: `expect(value)` and its matchers, the matcher values `near`
/// and `any` that can stand anywhere in an expected value, and the failure every matcher
/// raises — the message, the spec's `file:line`, the expected and actual values and, for
/// tables, the diff.
///
/// The Lua is `Lua/expectations.lua`, embedded in the binary at build time.
enum ExpectationSource {
    static let chunk = HostChunk(embedded: PackageResources.expectations_lua, name: SpecLibrary.chunkName, precompiled: precompiled_expectations_lua)
}
