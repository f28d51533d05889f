import SegueCore
/// Receives a run's events as they happen. Reporters that need the whole run (TAP, JUnit,
/// JSON) write when it finishes; the terminal reporter writes as it goes.
public protocol SpecReporter: AnyObject {
    /// The run found `files`; `seed` is set when tests are shuffled.
    func runStarted(files: [String], seed: UInt64?)
    /// A spec file starts (its `repetition`, 1-based).
    func fileStarted(_ path: String, repetition: Int)
    /// A test ended.
    func testFinished(_ result: TestResult)
    /// A spec file ended (or could not run: ``FileResult/loadError``).
    func fileFinished(_ result: FileResult)
    /// The run ended.
    func runFinished(_ report: RunReport)
    /// Whether ``runFinished(_:)`` reads every test's result from the report (a reporter
    /// that writes the whole run at the end: TAP, JUnit, JSON). When no reporter does, the
    /// report keeps only failures and counts, so a long run (`--repeat 10000`) stays flat
    /// in memory. Default: `true`.
    var needsEveryResult: Bool { get }
}

extension SpecReporter {
    public var needsEveryResult: Bool { true }
    public func runStarted(files: [String], seed: UInt64?) {}
    public func fileStarted(_ path: String, repetition: Int) {}
    public func testFinished(_ result: TestResult) {}
    public func fileFinished(_ result: FileResult) {}
}

/// Sends every event to each of several reporters, in order.
public final class CombinedReporter: SpecReporter {
    public let reporters: [SpecReporter]
    public init(_ reporters: [SpecReporter]) { self.reporters = reporters }
    public var needsEveryResult: Bool { reporters.contains { $0.needsEveryResult } }
    public func runStarted(files: [String], seed: UInt64?) { reporters.forEach { $0.runStarted(files: files, seed: seed) } }
    public func fileStarted(_ path: String, repetition: Int) { reporters.forEach { $0.fileStarted(path, repetition: repetition) } }
    public func testFinished(_ result: TestResult) { reporters.forEach { $0.testFinished(result) } }
    public func fileFinished(_ result: FileResult) { reporters.forEach { $0.fileFinished(result) } }
    public func runFinished(_ report: RunReport) { reporters.forEach { $0.runFinished(report) } }
}

/// Where a reporter's text goes.
public typealias ReportOutput = (String) -> Void

/// `12 ms`, `1.4 s`.
func formatDuration(_ seconds: Double) -> String {
    if seconds < 0.001 { return "\(CheckedNumber.clampedInt(seconds * 1_000_000, in: 0...1000)) µs" }
    if seconds < 1 { return "\(CheckedNumber.clampedInt(seconds * 1000, in: 0...1000)) ms" }
    return "\((seconds * 10).rounded() / 10) s"
}
