import ArgumentParser
import SegueImages
import SegueSystem

/// A way `segue render` draws a run, as a value of the shape every output shares
/// (`OutputFormat`: name, extension, how two outputs compare): what kind of drawing it is
/// (which fixes its frame limits and default rate) and how it draws one. `RenderFormats`
/// lists them; `render` looks `--format` up there instead of switching on it.
struct RenderFormat: OutputFormat, ExpressibleByArgument {
    /// What a format draws.
    enum Kind: Sendable {
        /// One picture of evenly spaced frames side by side (svg, png): 2…64 frames, 8 by default.
        case filmstrip
        /// The frames one after another, evenly paced (gif, apng): 2…600 frames.
        case animation
        /// A video with a constant frame rate (mp4, webm): 2…600 frames, no `--at`.
        case video
        /// The preview's page as one self-contained player (html): frames held at `--fps`.
        case player
    }

    /// The name `--format` takes.
    let name: String
    /// The written file's usual extension, without the dot.
    let fileExtension: String
    /// What it draws.
    let kind: Kind
    /// Frames a second the run is sampled at when `--fps` is not given: 50 for a GIF, whose
    /// delays are hundredths of a second (2 each), 60 for the others.
    let defaultRate: Double
    /// Whether its bytes vary for the same pixels (a PNG's compression): then two outputs are
    /// compared by their decoded pixels.
    let comparesPixels: Bool
    /// Draws `render`'s frames to its output; returns how many frames it drew.
    let draw: @Sendable (_ command: RenderCommand, _ render: RenderCommand.Drawing) throws -> Int

    /// Whether the format plays the frames one after another (one frame per picture).
    var isAnimated: Bool { kind == .animation || kind == .video }
    /// Whether the format is a video with a constant frame rate.
    var isVideo: Bool { kind == .video }
    /// The most frames `--frames` may ask for.
    var mostFrames: Int { isAnimated ? 600 : 64 }

    /// Two PNGs with the same decoded pixels are the same drawing whatever their compression;
    /// every other format's output is compared byte for byte.
    func state(kept: [UInt8], made: [UInt8]) -> GoldenState {
        if kept == made { return .identical }
        guard comparesPixels, let old = try? PixelImage.decode(png: kept, path: "kept"),
              let new = try? PixelImage.decode(png: made, path: "made") else { return .differs }
        return old.hasSamePixels(as: new) ? .identical : .differs
    }

    /// The registered format named `argument` (what `--format` parses).
    init?(argument: String) {
        guard let format = RenderFormats.format(named: argument) else { return nil }
        self = format
    }

    init(name: String, fileExtension: String, kind: Kind, defaultRate: Double = 60, comparesPixels: Bool = false,
         draw: @escaping @Sendable (RenderCommand, RenderCommand.Drawing) throws -> Int) {
        self.name = name
        self.fileExtension = fileExtension
        self.kind = kind
        self.defaultRate = defaultRate
        self.comparesPixels = comparesPixels
        self.draw = draw
    }

    static var allValueStrings: [String] { RenderFormats.registered.map(\.name) }
    var defaultValueDescription: String { name }
}
