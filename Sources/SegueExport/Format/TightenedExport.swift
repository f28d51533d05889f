/// An export encoded within a tolerance: the format fitted within it, measured, and — while
/// some unit is still above it — fitted again within a quarter of that unit's bound (more
/// keys, more stops), a few times at most. What `segue export --tolerance` writes.
///
/// Promises: ``error`` is the output's measured error (``ExportError/measure(_:against:)``);
/// ``reached`` says whether it is within the tolerance; when it is not, ``fits`` is
/// ``attempts`` and the output is the last fit's (the format cannot come closer by fitting:
/// what it cannot express, or its written precision, is the rest).
public struct TightenedExport: Sendable {
    /// What the last fit wrote.
    public var output: ExportOutput
    /// Its measured error.
    public var error: ExportError
    /// How many fits were made (1: the first was within the tolerance).
    public var fits: Int
    /// Whether the error is within the tolerance.
    public var reached: Bool
    /// The tolerance the last fit was made within.
    public var fitTolerance: ExportTolerance

    /// The most fits made before giving up.
    public static let attempts = 4

    /// Encodes `take` with `format` fitted within `tolerance`, tightening the units still
    /// above it.
    public init(_ format: any ExportFormat, take: ExportTake, tolerance: ExportTolerance) throws(ExportFailure) {
        var fit = tolerance
        var fits = 0
        while true {
            fits += 1
            let output = try format.fitting(within: fit).encode(take)
            let error = ExportError.measure(take, against: output.replay)
            let exceeded = tolerance.exceeded(by: error)
            if exceeded.isEmpty || fits >= Self.attempts {
                self.output = output
                self.error = error
                self.fits = fits
                self.reached = exceeded.isEmpty
                self.fitTolerance = fit
                return
            }
            for unit in exceeded { fit[unit] /= 4 }
        }
    }
}
