/// The Lua 5.4 bytecode of one of the host's own Lua files, compiled when Segue was built (the
/// `LuaBytecode` build plugin runs `segue-luac`): what ``HostChunk`` loads in place of
/// compiling the file's text in every process.
///
/// Promises: the bytes are exactly what `lua_dump` wrote, debug information included, so
/// errors raised in the chunk name the same lines as the text would.
public struct PrecompiledChunk: Sendable {
    /// The chunk name it was compiled under.
    public let chunkName: String
    /// The length of the text it was compiled from.
    public let sourceByteCount: Int
    /// The length of the bytecode.
    public let byteCount: Int
    /// The bytecode, eight bytes to a word, little-endian, the last word padded with zeros.
    public let words: [UInt64]

    /// A chunk as `segue-luac` writes it.
    public init(chunkName: String, sourceByteCount: Int, byteCount: Int, words: [UInt64]) {
        self.chunkName = chunkName
        self.sourceByteCount = sourceByteCount
        self.byteCount = byteCount
        self.words = words
    }

    /// The bytecode, or nil when the words cannot hold `byteCount` bytes.
    var bytes: [CChar]? {
        guard byteCount >= 0, byteCount <= words.count * 8 else { return nil }
        var bytes = [CChar](repeating: 0, count: byteCount)
        words.withUnsafeBytes { raw in
            bytes.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[0..<byteCount])) }
        }
        return bytes
    }
}
