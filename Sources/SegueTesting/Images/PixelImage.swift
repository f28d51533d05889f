#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueLua

/// An image as 8-bit RGBA pixels, row by row from the top left: what image goldens compare.
/// PNG files are read and written through ImageMagick, by way of the netpbm PAM format (a
/// short text header and the raw samples).
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

    /// Reads the PNG at `path` with `magick` (its scratch file in `scratch`).
    public static func read(png path: String, with magick: ExternalTool, scratch: String) throws(ImageToolError) -> PixelImage {
        let pam = "\(scratch)/decoded.pam"
        defer { unlink(pam) }
        try ImageTools.check(magick.run([path, "-depth", "8", "-alpha", "on", "-type", "TrueColorAlpha", "pam:\(pam)"],
                                        log: "\(scratch)/magick.log"), "ImageMagick")
        guard let bytes = readBytes(pam) else { throw ImageToolError("cannot read \(pam)") }
        do { return try decodePAM(bytes) } catch { throw ImageToolError("\(path): \(error.message)") }
    }

    /// Writes the image as a PNG at `path` with `magick` (its scratch file in `scratch`).
    public func write(png path: String, with magick: ExternalTool, scratch: String) throws(ImageToolError) {
        let pam = "\(scratch)/encoded.pam"
        defer { unlink(pam) }
        let header = "P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n"
        guard writeBytes(Array(header.utf8) + rgba, to: pam) else { throw ImageToolError("cannot write \(pam)") }
        try ImageTools.check(magick.run([pam, "-define", "png:exclude-chunks=date,time", "png32:\(path)"],
                                        log: "\(scratch)/magick.log"), "ImageMagick")
    }

    /// The image in a PAM file's bytes (8-bit RGB_ALPHA, or RGB, GRAYSCALE and
    /// GRAYSCALE_ALPHA widened to RGBA).
    static func decodePAM(_ bytes: [UInt8]) throws(ImageToolError) -> PixelImage {
        guard let end = headerEnd(bytes) else { throw ImageToolError("not a PAM image (no ENDHDR)") }
        let header = String(decoding: bytes[..<end.start], as: UTF8.self)
        var fields: [String: String] = [:]
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        guard header.hasPrefix("P7"), let width = fields["WIDTH"].flatMap({ Int($0) }), let height = fields["HEIGHT"].flatMap({ Int($0) }),
              let depth = fields["DEPTH"].flatMap({ Int($0) }), fields["MAXVAL"] == "255",
              (1...100_000).contains(width), (1...100_000).contains(height), (1...4).contains(depth) else {
            throw ImageToolError("an unexpected PAM header: \(header.split(separator: "\n").joined(separator: " "))")
        }
        let samples = bytes[end.next...]
        guard samples.count >= width * height * depth else { throw ImageToolError("the PAM image is cut short") }
        if depth == 4 { return PixelImage(width: width, height: height, rgba: Array(samples.prefix(width * height * 4))) }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        var source = samples.startIndex
        for pixel in 0..<(width * height) {
            let base = pixel * 4
            switch depth {
            case 1, 2:
                rgba[base] = samples[source]; rgba[base + 1] = samples[source]; rgba[base + 2] = samples[source]
                if depth == 2 { rgba[base + 3] = samples[source + 1] }
            default:
                rgba[base] = samples[source]; rgba[base + 1] = samples[source + 1]; rgba[base + 2] = samples[source + 2]
            }
            source += depth
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    private static func headerEnd(_ bytes: [UInt8]) -> (start: Int, next: Int)? {
        let marker = Array("ENDHDR\n".utf8)
        guard bytes.count >= marker.count else { return nil }
        for start in 0...(min(bytes.count, 4096) - marker.count) where bytes[start..<(start + marker.count)].elementsEqual(marker) {
            return (start, start + marker.count)
        }
        return nil
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
