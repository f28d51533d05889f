import SegueCommandLine
import SegueCore
import SegueTesting

/// Turns `segue render`'s SVG drawings into images through real encoders run as
/// subprocesses (``ImageTools``): Debian's `rsvg-convert` (librsvg2-bin) for SVG → PNG — the
/// same rasteriser the image goldens use — and ImageMagick for the animated GIF. A missing
/// encoder is an error naming the Debian package to install.
struct ImageEncoder {
    /// A scratch folder for the intermediate files, removed by ``cleanUp()``.
    let scratch: ScratchFolder

    /// An encoder with a fresh scratch folder under the system's temporary folder.
    init() throws {
        do { scratch = try ScratchFolder(prefix: "segue-render") } catch { throw CommandFailure(message: "segue: \(error)") }
    }

    /// Removes the scratch folder and what is in it.
    func cleanUp() {
        scratch.remove()
    }

    /// Writes `svg` as a PNG at `out`.
    func png(svg: String, out: String) throws {
        try failing { () throws(ImageToolError) in
            let rsvg = try ImageTools.rsvg()
            let source = "\(scratch.path)/sheet.svg"
            try write(svg, to: source)
            try ImageTools.rasterise(svg: source, to: out, with: rsvg, log: "\(scratch.path)/rsvg.log")
        }
    }

    /// Writes an animated GIF at `out` of `frames`, each an SVG shown for its delay in
    /// hundredths of a second; it loops for ever.
    func gif(frames: [(svg: String, delay: Int)], out: String) throws {
        try failing { () throws(ImageToolError) in
            let rsvg = try ImageTools.rsvg()
            let magick = try ImageTools.imageMagick()
            var arguments: [String] = []
            for (index, frame) in frames.enumerated() {
                let source = "\(scratch.path)/frame\(index).svg", image = "\(scratch.path)/frame\(index).png"
                try write(frame.svg, to: source)
                try ImageTools.rasterise(svg: source, to: image, with: rsvg, log: "\(scratch.path)/rsvg.log")
                arguments += ["-delay", "\(max(frame.delay, 1))", image]
            }
            arguments += ["-loop", "0", "-dispose", "Background", out]
            try ImageTools.check(magick.run(arguments, log: "\(scratch.path)/magick.log"), "ImageMagick")
        }
    }

    private func write(_ text: String, to path: String) throws(ImageToolError) {
        guard FileSystem.write(text, to: path) else { throw ImageToolError("cannot write \(path)") }
    }

    /// Runs `body`, its tool errors as the command's failure.
    private func failing(_ body: () throws(ImageToolError) -> Void) throws {
        do { try body() } catch { throw CommandFailure(message: "segue: \(error.message)") }
    }
}
