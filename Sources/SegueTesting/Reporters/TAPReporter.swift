/// Test Anything Protocol, version 13, as strict consumers read it (tap.py, Perl's
/// TAP::Parser): the plan line `1..N` first, an `ok` / `not ok` line per test (skipped tests
/// carry `# SKIP`; a `#` in a name is escaped as `\#`), a YAML block with the failure whose
/// values are double-quoted scalars, what a test printed as `# ` lines after it, and the
/// summary as a comment at the end.
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
        var results: [String] = []
        for file in report.files {
            if let error = file.loadError {
                number += 1
                results.append("not ok \(number) - \(file.path.replacingNewlines().replacing("#", with: "\\#")) could not run")
                results.append(contentsOf: yaml(["message": error, "at": file.path]))
            }
            for test in file.tests {
                number += 1
                let name = "\(test.name.replacingNewlines()) (\(test.location))".replacing("#", with: "\\#")
                switch test.status {
                case .passed:
                    results.append("ok \(number) - \(name)")
                    if test.assertedNothing { results.append("# warning: \(test.location): asserted nothing") }
                case .skipped:
                    results.append("ok \(number) - \(name) # SKIP \(test.skipReason ?? "pending")")
                case .failed:
                    results.append("not ok \(number) - \(name)")
                    if let failure = test.failure { results.append(contentsOf: yaml(fields(failure, fallback: test.location))) }
                }
                // What the test printed, as diagnostics after its line (and its YAML block).
                if !test.output.isEmpty {
                    for line in test.output.split(separator: "\n", omittingEmptySubsequences: false) {
                        results.append("# " + line)
                    }
                }
            }
            if let failure = file.teardownFailure {
                number += 1
                results.append("not ok \(number) - teardown of \(file.path)")
                results.append(contentsOf: yaml(fields(failure, fallback: file.path)))
            }
        }
        lines.append("1..\(number)")
        lines.append(contentsOf: results)
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
        if !failure.reports.isEmpty { fields["report"] = failure.reports.joined(separator: "\n") }
        return fields
    }

    /// A YAML block, indented two spaces, every value one double-quoted scalar with
    /// `\n`-style escapes: the subset that both YAML (PyYAML, tap.py) and TAP::Parser's
    /// YAMLish read the same way — block scalars lose a value's leading spaces in YAMLish
    /// and need indentation indicators YAMLish does not know.
    private func yaml(_ fields: [String: String]) -> [String] {
        var lines = ["  ---"]
        for key in ["message", "at", "expected", "actual", "diff", "traceback", "timeout", "report"] {
            guard let value = fields[key] else { continue }
            lines.append("  \(key): " + Self.quoted(value))
        }
        lines.append("  ...")
        return lines
    }
}

extension TAPReporter {
    /// `text` as a double-quoted YAML scalar: `\\`, `\"`, `\n`, `\t`, `\r` and `\xHH` for
    /// the other control characters; U+FFFE and U+FFFF, which YAML forbids, become U+FFFD.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                let v = scalar.value
                if v < 0x20 || (0x7F...0x9F).contains(v) {
                    let hex = String(v, radix: 16)
                    out += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                } else if v == 0xFFFE || v == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension String {
    /// The text on one line.
    func replacingNewlines() -> String {
        var out = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            // Every line break (and any other control character) becomes a space: a name
            // stays on its test line.
            out.append(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 ? " " : scalar)
        }
        return String(out)
    }
}
