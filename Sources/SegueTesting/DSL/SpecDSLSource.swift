import SegueLua

/// The Lua half of the spec DSL: `describe`, `it`, `pending`, `before_each`, `after_each`,
/// `setup`, `teardown`, and the runtime the Swift runner drives — the list of declared tests
/// and a function that runs one of them with its hooks and reports how it ended.
///
/// The chunk receives the shared `runtime` table, `debug.getinfo` and `debug.traceback`, and
/// adds the DSL functions to `runtime.globals`.
///
/// The Lua is `Lua/spec_dsl.lua`, embedded in the binary at build time.
enum SpecDSLSource {
    static let chunk = HostChunk(embedded: PackageResources.spec_dsl_lua, name: SpecLibrary.chunkName, precompiled: precompiled_spec_dsl_lua)
}
