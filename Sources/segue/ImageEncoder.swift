#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueTesting

/// Turns `segue render`'s SVG drawings into images through real encoders run as
/// subprocesses: Debian's `rsvg-convert` (librsvg2-bin) for SVG → PNG, ImageMagick for the
/// animated GIF. A missing encoder is an error naming the Debian package to install.
struct ImageEncoder {
    /// A scratch folder for the intermediate files, removed by ``cleanUp()``.
    let scratch: String

    /// An encoder with a fresh scratch folder under the system's temporary folder.
    init() throws {
        var template = Array("/tmp/segue-render-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CommandFailure(message: "segue: cannot make a scratch folder in /tmp") }
        scratch = String(cString: made)
    }

    /// Removes the scratch folder and what is in it.
    func cleanUp() {
        for name in FileSystemEntries.names(in: scratch) { unlink("\(scratch)/\(name)") }
        rmdir(scratch)
    }

    /// Writes `svg` as a PNG at `out`.
    func png(svg: String, out: String) throws {
        let rsvg = try Self.rsvg()
        let source = "\(scratch)/sheet.svg"
        try write(svg, to: source)
        try check(rsvg.run(["--format", "png", "--output", out, source], log: "\(scratch)/rsvg.log"), "rsvg-convert")
    }

    /// Writes an animated GIF at `out` of `frames`, each an SVG shown for its delay in
    /// hundredths of a second; it loops for ever.
    func gif(frames: [(svg: String, delay: Int)], out: String) throws {
        let rsvg = try Self.rsvg()
        let magick = try Self.imageMagick()
        var arguments = magick.prefix
        for (index, frame) in frames.enumerated() {
            let source = "\(scratch)/frame\(index).svg", image = "\(scratch)/frame\(index).png"
            try write(frame.svg, to: source)
            try check(rsvg.run(["--format", "png", "--output", image, source], log: "\(scratch)/rsvg.log"), "rsvg-convert")
            arguments += ["-delay", "\(max(frame.delay, 1))", image]
        }
        arguments += ["-loop", "0", "-dispose", "Background", out]
        try check(magick.tool.run(arguments, log: "\(scratch)/magick.log"), "ImageMagick")
    }

    private func write(_ text: String, to path: String) throws {
        guard FileSystem.write(text, to: path) else { throw CommandFailure(message: "segue: cannot write \(path)") }
    }

    private func check(_ result: ExternalTool.Result, _ name: String) throws {
        guard result.status == 0 else {
            let detail = result.output.split(separator: "\n").prefix(3).joined(separator: " ")
            throw CommandFailure(message: "segue: \(name) failed (status \(result.status)): \(detail)")
        }
    }

    /// `rsvg-convert`, or the error naming its package.
    static func rsvg() throws -> ExternalTool {
        guard let tool = ExternalTool.find("rsvg-convert") else {
            throw CommandFailure(message: "segue: --format png and gif need rsvg-convert: install Debian's librsvg2-bin (apt-get install librsvg2-bin, or scripts/ensure-deps)")
        }
        return tool
    }

    /// ImageMagick 7's `magick`, else 6's `convert` when it is ImageMagick's; or the error
    /// naming its package.
    static func imageMagick() throws -> (tool: ExternalTool, prefix: [String]) {
        if let magick = ExternalTool.find("magick") { return (magick, []) }
        if let convert = ExternalTool.find("convert") {
            let log = "/tmp/segue-convert-version-\(getpid()).log"
            defer { unlink(log) }
            let version = convert.run(["-version"], log: log)
            if version.status == 0, version.output.contains("Version: ImageMagick") { return (convert, []) }
        }
        throw CommandFailure(message: "segue: --format gif needs ImageMagick: install Debian's imagemagick (apt-get install imagemagick, or scripts/ensure-deps)")
    }
}
