import SegueSystem

extension ExportFormat {
    /// How an export kept as a golden (`kept`, the golden's bytes of the main file) stands
    /// against the one just made (`made`), by the format's own comparison: the same bytes are
    /// `GoldenState/identical`; other bytes are read back as the format reads its files
    /// (``replay(reading:)``, the extra files taken from `made`) and that replay measured
    /// against `made`'s own at every frame time of `take` (``ExportError/between(_:_:over:)``):
    /// within `tolerance` in every unit it is `GoldenState/withinTolerance`, else — or when
    /// the format cannot read the golden back — `GoldenState/differs`.
    ///
    /// Why the motion and not the bytes: a kept Lottie or CSS page is what an app ships, and
    /// what matters is whether it still plays the transition; a refit's key placement or a
    /// number's last digit changes the bytes, not the motion. Why against the new export and
    /// not the engine's trace: what a format cannot express (3-D in Lottie) is the export's own
    /// error, reported by `s:export` every run; the golden says whether the file changed.
    public func goldenState(kept: [UInt8], made: ExportOutput, take: ExportTake, tolerance: ExportTolerance) -> GoldenState {
        guard let main = made.files.first else { return .differs }
        if kept == main.bytes { return .identical }
        let files = [ExportFile(name: main.name, bytes: kept)] + made.files.dropFirst()
        guard let replay = try? replay(reading: files) else { return .differs }
        let error = ExportError.between(replay, made.replay, over: take)
        return error.notCarried.isEmpty && tolerance.exceeded(by: error).isEmpty ? .withinTolerance : .differs
    }
}
