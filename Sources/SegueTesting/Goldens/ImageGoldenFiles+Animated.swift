import SegueCore
import SegueSystem
import SegueImages

/// Animated image goldens (`{ animated = true }`): every frame in one APNG, settled as one
/// golden by the store's rule (``GoldenStore/settle(_:state:in:made:)``).
extension ImageGoldenFiles {
    /// The animated golden `NAME.animated.png`: every frame in one APNG, its instants in
    /// `NAME.animated.instants`, compared by instant as the still frames are (``compare``); a
    /// failing run's `NAME.animated.actual.png` holds the run's own frames and
    /// `NAME.animated.actual.instants` their instants, which a review's accept keeps with it.
    /// Its state: missing without the file; differing when a frame differs beyond tolerance,
    /// the frame count changed, the instants moved or the file no longer decodes (rewritten by
    /// a mode that writes differing goldens, an error naming it otherwise); within tolerance
    /// when a frame's pixels changed within it; identical when none did.
    func compareAnimated(_ rendered: [PixelImage], name: String, comparison: ImageComparison,
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
                if !mode.writes(.differs) { throw error }
            }
        }
        var failures: [(frame: Int, words: String, diff: PixelImage?, run: Moment?, golden: Moment?)] = []
        var changed = false
        if let expected {
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
        let state: GoldenState = bytes == nil ? .missing
            : expected == nil || countDiffers || moved || !failures.isEmpty ? .differs
            : changed ? .withinTolerance : .identical
        let framesBefore = max(expected?.count ?? 0, rendered.count, stored?.moments.count ?? 0)
        let actualInstants = ImageGoldenInstants.file("\(name).animated.actual")
        let entry = GoldenStore.Entry(golden: goldenName, actual: actualName,
                                      failureFiles: [actualInstants] + (1...max(framesBefore, 1)).map { "\(name).animated.\($0).diff.png" })
        let verdict = try store.settle(entry, state: state, in: opened, made: { () throws(ImageToolError) in try animation(rendered) })
        if verdict == .written { ledger?.wrote(golden) }
        if verdict != .failed {
            let instants = instantsState(stored: stored, run: runInstants, goldenExists: bytes != nil)
            if verdict == .written || mode.writes(instants) { try keepInstants(runInstants, "\(name).animated", in: opened) }
            return nil
        }
        for file in entry.failureFiles { try opened.remove(file) }
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
    func animation(_ frames: [PixelImage]) throws(ImageToolError) -> [UInt8] {
        try GoldenImageKeeping.animation(frames)
    }
}
