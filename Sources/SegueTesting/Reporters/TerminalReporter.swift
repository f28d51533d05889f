/// The default reporter: a line per test as it ends (✔ passed, ✘ failed, ○ skipped, ⚠
/// asserted nothing) with what the test printed under it, every failure in full at the end (message, `file:line`, expected,
/// actual, diff, traceback), then the closing summary line `N passed, N failed`.
public final class TerminalReporter: SpecReporter {
    private let write: ReportOutput
    private let colour: Bool
    private var failures: [TestResult] = []
    private var teardownFailures: [(String, TestFailure)] = []
    private var warnings: [TestResult] = []
    /// Whether what tests print waits for the end of the run (busted's `--defer-print`).
    private let defersPrint: Bool
    /// The tests that printed, when their output waits for the end.
    private var printed: [TestResult] = []

    /// Writes to `write`, with ANSI colours when `colour`; with `defersPrint`, what each test
    /// printed comes after the run's failures, under the test's name, instead of under its line.
    public init(colour: Bool, defersPrint: Bool = false, write: @escaping ReportOutput) {
        self.colour = colour
        self.defersPrint = defersPrint
        self.write = write
    }

    private func paint(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    public func runStarted(files: [String], seed: UInt64?) {
        if let seed { write("Shuffled with seed \(seed) (repeat the order with --shuffle --seed \(seed))") }
    }

    public func fileStarted(_ path: String, repetition: Int) {
        write(paint(path, "1") + (repetition > 1 ? paint(" (repetition \(repetition))", "2") : ""))
    }

    public func testFinished(_ result: TestResult) {
        let time = paint(" (\(formatDuration(result.duration)))", "2")
        switch result.status {
        case .passed:
            write("  " + paint("✔", "32") + " " + result.name + time)
            if result.assertedNothing {
                warnings.append(result)
                write("    " + paint("⚠ asserted nothing", "33"))
            }
        case .failed:
            failures.append(result)
            let note = result.failure?.timedOut == true ? paint(" — timed out", "31") : ""
            write("  " + paint("✘", "31") + " " + result.name + note + time)
        case .skipped:
            write("  " + paint("○", "33") + " " + result.name + paint(" (skipped\(result.skipReason.map { ": " + $0 } ?? ""))", "2"))
        }
        // What the test printed, under it (or kept for the end of the run).
        if !result.output.isEmpty {
            if defersPrint { printed.append(result) } else { writeOutput(of: result) }
        }
    }

    private func writeOutput(of result: TestResult) {
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
            write("    " + paint("│", "2") + " " + line)
        }
    }

    public func fileFinished(_ result: FileResult) {
        if let error = result.loadError {
            write("  " + paint("✘ could not run:", "31"))
            write(indent(error, by: "    "))
        }
        if let failure = result.teardownFailure { teardownFailures.append((result.path, failure)) }
    }

    /// Streams each result as it ends and keeps its own failures: the report's counts suffice.
    public var needsEveryResult: Bool { false }

    public func runFinished(_ report: RunReport) {
        if report.runnerError != nil && report.files.isEmpty && report.testCount == 0 { return }
        if !failures.isEmpty || !teardownFailures.isEmpty {
            write("")
            write(paint("Failures:", "1"))
            for (i, result) in failures.enumerated() {
                write("")
                write("\(i + 1)) \(result.name)")
                if let failure = result.failure { describe(failure, fallback: result.location) }
            }
            for (path, failure) in teardownFailures {
                write("")
                write("teardown of \(path)")
                describe(failure, fallback: path)
            }
        }
        if !printed.isEmpty {
            write("")
            write(paint("Printed:", "1"))
            for result in printed {
                write("  " + result.name + paint(" (\(result.location))", "2"))
                writeOutput(of: result)
            }
        }
        if !warnings.isEmpty {
            write("")
            for result in warnings {
                write(paint("⚠ warning:", "33") + " \(result.location): '\(result.name)' asserted nothing")
            }
        }
        write("")
        let count = report.testCount
        write(paint("Ran \(count) test\(count == 1 ? "" : "s") in \(formatDuration(report.duration))", "2"))
        let line = report.summaryLine
        write(report.exitStatus == 0 ? paint(line, "32") : paint(line, "31"))
    }

    private func describe(_ failure: TestFailure, fallback: String) {
        let location = failure.location ?? fallback
        write("   " + paint(location, "2") + (failure.phase.map { $0 == "test" ? "" : " (in \($0))" } ?? ""))
        write(indent(failure.message, by: "   "))
        // With a diff, long renderings of both sides say less than the diff does.
        let long = failure.diff != nil && [failure.expected, failure.actual].contains { ($0 ?? "").split(separator: "\n").count > 6 }
        if !long {
            if let expected = failure.expected { write("   expected: " + indent(expected, by: "             ", first: false)) }
            if let actual = failure.actual { write("   actual:   " + indent(actual, by: "             ", first: false)) }
        }
        if let diff = failure.diff {
            write("   diff (- expected, + actual):")
            for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
                let text = "     " + line
                if line.hasPrefix("- ") { write(paint(text, "31")) }
                else if line.hasPrefix("+ ") { write(paint(text, "32")) }
                else { write(text) }
            }
        }
        if let traceback = failure.traceback, !traceback.isEmpty, !failure.timedOut {
            write(paint(indent(traceback, by: "   "), "2"))
        }
    }
}

/// `text` with every line after the first (and the first unless `first` is false)
/// prefixed by `prefix`.
func indent(_ text: String, by prefix: String, first: Bool = true) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { i, line in
        (i == 0 && !first ? "" : prefix) + line
    }.joined(separator: "\n")
}
