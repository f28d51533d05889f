import SegueCommandLine
import SegueCore
import SegueLua
import SegueSystem
import SegueTesting
import SegueImages

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
        do { scratch = try ScratchFolder(prefix: "segue-render") } catch { throw CommandFailure(message: toolLine("\(error)")) }
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
            let limit = try ImageTools.timeLimit(default: ImageTools.encoderTimeLimit)
            try ImageTools.check(magick.run(arguments, log: "\(scratch.path)/magick.log", timeLimit: limit), "ImageMagick")
            do { try OutputFile.write(try InputFile.read(made, limit: Self.gifLimit), to: out) } catch let error as FileReadError {
                throw ImageToolError("\(error)")
            } catch let error as FileGateError {
                throw ImageToolError("\(error)")
            } catch {
                throw ImageToolError("\(out): \(error)")
            }
        }
    }

    /// Writes an animated PNG at `out`, in the process (``AnimatedPNG``): `frameCount`
    /// frames, frame `index` the SVG `frame` gives for it, shown for `delays[index]`; it loops
    /// for ever. One frame's pixels are in memory at a time, beside the compressed ones.
    func apng(frameCount: Int, out: String, delays: [AnimatedPNG.Delay], frame: (_ index: Int) -> String) throws {
        try failing { () throws(ImageToolError) in
            var animation = AnimatedPNG()
            for index in 0..<min(max(frameCount, 0), delays.count) {
                let image = try SVGRasteriser.standard.image(svg: frame(index), for: "--format apng")
                try animation.append(image, delay: delays[index])
            }
            let bytes = try animation.bytes()
            do { try OutputFile.write(bytes, to: out) } catch { throw ImageToolError("\(error)") }
        }
    }

    /// The largest video written: 256 MB.
    static let videoLimit = 256 << 20

    /// Writes a video (`kind` mp4: H.264; webm: VP9) at `out` through Debian's ffmpeg, run as
    /// a subprocess: `frameCount` frames at `framesPerSecond`, frame `index` the SVG `frame`
    /// gives for it. Its sides are padded to even numbers (what the 4:2:0 encoders need).
    func video(_ kind: String, frameCount: Int, framesPerSecond: Double, out: String,
               frame: (_ index: Int) -> String) throws {
        try failing { () throws(ImageToolError) in
            guard let ffmpeg = ExternalTool.find("ffmpeg") else {
                throw ImageToolError("ffmpeg is missing (--format \(kind) needs it): install Debian's ffmpeg (apt-get install ffmpeg)")
            }
            for index in 0..<max(frameCount, 0) {
                try SVGRasteriser.standard.writePNG(svg: frame(index), to: "\(scratch.path)/frame\(index).png", for: "--format \(kind)")
            }
            // ffmpeg writes in the scratch folder; the file gate writes `out`.
            let made = "\(scratch.path)/out.\(kind)"
            let codec = kind == "mp4" ? ["-c:v", "libx264", "-preset", "medium", "-crf", "20", "-movflags", "+faststart"]
                : ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "32", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1"]
            let arguments = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y",
                             "-framerate", PlainDecimalRate.text(framesPerSecond), "-start_number", "0",
                             "-i", "\(scratch.path)/frame%d.png",
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p"] + codec + [made]
            let limit = try ImageTools.timeLimit(default: ImageTools.encoderTimeLimit)
            try ImageTools.check(ffmpeg.run(arguments, log: "\(scratch.path)/ffmpeg.log", timeLimit: limit), "ffmpeg")
            do { try OutputFile.write(try InputFile.read(made, limit: Self.videoLimit), to: out) } catch let error as FileReadError {
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
        do { try body() } catch { throw CommandFailure(message: toolLine("\(error.message)")) }
    }
}

/// A frame rate as ffmpeg reads it: a whole number as one, else a decimal of 6 places.
enum PlainDecimalRate {
    static func text(_ rate: Double) -> String {
        guard rate.isFinite, rate > 0 else { return "60" }
        if rate.rounded() == rate, rate <= 1_000_000 { return String(Int(rate)) }
        let micro = Int((min(rate, 1_000_000) * 1_000_000).rounded())
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
