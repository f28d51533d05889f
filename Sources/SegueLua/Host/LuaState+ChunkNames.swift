extension LuaState {
    /// How Lua shows a chunk named `@path` in its own messages and tracebacks: the path,
    /// or — past `LUA_IDSIZE` (60) bytes — "..." and its last 56 bytes.
    static func displayName(ofFile path: String) -> String {
        let bytes = Array(path.utf8)
        guard bytes.count > 59 else { return path }
        return "..." + String(decoding: bytes.suffix(56), as: UTF8.self)
    }

    /// Remembers that `path` was loaded, so messages that show it cut short can be given
    /// its whole name back.
    func rememberChunk(_ path: String) {
        let shown = Self.displayName(ofFile: path)
        if shown != path { longChunkNames[shown] = path }
    }

    /// `text` with every cut-short file name of a loaded chunk replaced by the whole path
    /// (a path may be cut the same way as another: the latest loaded wins).
    func restoringChunkNames(_ text: String) -> String {
        guard !longChunkNames.isEmpty, text.contains("...") else { return text }
        var result = text
        for (shown, path) in longChunkNames where result.contains(shown + ":") {
            result = result.replacing(shown + ":", with: path + ":")
        }
        return result
    }
}
