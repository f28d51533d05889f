#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import SegueLua
import Testing
@testable import SegueImages
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
        _ = tool.run([path, "-depth", "8", "-alpha", "on", "rgba:\(raw)"], log: "\(scratch.path)/log", timeLimit: 120)
        return try InputFile.read(raw)
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

    /// A PNG of `rgba` (width × height, 8-bit RGBA) whose every row uses `filter` (0…4) and
    /// says it uses `declaring` (`filter` when nil), its zlib stream of stored (uncompressed)
    /// blocks: written here, independently of the codec.
    static func filteredPNG(_ rgba: [UInt8], width: Int, height: Int, filter: UInt8, declaring: UInt8? = nil) -> [UInt8] {
        let stride = width * 4
        var raw: [UInt8] = []
        for row in 0..<height {
            raw.append(declaring ?? filter)
            for i in 0..<stride {
                let x = Int(rgba[row * stride + i])
                let a = i >= 4 ? Int(rgba[row * stride + i - 4]) : 0
                let b = row > 0 ? Int(rgba[(row - 1) * stride + i]) : 0
                let c = row > 0 && i >= 4 ? Int(rgba[(row - 1) * stride + i - 4]) : 0
                let p = a + b - c
                let paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : abs(p - b) <= abs(p - c) ? b : c
                let predicted = [0, a, b, (a + b) / 2, paeth][Int(filter)]
                raw.append(UInt8((x - predicted + 256) % 256))
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8((~count >> 8) & 0xff)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var (s1, s2): (UInt32, UInt32) = (1, 0)
        for byte in raw { s1 = (s1 + UInt32(byte)) % 65_521; s2 = (s2 + s1) % 65_521 }
        zlib += bigEndian(s2 << 16 | s1)
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            bigEndian(UInt32(data.count)) + Array(type.utf8) + data + bigEndian(PNGCodec.crc(Array(type.utf8) + data))
        }
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xff), UInt8((value >> 8) & 0xff), UInt8(value & 0xff)]
    }

    @Test func undoesEveryRowFilterAsImageMagickDoes() throws {
        // Rows of every filter: the goldens rsvg-convert writes use only some of them.
        var rgba: [UInt8] = []
        for y in 0..<23 { for x in 0..<31 { rgba += [UInt8(x * 8), UInt8(y * 11), UInt8((x * y * 7) % 256), UInt8(255 - x * 3)] } }
        let scratch = try ScratchFolder(prefix: "segue-png")
        defer { scratch.remove() }
        for filter: UInt8 in 0...4 {
            let bytes = Self.filteredPNG(rgba, width: 31, height: 23, filter: filter)
            let path = "\(scratch.path)/filter\(filter).png"
            try OutputFile.write(bytes, to: path)
            #expect(try Self.magickPixels(path) == rgba, "ImageMagick reads the test's filter \(filter) file as written")
            let decoded = try PNGCodec.decode(bytes)
            let same = decoded.width == 31 && decoded.height == 23 && decoded.rgba == rgba
            #expect(same, "filter \(filter)")
        }
        // A row's filter byte past 4 is an error naming it.
        do {
            _ = try PNGCodec.decode(Self.filteredPNG(rgba, width: 31, height: 23, filter: 0, declaring: 5))
            Issue.record("read a row of filter 5")
        } catch {
            #expect(error.message.contains("filter 5"), "\(error.message)")
        }
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

/// The quick check image goldens make before comparing pixel by pixel.
@Suite struct SamePixelsTests {
    @Test func onlyTheSameSizeAndEveryByteAreTheSamePixels() {
        let image = PixelImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
        #expect(image.hasSamePixels(as: PixelImage(width: 2, height: 1, rgba: image.rgba)))
        var changed = image
        changed.rgba[6] = 7
        #expect(!image.hasSamePixels(as: changed))
        #expect(!image.hasSamePixels(as: PixelImage(width: 1, height: 2, rgba: image.rgba)))
        #expect(PixelImage(width: 0, height: 0, rgba: []).hasSamePixels(as: PixelImage(width: 0, height: 0, rgba: [])))
        let outcome = ImageComparison(channelTolerance: 0).compare(expected: image, actual: changed)
        #expect(!outcome.matches, "what hasSamePixels refuses the comparison still weighs")
    }
}
