extension Sandbox {
    /// `require`'s file reader, given the path of a candidate module: the chunk's exact bytes
    /// (through ``InputFile`` and ``LuaSource``: regular files within the size limit, a
    /// byte-order mark or `#!` line skipped); `nil, nil` when no file is there, so the search
    /// goes on; `nil` and the refusal ("path: is a FIFO, not a regular file") otherwise.
    static func readModule(_ lua: LuaState) throws -> Int32 {
        let path = try lua.checkString(1, function: "require")
        do {
            lua.push(bytes: try LuaSource.read(path).bytes)
            return 1
        } catch {
            lua.pushNil()
            if error.reason == .missing { lua.pushNil() } else { lua.push(error.description) }
            return 2
        }
    }
}
