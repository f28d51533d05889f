import SegueSystem
import SegueLua
import SegueImages

/// The rule every writer of golden PNGs follows (a run's `--update-goldens`, a review's
/// accept): a golden PNG is rewritten only when its decoded pixels change, so an unchanged
/// golden keeps its bytes and modification time whatever encoder wrote it.
enum GoldenImageKeeping {
    /// Writes `image` as the PNG `name` in `opened` unless the file there decodes to exactly
    /// its pixels; returns whether it wrote.
    static func keep(_ image: PixelImage, as name: String, in opened: OpenedFolder) throws -> Bool {
        if let bytes = try opened.read(name), let existing = try? PixelImage.decode(png: bytes, path: opened.path(of: name)),
           existing.hasSamePixels(as: image) {
            return false
        }
        try opened.write(try image.png(), to: name)
        return true
    }

    /// Writes `frames` as the animated PNG `name` in `opened` (each frame shown for
    /// ``ImageGoldenFiles/animatedDelay``) unless the file there has exactly as many frames
    /// with exactly their pixels; returns whether it wrote.
    static func keepAnimation(_ frames: [PixelImage], as name: String, in opened: OpenedFolder) throws -> Bool {
        if let bytes = try opened.read(name), let existing = try? AnimatedPNG.frames(in: bytes),
           existing.count == frames.count, zip(existing, frames).allSatisfy({ $0.hasSamePixels(as: $1) }) {
            return false
        }
        try opened.write(try animation(frames), to: name)
        return true
    }

    /// The APNG of `frames`, each shown for ``ImageGoldenFiles/animatedDelay``.
    static func animation(_ frames: [PixelImage]) throws(ImageToolError) -> [UInt8] {
        var animation = AnimatedPNG()
        for frame in frames { try animation.append(frame, delay: ImageGoldenFiles.animatedDelay) }
        return try animation.bytes()
    }
}
