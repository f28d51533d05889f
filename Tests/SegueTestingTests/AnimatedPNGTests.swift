import Testing
@testable import SegueImages
@testable import SegueTesting

/// The APNG `segue render --format apng` and animated image goldens write (issue 34, item 5):
/// what it writes reads back frame for frame (and its first frame is what a plain PNG reader
/// sees), and a damaged file, frames of another size or a frame covering part of the image
/// are errors saying what, never a trap. (Pillow, ffprobe and Chromium read it in
/// `Tests/browser/check_animation.py`.)
@Suite struct AnimatedPNGTests {
    static func frame(_ shade: UInt8, width: Int = 7, height: Int = 5) -> PixelImage {
        var rgba: [UInt8] = []
        for y in 0..<height { for x in 0..<width { rgba += [shade, UInt8(x * 30), UInt8(y * 40), 255 - shade] } }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    @Test func framesReadBackAsWritten() throws {
        let frames = [Self.frame(0), Self.frame(90), Self.frame(200)]
        var animation = AnimatedPNG()
        for frame in frames { try animation.append(frame, delay: .init(numerator: 17, denominator: 1000)) }
        let bytes = try animation.bytes()
        #expect(try AnimatedPNG.frames(in: bytes) == frames)
        #expect(try PNGCodec.decode(bytes) == frames[0], "a plain reader sees the first frame")
        #expect(try AnimatedPNG.frames(in: try PNGCodec.encode(frames[1])) == [frames[1]], "a plain PNG is one frame")
        #expect(try animation.bytes() == bytes, "the same frames, the same bytes")
    }

    @Test func badInputIsAnErrorNeverATrap() throws {
        var animation = AnimatedPNG()
        try animation.append(Self.frame(10), delay: .init(numerator: 1, denominator: 2))
        #expect(throws: ImageToolError.self) { try animation.append(Self.frame(10, width: 8), delay: .init(numerator: 1, denominator: 2)) }
        #expect(throws: ImageToolError.self) { try AnimatedPNG().bytes() }
        try animation.append(Self.frame(60), delay: .init(numerator: 1, denominator: 2))
        let bytes = try animation.bytes()
        for cut in [0, 8, 40, bytes.count / 2, bytes.count - 13] {
            #expect(throws: ImageToolError.self) { try AnimatedPNG.frames(in: Array(bytes.prefix(cut))) }
        }
        // The second frame's fcTL says it starts 1 pixel across: refused, not composed.
        var shifted = bytes
        let marker = Array("fcTL".utf8)
        let second = try #require(shifted.indices.filter { Array(shifted[$0..<min($0 + 4, shifted.count)]) == marker }.dropFirst().first)
        shifted[second + 4 + 15] = 1
        let crc = PNGCodec.crc(Array(shifted[second..<(second + 4 + 26)]))
        for (index, byte) in [UInt8(crc >> 24), UInt8(truncatingIfNeeded: crc >> 16), UInt8(truncatingIfNeeded: crc >> 8),
                              UInt8(truncatingIfNeeded: crc)].enumerated() {
            shifted[second + 4 + 26 + index] = byte
        }
        #expect(throws: ImageToolError.self) { try AnimatedPNG.frames(in: shifted) }
    }

    /// `chunks` as a PNG file, each with its CRC made again (so a mutation reaches the APNG
    /// reader's own checks, past the codec's).
    static func file(_ chunks: [(type: String, data: [UInt8])]) -> [UInt8] {
        var file: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
        for chunk in chunks { PNGCodec.appendChunk(chunk.type, chunk.data, to: &file) }
        PNGCodec.appendChunk("IEND", [], to: &file)
        return file
    }

    /// A three-frame APNG's chunks.
    static func threeFrames() throws -> [(type: String, data: [UInt8])] {
        var animation = AnimatedPNG()
        for shade: UInt8 in [0, 90, 200] { try animation.append(Self.frame(shade), delay: .init(numerator: 1, denominator: 30)) }
        return try PNGCodec.chunks(try animation.bytes())
    }

    /// `data` with the big-endian number at `offset` set to `value`.
    static func setting(_ data: [UInt8], at offset: Int, to value: UInt32) -> [UInt8] {
        var data = data
        data.replaceSubrange(offset..<(offset + 4), with: PNGCodecTests.bigEndian(value))
        return data
    }

    /// What the reader must find in `chunks`: whether `acTL`'s count is the number of `fcTL`
    /// chunks and the `fcTL`/`fdAT` sequence numbers count 0, 1, 2… in order (worked out here,
    /// independently of the reader).
    static func isConsistent(_ chunks: [(type: String, data: [UInt8])]) -> Bool {
        let controls = chunks.filter { $0.type == "acTL" }
        guard controls.count == 1, controls[0].data.count == 8 else { return false }
        let frameCount = chunks.filter { $0.type == "fcTL" }.count
        guard Int(PNGCodec.readUInt32(controls[0].data, at: 0)) == frameCount else { return false }
        let numbered = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
        for (expected, chunk) in numbered.enumerated() {
            guard chunk.data.count >= 4, Int(PNGCodec.readUInt32(chunk.data, at: 0)) == expected else { return false }
        }
        return true
    }

    @Test func aFrameCountThatDisagreesWithTheFramesIsRefusedNamingTheFile() throws {
        let chunks = try Self.threeFrames()
        let control = try #require(chunks.firstIndex { $0.type == "acTL" })
        for count: UInt32 in [0, 1, 2, 4, 10_000, .max] {
            var changed = chunks
            changed[control].data = Self.setting(chunks[control].data, at: 0, to: count)
            do {
                let frames = try AnimatedPNG.frames(in: Self.file(changed), path: "golden.animated.png")
                Issue.record("read \(frames.count) frames of an APNG whose acTL says \(count)")
            } catch {
                #expect(error.message.hasPrefix("golden.animated.png: "), "\(error.message)")
                #expect(error.message.contains("counts \(count) frames, but which has 3"), "\(error.message)")
            }
        }
        // A second acTL, or one of another size.
        var twice = chunks
        twice.insert(chunks[control], at: control)
        #expect(throws: ImageToolError.self) { try AnimatedPNG.frames(in: Self.file(twice)) }
        var short = chunks
        short[control].data = Array(chunks[control].data.prefix(4))
        #expect(throws: ImageToolError.self) { try AnimatedPNG.frames(in: Self.file(short)) }
    }

    @Test func sequenceNumbersOutOfOrderAreRefusedSayingWhich() throws {
        let chunks = try Self.threeFrames()
        let numbered = chunks.indices.filter { chunks[$0].type == "fcTL" || chunks[$0].type == "fdAT" }
        #expect(numbered.count == 5, "fcTL, IDAT, fcTL, fdAT, fcTL, fdAT: five numbered chunks")
        #expect(try AnimatedPNG.frames(in: Self.file(chunks)).count == 3)
        for (position, index) in numbered.enumerated() {
            for wrong in [UInt32(position + 1), UInt32(position) &+ 7, .max] {
                var changed = chunks
                changed[index].data = Self.setting(chunks[index].data, at: 0, to: wrong)
                do {
                    _ = try AnimatedPNG.frames(in: Self.file(changed), path: "x.png")
                    Issue.record("read an APNG whose \(chunks[index].type) is numbered \(wrong) at \(position)")
                } catch {
                    #expect(error.message.contains("x.png: an APNG \(chunks[index].type) chunk with sequence number \(wrong) where \(position) was due"),
                            "\(error.message)")
                }
            }
        }
        // Two frames swapped whole (numbers and all): out of order.
        var swapped = chunks
        let last = numbered[3]...numbered[4], middle = numbered[1]...numbered[2]
        swapped.replaceSubrange(middle, with: chunks[last])
        swapped.replaceSubrange(last, with: chunks[middle])
        #expect(throws: ImageToolError.self) { try AnimatedPNG.frames(in: Self.file(swapped)) }
    }

    /// The mutation fuzzer: 600 seeded mutations of a good APNG — bytes flipped inside chunks
    /// (CRCs made again), chunks dropped, repeated or swapped, acTL counts and sequence numbers
    /// changed — each read as an error or as frames; never a trap, and a file whose acTL count
    /// or sequence numbers are wrong is never read.
    @Test func mutatedAnimationsAreErrorsOrConsistentFramesNeverATrap() throws {
        let chunks = try Self.threeFrames()
        var random = SplitMix(seed: 0x5E6E_A9E6)
        var (refused, read, inconsistent) = (0, 0, 0)
        for round in 0..<600 {
            var changed = chunks
            for _ in 0...(round % 3) {
                let index = Int(random.next() % UInt64(changed.count))
                switch random.next() % 6 {
                case 0:
                    guard !changed[index].data.isEmpty else { break }
                    let at = Int(random.next() % UInt64(changed[index].data.count))
                    changed[index].data[at] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                case 1: changed.remove(at: index)
                case 2: changed.insert(changed[index], at: index)
                case 3:
                    let other = Int(random.next() % UInt64(changed.count))
                    changed.swapAt(index, other)
                case 4:
                    guard let control = changed.firstIndex(where: { $0.type == "acTL" && $0.data.count == 8 }) else { break }
                    changed[control].data = Self.setting(changed[control].data, at: 0, to: UInt32(random.next() % 6))
                default:
                    guard changed[index].type == "fcTL" || changed[index].type == "fdAT", changed[index].data.count >= 4 else { break }
                    changed[index].data = Self.setting(changed[index].data, at: 0, to: UInt32(random.next() % 8))
                }
                if changed.isEmpty { changed = chunks }
            }
            // Without an acTL it is a plain PNG, read as one image.
            let mustRefuse = !Self.isConsistent(changed) && changed.contains { $0.type == "acTL" }
            if mustRefuse { inconsistent += 1 }
            do {
                let frames = try AnimatedPNG.frames(in: Self.file(changed))
                read += 1
                #expect(!mustRefuse, "round \(round): read \(frames.count) frames of an APNG whose acTL count or sequence numbers are wrong")
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
            }
        }
        #expect(refused + read == 600)
        #expect(inconsistent >= 200, "the fuzzer makes enough wrong counts and numbers (\(inconsistent))")
        #expect(refused >= inconsistent)
    }
}

/// A small seeded generator (SplitMix64): the same mutations on every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
