/// A rendered frame compared with its golden, pixel by pixel: how many pixels differ by more
/// than a per-channel tolerance, and a diff image that shows where.
///
/// Promises: the same images always match (whatever the tolerances); a pixel differs when
/// any of its four channels differs by more than ``channelTolerance``; images of different
/// sizes never match and have no diff image.
public struct ImageComparison: Sendable {
    /// How far apart, 0…255, one channel of two pixels may be and the pixels still match.
    public var channelTolerance: Int
    /// How many differing pixels are still a match.
    public var allowedPixels: Int

    /// A comparison allowing `channelTolerance` per channel and `allowedPixels` differing pixels.
    public init(channelTolerance: Int = 0, allowedPixels: Int = 0) {
        self.channelTolerance = min(max(channelTolerance, 0), 255)
        self.allowedPixels = max(allowedPixels, 0)
    }

    /// What comparing two images found.
    public struct Outcome: Sendable {
        /// Pixels beyond the channel tolerance (every pixel when the sizes differ).
        public var differingPixels: Int
        /// Whether the sizes differ.
        public var sizesDiffer: Bool
        /// The expected image faded to grey, each differing pixel in solid red; nil when the
        /// sizes differ.
        public var diff: PixelImage?
        /// Whether the images match within the tolerances.
        public var matches: Bool
    }

    /// Compares `actual` with `expected`.
    public func compare(expected: PixelImage, actual: PixelImage) -> Outcome {
        guard expected.width == actual.width, expected.height == actual.height,
              expected.rgba.count == actual.rgba.count else {
            return Outcome(differingPixels: max(expected.width * expected.height, actual.width * actual.height),
                           sizesDiffer: true, diff: nil, matches: false)
        }
        var diff = [UInt8](repeating: 0, count: expected.rgba.count)
        var differing = 0
        var index = 0
        while index + 3 < expected.rgba.count {
            var worst = 0
            for channel in 0..<4 {
                worst = max(worst, abs(Int(expected.rgba[index + channel]) - Int(actual.rgba[index + channel])))
            }
            if worst > channelTolerance {
                differing += 1
                diff[index] = 255; diff[index + 1] = 0; diff[index + 2] = 0; diff[index + 3] = 255
            } else {
                // Luma of the expected pixel, faded towards white so the red stands out.
                let r = Int(expected.rgba[index]), g = Int(expected.rgba[index + 1]), b = Int(expected.rgba[index + 2])
                let grey = UInt8(min(255, 160 + (r * 299 + g * 587 + b * 114) / 1000 * 95 / 255))
                diff[index] = grey; diff[index + 1] = grey; diff[index + 2] = grey; diff[index + 3] = 255
            }
            index += 4
        }
        return Outcome(differingPixels: differing, sizesDiffer: false,
                       diff: PixelImage(width: expected.width, height: expected.height, rgba: diff),
                       matches: differing <= allowedPixels)
    }
}
