import ArgumentParser
import SegueCommandLine
import SegueCore
import SegueExport
import SegueLua
import SegueSystem

/// `segue export FILE --format spec|css|lottie|dotlottie`: the take `segue run` and `segue
/// render` play (same request, `--after`, `--scrub`/`--velocity`, `--gesture` and `--fps`),
/// encoded by a format (``ExportFormats``), written through the file gate, and measured: the
/// largest difference per unit between the engine's trace and the format's replay of what it
/// wrote, naming view, property and time. Above the tolerance it exits 1.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export a transition: a developer hand-off (spec), CSS, Lottie — each with its error measured against the engine's trace.")

    @Argument(help: "The transition script (a .lua file returning segue.transition { … }).")
    var file: String

    @Option(help: "The format: spec (JSON hand-off and an HTML sheet), css, lottie or dotlottie.")
    var format: String

    @Option(help: "Where to write the main file (default: in the current folder, the script's name with the format's extension); other files go beside it.")
    var output: String?

    @Option(help: "Measure this file, written earlier by the same format (and edited since?), against the take instead of writing one.")
    var measure: String?

    @OptionGroup var playbackOptions: PlaybackOptions

    @Option(parsing: .unconditional, help: "Frames per second the take is sampled and measured at (1…10000, the default 60).")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "Largest difference allowed in points (positions, sizes; scales and anchors at the view's size), the default 0.25.")
    var tolerance: Double = ExportTolerance().points

    @Option(name: .customLong("tolerance-alpha"), parsing: .unconditional, help: "Largest difference allowed in alpha, the default 0.005.")
    var toleranceAlpha: Double = ExportTolerance().alpha

    @Option(name: .customLong("tolerance-radians"), parsing: .unconditional, help: "Largest difference allowed in radians, the default 0.001.")
    var toleranceRadians: Double = ExportTolerance().radians

    @Option(name: .customLong("tolerance-colour"), parsing: .unconditional, help: "Largest difference allowed in a colour channel 0…1, the default 1/255.")
    var toleranceColour: Double = ExportTolerance().colour

    @Option(help: "Also write a conformance report (HTML) here: per view and property the engine's curve with every format's replay and each --report-samples player overlaid, the first divergence and the largest error.")
    var report: String?

    @Option(name: .customLong("report-samples"), help: "A player's sampled values (JSON, written by a check script) to overlay in --report; repeatable.")
    var reportSamples: [String] = []

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        if let refusal = ExportFormats.refusal(of: format) { throw ValidationError("--format: \(refusal)") }
        try playbackOptions.check(fps: fps)
        try checkOption(tolerance, "--tolerance", in: ExportTolerance.allowed(.points))
        try checkOption(toleranceAlpha, "--tolerance-alpha", in: ExportTolerance.allowed(.alpha))
        try checkOption(toleranceRadians, "--tolerance-radians", in: ExportTolerance.allowed(.radians))
        try checkOption(toleranceColour, "--tolerance-colour", in: ExportTolerance.allowed(.colour))
        if measure != nil, output != nil { throw ValidationError("--measure and --output: --measure writes nothing; give one") }
        if let output, output.isEmpty || output.hasSuffix("/") { throw ValidationError("--output: '\(output)' names no file") }
        if !reportSamples.isEmpty, report == nil { throw ValidationError("--report-samples: give --report, the page they are drawn on") }
        if let report, report.isEmpty || report.hasSuffix("/") { throw ValidationError("--report: '\(report)' names no file") }
        _ = try limitOptions.limits(defaults: .scripts)
    }

    /// The conformance report the options ask for, or nil.
    var conformance: ExportConformance? {
        report.map { ExportConformance(path: $0, samples: reportSamples) }
    }

    func run() throws {
        guard let exporter = ExportFormats.format(named: format) else {
            throw ValidationError("--format: \(ExportFormats.refusal(of: format) ?? format)")
        }
        do { try InputFile.check(file) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        // Refused before the run rather than after it (the write checks again).
        if let output { do { try OutputFile.check(output) } catch { throw CommandFailure(message: toolLine("\(error)")) } }
        try conformance?.check()
        let limits = try limitOptions.limits(defaults: .scripts)
        let take = try ExportTakeRecording(playback: playbackOptions.playback(file: file, limits: limits, fps: fps, tracebacks: true))
            .record(playbackOptions)
        if let measure {
            try measureFile(measure, take: take, format: exporter)
            return
        }
        let tightened: TightenedExport
        do {
            tightened = try TightenedExport(exporter, take: take, tolerance: tolerances)
        } catch {
            throw CommandFailure(message: toolLine("\(file): \(format): \(error.reason)"))
        }
        let encoded = tightened.output
        let paths: [String]
        do {
            paths = try ExportPaths.paths(of: encoded.files, main: output ?? encoded.files.first?.name ?? file)
        } catch {
            throw CommandFailure(message: toolLine("\(file): \(error)"))
        }
        // Every destination checked before any is written: a refused sheet leaves no spec alone.
        for path in paths {
            do { try OutputFile.check(path) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        }
        for (written, path) in zip(encoded.files, paths) {
            do { try OutputFile.write(written.bytes, to: path) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        }
        let report = ExportReport(file: file, format: format, files: zip(encoded.files, paths).map { ($1, $0.bytes.count) },
                                  error: tightened.error, unsupported: encoded.unsupported, tolerance: tolerances)
        for line in report.lines { print(line) }
        if let line = report.fitLine(tightened) { print(line) }
        if let conformance {
            print(try conformance.write(take: take, printed: encoded.replay, format: format,
                                        source: "the \(format) export's own replay (printed above)", tolerance: tolerances, file: file))
        }
        if let failure = report.failure { throw CommandFailure(message: failure) }
    }

    /// Measures the file at `path` — read through the gate, replayed as `format` reads its
    /// own output back — against `take`, and prints the report (exit 1 above tolerance).
    private func measureFile(_ path: String, take: ExportTake, format exporter: any ExportFormat) throws {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        let replay: (any ExportReplay)?
        do {
            replay = try exporter.replay(reading: [ExportFile(name: path, bytes: bytes)])
        } catch {
            throw CommandFailure(message: toolLine("\(path): \(error.reason)"))
        }
        guard let replay else { throw CommandFailure(message: toolLine("--measure: the \(format) format cannot read its output back")) }
        let error = ExportError.measure(take, against: replay)
        let report = ExportReport(file: file, format: format, files: [(path, bytes.count)], error: error, unsupported: [],
                                  tolerance: tolerances, verb: "measured")
        for line in report.lines { print(line) }
        if let conformance {
            print(try conformance.write(take: take, printed: replay, format: format,
                                        source: "\(path) read back (printed above)", tolerance: tolerances, file: file))
        }
        if let failure = report.failure { throw CommandFailure(message: failure) }
    }

    /// The tolerance the options give.
    var tolerances: ExportTolerance {
        ExportTolerance(points: tolerance, alpha: toleranceAlpha, radians: toleranceRadians, colour: toleranceColour)
    }
}
