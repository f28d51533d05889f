/// Test Anything Protocol, version 13: an `ok` / `not ok` line per test (skipped tests
/// carry `# SKIP`), a YAML block with the failure, the plan line `1..N` at the end, and the
/// summary as a comment.
public final class TAPReporter: SpecReporter {
    private let write: ReportOutput
    public init(write: @escaping ReportOutput) { self.write = write }

    public func runFinished(_ report: RunReport) {
        var lines = ["TAP version 13"]
        if let error = report.runnerError, report.files.isEmpty {
            lines.append("1..0")
            lines.append("Bail out! " + error.replacingNewlines())
            write(lines.joined(separator: "\n"))
            return
        }
        var number = 0
        for file in report.files {
            if let error = file.loadError {
                number += 1
                lines.append("not ok \(number) - \(file.path) could not run")
                lines.append(contentsOf: yaml(["message": error, "at": file.path]))
            }
            for test in file.tests {
                number += 1
                let name = "\(test.name.replacingNewlines()) (\(test.location))"
                switch test.status {
                case .passed:
                    lines.append("ok \(number) - \(name)")
                    if test.assertedNothing { lines.append("# warning: \(test.location): asserted nothing") }
                case .skipped:
                    lines.append("ok \(number) - \(name) # SKIP \(test.skipReason ?? "pending")")
                case .failed:
                    lines.append("not ok \(number) - \(name)")
                    if let failure = test.failure { lines.append(contentsOf: yaml(fields(failure, fallback: test.location))) }
                }
            }
            if let failure = file.teardownFailure {
                number += 1
                lines.append("not ok \(number) - teardown of \(file.path)")
                lines.append(contentsOf: yaml(fields(failure, fallback: file.path)))
            }
        }
        lines.append("1..\(number)")
        if let error = report.runnerError { lines.append("# error: " + error.replacingNewlines()) }
        lines.append("# " + report.summaryLine)
        write(lines.joined(separator: "\n"))
    }

    private func fields(_ failure: TestFailure, fallback: String) -> [String: String] {
        var fields = ["message": failure.message, "at": failure.location ?? fallback]
        if let expected = failure.expected { fields["expected"] = expected }
        if let actual = failure.actual { fields["actual"] = actual }
        if let diff = failure.diff { fields["diff"] = diff }
        if let traceback = failure.traceback, !traceback.isEmpty, !failure.timedOut { fields["traceback"] = traceback }
        if failure.timedOut { fields["timeout"] = "true" }
        return fields
    }

    /// A YAML block, indented two spaces, every value a literal block scalar.
    private func yaml(_ fields: [String: String]) -> [String] {
        var lines = ["  ---"]
        for key in ["message", "at", "expected", "actual", "diff", "traceback", "timeout"] {
            guard let value = fields[key] else { continue }
            lines.append("  \(key): |-")
            for line in value.split(separator: "\n", omittingEmptySubsequences: false) {
                lines.append("    " + line)
            }
        }
        lines.append("  ...")
        return lines
    }
}

extension String {
    /// The text on one line.
    func replacingNewlines() -> String {
        split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ")
    }
}
