import SegueCommandLine
import SegueCore
import SegueLua
import SegueTesting

/// Turns `segue render`'s SVG drawings into images: SVG → PNG by ``SVGRasteriser`` (librsvg
/// in the process, else Debian's `rsvg-convert`) — the same rasteriser the image goldens
/// use — and the animated GIF by ImageMagick run as a subprocess (``ImageTools``). A missing
/// encoder is an error naming the Debian package to install.
struct ImageEncoder {
    /// The largest GIF written: 256 MB (600 frames at most, each at most 360 pixels wide).
    static let gifLimit = 256 << 20
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
            try SVGRasteriser.standard.writePNG(svg: svg, to: out, for: "--format png and gif")
        }
    }

    /// Writes an animated GIF at `out` of `frameCount` frames, frame `index` the SVG `frame`
    /// gives for it, shown for its delay in hundredths of a second; it loops for ever. Each
    /// frame is asked for when it is rasterised (one SVG in memory at a time).
    func gif(frameCount: Int, out: String, frame: (_ index: Int) -> (svg: String, delay: Int)) throws {
        try failing { () throws(ImageToolError) in
            let magick = try ImageTools.imageMagick()
            var arguments: [String] = []
            for index in 0..<max(frameCount, 0) {
                let frame = frame(index)
                let image = "\(scratch.path)/frame\(index).png"
                try SVGRasteriser.standard.writePNG(svg: frame.svg, to: image, for: "--format png and gif")
                arguments += ["-delay", "\(max(frame.delay, 1))", image]
            }
            // ImageMagick writes in the scratch folder; the file gate writes `out`.
            let made = "\(scratch.path)/out.gif"
            arguments += ["-loop", "0", "-dispose", "Background", made]
            try ImageTools.check(magick.run(arguments, log: "\(scratch.path)/magick.log"), "ImageMagick")
            do { try OutputFile.write(try InputFile.read(made, limit: Self.gifLimit), to: out) } catch let error as FileReadError {
                throw ImageToolError("\(error)")
            } catch let error as FileGateError {
                throw ImageToolError("\(error)")
            } catch {
                throw ImageToolError("\(out): \(error)")
            }
        }
    }

    /// Runs `body`, its tool errors as the command's failure.
    private func failing(_ body: () throws(ImageToolError) -> Void) throws {
        do { try body() } catch { throw CommandFailure(message: "segue: \(error.message)") }
    }
}
