import ArgumentParser
import Segue
import SegueCore
import SegueLua
import SegueTesting

/// `segue render FILE --format svg --out PATH`: the transition run as `segue run` runs it,
/// drawn as a filmstrip contact sheet of chosen frames — the same drawing description the
/// browser preview and the terminal picture draw from.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a transition's frames as a filmstrip (SVG).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case svg
    }

    @Argument(help: "The transition script (a .lua file returning segue.transition { … }).")
    var file: String

    @Option(help: "Output format: svg (a filmstrip contact sheet).")
    var format: Format = .svg

    @Option(help: "Where to write the drawing.")
    var out: String

    @Option(parsing: .unconditional, help: "How many frames, evenly spaced over the run, first and last included (2…64).")
    var frames: Int = 8

    @Option(help: "The times to draw instead, in seconds from the start, comma-separated (e.g. 0,0.1,0.25).")
    var at: String?

    @Option(help: "The transition to run: next (the default), push, pop, present, dismiss, page:N or tab:N.")
    var request: String = "next"

    @Option(parsing: .unconditional, help: "Run interactively: begin, scrub to this progress (0…1), then release.")
    var scrub: Double?

    @Option(parsing: .unconditional, help: "Release velocity along the transition, points per second (with --scrub).")
    var velocity: Double = 0

    @Option(parsing: .unconditional, help: "Frames per second the run is sampled at (1…10000).")
    var fps: Double = 60

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        try checkOption(fps, "--fps", in: 1...10_000)
        if let scrub { try checkOption(scrub, "--scrub", in: 0...1) }
        try checkOption(velocity, "--velocity")
        guard (2...64).contains(frames) else { throw ValidationError("--frames must be a whole number in 2…64, got \(frames)") }
        do { _ = try StageRequest(name: request) } catch { throw ValidationError("--request: \(error)") }
        _ = try times()
        _ = try limitOptions.limits(defaults: .scripts)
    }

    /// The `--at` times, checked: finite, not negative, at most 64 of them.
    func times() throws -> [Double]? {
        guard let at else { return nil }
        let parts = at.split(separator: ",", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 64 else { throw ValidationError("--at takes 1…64 times, got \(parts.count)") }
        return try parts.map { part in
            let text = String(part.filter { $0 != " " })
            guard let value = try? CheckedNumber.parse(text, "--at", in: 0...VirtualClock.maximumTime) else {
                throw ValidationError("--at: '\(text)' is not a time in seconds (0 or more)")
            }
            return value
        }
    }

    func run() throws {
        do { try InputFile.check(file) } catch { throw CommandFailure(message: "segue: \(error)") }
        let limits = try limitOptions.limits(defaults: .scripts)
        let stage: TransitionStage
        var hookErrors: [String] = []
        do {
            stage = try TransitionScript.load(path: file, limits: limits).makeStage { error, hook in
                hookErrors.append("segue: \(describe(error)) (in \(hook))")
            }
        } catch {
            throw CommandFailure(message: "segue: \(describe(error))")
        }
        let runner = TransitionRunner(scene: stage.scene, fps: fps)
        runner.maxFrames = limits.maxFrames
        var requestError: Error?
        if let named = try? StageRequest(name: request), named != .next {
            runner.starter = { interactive in
                do { return try named.perform(on: stage.scene, interactive: interactive) } catch {
                    requestError = error
                    return false
                }
            }
        }
        var drawn: [(time: Double, progress: Double, drawing: StageDrawing)] = []
        let start = stage.scene.clock.now
        runner.frameHandler = { scene, progress in
            drawn.append((scene.clock.now - start, progress, StageDrawing(window: scene.window)))
        }
        let outcome = scrub.map { runner.runInteractive(scrub: $0, velocity: velocity) } ?? runner.runTimed()
        for line in hookErrors { printError(line) }
        if let requestError { throw CommandFailure(message: "segue: \(file): --request \(request): \(describe(requestError))") }
        guard outcome != .notStarted, !drawn.isEmpty else {
            throw CommandFailure(message: "segue: \(file): the scene's container could not start '\(request)'")
        }
        let chosen = try select(from: drawn)
        let sheet = SVGFilmstrip().document(chosen.map { frame in
            SVGFilmstrip.Frame(drawing: frame.drawing,
                               label: "t \(decimalText(frame.time, places: 3)) s · progress \(decimalText(frame.progress, places: 3))")
        })
        guard FileSystem.write(sheet, to: out) else { throw CommandFailure(message: "segue: cannot write \(out)") }
        print("segue: \(chosen.count) frames of \(file) (\(outcome.rawValue)) drawn to \(out)")
        if !hookErrors.isEmpty { throw ExitCode.failure }
    }

    /// The frames to draw: nearest to each `--at` time, or `frames` evenly spaced.
    private func select<T>(from all: [(time: Double, progress: Double, drawing: T)]) throws -> [(time: Double, progress: Double, drawing: T)] {
        if let times = try times() {
            return times.map { time in
                all.min { abs($0.time - time) < abs($1.time - time) } ?? all[0]
            }
        }
        let count = min(frames, all.count)
        guard count > 1 else { return [all[0]] }
        return (0..<count).map { k in all[(k * (all.count - 1) + (count - 1) / 2) / (count - 1)] }
    }
}
