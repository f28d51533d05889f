/// A rendered frame compared with its golden, pixel by pixel: how many pixels differ by more
/// than a per-channel tolerance, and a diff image that shows where.
///
/// Promises: the same images always match (whatever the tolerances); a pixel differs when
/// any of its four channels differs by more than ``channelTolerance`` — or, with a
/// ``perceptualTolerance``, when its colour differs by more than that CIEDE2000 ΔE (what a
/// person sees: anti-aliasing a renderer shifts by a few levels in a dark blue stays a match,
/// a visible change of hue does not) or its alpha by more than ``channelTolerance``; images of
/// different sizes never match and have no diff image.
public struct ImageComparison: Sendable {
    /// How far apart, 0…255, one channel of two pixels may be and the pixels still match.
    public var channelTolerance: Int
    /// How many differing pixels are still a match.
    public var allowedPixels: Int
    /// The largest CIEDE2000 difference of colour two pixels may have and still match; nil:
    /// colours are compared channel by channel.
    public var perceptualTolerance: Double?

    /// A comparison allowing `channelTolerance` per channel (or, with `perceptualTolerance`,
    /// that ΔE of colour and `channelTolerance` of alpha) and `allowedPixels` differing pixels.
    public init(channelTolerance: Int = 0, allowedPixels: Int = 0, perceptualTolerance: Double? = nil) {
        self.channelTolerance = min(max(channelTolerance, 0), 255)
        self.allowedPixels = max(allowedPixels, 0)
        self.perceptualTolerance = perceptualTolerance.map { $0.isFinite ? max($0, 0) : 0 }
    }

    /// Whether the pixels at `index` differ beyond the tolerances.
    private func differs(_ expected: [UInt8], _ actual: [UInt8], at index: Int) -> Bool {
        var worst = 0
        let colourChannels = perceptualTolerance == nil ? 4 : 3
        for channel in 0..<4 {
            let difference = abs(Int(expected[index + channel]) - Int(actual[index + channel]))
            if channel < colourChannels { worst = max(worst, difference) } else if difference > channelTolerance { return true }
        }
        guard let perceptualTolerance else { return worst > channelTolerance }
        if worst == 0 { return false }
        let one = PerceptualColour.lab(red: expected[index], green: expected[index + 1], blue: expected[index + 2])
        let two = PerceptualColour.lab(red: actual[index], green: actual[index + 1], blue: actual[index + 2])
        return PerceptualColour.deltaE2000(one, two) > perceptualTolerance
    }

    /// The tolerance in words, for a failure.
    package var words: String {
        perceptualTolerance.map { "by more than ΔE \($0) of colour or \(channelTolerance) of alpha" }
            ?? "by more than \(channelTolerance) a channel"
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
            if differs(expected.rgba, actual.rgba, at: index) {
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
