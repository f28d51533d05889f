#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import SegueTesting

/// The PNG codec image goldens read and write with: its pixels agree with an independent
/// decoder (ImageMagick's) on every golden PNG in the repository, what it writes reads back
/// the same in both, and a damaged file is an error that says what, never a trap.
@Suite struct PNGCodecTests {
    static let goldens = "examples/__goldens__"

    /// The golden PNGs of the examples, written by rsvg-convert.
    static func goldenPNGs() -> [String] {
        guard let folder = opendir(goldens) else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".png") { names.append("\(goldens)/\(name)") }
        }
        return names.sorted()
    }

    /// ImageMagick's reading of a PNG: its RGBA samples.
    static func magickPixels(_ path: String) throws -> [UInt8] {
        let tool = try ImageTools.imageMagick(for: "the PNG codec test")
        let scratch = try ScratchFolder(prefix: "segue-png")
        defer { scratch.remove() }
        let raw = "\(scratch.path)/pixels.rgba"
        _ = tool.run([path, "-depth", "8", "-alpha", "on", "rgba:\(raw)"], log: "\(scratch.path)/log")
        return try #require(readBytes(raw))
    }

    @Test func readsEveryGoldenAsImageMagickDoes() throws {
        let files = Self.goldenPNGs()
        #expect(files.count >= 10, "the examples' golden PNGs (run from the repository root)")
        for file in files {
            let image = try PixelImage.read(png: file)
            #expect(image.rgba.count == image.width * image.height * 4)
            #expect(image.rgba == (try Self.magickPixels(file)), "\(file)")
        }
    }

    @Test func whatItWritesReadsBackTheSameHereAndInImageMagick() throws {
        var rgba: [UInt8] = []
        for y in 0..<37 { for x in 0..<53 { rgba += [UInt8(x * 4), UInt8(y * 6), UInt8((x * y) % 256), UInt8(255 - x)] } }
        let image = PixelImage(width: 53, height: 37, rgba: rgba)
        let scratch = try ScratchFolder(prefix: "segue-png")
        defer { scratch.remove() }
        let path = "\(scratch.path)/written.png"
        try image.write(png: path)
        #expect(try PixelImage.read(png: path) == image)
        #expect(try Self.magickPixels(path) == rgba)
        #expect(try PNGCodec.encode(image) == PNGCodec.encode(image), "the same image, the same bytes")
    }

    @Test func aDamagedFileSaysWhatIsWrong() throws {
        let good = try PNGCodec.encode(PixelImage(width: 2, height: 2, rgba: [UInt8](repeating: 7, count: 16)))
        var flipped = good
        flipped[40] ^= 0xff                                   // inside the IDAT data: its CRC fails
        for (bytes, words) in [([UInt8]("hello".utf8), "not a PNG"), (Array(good.prefix(30)), "cut short"),
                               (flipped, "CRC")] {
            do {
                _ = try PNGCodec.decode(bytes)
                Issue.record("read a damaged file (\(words))")
            } catch {
                #expect(error.message.contains(words), "\(error.message)")
            }
        }
        // A well-formed header claiming a huge image is refused before anything is allocated
        // for it: 16,384 × 16,384 is within the side limit but not the pixel limit.
        var huge = good
        huge[16...23] = [0, 0, 0x40, 0, 0, 0, 0x40, 0]          // IHDR width and height 16,384
        let crc = PNGCodec.crc(Array(huge[12..<29]))           // IHDR's type and data
        huge[29...32] = [UInt8(crc >> 24), UInt8(truncatingIfNeeded: crc >> 16), UInt8(truncatingIfNeeded: crc >> 8),
                         UInt8(truncatingIfNeeded: crc)]
        do { _ = try PNGCodec.decode(huge); Issue.record("read a huge image") } catch {
            #expect(error.message.contains("16384 × 16384 pixels"), "\(error.message)")
        }
    }
}
