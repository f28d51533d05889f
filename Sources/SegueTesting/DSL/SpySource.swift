import SegueLua

/// The Lua half of spies: `spy.new([fn])` and `spy.on(table, key)`, which record every call
/// (its arguments, as passed) and pass it through to the wrapped function. A spy put on a
/// transition's hook is a plain function, so the engine calls it like the hook itself.
///
/// The Lua is `Lua/spies.lua`, embedded in the binary at build time.
enum SpySource {
    static let chunk = HostChunk(embedded: PackageResources.spies_lua, name: SpecLibrary.chunkName, precompiled: precompiled_spies_lua)
}
