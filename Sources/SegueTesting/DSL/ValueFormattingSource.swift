import SegueLua

/// The Lua half of how specs compare and show values: `runtime.describe` (a readable,
/// stable rendering of any value), `runtime.equal` (deep equality that honours matcher
/// values such as `near`), and `runtime.diff` (the lines of two tables, with `-` marking
/// the expected side and `+` the actual side of every difference).
///
/// The Lua is `Lua/value_formatting.lua`, embedded in the binary at build time.
enum ValueFormattingSource {
    static let chunk = HostChunk(embedded: PackageResources.value_formatting_lua, name: SpecLibrary.chunkName, precompiled: precompiled_value_formatting_lua)
}
