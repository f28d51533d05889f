/// Which goldens a `segue test` run writes instead of only comparing with them
/// (`segue test --update-goldens=MODE`; a plain `--update-goldens` is ``all``).
///
/// Promises: a golden is written only when its content changes — a trace whose text is the
/// same, or a PNG whose decoded pixels are the same, is left alone (its bytes and its
/// modification time); ``none`` writes no golden, and a missing golden fails naming the file.
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
}
