/// The Lua half of the `segue` library: the constructors scripts call (`segue.transition`,
/// `segue.scene`, `segue.spring`, …). They validate their arguments where the script can
/// see the error — at the caller's line — and return read-only handles.
///
/// Each constructor first copies its argument without metamethods (bounded in depth and
/// size), validates the copy, keeps it private and hands the script a read-only view of
/// it: what was validated can never change behind the host, which reads the private copy.
///
/// The chunk receives `debug.getinfo`, CLuaBridge's call-through wrapper,
/// ``SegueVersion/current``, ``SuggestFunction``, ``SettlingFunction``,
/// ``SheetReader/pushCheck(in:)`` and ``KeyframeTracksFunction``, and returns the library table, a table of the
/// metatables that tag its handles, and the private table mapping each handle to its
/// validated copy (weak keys).
///
/// The Lua is `Lua/segue_library.lua`, embedded in the binary at build time. Its tables of
/// names (timing names, view properties, containers, release modes, spring presets, step
/// positions, edges, directions) are generated from SegueSchema by `scripts/generate-schema`,
/// and `scripts/test` fails when they are stale.
enum SegueLibrarySource {
    static let chunkName = "=[segue]"
    static let chunk = HostChunk(embedded: PackageResources.segue_library_lua, name: chunkName, precompiled: precompiled_segue_library_lua)
}
