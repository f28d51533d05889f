#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSystem

/// An image tool that is missing or failed: one line, naming the Debian package to install
/// when the tool is not there.
public struct ImageToolError: Error, CustomStringConvertible {
    /// The error in words.
    public var message: String
    /// ``message``.
    public var description: String { message }
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
}

/// The system's image programs, run as subprocesses: Debian's `rsvg-convert` (librsvg2-bin),
/// which ``SVGRasteriser`` falls back to when librsvg cannot rasterise in the process, and
/// ImageMagick, which makes `segue render`'s GIFs.
public enum ImageTools {
    /// ImageMagick 7's `magick`, else 6's `convert` when it is ImageMagick's; or the error
    /// naming its package; `use` says what needs it.
    public static func imageMagick(for use: String = "--format gif") throws(ImageToolError) -> ExternalTool {
        if let magick = ExternalTool.find("magick") { return magick }
        if let convert = ExternalTool.find("convert") {
            // A log of its own for each asking (mkstemp): tests and --jobs ask from several
            // threads at once, and one path per process let one asker read another's log as
            // it was truncated or removed ("ImageMagick is missing" with it installed).
            var template = Array("/tmp/segue-convert-version-XXXXXX".utf8CString)
            let descriptor = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
            guard descriptor >= 0 else { throw ImageToolError("cannot make a scratch file in /tmp to ask convert its version") }
            close(descriptor)
            let log = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            defer { unlink(log) }
            let version = convert.run(["-version"], log: log, timeLimit: try timeLimit(default: versionTimeLimit))
            if version.overran != nil { try check(version, "ImageMagick's convert -version") }
            if version.status == 0, version.output.contains("Version: ImageMagick") { return convert }
        }
        throw ImageToolError("ImageMagick is missing (\(use) needs it): install Debian's imagemagick (apt-get install imagemagick, or scripts/ensure-deps)")
    }

    /// Rasterises the SVG file at `svg` to a PNG at `png` with `rsvg` (`rsvg-convert`).
    public static func rasterise(svg: String, to png: String, with rsvg: ExternalTool, log: String) throws(ImageToolError) {
        try check(rsvg.run(["--format", "png", "--output", png, svg], log: log,
                           timeLimit: try timeLimit(default: rasteriseTimeLimit)), "rsvg-convert")
    }

    /// The seconds `convert -version` may take by default.
    public static let versionTimeLimit = 60.0
    /// The seconds `rsvg-convert` may take for one frame by default.
    public static let rasteriseTimeLimit = 120.0
    /// The seconds an encoder (ImageMagick's GIF, ffmpeg's video) may take by default.
    public static let encoderTimeLimit = 1800.0

    /// A tool's time limit: `SEGUE_TOOL_TIME_LIMIT` when set (`ExternalTool.timeLimit(default:)`),
    /// else `fallback`; a bad value is an error naming the variable.
    public static func timeLimit(default fallback: Double) throws(ImageToolError) -> Double {
        do { return try ExternalTool.timeLimit(default: fallback) } catch { throw ImageToolError(error.message) }
    }

    /// Throws the first lines of a failed run's output; a run killed for its time limit is
    /// an error naming the tool and the limit.
    public static func check(_ result: ExternalTool.Result, _ name: String) throws(ImageToolError) {
        if let limit = result.overran {
            throw ImageToolError("\(name) ran longer than its time limit of \(ExternalTool.seconds(limit)) and was stopped"
                                 + " (\(ExternalTool.timeLimitVariable) sets the limit)")
        }
        guard result.status == 0 else {
            let detail = result.output.split(separator: "\n").prefix(3).joined(separator: " ")
            throw ImageToolError("\(name) failed (status \(result.status)): \(detail)")
        }
    }
}

/// A folder of intermediate files under the system's temporary folder, made fresh and
/// removed with what is in it.
public struct ScratchFolder: Sendable {
    /// Its path.
    public let path: String

    /// A new empty folder named after `prefix`.
    public init(prefix: String) throws(ImageToolError) {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ImageToolError("cannot make a scratch folder in /tmp") }
        path = String(cString: made)
    }

    /// Removes the folder and the files in it.
    public func remove() {
        if let directory = opendir(path) {
            for name in sortedNames(ofDirectory: directory) { unlink("\(path)/\(name)") }
            closedir(directory)
        }
        rmdir(path)
    }
}
