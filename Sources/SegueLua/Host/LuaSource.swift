import SegueSystem

/// The text of a Lua chunk as bytes, exactly as Lua will compile them: a string literal's
/// bytes reach Lua unchanged, valid UTF-8 or not. A file's source skips a leading UTF-8
/// byte-order mark and a first line starting with `#` (a `#!` line), as the `lua` command
/// does; the line's newline stays, so line numbers in errors still match the file.
public struct LuaSource: Equatable, Sendable {
    /// The bytes handed to Lua.
    public let bytes: [UInt8]

    /// The text of `string`, as UTF-8.
    public init(_ string: String) { bytes = Array(string.utf8) }

    /// The chunk in a file's `bytes`, without a byte-order mark or a `#` first line.
    public init(fileBytes: [UInt8]) {
        var start = 0
        if fileBytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        if start < fileBytes.count, fileBytes[start] == UInt8(ascii: "#") {
            start = fileBytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? fileBytes.count
        }
        bytes = Array(fileBytes[start...])
    }

    /// Reads the chunk in the file at `path` through `InputFile`.
    public static func read(_ path: String) throws(FileReadError) -> LuaSource {
        LuaSource(fileBytes: try InputFile.read(path))
    }

    /// The text decoded as UTF-8 (invalid bytes become U+FFFD), for searching messages.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}
