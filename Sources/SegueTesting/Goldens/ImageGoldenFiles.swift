import SegueCore
import SegueSystem
import SegueLua
import SegueImages

/// The image goldens of one spec file, in `__goldens__/` beside it: `NAME.K.png` the golden of
/// frame K (1-based), `NAME.instants` the instant each frame shows (`ImageGoldenInstants`),
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
    /// The store the goldens are kept in and its update rule (``GoldenStore``): what a run
    /// writes, passes or fails is its `GoldenUpdate.verdict(for:)` of each golden's state.
    let store: GoldenStore
    /// Which goldens runs write (`segue test --update-goldens=MODE`): the store's.
    var mode: GoldenUpdate { store.mode }
    /// Where the run notes the goldens it used and wrote; nil: not noted.
    let ledger: GoldenLedger?
    /// Where the run's failing frames are collected for the failures page.
    let log: ImageGoldenLog?
    /// What turns the frames' SVG into pixels.
    let rasteriser: SVGRasteriser

    /// The image goldens of the spec `spec` in `specFolder`.
    init(specFolder: String, spec: String, mode: GoldenUpdate, log: ImageGoldenLog?, rasteriser: SVGRasteriser,
         ledger: GoldenLedger? = nil) {
        store = GoldenStore(specFolder: specFolder, mode: mode)
        folder = store.folder
        self.spec = spec
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

    /// What a failure of a golden kept before instants were says: how its frames are paired.
    static let pairedByNumber = "the golden keeps no instants (recorded before they were kept), so its frames are paired by number"
        + " — segue test --update-goldens=all records them"

    /// `the take's instants moved: …`: the golden's instants and the run's, and how to record the run's.
    func instantsMoved(from stored: ImageGoldenInstants, to run: ImageGoldenInstants) -> String {
        "the take's instants moved: the golden shows \(stored.timesText), this run's frames are at \(run.timesText)"
            + " — each golden frame is compared with the run at its own instant; --update-goldens=failed records the run's"
    }

    /// The golden's frames paired with the run's images: by instant when the golden keeps its
    /// instants and they moved (the run drawn at each golden instant, nil where the take no
    /// longer reaches), else frame K with frame K.
    func pairs(_ rendered: [PixelImage], moments: [Moment], stored: ImageGoldenInstants?, moved: Bool,
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

    /// The instants kept beside the golden `name` (`ImageGoldenInstants`); nil when there are
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

    /// The state of a run's instants `run` against the golden's `stored` (``GoldenState``): missing
    /// when the golden itself is (`goldenExists` false), differing when the golden keeps none
    /// (kept before instants were) or they moved, else within tolerance — ``keepInstants(_:_:in:)``
    /// leaves a file that already says exactly the run's, so `all` rewrites only a changed one.
    func instantsState(stored: ImageGoldenInstants?, run: ImageGoldenInstants, goldenExists: Bool) -> GoldenState {
        guard goldenExists else { return .missing }
        guard let stored, stored.sameInstants(as: run) else { return .differs }
        return .withinTolerance
    }

    /// `; how it changed: PAGE, DIFF…` (``FailureReports``): the page of failing frames the run
    /// writes (when its ``log`` has one) and the frames' diff PNGs (where each differs, in
    /// red), for reporters to link as they link a trace's report; empty when there are neither.
    /// The only place a failure's message names its diff PNGs, so each is named once.
    func reports(diffs: [String]) -> String {
        let paths = (log?.page.map { [$0] } ?? []) + diffs
        return paths.isEmpty ? "" : "; " + FailureReports.naming(paths)
    }

    /// How long each frame of an animated golden shows: half a second, long enough to look at.
    static let animatedDelay = AnimatedPNG.Delay(numerator: 1, denominator: 2)

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
    func goldenCount(_ name: String, in opened: OpenedFolder) -> Int {
        var count = 0
        while count < 10_000, opened.kind(of: file(name, count + 1)) != nil { count += 1 }
        return count
    }

    /// Removes the goldens (and `.actual`, `.diff` files) of frames `after + 1 … upTo`: the
    /// frames a run that rendered `after` frames no longer has.
    func removeFrames(_ name: String, after count: Int, upTo existing: Int, in opened: OpenedFolder) throws(FileGateError) {
        guard existing > count else { return }
        for frame in (count + 1)...existing {
            try opened.remove(file(name, frame))
            try removeFailure(name, frame, in: opened)
        }
    }

    /// Removes the `.actual` and `.diff` files of a frame (regular files only).
    func removeFailure(_ name: String, _ frame: Int, in opened: OpenedFolder) throws(FileGateError) {
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
