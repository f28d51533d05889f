import SegueLua

/// The transition scripts one spec file's `stage.load` and `stage.script` name, each resolved
/// and read once per spec file: a suite that loads the same example in every case (the
/// examples' goldens load 20 scripts 87 times) checked the path against the readable folders
/// (`realpath`, an `lstat` per component) and read the file through the gate on every call.
///
/// Promises: only the file's path and bytes are kept — never anything of a Lua state — so
/// each load still runs the script afresh, in globals of its own (a case sees no other case's
/// script state); a path is remembered only once it resolved and read, so a missing or
/// refused file is looked for again (and fails in the same words) every time it is named.
/// A script edited while its spec file runs is seen at the spec file's next run.
struct LoadedScripts {
    /// A script as resolved and read: its path inside the readable folders and its chunk.
    struct Script {
        var path: String
        var source: LuaSource
    }

    private var byName: [String: Script] = [:]
    /// How many files were read (for the tests).
    private(set) var reads = 0

    /// The script named `name` (as the spec wrote it), resolved by `resolve` and read on its
    /// first use; errors are the gate's, as a ``LuaError`` naming the path.
    mutating func script(_ name: String, resolve: (String) throws -> String) throws -> Script {
        if let known = byName[name] { return known }
        let path = try resolve(name)
        let source: LuaSource
        do {
            source = try LuaSource.read(path)
        } catch {
            throw LuaError(kind: .other, rawMessage: error.description)
        }
        reads += 1
        let script = Script(path: path, source: source)
        byName[name] = script
        return script
    }
}
