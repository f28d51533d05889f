/// An animated PNG (APNG) made in the process, with zlib, frame by frame: what `segue render
/// --format apng` writes, and what browsers, GitHub's pages and Pillow play. Every frame is
/// a whole 8-bit RGBA image of the first frame's size, shown for its own delay; it loops for
/// ever.
///
/// Promises: a frame of another size, more than ``maximumFrames`` frames, a delay that is not
/// a fraction of 16-bit parts, or a file over ``byteLimit`` is an ``ImageToolError`` saying
/// which, never a trap; only the compressed frames are kept in memory; the same frames and
/// delays always give the same bytes; a non-animated reader shows the first frame.
public struct AnimatedPNG: Sendable {
    /// The most frames a file holds.
    public static let maximumFrames = 10_000
    /// The largest file made: 256 MB.
    public static let byteLimit = 256 << 20

    /// A frame's delay as the APNG `fcTL` chunk gives it: `numerator / denominator` seconds
    /// (a denominator of 0 means 100, as the format says).
    public struct Delay: Sendable, Equatable {
        /// The numerator.
        public var numerator: UInt16
        /// The denominator.
        public var denominator: UInt16

        /// `numerator / denominator` seconds.
        public init(numerator: UInt16, denominator: UInt16) {
            self.numerator = numerator
            self.denominator = denominator
        }

        /// The delay in seconds.
        public var seconds: Double { Double(numerator) / Double(denominator == 0 ? 100 : denominator) }
    }

    private var frames: [(data: [UInt8], delay: Delay)] = []
    private var size: (width: Int, height: Int)?
    private var byteCount = 0

    /// An animation without frames.
    public init() {}

    /// How many frames it has.
    public var frameCount: Int { frames.count }

    /// Adds `image` as the next frame, shown for `delay`.
    public mutating func append(_ image: PixelImage, delay: Delay) throws(ImageToolError) {
        if let size, size.width != image.width || size.height != image.height {
            throw ImageToolError("an APNG frame of \(image.width) × \(image.height) pixels in an animation of \(size.width) × \(size.height)")
        }
        guard frames.count < Self.maximumFrames else { throw ImageToolError("an APNG of more than \(Self.maximumFrames) frames") }
        let data = try PNGCodec.compressedRows(image)
        byteCount += data.count + 64
        guard byteCount <= Self.byteLimit else { throw ImageToolError("the APNG would be larger than \(Self.byteLimit >> 20) MB") }
        size = (image.width, image.height)
        frames.append((data, delay))
    }

    /// The file's bytes: the signature, `IHDR`, `acTL` (the frame count, looping for ever),
    /// then each frame's `fcTL` and its data — `IDAT` for the first (the still image), `fdAT`
    /// for the others — and `IEND`.
    public func bytes() throws(ImageToolError) -> [UInt8] {
        guard let size, !frames.isEmpty else { throw ImageToolError("an APNG needs at least one frame") }
        var file = PNGCodec.fileSignature
        PNGCodec.appendChunk("IHDR", PNGCodec.header(width: size.width, height: size.height), to: &file)
        var control: [UInt8] = []
        PNGCodec.appendUInt32(UInt32(frames.count), to: &control)
        PNGCodec.appendUInt32(0, to: &control)
        PNGCodec.appendChunk("acTL", control, to: &file)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var fcTL: [UInt8] = []
            PNGCodec.appendUInt32(sequence, to: &fcTL)
            PNGCodec.appendUInt32(UInt32(size.width), to: &fcTL)
            PNGCodec.appendUInt32(UInt32(size.height), to: &fcTL)
            PNGCodec.appendUInt32(0, to: &fcTL)
            PNGCodec.appendUInt32(0, to: &fcTL)
            fcTL += [UInt8(frame.delay.numerator >> 8), UInt8(truncatingIfNeeded: frame.delay.numerator),
                     UInt8(frame.delay.denominator >> 8), UInt8(truncatingIfNeeded: frame.delay.denominator)]
            // Dispose: none; blend: source (every frame is whole, alpha included).
            fcTL += [0, 0]
            PNGCodec.appendChunk("fcTL", fcTL, to: &file)
            sequence += 1
            if index == 0 {
                PNGCodec.appendChunk("IDAT", frame.data, to: &file)
            } else {
                var fdAT: [UInt8] = []
                PNGCodec.appendUInt32(sequence, to: &fdAT)
                fdAT += frame.data
                PNGCodec.appendChunk("fdAT", fdAT, to: &file)
                sequence += 1
            }
        }
        PNGCodec.appendChunk("IEND", [], to: &file)
        return file
    }
}
