import SegueCore
import SegueSystem
import SegueLua
import SegueImages

/// The image goldens of one spec file, in `__goldens__/` beside it: `NAME.K.png` the golden of
/// frame K (1-based), `NAME.instants` the instant each frame shows (``ImageGoldenInstants``),
/// and for a frame that last differed `NAME.K.actual.png` (the run) and `NAME.K.diff.png`
/// (where it differs, in red).
///
/// Instants: a golden is compared at its own. While the run's chosen frames are at the
/// golden's instants, frame K is compared with frame K; once they moved (the take got longer
/// or shorter), each golden frame is compared with the run drawn at the same time in the take
/// (``RenderedTake``), a golden instant past the take's end fails as "not in this take", and
/// the check fails saying both lists of instants — `failed` then records the whole golden again
/// at the run's instants. A golden kept before instants were (no `NAME.instants`) is compared
/// frame K with frame K as before, its failures saying so; `all`, or `failed` when it writes
/// it, records its instants.
///
/// Promises: frames are rasterised from the shared SVG drawing by ``rasteriser`` (in the
/// process by librsvg, the pixels `rsvg-convert` makes), as `segue render --format png` does; names stay inside the folder (``GoldenFiles/isPlainName(_:)``);
/// ``mode`` says which goldens a run writes (and then passes): every frame (`all`, which also
/// removes goldens of frames the run no longer has), the frames of a golden that does not
/// exist yet (`new`), the frames that fail (`failed`) or none; a golden PNG is written only
/// when its decoded pixels change, so an unchanged frame keeps its bytes and modification
/// time whatever encoder made it; a golden the mode does not write fails when a frame is
/// missing, resized or differs, naming the first such frame and its count of differing
/// pixels, and every failing frame is written beside its golden and added to ``log``; a
/// matching frame removes its stale `.actual` and `.diff` files.
///
/// Animated (`{ animated = true }`): all the frames are one animated PNG, `NAME.animated.png`
/// (half a second a frame, looping), which a pull request's page plays; a failing run writes its
/// frames as `NAME.animated.actual.png` and each differing frame's difference as
/// `NAME.animated.K.diff.png`; the modes, and the rule that a golden whose frames' pixels did
/// not change is not rewritten, are the same.
struct ImageGoldenFiles {
    /// `__goldens__` beside the spec, opened through the file gate (``GoldenFiles/folder``'s rule:
    /// no link followed below the spec's folder; goldens read, written and removed only as
    /// regular files).
    let folder: GatedFolder
    /// The spec file, for the failures page.
    let spec: String
    /// Which goldens runs write (`segue test --update-goldens=MODE`).
    let mode: GoldenUpdate
    /// Where the run notes the goldens it used and wrote; nil: not noted.
    let ledger: GoldenLedger?
    /// Where the run's failing frames are collected for the failures page.
    let log: ImageGoldenLog?
    /// What turns the frames' SVG into pixels.
    let rasteriser: SVGRasteriser

    /// The image goldens of the spec `spec` in `specFolder`.
    init(specFolder: String, spec: String, mode: GoldenUpdate, log: ImageGoldenLog?, rasteriser: SVGRasteriser,
         ledger: GoldenLedger? = nil) {
        folder = GatedFolder(root: specFolder, components: ["__goldens__"])
        self.spec = spec
        self.mode = mode
        self.ledger = ledger
        self.log = log
        self.rasteriser = rasteriser
    }

    /// Checks the rendered `frames` (SVG documents) against the goldens `name`: nil when they
    /// match (or were written), else the failure in words. A file the gate refuses (a link, a
    /// FIFO, a device, one too large) or a write that fails is an error naming the file.
    /// `moments` are the frames' times and progress, for the failures page; `take` is the whole
    /// run they were chosen from, to draw it at a golden's own instants when they moved.
    func check(_ frames: [String], name: String, comparison: ImageComparison, animated: Bool = false,
               moments: [Moment] = [], take: RenderedTake? = nil) throws -> String? {
        guard GoldenFiles.isPlainName(name) else {
            throw LuaScriptError("matches_golden_images: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        var rendered: [PixelImage] = []
        for svg in frames { rendered.append(try rasteriser.image(svg: svg, for: "golden images")) }
        do {
            guard let opened = try folder.open(create: true) else { return nil }
            if animated { return try compareAnimated(rendered, name: name, comparison: comparison, in: opened, moments: moments, take: take) }
            return try compare(rendered, name: name, comparison: comparison, in: opened, moments: moments, take: take)
        } catch let error as FileGateError {
            throw LuaScriptError("matches_golden_images: \(error)")
        }
    }

    private func compare(_ rendered: [PixelImage], name: String, comparison: ImageComparison,
                         in opened: OpenedFolder, moments: [Moment], take: RenderedTake?) throws -> String? {
        let existing = goldenCount(name, in: opened)
        let stored = try storedInstants(name, in: opened, rewriting: mode == .all)
        let runInstants = take?.chosenInstants ?? ImageGoldenInstants(moments)
        // Instants that moved (the take got longer or shorter): the golden is checked at its
        // own, and `failed` records it again at the run's.
        let moved = stored.map { !$0.sameInstants(as: runInstants) } ?? false
        ledger?.usedImages(name, frames: max(rendered.count, stored?.moments.count ?? 0), in: folder.path)
        if mode == .all || (mode == .new && existing == 0) || (mode == .failed && moved) {
            for (index, image) in rendered.enumerated() {
                try keep(image, name, index + 1, in: opened)
            }
            try keepInstants(runInstants, name, in: opened)
            try removeFrames(name, after: rendered.count, upTo: existing, in: opened)
            return nil
        }
        var failures: [(frame: Int, words: String, diff: String?, actual: String?)] = []
        if mode == .failed {
            // Only the frames that fail are written; the run passes.
            for (index, image) in rendered.enumerated() {
                let frame = index + 1
                if let goldenBytes = try opened.read(file(name, frame)) {
                    let expected = try? PixelImage.decode(png: goldenBytes, path: path(name, frame))
                    if let expected, expected.hasSamePixels(as: image) || comparison.compare(expected: expected, actual: image).matches {
                        try removeFailure(name, frame, in: opened)
                        continue
                    }
                }
                try keep(image, name, frame, in: opened)
            }
            // A golden kept before instants were gets the run's (its frames were paired by number).
            if stored == nil { try keepInstants(runInstants, name, in: opened) }
            try removeFrames(name, after: rendered.count, upTo: existing, in: opened)
            return nil
        }
        for pair in try pairs(rendered, moments: moments, stored: stored, moved: moved, take: take) {
            let frame = pair.frame
            let golden = path(name, frame), actual = path(name, frame, "actual"), diffPath = path(name, frame, "diff")
            var entry = ImageGoldenFailure(spec: spec, name: name, frame: frame, golden: golden, actual: actual, diff: nil, words: "",
                                           time: pair.run?.moment.time, progress: pair.run?.moment.progress,
                                           goldenTime: pair.golden?.time, goldenProgress: pair.golden?.progress,
                                           pairedByNumber: stored == nil)
            guard let run = pair.run else {
                // The golden's instant is past the take's end: nothing of the run to compare.
                try removeFailure(name, frame, in: opened)
                let words = "the golden's instant, t \(decimalText(pair.golden?.time ?? 0, places: 3)) s, is not in this take"
                    + " (it ends at \(decimalText(take?.end ?? 0, places: 3)) s)"
                failures.append((frame, "\(golden): \(words)", nil, nil))
                entry.actual = nil
                entry.words = words
                log?.add(entry)
                continue
            }
            let actualImage = run.image
            guard let goldenBytes = try opened.read(file(name, frame)) else {
                try opened.write(try actualImage.png(), to: file(name, frame, "actual"))
                try opened.remove(file(name, frame, "diff"))
                failures.append((frame, "no golden image \(golden)", nil, actual))
                entry.golden = nil
                entry.words = "no golden image"
                log?.add(entry)
                continue
            }
            let expectedImage = try PixelImage.decode(png: goldenBytes, path: golden)
            // The same pixels match whatever the tolerances (ImageComparison's promise): the
            // pixel-by-pixel comparison and its diff image are made only for a frame that differs.
            if expectedImage.hasSamePixels(as: actualImage) {
                try removeFailure(name, frame, in: opened)
                continue
            }
            let outcome = comparison.compare(expected: expectedImage, actual: actualImage)
            if outcome.matches {
                try removeFailure(name, frame, in: opened)
                continue
            }
            try opened.write(try actualImage.png(), to: file(name, frame, "actual"))
            let words: String
            if let diff = outcome.diff {
                try opened.write(try diff.png(), to: file(name, frame, "diff"))
                words = "\(outcome.differingPixels) of \(expectedImage.width * expectedImage.height) pixels differ"
                    + " (\(comparison.allowedPixels) allowed, \(comparison.words))"
            } else {
                try opened.remove(file(name, frame, "diff"))
                words = "the size differs: \(expectedImage.width)×\(expectedImage.height) expected, \(actualImage.width)×\(actualImage.height) rendered"
            }
            failures.append((frame, "\(golden): \(words)", outcome.diff == nil ? nil : diffPath, actual))
            entry.diff = outcome.diff == nil ? nil : diffPath
            entry.words = words
            log?.add(entry)
        }
        let instants = moved ? stored.map { instantsMoved(from: $0, to: runInstants) } ?? "" : ""
        if stored == nil, existing != rendered.count, failures.isEmpty {
            return "the run rendered \(rendered.count) frames, the golden \(name) has \(existing)"
                + " (segue test --review or --update-goldens=failed accepts the run)"
        }
        guard let first = failures.first else { return moved ? instants + "\(reports(diffs: []))" : nil }
        let others = failures.dropFirst().map { String($0.frame) }
        let more = others.isEmpty ? "" : others.count == 1 ? "; frame \(others[0]) differs too" : "; frames \(others.joined(separator: ", ")) differ too"
        let pairing = stored == nil && existing > 0 ? "; \(Self.pairedByNumber)" : moved ? "; \(instants)" : ""
        // The diff PNGs are named once, in the list reporters link (``reports(diffs:)``).
        let runFile = failures.lazy.compactMap(\.actual).first.map { "the run is in \($0)" } ?? "the golden's instants are not in this take"
        return "frame \(first.frame): \(first.words)\(more)\(pairing) (\(runFile)"
            + "\(reports(diffs: failures.compactMap(\.diff))); segue test --review or --update-goldens=failed accepts it)"
    }

    /// What a failure of a golden kept before instants were says: how its frames are paired.
    static let pairedByNumber = "the golden keeps no instants (recorded before they were kept), so its frames are paired by number"
        + " — segue test --update-goldens=all records them"

    /// `the take's instants moved: …`: the golden's instants and the run's, and how to record the run's.
    private func instantsMoved(from stored: ImageGoldenInstants, to run: ImageGoldenInstants) -> String {
        "the take's instants moved: the golden shows \(stored.timesText), this run's frames are at \(run.timesText)"
            + " — each golden frame is compared with the run at its own instant; --update-goldens=failed records the run's"
    }

    /// The golden's frames paired with the run's images: by instant when the golden keeps its
    /// instants and they moved (the run drawn at each golden instant, nil where the take no
    /// longer reaches), else frame K with frame K.
    private func pairs(_ rendered: [PixelImage], moments: [Moment], stored: ImageGoldenInstants?, moved: Bool,
                       take: RenderedTake?) throws -> [(frame: Int, golden: Moment?, run: (image: PixelImage, moment: Moment)?)] {
        if moved, let stored, let take {
            return try stored.moments.enumerated().map { index, instant in
                guard let frame = take.frame(at: instant.time ?? 0) else { return (index + 1, instant, nil) }
                let image = try rasteriser.image(svg: take.document(frame), for: "golden images")
                return (index + 1, instant, (image, Moment(time: frame.time, progress: frame.progress)))
            }
        }
        return rendered.enumerated().map { index, image in
            let golden = stored.flatMap { index < $0.moments.count ? $0.moments[index] : nil }
            let run = index < moments.count ? moments[index] : Moment()
            return (index + 1, golden, (image, run))
        }
    }

    /// The instants kept beside the golden `name` (``ImageGoldenInstants``); nil when there are
    /// none (no golden, or one kept before instants were). A file that does not read as
    /// instants is an error naming its line — unless `rewriting` (`all` writes it again), when
    /// it counts as none; a file the gate refuses is an error either way.
    func storedInstants(_ name: String, in opened: OpenedFolder, rewriting: Bool = false) throws -> ImageGoldenInstants? {
        let file = ImageGoldenInstants.file(name)
        guard let bytes = try opened.read(file) else { return nil }
        do {
            return try ImageGoldenInstants(text: String(decoding: bytes, as: UTF8.self), path: opened.path(of: file))
        } catch where rewriting {
            return nil
        }
    }

    /// Writes `instants` as the golden `name`'s unless the file already says exactly that.
    func keepInstants(_ instants: ImageGoldenInstants, _ name: String, in opened: OpenedFolder) throws {
        let file = ImageGoldenInstants.file(name), bytes = Array(instants.text(of: name).utf8)
        guard try opened.read(file) != bytes else { return }
        try opened.write(bytes, to: file)
        ledger?.wrote(opened.path(of: file))
    }

    /// `; how it changed: PAGE, DIFF…` (``FailureReports``): the page of failing frames the run
    /// writes (when its ``log`` has one) and the frames' diff PNGs (where each differs, in
    /// red), for reporters to link as they link a trace's report; empty when there are neither.
    /// The only place a failure's message names its diff PNGs, so each is named once.
    private func reports(diffs: [String]) -> String {
        let paths = (log?.page.map { [$0] } ?? []) + diffs
        return paths.isEmpty ? "" : "; " + FailureReports.naming(paths)
    }

    /// How long each frame of an animated golden shows: half a second, long enough to look at.
    static let animatedDelay = AnimatedPNG.Delay(numerator: 1, denominator: 2)

    /// The animated golden `NAME.animated.png`: every frame in one APNG, its instants in
    /// `NAME.animated.instants`, compared by instant as the still frames are (``compare``); a
    /// failing run's `NAME.animated.actual.png` holds the run's own frames and
    /// `NAME.animated.actual.instants` their instants, which a review's accept keeps with it.
    private func compareAnimated(_ rendered: [PixelImage], name: String, comparison: ImageComparison,
                                 in opened: OpenedFolder, moments: [Moment], take: RenderedTake?) throws -> String? {
        let goldenName = "\(name).animated.png", actualName = "\(name).animated.actual.png"
        let golden = opened.path(of: goldenName), actual = opened.path(of: actualName)
        let stored = try storedInstants("\(name).animated", in: opened, rewriting: mode == .all)
        let runInstants = take?.chosenInstants ?? ImageGoldenInstants(moments)
        let moved = stored.map { !$0.sameInstants(as: runInstants) } ?? false
        ledger?.usedAnimated(name, frames: rendered.count, in: folder.path)
        let bytes = try opened.read(goldenName)
        var expected: [PixelImage]?
        if let bytes {
            do { expected = try AnimatedPNG.frames(in: bytes, path: golden) } catch {
                // A golden that no longer decodes is rewritten by `all`; otherwise it is an error naming it.
                if mode != .all { throw error }
            }
        }
        var failures: [(frame: Int, words: String, diff: PixelImage?, run: Moment?, golden: Moment?)] = []
        var changed = expected == nil
        if let expected {
            changed = expected.count != rendered.count || moved
            let pairs = try pairs(rendered, moments: moments, stored: stored, moved: moved, take: take)
            for pair in pairs where pair.frame <= expected.count {
                let index = pair.frame - 1
                guard let run = pair.run else {
                    let words = "the golden's instant, t \(decimalText(pair.golden?.time ?? 0, places: 3)) s, is not in this take"
                        + " (it ends at \(decimalText(take?.end ?? 0, places: 3)) s)"
                    failures.append((pair.frame, words, nil, nil, pair.golden))
                    continue
                }
                let image = run.image
                if expected[index].hasSamePixels(as: image) { continue }
                changed = true
                let outcome = comparison.compare(expected: expected[index], actual: image)
                if outcome.matches { continue }
                let words = outcome.diff == nil
                    ? "the size differs: \(expected[index].width)×\(expected[index].height) expected, \(image.width)×\(image.height) rendered"
                    : "\(outcome.differingPixels) of \(image.width * image.height) pixels differ (\(comparison.allowedPixels) allowed, \(comparison.words))"
                failures.append((pair.frame, words, outcome.diff, run.moment, pair.golden))
            }
        }
        let countDiffers = expected.map { $0.count != rendered.count } ?? false
        let fails = expected == nil || countDiffers || !failures.isEmpty || moved
        let writes = mode == .all || (mode == .new && bytes == nil) || (mode == .failed && fails)
        let framesBefore = max(expected?.count ?? 0, rendered.count, stored?.moments.count ?? 0)
        let actualInstants = ImageGoldenInstants.file("\(name).animated.actual")
        func removeFailures() throws(FileGateError) {
            try opened.remove(actualName)
            try opened.remove(actualInstants)
            for frame in 1...max(framesBefore, 1) { try opened.remove("\(name).animated.\(frame).diff.png") }
        }
        if writes || !fails {
            if writes, changed {
                try opened.write(try animation(rendered), to: goldenName)
                ledger?.wrote(golden)
            }
            if writes { try keepInstants(runInstants, "\(name).animated", in: opened) }
            try removeFailures()
            return nil
        }
        try removeFailures()
        try opened.write(try animation(rendered), to: actualName)
        try opened.write(Array(runInstants.text(of: "\(name).animated.actual").utf8), to: actualInstants)
        guard let expected else {
            log?.add(ImageGoldenFailure(spec: spec, name: name, frame: 1, golden: nil, actual: actual, diff: nil,
                                        words: "no animated golden image").at(moments, 1))
            return "no animated golden image \(golden); the run is in \(actual)\(reports(diffs: []))"
                + " — run segue test --update-goldens=new to keep it"
        }
        for failure in failures {
            let diffName = "\(name).animated.\(failure.frame).diff.png"
            if let diff = failure.diff { try opened.write(try diff.png(), to: diffName) }
            log?.add(ImageGoldenFailure(spec: spec, name: name, frame: failure.frame, golden: golden, actual: failure.run == nil ? nil : actual,
                                        diff: failure.diff == nil ? nil : opened.path(of: diffName), words: failure.words,
                                        time: failure.run?.time, progress: failure.run?.progress,
                                        goldenTime: failure.golden?.time, goldenProgress: failure.golden?.progress,
                                        pairedByNumber: stored == nil))
        }
        let pairing = stored == nil ? "; \(Self.pairedByNumber)" : moved ? stored.map { "; " + instantsMoved(from: $0, to: runInstants) } ?? "" : ""
        guard let first = failures.first else {
            if moved { return "\(golden): \(pairing.dropFirst(2)) (the run is in \(actual); segue test --update-goldens=failed accepts it)" }
            return "the run rendered \(rendered.count) frames, the animated golden \(golden) has \(expected.count)"
                + " (the run is in \(actual); segue test --review or --update-goldens=failed accepts it)"
        }
        let others = failures.dropFirst().map { String($0.frame) }
        let more = others.isEmpty ? "" : others.count == 1 ? "; frame \(others[0]) differs too" : "; frames \(others.joined(separator: ", ")) differ too"
        let diffs = failures.compactMap { $0.diff == nil ? nil : opened.path(of: "\(name).animated.\($0.frame).diff.png") }
        return "\(golden): frame \(first.frame): \(first.words)\(more)\(pairing) (the run is in \(actual)"
            + "\(reports(diffs: diffs)); segue test --review or --update-goldens=failed accepts it)"
    }

    /// The APNG of `frames`, each shown for ``animatedDelay``.
    private func animation(_ frames: [PixelImage]) throws(ImageToolError) -> [UInt8] {
        try GoldenImageKeeping.animation(frames)
    }

    /// `NAME.K.png`, or `NAME.K.KIND.png`: a file name in the folder.
    func file(_ name: String, _ frame: Int, _ kind: String? = nil) -> String {
        "\(name).\(frame)\(kind.map { ".\($0)" } ?? "").png"
    }

    /// `__goldens__/NAME.K.png` (or `NAME.K.KIND.png`) as a path, for messages and the page.
    func path(_ name: String, _ frame: Int, _ kind: String? = nil) -> String {
        "\(folder.path)/\(file(name, frame, kind))"
    }

    /// How many frames of `name` have goldens, counting 1, 2, … up to the first missing one
    /// (anything by the name counts: reading it then says what it is).
    private func goldenCount(_ name: String, in opened: OpenedFolder) -> Int {
        var count = 0
        while count < 10_000, opened.kind(of: file(name, count + 1)) != nil { count += 1 }
        return count
    }

    /// Writes `image` as the golden of `frame` unless the golden there now decodes to exactly
    /// its pixels (an unchanged frame keeps its bytes and its time, whatever encoder wrote
    /// it), and removes the frame's `.actual` and `.diff` files.
    private func keep(_ image: PixelImage, _ name: String, _ frame: Int, in opened: OpenedFolder) throws {
        if try GoldenImageKeeping.keep(image, as: file(name, frame), in: opened) {
            ledger?.wrote(path(name, frame))
        }
        try removeFailure(name, frame, in: opened)
    }

    /// Removes the goldens (and `.actual`, `.diff` files) of frames `after + 1 … upTo`: the
    /// frames a run that rendered `after` frames no longer has.
    private func removeFrames(_ name: String, after count: Int, upTo existing: Int, in opened: OpenedFolder) throws(FileGateError) {
        guard existing > count else { return }
        for frame in (count + 1)...existing {
            try opened.remove(file(name, frame))
            try removeFailure(name, frame, in: opened)
        }
    }

    /// Removes the `.actual` and `.diff` files of a frame (regular files only).
    private func removeFailure(_ name: String, _ frame: Int, in opened: OpenedFolder) throws(FileGateError) {
        try opened.remove(file(name, frame, "actual"))
        try opened.remove(file(name, frame, "diff"))
    }
}

extension ImageGoldenFiles {
    /// A rendered frame's time since the run began, seconds, and its presented progress.
    struct Moment: Sendable {
        var time: Double?
        var progress: Double?
    }
}

extension ImageGoldenFailure {
    /// This failure with the time and progress of its frame (1-based) among `moments`.
    func at(_ moments: [ImageGoldenFiles.Moment], _ frame: Int) -> ImageGoldenFailure {
        guard frame >= 1, frame <= moments.count else { return self }
        var failure = self
        failure.time = moments[frame - 1].time
        failure.progress = moments[frame - 1].progress
        return failure
    }
}
