import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore
import SegueLua
import SegueSystem
import SeguePreview
import SegueTesting
import SegueImages

/// `segue render FILE --format svg|html|png|gif|apng|mp4|webm --output PATH`: the transition
/// run as `segue run` runs it (same request and input options), drawn from the one drawing
/// description the browser preview and the terminal picture draw from — a filmstrip
/// contact sheet (SVG, or PNG rasterised by librsvg), an animated GIF (through ImageMagick),
/// an animated PNG (written in the process), a video (mp4 or webm, through ffmpeg), or the
/// preview's page as one self-contained HTML file that plays, loops and scrubs.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a transition: a filmstrip (SVG, PNG), an animation (GIF, APNG), a video (MP4, WebM) or a self-contained HTML player.")

    @Argument(help: "The transition script (a .lua file returning segue.transition { … }).")
    var file: String

    @Option(help: "Output format: svg or png (a filmstrip contact sheet); gif or apng (the frames animated, evenly paced; apng is an animated PNG that browsers and GitHub play); mp4 or webm (a video, through Debian's ffmpeg); html (a player that works offline).")
    var format: RenderFormat = RenderFormats.svg

    /// `--output` as `segue test` spells it; `--out`, its first spelling, still works.
    @Option(name: [.customLong("output"), .customLong("out")], help: "Where to write the drawing.")
    var out: String

    @Option(parsing: .unconditional, help: "How many frames, evenly spaced over the run, first and last included (2…64 for svg and png, the default 8; 2…600 for gif, apng, mp4 and webm, the default every frame of the run up to 50 a second for gif, 60 for the others).")
    var frames: Int?

    @Option(help: "The times to draw instead, in seconds from the start, comma-separated (e.g. 0,0.1,0.25).")
    var at: String?

    @OptionGroup var playbackOptions: PlaybackOptions

    @Option(parsing: .unconditional, help: "Frames per second the run is sampled at (1…10000; the default 60, and 50 for gif, whose delays are hundredths of a second: 2 each).")
    var fps: Double?

    /// The run's sampling rate: `--fps`, else 50 for a GIF (its delays then all 2/100 s), 60
    /// for the rest.
    var rate: Double { fps ?? format.defaultRate }

    @Option(parsing: .unconditional, help: "Output pixels per pixel of the 1× drawing (1, 2 or 3; the default 1): --scale 2 draws every frame twice as wide and high, as sharp.")
    var scale: Int = 1

    @Flag(name: .customLong("no-label"), help: "Draw the frames without their time and progress label: a gif, apng, mp4 or webm frame is then the window alone, with no margin.")
    var noLabel = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        try playbackOptions.check(fps: rate)
        guard (1...3).contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3, got \(scale)") }
        if format.kind == .player, scale != 1 || noLabel {
            throw ValidationError("--\(scale != 1 ? "scale" : "no-label"): the html player draws the run in the browser, at the page's size and without a burnt-in label; give it to svg, png, gif, apng, mp4 or webm")
        }
        if format.isVideo, at != nil {
            throw ValidationError("--at: a video (\(format.name)) has a constant frame rate; give --frames or --fps instead")
        }
        if let frames {
            let most = format.mostFrames
            guard (2...most).contains(frames) else { throw ValidationError("--frames must be a whole number in 2…\(most), got \(frames)") }
        }
        if format.kind == .player, frames != nil || at != nil {
            throw ValidationError("--\(frames != nil ? "frames" : "at"): the html player holds the run's frames at --fps (up to 240 a second); give --fps instead")
        }
        if frames != nil, at != nil { throw ValidationError("--frames and --at both choose the frames; give one") }
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
        do { try InputFile.check(file) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        // Refused before the run rather than after it (the write checks again).
        do { try OutputFile.check(out) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        let limits = try limitOptions.limits(defaults: .scripts)
        let playback = try playbackOptions.playback(file: file, limits: limits, fps: rate, tracebacks: false)
        let runner = playback.runner
        // The frames are taken as they are made, and only those the drawing can show are kept.
        let recorder = FilmRecorder(try keeping())
        let driver = runner.driver
        runner.frameHandler = { scene, progress in
            recorder.record(time: driver.takeTime, progress: progress) { StageDrawing(window: scene.window) }
        }
        let (outcome, _) = try playbackOptions.play(playback)
        for line in playback.hookErrors { printError(line) }
        guard outcome != .notStarted, let first = recorder.frames.first else {
            if let gesture = playbackOptions.gesture { throw CommandFailure(message: toolLine("\(file): the gesture \(gesture) started no transition")) }
            throw playback.take.notStarted(request: playbackOptions.request, file: file)
        }
        if let failure = runLimitFailure(runner, outcome: outcome, file: file, maxFrames: limits.maxFrames) { throw failure }
        let written = try format.draw(self, Drawing(recorder: recorder, first: first, outcome: outcome, playback: playback))
        print(toolLine("\(written) frames of \(file) (\(outcome.rawValue)) drawn to \(out)"))
        if !playback.hookErrors.isEmpty { throw ExitCode.failure }
    }

    /// What a run left to draw: the frames the recorder kept (the first of them given), how it
    /// ended, and the playback it came from.
    struct Drawing {
        let recorder: FilmRecorder
        let first: FilmFrame
        let outcome: TakeOutcome
        let playback: PlaybackRun
    }

    /// A filmstrip contact sheet of the chosen frames (8 evenly spaced by default): the SVG, or
    /// it rasterised as a PNG.
    func drawFilmstrip(_ drawing: Drawing, png: Bool) throws -> Int {
        let chosen = drawing.recorder.choose(try selection(default: 8))
        let svg = sheet(SVGFilmstrip()).document(chosen.map { .init(drawing: $0.drawing, label: $0.label) })
        if png { try encode { try $0.png(svg: svg, out: out) } } else { try write(svg) }
        return chosen.count
    }

    /// An animation of the chosen frames, one SVG made per frame as it is rasterised, handed to
    /// `frames` with their count and times (evenly spaced under `--frames`).
    func drawAnimation(_ drawing: Drawing,
                       frames encodeFrames: (ImageEncoder, Int, [Double], (Int) -> String) throws -> Void) throws -> Int {
        let recorder = drawing.recorder
        // By default every kept frame: the recorder kept them on the run's own grid, so
        // they are evenly spaced and their delays as even as the format's unit allows.
        let chosen = recorder.choose(try selection(default: min(recorder.keptCount, 600)))
        var sheet = sheet(SVGFilmstrip(cellWidth: min(drawing.first.drawing.size.width, 360), columns: 1))
        // A frame without its label is the window alone: a video of the screen, no margin.
        if noLabel { sheet.margin = 0 }
        // Each frame's SVG is made when it is rasterised, never all of them at once.
        let frame = { (index: Int) in sheet.document([.init(drawing: chosen[index].drawing, label: chosen[index].label)]) }
        // `--frames N` asks for evenly spaced frames: each drawn frame is the sample nearest
        // its even place, and shows for the even share of the run (the samples may not
        // divide evenly: 10 frames of a 0.3 s run at 50 a second are 2 or 4 hundredths apart).
        let times = frames == nil ? chosen.map(\.time) : Self.evenlySpaced(chosen.map(\.time))
        try encode { encoder in try encodeFrames(encoder, chosen.count, times, frame) }
        return chosen.count
    }

    /// A video (`kind` mp4 or webm) of the chosen frames at a constant rate: the run's own
    /// over the recorder's stride for the default frames, else as far apart as they are.
    func drawVideo(_ drawing: Drawing, kind: String) throws -> Int {
        try drawAnimation(drawing) { encoder, count, times, frame in
            try encoder.video(kind, frameCount: count,
                              framesPerSecond: frames == nil && at == nil ? rate / Double(drawing.recorder.stride) : videoRate(times),
                              out: out, frame: frame)
        }
    }

    /// The preview's page as one self-contained HTML player of the run.
    func drawPlayer(_ drawing: Drawing) throws -> Int {
        let film = drawing.recorder.frames, script = drawing.playback.script, outcome = drawing.outcome
        let page: String
        do {
            // Above 240 frames a second the player holds every stride-th frame (its own
            // rate is fps / stride), and the last one.
            page = try OfflinePage.html(file: file, scene: drawing.playback.stage.scene,
                                        frames: onPlayerGrid(film, stride: drawing.recorder.stride),
                                        sampleRate: rate / Double(drawing.recorder.stride),
                                        completed: outcome == .completed ? true : outcome == .cancelled ? false : nil,
                                        timing: script.timing, duration: script.timing.ownDuration ?? script.duration)
        } catch {
            throw CommandFailure(message: toolLine("\(error)"))
        }
        try write(page)
        return film.count
    }

    /// `base` drawn as `--scale` and `--no-label` ask: that many output pixels per pixel, and
    /// the label under each frame left out.
    private func sheet(_ base: SVGFilmstrip) -> SVGFilmstrip {
        var sheet = base
        sheet.pixelScale = Double(scale)
        sheet.labelled = !noLabel
        return sheet
    }

    /// Most frames a second of the run the html player holds: its take's rate, as the
    /// preview's takes are sampled.
    static let playerRate = 240.0
    /// Most frames the html player holds (the rate halves for a run that would hold more).
    static let playerFrames = 1200
    /// The frames of a run kept per evenly spaced frame drawn (and at least 256 in all):
    /// while a run makes at most that many, the frames drawn are exactly the evenly spaced
    /// ones; beyond, each is the kept frame nearest its place, at most half a stride away.
    static let keptPerDrawn = 2

    /// What the recorder keeps of the run: the frames nearest the `--at` times; for a
    /// filmstrip or `--frames`, enough to draw evenly spaced frames from; for the default
    /// GIF, about 50 a second; for the html player, at most ``playerRate`` a second and
    /// ``playerFrames`` in all.
    private func keeping() throws -> FilmRecorder.Keeping {
        if let times = try times() { return .nearest(times) }
        // fps is checked finite and in 1…10000 (validate), so the strides convert.
        func every(_ wanted: Double, _ rounding: FloatingPointRoundingRule) -> Int {
            Int(exactly: (rate / wanted).rounded(rounding)).map { max($0, 1) } ?? 1
        }
        if format.kind == .player {
            return .strided(every: every(Self.playerRate, .up), most: Self.playerFrames)
        }
        // An animation by default draws the run's frames on its own grid, every k-th frame,
        // at most 50 a second for a GIF (60 for the others: its default rate) and 600 in all
        // (the stride doubles for a longer run): evenly spaced, so evenly paced.
        if format.isAnimated, frames == nil {
            return .strided(every: every(format.defaultRate, .up), most: 599)
        }
        return .strided(every: 1, most: max(Self.keptPerDrawn * (frames ?? 8), 256))
    }

    /// The player's frames: `film` (every `stride`-th frame of the run, and its last) with the
    /// last one placed at the next sample time, where the player shows it (it shows frame
    /// `k` from `k / rate` on) — what it shows, the end of the run, holds from then on.
    private func onPlayerGrid(_ film: [FilmFrame], stride: Int) -> [FilmFrame] {
        guard stride > 1, film.count > 1 else { return film }
        var frames = film
        let last = frames.count - 1
        frames[last].time = max(frames[last].time, Double(last) * Double(stride) / rate)
        return frames
    }

    /// The frames `--at` or `--frames` choose, or `count` evenly spaced ones.
    private func selection(default count: Int) throws -> FrameSelection {
        if let times = try times() { return .nearest(times) }
        return .evenly(frames ?? count)
    }

    /// An APNG's delays for frames at `times`, in milliseconds, the rounding error carried
    /// from frame to frame: browsers keep a frame's delay in whole milliseconds (Chromium
    /// reads 1/60 s as 16 ms, so a run would play 4 % fast), so 17, 17, 16, … at 60 frames a
    /// second, adding up to the run's length.
    func apngDelays(_ times: [Double]) -> [AnimatedPNG.Delay] {
        FrameDelays.ticks(times, perSecond: 1000).map { ticks in
            // A delay longer than 65535 ms (a still of over a minute) is given in seconds.
            ticks <= Int(UInt16.max) ? AnimatedPNG.Delay(numerator: UInt16(ticks), denominator: 1000)
                : AnimatedPNG.Delay(numerator: UInt16(min(ticks / 1000, Int(UInt16.max))), denominator: 1)
        }
    }

    /// `count` times evenly spaced from the first of `times` to the last.
    static func evenlySpaced(_ times: [Double]) -> [Double] {
        guard times.count > 1, let first = times.first, let last = times.last else { return times }
        let step = (last - first) / Double(times.count - 1)
        return times.indices.map { first + Double($0) * step }
    }

    /// A video's constant frame rate for frames at `times`: as many a second as they are
    /// apart on average (the run's rate over the recorder's stride for the default frames).
    private func videoRate(_ times: [Double]) -> Double {
        guard times.count > 1, let first = times.first, let last = times.last, last > first else { return rate }
        return min(max(Double(times.count - 1) / (last - first), 0.1), 10_000)
    }

    private func write(_ text: String) throws {
        do { try OutputFile.write(text, to: out) } catch { throw CommandFailure(message: toolLine("\(error)")) }
    }

    private func encode(_ body: (ImageEncoder) throws -> Void) throws {
        let encoder = try ImageEncoder()
        defer { encoder.cleanUp() }
        try body(encoder)
    }
}
