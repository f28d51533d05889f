import SegueSystem
import SegueLua
import SegueImages

/// The image goldens of one spec file, in `__goldens__/` beside it: `NAME.K.png` the golden of
/// frame K (1-based), and for a frame that last differed `NAME.K.actual.png` (the run) and
/// `NAME.K.diff.png` (where it differs, in red).
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
    /// `moments` are the frames' times and progress, for the failures page.
    func check(_ frames: [String], name: String, comparison: ImageComparison, animated: Bool = false,
               moments: [Moment] = []) throws -> String? {
        guard GoldenFiles.isPlainName(name) else {
            throw LuaScriptError("matches_golden_images: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        var rendered: [PixelImage] = []
        for svg in frames { rendered.append(try rasteriser.image(svg: svg, for: "golden images")) }
        do {
            guard let opened = try folder.open(create: true) else { return nil }
            if animated { return try compareAnimated(rendered, name: name, comparison: comparison, in: opened, moments: moments) }
            return try compare(rendered, name: name, comparison: comparison, in: opened, moments: moments)
        } catch let error as FileGateError {
            throw LuaScriptError("matches_golden_images: \(error)")
        }
    }

    private func compare(_ rendered: [PixelImage], name: String, comparison: ImageComparison,
                         in opened: OpenedFolder, moments: [Moment]) throws -> String? {
        let existing = goldenCount(name, in: opened)
        ledger?.usedImages(name, frames: rendered.count, in: folder.path)
        if mode == .all || (mode == .new && existing == 0) {
            for (index, image) in rendered.enumerated() {
                try keep(image, name, index + 1, in: opened)
            }
            try removeFrames(name, after: rendered.count, upTo: existing, in: opened)
            return nil
        }
        var failures: [(frame: Int, words: String, diff: String?)] = []
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
            try removeFrames(name, after: rendered.count, upTo: existing, in: opened)
            return nil
        }
        for (index, actualImage) in rendered.enumerated() {
            let frame = index + 1
            let golden = path(name, frame), actual = path(name, frame, "actual"), diffPath = path(name, frame, "diff")
            guard let goldenBytes = try opened.read(file(name, frame)) else {
                try opened.write(try actualImage.png(), to: file(name, frame, "actual"))
                try opened.remove(file(name, frame, "diff"))
                failures.append((frame, "no golden image \(golden)", nil))
                log?.add(ImageGoldenFailure(spec: spec, name: name, frame: frame, golden: nil, actual: actual, diff: nil,
                                            words: "no golden image").at(moments, frame))
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
            failures.append((frame, "\(golden): \(words)", outcome.diff == nil ? nil : diffPath))
            log?.add(ImageGoldenFailure(spec: spec, name: name, frame: frame, golden: golden, actual: actual,
                                        diff: outcome.diff == nil ? nil : diffPath, words: words).at(moments, frame))
        }
        if existing != rendered.count, failures.isEmpty {
            return "the run rendered \(rendered.count) frames, the golden \(name) has \(existing)"
                + " (segue test --review or --update-goldens=failed accepts the run)"
        }
        guard let first = failures.first else { return nil }
        let others = failures.dropFirst().map { String($0.frame) }
        let more = others.isEmpty ? "" : others.count == 1 ? "; frame \(others[0]) differs too" : "; frames \(others.joined(separator: ", ")) differ too"
        return "frame \(first.frame): \(first.words)\(more) (the run is in \(path(name, first.frame, "actual"))"
            + ", the difference in red in \(path(name, first.frame, "diff"))\(reports(diffs: failures.compactMap(\.diff)))"
            + "; segue test --review or --update-goldens=failed accepts it)"
    }

    /// `; how it changed: PAGE, DIFF…` (``FailureReports``): the page of failing frames the run
    /// writes (when its ``log`` has one) and the frames' diff PNGs, for reporters to link as
    /// they link a trace's report; empty when there are neither.
    private func reports(diffs: [String]) -> String {
        let paths = (log?.page.map { [$0] } ?? []) + diffs
        return paths.isEmpty ? "" : "; " + FailureReports.naming(paths)
    }

    /// How long each frame of an animated golden shows: half a second, long enough to look at.
    static let animatedDelay = AnimatedPNG.Delay(numerator: 1, denominator: 2)

    /// The animated golden `NAME.animated.png`: every frame in one APNG.
    private func compareAnimated(_ rendered: [PixelImage], name: String, comparison: ImageComparison,
                                 in opened: OpenedFolder, moments: [Moment]) throws -> String? {
        let goldenName = "\(name).animated.png", actualName = "\(name).animated.actual.png"
        let golden = opened.path(of: goldenName), actual = opened.path(of: actualName)
        ledger?.usedAnimated(name, frames: rendered.count, in: folder.path)
        let bytes = try opened.read(goldenName)
        var expected: [PixelImage]?
        if let bytes {
            do { expected = try AnimatedPNG.frames(in: bytes, path: golden) } catch {
                // A golden that no longer decodes is rewritten by `all`; otherwise it is an error naming it.
                if mode != .all { throw error }
            }
        }
        var failures: [(frame: Int, words: String, diff: PixelImage?)] = []
        var changed = expected == nil
        if let expected {
            changed = expected.count != rendered.count
            for (index, image) in rendered.enumerated() where index < expected.count {
                if expected[index].hasSamePixels(as: image) { continue }
                changed = true
                let outcome = comparison.compare(expected: expected[index], actual: image)
                if outcome.matches { continue }
                let words = outcome.diff == nil
                    ? "the size differs: \(expected[index].width)×\(expected[index].height) expected, \(image.width)×\(image.height) rendered"
                    : "\(outcome.differingPixels) of \(image.width * image.height) pixels differ (\(comparison.allowedPixels) allowed, \(comparison.words))"
                failures.append((index + 1, words, outcome.diff))
            }
        }
        let countDiffers = expected.map { $0.count != rendered.count } ?? false
        let fails = expected == nil || countDiffers || !failures.isEmpty
        let writes = mode == .all || (mode == .new && bytes == nil) || (mode == .failed && fails)
        let framesBefore = max(expected?.count ?? 0, rendered.count)
        func removeFailures() throws(FileGateError) {
            try opened.remove(actualName)
            for frame in 1...max(framesBefore, 1) { try opened.remove("\(name).animated.\(frame).diff.png") }
        }
        if writes || !fails {
            if writes, changed {
                try opened.write(try animation(rendered), to: goldenName)
                ledger?.wrote(golden)
            }
            try removeFailures()
            return nil
        }
        try removeFailures()
        try opened.write(try animation(rendered), to: actualName)
        guard let expected else {
            log?.add(ImageGoldenFailure(spec: spec, name: name, frame: 1, golden: nil, actual: actual, diff: nil,
                                        words: "no animated golden image").at(moments, 1))
            return "no animated golden image \(golden); the run is in \(actual)\(reports(diffs: []))"
                + " — run segue test --update-goldens=new to keep it"
        }
        for failure in failures {
            let diffName = "\(name).animated.\(failure.frame).diff.png"
            if let diff = failure.diff { try opened.write(try diff.png(), to: diffName) }
            log?.add(ImageGoldenFailure(spec: spec, name: name, frame: failure.frame, golden: golden, actual: actual,
                                        diff: failure.diff == nil ? nil : opened.path(of: diffName), words: failure.words).at(moments, failure.frame))
        }
        guard let first = failures.first else {
            return "the run rendered \(rendered.count) frames, the animated golden \(golden) has \(expected.count)"
                + " (the run is in \(actual); segue test --review or --update-goldens=failed accepts it)"
        }
        let others = failures.dropFirst().map { String($0.frame) }
        let more = others.isEmpty ? "" : others.count == 1 ? "; frame \(others[0]) differs too" : "; frames \(others.joined(separator: ", ")) differ too"
        let diffs = failures.compactMap { $0.diff == nil ? nil : opened.path(of: "\(name).animated.\($0.frame).diff.png") }
        return "\(golden): frame \(first.frame): \(first.words)\(more) (the run is in \(actual)"
            + "\(first.diff == nil ? "" : ", the difference in red in \(opened.path(of: "\(name).animated.\(first.frame).diff.png"))")"
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
