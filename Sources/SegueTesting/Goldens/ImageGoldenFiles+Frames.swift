import SegueCore
import SegueSystem
import SegueImages

/// Still-frame image goldens (`NAME.K.png`) settled by the store's one rule: each frame's
/// ``GoldenState`` — missing, identical pixels, within the comparison's tolerance, or differing
/// — goes through ``GoldenStore/settle(_:state:in:made:)``, which writes it, passes it or
/// writes the run beside it as `.actual`. The golden as a whole counts first: none of its
/// frames is a missing golden, and instants that moved make it differ, so a mode that writes
/// such a golden records all its frames (and instants) again at the run's instants.
extension ImageGoldenFiles {
    func compare(_ rendered: [PixelImage], name: String, comparison: ImageComparison,
                 in opened: OpenedFolder, moments: [Moment], take: RenderedTake?) throws -> String? {
        let existing = goldenCount(name, in: opened)
        let stored = try storedInstants(name, in: opened, rewriting: mode == .all)
        let runInstants = take?.chosenInstants ?? ImageGoldenInstants(moments)
        // Instants that moved (the take got longer or shorter): the golden is checked at its
        // own, and a mode that writes differing goldens records it again at the run's.
        let moved = stored.map { !$0.sameInstants(as: runInstants) } ?? false
        ledger?.usedImages(name, frames: max(rendered.count, stored?.moments.count ?? 0), in: folder.path)
        let instants = instantsState(stored: stored, run: runInstants, goldenExists: existing > 0)
        let whole: GoldenState? = existing == 0 ? .missing : moved ? .differs : nil
        if let whole, mode.writes(whole) {
            for (index, image) in rendered.enumerated() {
                // Every frame is recorded anew: only identical pixels are left alone.
                let state = try frameState(image, name, index + 1, absent: whole, comparison: nil, in: opened).state
                _ = try settle(image, name, index + 1, state: state, in: opened)
            }
            try keepInstants(runInstants, name, in: opened)
            try removeFrames(name, after: rendered.count, upTo: existing, in: opened)
            return nil
        }
        var failures: [(frame: Int, words: String, diff: String?, actual: String?)] = []
        for pair in try pairs(rendered, moments: moments, stored: stored, moved: moved, take: take) {
            let frame = pair.frame
            let golden = path(name, frame), actual = path(name, frame, "actual"), diffPath = path(name, frame, "diff")
            var entry = ImageGoldenFailure(spec: spec, name: name, frame: frame, golden: golden, actual: actual, diff: nil, words: "",
                                           time: pair.run?.moment.time, progress: pair.run?.moment.progress,
                                           goldenTime: pair.golden?.time, goldenProgress: pair.golden?.progress,
                                           pairedByNumber: stored == nil)
            guard let run = pair.run else {
                // The golden's instant is past the take's end: nothing of the run to compare.
                try store.clear(storeEntry(name, frame), in: opened)
                let words = "the golden's instant, t \(decimalText(pair.golden?.time ?? 0, places: 3)) s, is not in this take"
                    + " (it ends at \(decimalText(take?.end ?? 0, places: 3)) s)"
                failures.append((frame, "\(golden): \(words)", nil, nil))
                entry.actual = nil
                entry.words = words
                log?.add(entry)
                continue
            }
            // A frame missing from a golden that has others is a difference, not a missing golden.
            let found = try frameState(run.image, name, frame, absent: existing == 0 ? .missing : .differs,
                                       comparison: comparison, in: opened)
            guard try settle(run.image, name, frame, state: found.state, in: opened) == .failed else { continue }
            guard let expectedImage = found.expected, let outcome = found.outcome else {
                try opened.remove(file(name, frame, "diff"))
                failures.append((frame, "no golden image \(golden)", nil, actual))
                entry.golden = nil
                entry.words = "no golden image"
                log?.add(entry)
                continue
            }
            let words: String
            if let diff = outcome.diff {
                try opened.write(try diff.png(), to: file(name, frame, "diff"))
                words = "\(outcome.differingPixels) of \(expectedImage.width * expectedImage.height) pixels differ"
                    + " (\(comparison.allowedPixels) allowed, \(comparison.words))"
            } else {
                try opened.remove(file(name, frame, "diff"))
                words = "the size differs: \(expectedImage.width)×\(expectedImage.height) expected, \(run.image.width)×\(run.image.height) rendered"
            }
            failures.append((frame, "\(golden): \(words)", outcome.diff == nil ? nil : diffPath, actual))
            entry.diff = outcome.diff == nil ? nil : diffPath
            entry.words = words
            log?.add(entry)
        }
        if mode.writes(.differs) {
            // Nothing failed (the mode wrote every failing frame): the instants as the rule
            // says, and no goldens of frames the run no longer has.
            if mode.writes(instants) { try keepInstants(runInstants, name, in: opened) }
            try removeFrames(name, after: rendered.count, upTo: existing, in: opened)
            return nil
        }
        let movedWords = moved ? stored.map { instantsMoved(from: $0, to: runInstants) } ?? "" : ""
        if stored == nil, existing != rendered.count, failures.isEmpty {
            return "the run rendered \(rendered.count) frames, the golden \(name) has \(existing)"
                + " (segue test --review or --update-goldens=failed accepts the run)"
        }
        guard let first = failures.first else { return moved ? movedWords + "\(reports(diffs: []))" : nil }
        let others = failures.dropFirst().map { String($0.frame) }
        let more = others.isEmpty ? "" : others.count == 1 ? "; frame \(others[0]) differs too" : "; frames \(others.joined(separator: ", ")) differ too"
        let pairing = stored == nil && existing > 0 ? "; \(Self.pairedByNumber)" : moved ? "; \(movedWords)" : ""
        // The diff PNGs are named once, in the list reporters link (``reports(diffs:)``).
        let runFile = failures.lazy.compactMap(\.actual).first.map { "the run is in \($0)" } ?? "the golden's instants are not in this take"
        return "frame \(first.frame): \(first.words)\(more)\(pairing) (\(runFile)"
            + "\(reports(diffs: failures.compactMap(\.diff))); segue test --review or --update-goldens=failed accepts it)"
    }

    /// The store's entry of frame `frame`: `NAME.K.png`, its `NAME.K.actual.png`, and the
    /// `NAME.K.diff.png` a failure leaves.
    func storeEntry(_ name: String, _ frame: Int) -> GoldenStore.Entry {
        GoldenStore.Entry(golden: file(name, frame), actual: file(name, frame, "actual"), failureFiles: [file(name, frame, "diff")])
    }

    /// How `image` stands against the golden of `frame` (``GoldenState``): `absent` when there
    /// is no golden file, identical when it decodes to exactly its pixels, else — with a
    /// `comparison` — within tolerance or differing, without one differing. A golden that no
    /// longer decodes differs when the mode writes differing goldens (it is rewritten), and is
    /// an error naming it otherwise. Returns the golden's pixels and the comparison too, for
    /// the failure's words.
    func frameState(_ image: PixelImage, _ name: String, _ frame: Int, absent: GoldenState, comparison: ImageComparison?,
                    in opened: OpenedFolder) throws -> (state: GoldenState, expected: PixelImage?, outcome: ImageComparison.Outcome?) {
        guard let bytes = try opened.read(file(name, frame)) else { return (absent, nil, nil) }
        let expected: PixelImage
        do {
            expected = try PixelImage.decode(png: bytes, path: path(name, frame))
        } catch {
            if mode.writes(.differs) { return (.differs, nil, nil) }
            throw error
        }
        // The same pixels match whatever the tolerances (ImageComparison's promise): the
        // pixel-by-pixel comparison and its diff image are made only for a frame that differs.
        if expected.hasSamePixels(as: image) { return (.identical, expected, nil) }
        guard let comparison else { return (.differs, expected, nil) }
        let outcome = comparison.compare(expected: expected, actual: image)
        return (outcome.matches ? .withinTolerance : .differs, expected, outcome)
    }

    /// Settles the golden of `frame` in `state` by the store's rule, noting a written golden
    /// in the ledger.
    func settle(_ image: PixelImage, _ name: String, _ frame: Int, state: GoldenState,
                in opened: OpenedFolder) throws -> GoldenVerdict {
        let verdict = try store.settle(storeEntry(name, frame), state: state, in: opened,
                                       made: { () throws(ImageToolError) in try image.png() })
        if verdict == .written { ledger?.wrote(path(name, frame)) }
        return verdict
    }
}
