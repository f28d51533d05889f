import Testing
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
}
