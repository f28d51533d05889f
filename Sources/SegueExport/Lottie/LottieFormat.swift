import SegueCore

/// `lottie`: the take as one Lottie JSON document (Bodymovin's 5.x layout) of the whole
/// stage — see ``LottieDocument`` for what it holds and what it names as unsupported.
public struct LottieFormat: ExportFormat {
    public var name: String { "lottie" }
    public var fileExtension: String { "json" }
    /// The tolerance the keys are fitted within half of.
    public var tolerance: ExportTolerance

    /// The format, fitting within half of `tolerance`.
    public init(tolerance: ExportTolerance = ExportTolerance()) { self.tolerance = tolerance }

    public func fitting(within tolerance: ExportTolerance) -> any ExportFormat { LottieFormat(tolerance: tolerance) }

    /// The take's document (`TITLE.json`), its replay, and what Lottie cannot express.
    public func encode(_ take: ExportTake) throws(ExportFailure) -> ExportOutput {
        let document = LottieDocument(take, tolerance: tolerance)
        return ExportOutput(files: [ExportFile(name: DotLottie.animationID(take.title) + ".json", bytes: document.bytes)],
                            replay: document.replay, unsupported: document.unsupported)
    }

    /// The replay of a Lottie JSON file this format wrote (and perhaps edited since).
    public func replay(reading files: [ExportFile]) throws(ExportFailure) -> (any ExportReplay)? {
        guard let main = files.first else { throw ExportFailure("no Lottie file to read") }
        return try LottieReplay(reading: main.bytes)
    }
}

/// `dotlottie`: the same document in the .lottie container (dotLottie 2: a ZIP of
/// `manifest.json` and `animations/ID.json`, deflated).
public struct DotLottieFormat: ExportFormat {
    public var name: String { "dotlottie" }
    public var fileExtension: String { "lottie" }
    /// The tolerance the keys are fitted within half of.
    public var tolerance: ExportTolerance

    /// The format, fitting within half of `tolerance`.
    public init(tolerance: ExportTolerance = ExportTolerance()) { self.tolerance = tolerance }

    public func fitting(within tolerance: ExportTolerance) -> any ExportFormat { DotLottieFormat(tolerance: tolerance) }

    /// The take's `TITLE.lottie`, replayed and limited as ``LottieFormat``'s document.
    public func encode(_ take: ExportTake) throws(ExportFailure) -> ExportOutput {
        let document = LottieDocument(take, tolerance: tolerance)
        let id = DotLottie.animationID(take.title)
        let bytes: [UInt8]
        do {
            bytes = try DotLottie.archive(id: id, animation: document.bytes)
        } catch {
            throw ExportFailure(error.description)
        }
        return ExportOutput(files: [ExportFile(name: id + ".lottie", bytes: bytes)], replay: document.replay,
                            unsupported: document.unsupported)
    }
}

extension LottieDocument {
    /// The document of `take`, over its window background, fitted within half of
    /// `tolerance`; the take's cubic-Bézier tracks written as their own curves.
    public init(_ take: ExportTake, tolerance: ExportTolerance = ExportTolerance()) {
        self.init(title: take.title, size: take.size, fps: take.fps, times: take.times, frames: take.frames,
                  background: take.background, tolerance: tolerance, named: take.tracks)
    }
}

extension LottieReplay: ExportReplay {}
