import SegueTesting

/// A reporter that shows nothing: `segue init` runs its new spec to record the golden and
/// reads the outcome from the run's report.
final class SilentReporter: SpecReporter {
    var needsEveryResult: Bool { true }
    func runFinished(_ report: RunReport) {}
}
