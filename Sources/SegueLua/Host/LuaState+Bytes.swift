import CLua
import CLuaBridge

extension LuaState {
    /// Compiles `source`'s bytes as a text chunk (bytecode is refused) and pushes it as a
    /// function. `chunkName` is the file path; errors then read `path:line: …`.
    ///
    /// A file's text (a `@` chunk name) this process compiled before under the same name
    /// loads from the bytecode that compile produced (`CompiledChunkCache`): the same
    /// function, without parsing again. Other chunks (REPL lines, `=name`) always compile.
    public func load(_ source: LuaSource, chunkName: String) throws {
        let name = chunkName.hasPrefix("=") || chunkName.hasPrefix("@") ? chunkName : "@" + chunkName
        guard name.hasPrefix("@"), let cache = compiledChunks else {
            try compile(source, chunkName: chunkName, name: name)
            return
        }
        rememberChunk(String(name.dropFirst()))
        let key = CompiledChunkCache.Key(chunkName: name, text: source.bytes)
        if let bytecode = cache.bytecode(for: key) {
            let status = bytecode.withUnsafeBufferPointer { segue_load_compiled(L, $0.baseAddress, $0.count, name) }
            if status == LUA_OK { return }
            // Out of memory under the cap: compiling the text reports it as it always has.
            pop()
        }
        try compile(source, chunkName: chunkName, name: name)
        var length = 0
        if let dumped = segue_dump_compiled(L, &length) {
            cache.store(Array(UnsafeBufferPointer(start: dumped, count: length)), for: key)
            segue_free(dumped)
        }
    }

    /// Compiles `source` as a text chunk named `name` (`chunkName` with its `@` or `=`) and
    /// pushes the function, or throws the syntax (or memory) error naming the file.
    private func compile(_ source: LuaSource, chunkName: String, name: String) throws {
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
