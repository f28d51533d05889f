import SegueLua

/// The Lua half of matcher values — values that stand anywhere in an expected value and
/// decide for themselves: `near`, `any`, `containing` (part of a table) and busted's
/// argument matchers under `match` (`match._`, `match.is_string()`, `match.satisfies(fn)`…).
///
/// The Lua is `Lua/matcher_values.lua`, embedded in the binary at build time.
enum MatcherValueSource {
    static let chunk = HostChunk(embedded: PackageResources.matcher_values_lua, name: SpecLibrary.chunkName, precompiled: precompiled_matcher_values_lua)
}
