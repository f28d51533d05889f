/// An animated PNG (APNG) made in the process, with zlib, frame by frame: what `segue render
/// --format apng` writes, and what browsers, GitHub's pages and Pillow play. Every frame is
/// a whole 8-bit RGBA image of the first frame's size, shown for its own delay; it loops for
/// ever.
///
/// Promises: a frame of another size, more than ``maximumFrames`` frames, a delay that is not
/// a fraction of 16-bit parts, or a file over ``byteLimit`` is an ``ImageToolError`` saying
/// which, never a trap; only the compressed frames are kept in memory; the same frames and
/// delays always give the same bytes; a non-animated reader shows the first frame.
/// ``frames(in:path:)`` reads back the frames of an APNG of whole frames (what this writes; an
/// APNG whose frames cover part of the image, or blend over the one before, is refused
/// saying so), or the one image of a plain PNG, every chunk checked as `PNGCodec` checks them.
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

    /// The most pixels ``frames(in:path:)`` decodes over all frames: 128 MB of RGBA.
    public static let maximumTotalPixels = 32 << 20

    /// The frames of the APNG (or the one image of the plain PNG) in `bytes`, read from the
    /// file `path` (named in errors when given). Refused, saying what is wrong: an `acTL`
    /// that is not 8 bytes or whose frame count is not the number of frames, `fcTL`/`fdAT`
    /// sequence numbers that are not 0, 1, 2… in file order, frame data before its frame
    /// control chunk, partial or blended frames, and more than ``maximumFrames`` frames or
    /// ``maximumTotalPixels`` pixels.
    public static func frames(in bytes: [UInt8], path: String? = nil) throws(ImageToolError) -> [PixelImage] {
        do { return try readFrames(bytes) } catch {
            throw path.map { ImageToolError("\($0): \(error.message)") } ?? error
        }
    }

    private static func readFrames(_ bytes: [UInt8]) throws(ImageToolError) -> [PixelImage] {
        let chunks = try PNGCodec.chunks(bytes)
        guard let header = chunks.first(where: { $0.type == "IHDR" })?.data else { throw ImageToolError("the PNG file has no header") }
        let (width, height) = try PNGCodec.size(header: header)
        let controls = chunks.filter { $0.type == "acTL" }
        guard let control = controls.first?.data else {
            return [try PNGCodec.decode(header: header, compressed: chunks.filter { $0.type == "IDAT" }.flatMap(\.data))]
        }
        guard controls.count == 1, control.count == 8 else {
            throw ImageToolError("an APNG animation control chunk (acTL) of \(control.count) bytes, or more than one (one of 8 wanted)")
        }
        let declared = PNGCodec.readUInt32(control, at: 0)
        var frames: [[UInt8]] = []
        var inFrame = false
        var sequence: UInt32 = 0
        func checkSequence(_ data: [UInt8], _ type: String) throws(ImageToolError) {
            let number = PNGCodec.readUInt32(data, at: 0)
            guard number == sequence else {
                throw ImageToolError("an APNG \(type) chunk with sequence number \(number) where \(sequence) was due"
                                     + " (fcTL and fdAT must count 0, 1, 2… in file order)")
            }
            sequence &+= 1
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                guard chunk.data.count == 26 else { throw ImageToolError("an APNG frame control chunk of \(chunk.data.count) bytes (26 wanted)") }
                try checkSequence(chunk.data, "fcTL")
                let frameWidth = Int(PNGCodec.readUInt32(chunk.data, at: 4)), frameHeight = Int(PNGCodec.readUInt32(chunk.data, at: 8))
                let x = PNGCodec.readUInt32(chunk.data, at: 12), y = PNGCodec.readUInt32(chunk.data, at: 16)
                guard frameWidth == width, frameHeight == height, x == 0, y == 0, chunk.data[25] == 0 else {
                    throw ImageToolError("an APNG frame that covers part of the image or blends over the one before (Segue reads whole frames, as it writes them)")
                }
                guard frames.count < maximumFrames, (frames.count + 1) * width * height <= maximumTotalPixels else {
                    throw ImageToolError("an APNG of more than \(maximumFrames) frames or \(maximumTotalPixels) pixels in all")
                }
                frames.append([])
                inFrame = true
            case "IDAT" where inFrame:
                frames[frames.count - 1] += chunk.data
            case "fdAT":
                guard inFrame, chunk.data.count >= 4 else { throw ImageToolError("APNG frame data without its frame control chunk") }
                try checkSequence(chunk.data, "fdAT")
                frames[frames.count - 1] += chunk.data.dropFirst(4)
            default: break
            }
        }
        guard !frames.isEmpty else { throw ImageToolError("an APNG without frames") }
        guard UInt64(declared) == UInt64(frames.count) else {
            throw ImageToolError("an APNG whose animation control chunk (acTL) counts \(declared) frames, but which has \(frames.count)")
        }
        var images: [PixelImage] = []
        for data in frames { images.append(try PNGCodec.decode(header: header, compressed: data)) }
        return images
    }
}
