#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSystem

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

    /// Reads the PNG file at `path` (`PNGCodec`), through the file gate (`InputFile`: a
    /// regular file within the 16 MB limit).
    public static func read(png path: String) throws(ImageToolError) -> PixelImage {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path) } catch { throw ImageToolError("\(error)") }
        return try decode(png: bytes, path: path)
    }

    /// The image in the PNG file bytes `bytes`; `path` names them in the error.
    public static func decode(png bytes: [UInt8], path: String) throws(ImageToolError) -> PixelImage {
        do { return try PNGCodec.decode(bytes) } catch { throw ImageToolError("\(path): \(error.message)") }
    }

    /// The image as the bytes of an 8-bit RGBA PNG file.
    public func png() throws(ImageToolError) -> [UInt8] {
        try PNGCodec.encode(self)
    }

    /// Writes the image as an 8-bit RGBA PNG file at `path`, replacing it, through the file
    /// gate (`OutputFile`: atomic, every write checked).
    public func write(png path: String) throws(ImageToolError) {
        let bytes = try png()
        do { try OutputFile.write(bytes, to: path) } catch { throw ImageToolError("\(error)") }
    }
}
