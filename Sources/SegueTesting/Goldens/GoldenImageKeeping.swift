import SegueSystem
import SegueLua
import SegueImages

/// How golden PNGs compare for the store's rule (``GoldenStore``) when a review's accept keeps
/// a run's frames: by their decoded pixels, so an unchanged golden is identical and keeps its
/// bytes and modification time whatever encoder wrote it; and the APNG an animated golden is.
enum GoldenImageKeeping {
    /// How `image` stands against the PNG `name` in `opened` (``GoldenState``): missing
    /// without the file, identical when it decodes to exactly its pixels, else differing (a
    /// file that no longer decodes too). The store then writes it only when it is not identical.
    static func state(of image: PixelImage, against name: String, in opened: OpenedFolder) throws(FileGateError) -> GoldenState {
        guard let bytes = try opened.read(name) else { return .missing }
        guard let existing = try? PixelImage.decode(png: bytes, path: opened.path(of: name)), existing.hasSamePixels(as: image) else {
            return .differs
        }
        return .identical
    }

    /// How `frames` stand against the animated PNG `name` in `opened`: missing without the
    /// file, identical when it has exactly as many frames with exactly their pixels, else
    /// differing.
    static func state(of frames: [PixelImage], againstAnimation name: String, in opened: OpenedFolder) throws -> GoldenState {
        guard let bytes = try opened.read(name) else { return .missing }
        guard let existing = try? AnimatedPNG.frames(in: bytes), existing.count == frames.count,
              zip(existing, frames).allSatisfy({ $0.hasSamePixels(as: $1) }) else { return .differs }
        return .identical
    }

    /// The APNG of `frames`, each shown for ``ImageGoldenFiles/animatedDelay``.
    static func animation(_ frames: [PixelImage]) throws(ImageToolError) -> [UInt8] {
        var animation = AnimatedPNG()
        for frame in frames { try animation.append(frame, delay: ImageGoldenFiles.animatedDelay) }
        return try animation.bytes()
    }
}
