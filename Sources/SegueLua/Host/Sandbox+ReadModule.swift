import SegueSystem

extension Sandbox {
    /// `require`'s file reader, given one of the script's folders and a candidate module's
    /// path relative to it (`"lib/util.lua"`): the chunk's exact bytes, read through the file
    /// gate (`GatedFolder`: no symbolic link followed below the folder — a committed link
    /// to a file outside is refused, never read — regular files within the size limit) and
    /// ``LuaSource`` (a byte-order mark or `#!` line skipped); `nil, nil` when no file is
    /// there, so the search goes on; `nil` and the refusal ("path: is a FIFO, not a regular
    /// file") otherwise.
    static func readModule(_ lua: LuaState) throws -> Int32 {
        let root = try lua.checkString(1, function: "require")
        let relative = try lua.checkString(2, function: "require")
        var folders = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = folders.removeLast()
        do {
            guard let folder = try GatedFolder(root: root, components: folders).open(create: false),
                  let bytes = try folder.read(name) else {
                lua.pushNil()
                lua.pushNil()
                return 2
            }
            lua.push(bytes: LuaSource(fileBytes: bytes).bytes)
            return 1
        } catch {
            lua.pushNil()
            lua.push(error.description)
            return 2
        }
    }
}
