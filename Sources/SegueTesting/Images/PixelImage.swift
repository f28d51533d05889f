#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueLua

/// An image as 8-bit RGBA pixels, row by row from the top left: what image goldens compare.
/// PNG files are read and written in the process (`PNGCodec`).
public struct PixelImage: Equatable, Sendable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var rgba: [UInt8]

    /// An image of `width × height` pixels; `rgba` must hold four bytes a pixel.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Whether `other` has this image's size and exactly its bytes (one `memcmp`).
    public func hasSamePixels(as other: PixelImage) -> Bool {
        guard width == other.width, height == other.height, rgba.count == other.rgba.count else { return false }
        return rgba.withUnsafeBytes { mine in
            other.rgba.withUnsafeBytes { theirs in
                guard let mine = mine.baseAddress, let theirs = theirs.baseAddress else { return true }
                return memcmp(mine, theirs, rgba.count) == 0
            }
        }
    }

    /// Reads the PNG file at `path` (`PNGCodec`).
    public static func read(png path: String) throws(ImageToolError) -> PixelImage {
        guard let bytes = readBytes(path) else { throw ImageToolError("cannot read \(path)") }
        do { return try PNGCodec.decode(bytes) } catch { throw ImageToolError("\(path): \(error.message)") }
    }

    /// Writes the image as an 8-bit RGBA PNG file at `path`, replacing it.
    public func write(png path: String) throws(ImageToolError) {
        let bytes = try PNGCodec.encode(self)
        guard writeBytes(bytes, to: path) else { throw ImageToolError("cannot write \(path)") }
    }
}

/// The bytes of the file at `path`; nil when it cannot be read.
func readBytes(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count > 0 { bytes += buffer[0..<count] }
        if count < buffer.count { break }
    }
    return ferror(file) == 0 ? bytes : nil
}

/// Writes `bytes` to `path`, replacing it; false when it cannot.
func writeBytes(_ bytes: [UInt8], to path: String) -> Bool {
    guard let file = fopen(path, "wb") else { return false }
    defer { fclose(file) }
    var copy = bytes
    return copy.isEmpty || fwrite(&copy, 1, copy.count, file) == copy.count
}
