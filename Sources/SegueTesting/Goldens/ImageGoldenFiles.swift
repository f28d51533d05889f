#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueLua

/// The image goldens of one spec file, in `__goldens__/` beside it: `NAME.K.png` the golden of
/// frame K (1-based), and for a frame that last differed `NAME.K.actual.png` (the run) and
/// `NAME.K.diff.png` (where it differs, in red).
///
/// Promises: frames are rasterised from the shared SVG drawing by ``rasteriser`` (in the
/// process by librsvg, the pixels `rsvg-convert` makes), as `segue render --format png` does; names stay inside the folder (``GoldenFiles/isPlainName(_:)``);
/// with ``update`` a run rewrites its goldens (and removes goldens of frames it no longer has)
/// and passes; without it a missing, resized or differing frame fails naming the first such
/// frame and its count of differing pixels, and every failing frame is written beside its
/// golden and added to ``log``; a matching frame removes its stale `.actual` and `.diff` files.
struct ImageGoldenFiles {
    /// `__goldens__` beside the spec.
    let folder: String
    /// The spec file, for the failures page.
    let spec: String
    /// Whether runs rewrite their goldens (`segue test --update-goldens`).
    let update: Bool
    /// Where the run's failing frames are collected for the failures page.
    let log: ImageGoldenLog?
    /// What turns the frames' SVG into pixels.
    let rasteriser: SVGRasteriser

    /// Checks the rendered `frames` (SVG documents) against the goldens `name`: nil when they
    /// match (or were written), else the failure in words.
    func check(_ frames: [String], name: String, comparison: ImageComparison) throws -> String? {
        guard GoldenFiles.isPlainName(name) else {
            throw LuaScriptError("matches_golden_images: '\(name)' is not a golden name (letters, digits, _, - and ., not starting with a dot)")
        }
        var rendered: [PixelImage] = []
        for svg in frames { rendered.append(try rasteriser.image(svg: svg, for: "golden images")) }
        mkdir(folder, 0o755)
        let existing = goldenCount(name)
        if update {
            for (index, image) in rendered.enumerated() {
                try image.write(png: path(name, index + 1))
                removeFailure(name, index + 1)
            }
            if existing > rendered.count {
                for frame in (rendered.count + 1)...existing {
                    unlink(path(name, frame))
                    removeFailure(name, frame)
                }
            }
            return nil
        }
        var failures: [(frame: Int, words: String)] = []
        for (index, actualImage) in rendered.enumerated() {
            let frame = index + 1
            let golden = path(name, frame), actual = path(name, frame, "actual"), diffPath = path(name, frame, "diff")
            guard access(golden, R_OK) == 0 else {
                try actualImage.write(png: actual)
                unlink(diffPath)
                failures.append((frame, "no golden image \(golden)"))
                log?.add(ImageGoldenFailure(spec: spec, name: name, frame: frame, golden: nil, actual: actual, diff: nil,
                                            words: "no golden image"))
                continue
            }
            let expectedImage = try PixelImage.read(png: golden)
            // The same pixels match whatever the tolerances (ImageComparison's promise): the
            // pixel-by-pixel comparison and its diff image are made only for a frame that differs.
            if expectedImage.hasSamePixels(as: actualImage) {
                removeFailure(name, frame)
                continue
            }
            let outcome = comparison.compare(expected: expectedImage, actual: actualImage)
            if outcome.matches {
                removeFailure(name, frame)
                continue
            }
            try actualImage.write(png: actual)
            let words: String
            if let diff = outcome.diff {
                try diff.write(png: diffPath)
                words = "\(outcome.differingPixels) of \(expectedImage.width * expectedImage.height) pixels differ"
                    + " (\(comparison.allowedPixels) allowed, by more than \(comparison.channelTolerance) a channel)"
            } else {
                unlink(diffPath)
                words = "the size differs: \(expectedImage.width)×\(expectedImage.height) expected, \(actualImage.width)×\(actualImage.height) rendered"
            }
            failures.append((frame, "\(golden): \(words)"))
            log?.add(ImageGoldenFailure(spec: spec, name: name, frame: frame, golden: golden, actual: actual,
                                        diff: outcome.diff == nil ? nil : diffPath, words: words))
        }
        if existing != rendered.count, failures.isEmpty {
            return "the run rendered \(rendered.count) frames, the golden \(name) has \(existing)"
                + " (segue test --update-goldens accepts the run)"
        }
        guard let first = failures.first else { return nil }
        let others = failures.dropFirst().map { String($0.frame) }
        let more = others.isEmpty ? "" : others.count == 1 ? "; frame \(others[0]) differs too" : "; frames \(others.joined(separator: ", ")) differ too"
        return "frame \(first.frame): \(first.words)\(more) (the run is in \(path(name, first.frame, "actual"))"
            + ", the difference in red in \(path(name, first.frame, "diff")); segue test --update-goldens accepts it)"
    }

    /// `folder/NAME.K.png`, or `NAME.K.KIND.png`.
    func path(_ name: String, _ frame: Int, _ kind: String? = nil) -> String {
        "\(folder)/\(name).\(frame)\(kind.map { ".\($0)" } ?? "").png"
    }

    /// How many frames of `name` have goldens, counting 1, 2, … up to the first missing one.
    private func goldenCount(_ name: String) -> Int {
        var count = 0
        while count < 10_000, access(path(name, count + 1), F_OK) == 0 { count += 1 }
        return count
    }

    private func removeFailure(_ name: String, _ frame: Int) {
        unlink(path(name, frame, "actual"))
        unlink(path(name, frame, "diff"))
    }
}
