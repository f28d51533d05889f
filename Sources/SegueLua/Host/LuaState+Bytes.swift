import CLua
import CLuaBridge

extension LuaState {
    /// Compiles `source`'s bytes as a text chunk (bytecode is refused) and pushes it as a
    /// function. `chunkName` is the file path; errors then read `path:line: …`.
    public func load(_ source: LuaSource, chunkName: String) throws {
        let name = chunkName.hasPrefix("=") || chunkName.hasPrefix("@") ? chunkName : "@" + chunkName
        if name.hasPrefix("@") { rememberChunk(String(name.dropFirst())) }
        let status = source.bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                segue_load_text(L, $0.baseAddress, $0.count, name)
            }
        }
        if status != LUA_OK {
            var message = restoringChunkNames(string(at: -1) ?? "cannot load \(chunkName)")
            pop()
            // Every load error names the file: Lua's own message for a binary chunk has none.
            let file = name.dropFirst()
            if source.bytes.first == 0x1B {
                message = "\(file):1: a precompiled (binary) chunk: Segue loads Lua source text only"
            } else if !message.hasPrefix(file + ":") {
                message = "\(file): " + message
            }
            throw LuaError(kind: status == LUA_ERRMEM ? .memory : .syntax, rawMessage: message)
        }
    }

    /// Pushes `bytes` as a Lua string, byte for byte.
    public func push(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }
}
