/// How one test ended.
public enum TestStatus: String, Sendable {
    case passed, failed, skipped
}

/// Why a test failed: the message, where, and for value comparisons what was expected,
/// what was found and how they differ.
public struct TestFailure: Sendable, Equatable {
    /// What went wrong, one line or more.
    public var message: String
    /// `file:line` of the failing assertion or error, when known.
    public var location: String?
    /// The expected value, rendered.
    public var expected: String?
    /// The actual value, rendered.
    public var actual: String?
    /// For tables: the lines of both, `-` expected and `+` actual.
    public var diff: String?
    /// The Lua traceback of an error that was not an assertion.
    public var traceback: String?
    /// Where it failed: `test`, `before_each`, `after_each`, `setup`, `teardown`.
    public var phase: String?
    /// Whether the watchdog stopped the test.
    public var timedOut = false

    /// The files its message names that show what failed (a golden trace's report of how
    /// the motion changed, `GoldenReport`; the page of failing image goldens and their diff
    /// PNGs, ``ImageGoldenPage``), for reporters to link (``FailureReports``).
    public var reports: [String] { FailureReports.paths(in: message) }
}

/// One test's result.
public struct TestResult: Sendable {
    /// The spec file.
    public var file: String
    /// The names of its describe blocks and its own, joined by " › ".
    public var name: String
    /// The line of its `it`.
    public var line: Int
    /// The `#tags` in its name.
    public var tags: [String]
    public var status: TestStatus
    /// Seconds it ran.
    public var duration: Double
    /// Assertions it made.
    public var assertions: Int
    /// Why it failed.
    public var failure: TestFailure?
    /// Why it was skipped.
    public var skipReason: String?
    /// Which repetition of the run (1-based) it belongs to.
    public var repetition: Int
    /// What the test (and the transitions it ran) printed with `print`, lines joined by
    /// newlines; empty when nothing. At most ``TestResult/outputLimit`` bytes are kept.
    public var output = ""

    /// The most bytes of a test's printed output a result keeps.
    public static let outputLimit = 64 * 1024

    /// `file:line`.
    public var location: String { "\(file):\(line)" }
    /// Whether it passed without asserting anything.
    public var assertedNothing: Bool { status == .passed && assertions == 0 }
}

/// One spec file's results.
public struct FileResult: Sendable {
    public var path: String
    /// Why the file could not run (it does not compile, or declaring its tests failed).
    public var loadError: String?
    /// A teardown that failed after the file's tests.
    public var teardownFailure: TestFailure?
    public var tests: [TestResult] = []
    /// Seconds the whole file took.
    public var duration: Double = 0
    public var repetition: Int = 1
    /// The lines its transitions and modules ran, when the run counts coverage (the
    /// report sums them into ``RunReport/coverage``).
    public var coverage: LineCoverage?
}

/// The whole run.
public struct RunReport: Sendable {
    /// The files' results: every one, or — when no reporter needs every result — the load
    /// errors, teardown failures and failing tests only (see ``record(_:keepingEveryResult:)``).
    public var files: [FileResult] = []
    /// Tests that passed or were skipped and were counted but not kept in ``files``.
    public var unkeptPassed = 0, unkeptSkipped = 0
    /// The seed tests were shuffled with, if they were.
    public var seed: UInt64?
    /// Seconds the run took.
    public var duration: Double = 0
    /// Why the runner itself could not run (no spec found, a bad option), if so.
    public var runnerError: String?
    /// The lines every file's transitions and modules ran, summed, when the run counts
    /// coverage (``SpecOptions/coverage``).
    public var coverage = LineCoverage()

    /// The results kept in ``files``.
    public var tests: [TestResult] { files.flatMap(\.tests) }
    /// Every test that ran, kept or not.
    public var testCount: Int { tests.count + unkeptPassed + unkeptSkipped }
    public var passed: Int { tests.count { $0.status == .passed } + unkeptPassed }
    public var failed: Int { tests.count { $0.status == .failed } + files.count { $0.teardownFailure != nil } }
    public var skipped: Int { tests.count { $0.status == .skipped } + unkeptSkipped }

    /// Adds a file's results. Unless `keepingEveryResult`, only what a summary shows again
    /// is kept — a load error, a teardown failure, failing tests — and the rest is counted,
    /// so the report of a run repeated 10,000 times stays small.
    public mutating func record(_ file: FileResult, keepingEveryResult: Bool) {
        var file = file
        if let lines = file.coverage {
            coverage.merge(lines)
            file.coverage = nil
        }
        guard !keepingEveryResult else { return files.append(file) }
        var kept = file
        kept.tests = file.tests.filter { $0.status == .failed }
        unkeptPassed += file.tests.count { $0.status == .passed }
        unkeptSkipped += file.tests.count { $0.status == .skipped }
        if !kept.tests.isEmpty || kept.loadError != nil || kept.teardownFailure != nil { files.append(kept) }
    }
    /// Files that could not run.
    public var loadErrors: [FileResult] { files.filter { $0.loadError != nil } }

    /// `N passed, N failed` and `, N skipped` when some were.
    public var summaryLine: String {
        var line = "\(passed) passed, \(failed) failed"
        if skipped > 0 { line += ", \(skipped) skipped" }
        if !loadErrors.isEmpty { line += ", \(loadErrors.count) file\(loadErrors.count == 1 ? "" : "s") could not run" }
        return line
    }

    /// 0 when everything ran and passed, 1 when a test failed, 2 when the runner could not
    /// run (no spec, a bad option, a spec file that does not load).
    public var exitStatus: Int32 {
        if runnerError != nil || !loadErrors.isEmpty { return 2 }
        return failed > 0 ? 1 : 0
    }
}
