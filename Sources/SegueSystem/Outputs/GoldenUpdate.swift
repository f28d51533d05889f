/// Which goldens a `segue test` run writes instead of only comparing with them
/// (`segue test --update-goldens=MODE`; a plain `--update-goldens` is ``all``).
///
/// Promises: one rule for every kind of golden (trace, image, export), ``writes(_:)``: a
/// golden is written only when its content changes — a trace whose text is the same, a PNG
/// whose decoded pixels are the same, an export whose bytes are the same is left alone (its
/// bytes and its modification time); ``none`` writes no golden, and a missing golden fails
/// naming the file.
public enum GoldenUpdate: String, Sendable, CaseIterable {
    /// Every golden the run records is written (when its content changed), even one that
    /// matched within its tolerance; image goldens of frames the run no longer has are removed.
    case all
    /// Only goldens that do not exist yet are written; a differing golden fails.
    case new
    /// Only goldens that would fail are written: a missing one, or one that differs beyond its
    /// tolerance (for images, only the frames that differ); goldens that match are left alone.
    case failed
    /// No golden is written (the default, for CI): a missing or differing golden fails.
    case none

    /// Whether this mode writes a golden found in `state`: `all` every one whose content
    /// changed, `new` a missing one, `failed` a missing or differing one, `none` never.
    public func writes(_ state: GoldenState) -> Bool {
        switch (self, state) {
        case (_, .identical), (.none, _): false
        case (.all, _): true
        case (.new, .missing): true
        case (.failed, .missing), (.failed, .differs): true
        case (.new, _), (.failed, _): false
        }
    }

    /// What happens to a golden found in `state`: written (``GoldenVerdict/written``), passed
    /// as it is, or failed — a missing or differing golden this mode does not write.
    public func verdict(for state: GoldenState) -> GoldenVerdict {
        if writes(state) { return .written }
        return state.fails ? .failed : .passed
    }
}

/// How a run's output stands against its golden, as the output's format compares them
/// (``OutputFormat/state(kept:made:)``).
public enum GoldenState: Sendable, Equatable {
    /// There is no golden yet.
    case missing
    /// The golden holds exactly this content (same bytes, or same decoded pixels).
    case identical
    /// The content differs but within the golden's tolerance: it matches.
    case withinTolerance
    /// The content differs beyond the tolerance.
    case differs

    /// Whether a golden in this state fails a run that does not write it.
    public var fails: Bool { self == .missing || self == .differs }
}

/// What the update rule did with one golden.
public enum GoldenVerdict: Sendable, Equatable {
    /// The run's output was kept as the golden (when its content changed); the run passes.
    case written
    /// The golden matches and was left alone; the run passes.
    case passed
    /// The golden is missing or differs and the mode does not write it: the run fails, and
    /// its output is written beside the golden as `.actual`.
    case failed
}
