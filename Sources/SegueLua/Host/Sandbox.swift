import CLua
import CLuaBridge

/// The allow-listed environment a script runs in. Built by a privileged chunk that runs in
/// the state's real global table (which scripts never see): it copies in only the safe
/// functions, locks the string metatable, and gives the script a `require` that only finds
/// modules under the script's own folders, compiled as text into the same environment.
public struct Sandbox {
    /// Registry reference of the environment table.
    public let environment: Int32
    /// Registry reference of the list of files `require` has loaded (for hot reload).
    public let requiredFiles: Int32
    /// Registry reference of the list of folders `require` searches.
    public let roots: Int32
    /// Registry reference of the function that makes an isolated environment.
    let isolatedMaker: Int32

    /// Builds a sandbox in `state` whose `require` looks under `roots`.
    public static func make(in state: LuaState, roots: [String]) throws -> Sandbox {
        try builder.load(into: state)
        state.newTable()
        for (i, root) in roots.enumerated() {
            state.push(root)
            lua_rawseti(state.L, -2, lua_Integer(i + 1))
        }
        state.pushFunction { lua in
            lua.output(lua.string(at: 1) ?? "")
            return 0
        }
        state.pushFunction(readModule)
        segue_push_sandbox_library(state.L)
        try state.call(arguments: 4, results: 5)
        // environment, files, roots, loadFor, requireFor: the isolation chunk takes the
        // environment, the two makers and the table copier and returns the maker of
        // isolated environments.
        try isolation.load(into: state)
        state.pushValue(at: -6)
        state.pushValue(at: -4)
        state.pushValue(at: -4)
        segue_push_table_copy(state.L)
        try state.call(arguments: 4, results: 1)
        lua_rotate(state.L, -3, 1)
        state.pop(2)
        let isolatedMaker = state.reference()
        let roots = state.reference()
        let files = state.reference()
        let environment = state.reference()
        return Sandbox(environment: environment, requiredFiles: files, roots: roots, isolatedMaker: isolatedMaker)
    }

    /// Lets `require` also search `folder` (after the folders it already searches).
    public func addRoot(_ folder: String, in state: LuaState) {
        state.push(reference: roots)
        defer { state.pop() }
        let count = lua_rawlen(state.L, -1)
        if count > 0 {
            for i in 1...count {
                lua_rawgeti(state.L, -1, lua_Integer(i))
                let known = state.string(at: -1) == folder
                state.pop()
                if known { return }
            }
        }
        state.push(folder)
        lua_rawseti(state.L, -2, lua_Integer(count + 1))
    }

    /// Pushes a fresh environment of its own for one more script in the same state: its
    /// globals are its own, and reads of names it does not define fall through to the
    /// sandbox.
    public func pushChildEnvironment(in state: LuaState) {
        state.newTable()
        state.newTable(recordCount: 1)
        state.push(reference: environment)
        state.setRawField("__index", of: -2)
        lua_setmetatable(state.L, -2)
    }

    /// Pushes a fresh isolated environment for a script that must not reach what else runs
    /// in the state (a transition under test): its own copies of every library the sandbox
    /// offers, its own `load` and `require` (modules run in it), and `segue` when the
    /// sandbox exposes it — none of the sandbox's other globals. Nothing it writes changes
    /// another environment's libraries, and strings' methods come from a private copy of
    /// the string library that no script can reach or change.
    public func pushIsolatedEnvironment(in state: LuaState) throws {
        state.push(reference: isolatedMaker)
        try state.call(arguments: 0, results: 1)
        state.push(reference: environment)
        for name in Self.sharedWithIsolated {
            state.rawField(name, of: -1)
            state.setRawField(name, of: -3)
        }
        state.pop()
    }

    /// Globals an isolated environment shares with the sandbox (read-only tables).
    static let sharedWithIsolated = ["segue"]

    /// Sets `name` in the environment to the value on top of the stack (popped), read-only
    /// when it is a table: writes raise "attempt to modify read-only table 'name'" and its
    /// metatable is locked.
    public func expose(_ name: String, in state: LuaState, readOnly: Bool = true) throws {
        if readOnly && state.isTable(-1) {
            try Sandbox.readOnly.load(into: state)
            lua_rotate(state.L, -2, 1)
            state.push(name)
            try state.call(arguments: 2, results: 1)
        }
        state.push(reference: environment)
        lua_rotate(state.L, -2, 1)
        state.setRawField(name, of: -2)
        state.pop()
    }

    /// Exposes every field of the table at `index` whose key is a string, under that name,
    /// as ``expose(_:in:readOnly:)`` does (tables read-only): how a library installed in its
    /// own table (the spec DSL's globals) becomes the sandbox's globals. Keys of other types
    /// are skipped; the table and the stack are left as they were unless an exposure throws.
    public func exposeFields(ofTable index: Int32, in state: LuaState) throws {
        let table = state.absoluteIndex(index)
        state.pushNil()
        while lua_next(state.L, table) != 0 {
            guard state.type(at: -2) == LUA_TSTRING, let name = state.string(at: -2) else {
                state.pop()
                continue
            }
            try expose(name, in: state)
        }
    }

    /// Paths of the files the script's `require` loaded, in load order.
    public func loadedFiles(in state: LuaState) -> [String] {
        state.push(reference: requiredFiles)
        defer { state.pop() }
        var files: [String] = []
        let count = lua_rawlen(state.L, -1)
        if count > 0 {
            for i in 1...count {
                lua_rawgeti(state.L, -1, lua_Integer(i))
                if let path = state.string(at: -1) { files.append(path) }
                state.pop()
            }
        }
        return files
    }
}
