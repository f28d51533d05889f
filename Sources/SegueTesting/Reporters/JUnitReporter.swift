import SegueCore

/// JUnit XML, as CI servers read it (Jenkins, GitLab, junitparser): a `testsuite` per spec
/// file with a `testcase` per test. Every test case names its `file` and `line`; its
/// `classname` is the spec's path as a dotted name without the extension
/// (`examples/cube_spec.lua` → `examples.cube_spec`), so tools that split class names on dots
/// show the folders; times are decimal seconds. A failed assertion is a `failure`, a runtime
/// error or a timeout an `error`, a pending test `skipped`, a file that could not run an
/// `error` test case at the line of its error. What a test printed is its `system-out`.
public final class JUnitReporter: SpecReporter {
    private let write: ReportOutput
    public init(write: @escaping ReportOutput) { self.write = write }

    public func runFinished(_ report: RunReport) {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let testErrors = report.tests.count { $0.status == .failed && Self.isError($0.failure) }
            + report.files.count { Self.isError($0.teardownFailure) }
        let errors = report.loadErrors.count + (report.runnerError != nil ? 1 : 0) + testErrors
        xml += "<testsuites name=\"segue\" tests=\"\(report.tests.count + errors - testErrors)\" failures=\"\(report.failed - testErrors)\""
            + " errors=\"\(errors)\" skipped=\"\(report.skipped)\" time=\"\(seconds(report.duration))\">\n"
        if let error = report.runnerError {
            xml += "  <testsuite name=\"segue test\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\">\n"
            xml += "    <testcase name=\"run\" classname=\"segue test\" time=\"0\">\n"
            xml += "      <error message=\"\(escape(error))\">\(escape(error))</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        for file in report.files {
            let suiteName = file.path + (file.repetition > 1 ? " (repetition \(file.repetition))" : "")
            let erred = file.tests.count { $0.status == .failed && Self.isError($0.failure) }
                + (file.loadError != nil ? 1 : 0) + (file.teardownFailure.map { Self.isError($0) ? 1 : 0 } ?? 0)
            let failures = file.tests.count { $0.status == .failed && !Self.isError($0.failure) }
                + (file.teardownFailure.map { Self.isError($0) ? 0 : 1 } ?? 0)
            let skipped = file.tests.count { $0.status == .skipped }
            let count = file.tests.count + (file.loadError != nil ? 1 : 0) + (file.teardownFailure != nil ? 1 : 0)
            xml += "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(count)\" failures=\"\(failures)\""
                + " errors=\"\(erred)\" skipped=\"\(skipped)\" time=\"\(seconds(file.duration))\">\n"
            if let error = file.loadError {
                xml += "    <testcase name=\"(load)\" classname=\"\(escape(Self.className(file.path)))\" file=\"\(escape(file.path))\""
                    + " line=\"\(Self.line(of: error, in: file.path))\" time=\"0\">\n"
                xml += "      <error message=\"\(escape(firstLine(error)))\">\(escape(error))</error>\n"
                xml += "    </testcase>\n"
            }
            for test in file.tests {
                xml += "    <testcase name=\"\(escape(test.name))\" classname=\"\(escape(Self.className(file.path)))\""
                    + " file=\"\(escape(test.file))\" line=\"\(test.line)\" assertions=\"\(test.assertions)\""
                    + " time=\"\(seconds(test.duration))\""
                var systemOut = test.output
                if test.assertedNothing { systemOut += (systemOut.isEmpty ? "" : "\n") + "warning: asserted nothing" }
                // Reports as attachments, in the form Jenkins' and GitLab's JUnit readers link.
                for report in test.failure?.reports ?? [] {
                    systemOut += (systemOut.isEmpty ? "" : "\n") + "[[ATTACHMENT|\(report)]]"
                }
                let outElement = systemOut.isEmpty ? "" : "      <system-out>\(escape(systemOut))</system-out>\n"
                switch test.status {
                case .passed:
                    xml += outElement.isEmpty ? "/>\n" : ">\n" + outElement + "    </testcase>\n"
                case .skipped:
                    xml += ">\n      <skipped message=\"\(escape(test.skipReason ?? "pending"))\"/>\n" + outElement + "    </testcase>\n"
                case .failed:
                    xml += ">\n" + failureElement(test.failure, fallback: test.location) + outElement + "    </testcase>\n"
                }
            }
            if let failure = file.teardownFailure {
                xml += "    <testcase name=\"(teardown)\" classname=\"\(escape(Self.className(file.path)))\" file=\"\(escape(file.path))\""
                    + " line=\"\(Self.line(of: failure.location ?? "", in: file.path))\" time=\"0\">\n"
                xml += failureElement(failure, fallback: file.path) + "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>"
        write(xml)
    }

    private func failureElement(_ failure: TestFailure?, fallback: String) -> String {
        guard let failure else { return "      <failure message=\"failed\"/>\n" }
        var details = "\(failure.location ?? fallback): \(failure.message)"
        if let expected = failure.expected { details += "\nexpected: \(expected)" }
        if let actual = failure.actual { details += "\nactual:   \(actual)" }
        if let diff = failure.diff { details += "\ndiff (- expected, + actual):\n\(diff)" }
        if let traceback = failure.traceback, !traceback.isEmpty { details += "\n\(traceback)" }
        // An error the test did not mean to raise (it carries a traceback) or a timeout is an
        // <error>; a failed expectation is a <failure>.
        let isError = Self.isError(failure)
        let element = isError ? "error" : "failure"
        let type = failure.timedOut ? "timeout" : (isError ? "error" : "assertion")
        return "      <\(element) message=\"\(escape(firstLine(failure.message)))\" type=\"\(type)\">\(escape(details))</\(element)>\n"
    }

    private func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    /// Whether `failure` is an error the test did not mean to raise (it carries a traceback)
    /// or a timeout, rather than a failed expectation.
    static func isError(_ failure: TestFailure?) -> Bool {
        guard let failure else { return false }
        return failure.timedOut || failure.traceback != nil
    }

    /// Decimal seconds with six places (`0.000015`), never an exponent.
    private func seconds(_ value: Double) -> String {
        let micro = CheckedNumber.clampedInt(value * 1_000_000, in: 0...Int(Int32.max) * 1000)
        let fraction = String(micro % 1_000_000)
        return "\(micro / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    /// `folder/name_spec.lua` → `folder.name_spec`: the path as a dotted name, without the
    /// extension and without a leading `./`; dots inside a name become underscores.
    static func className(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        if trimmed.hasSuffix(".lua") { trimmed = trimmed.dropLast(4) }
        return trimmed.split(separator: "/", omittingEmptySubsequences: true)
            .map { $0.replacing(".", with: "_") }
            .joined(separator: ".")
    }

    /// The line an error message `path:N: …` (or a location `path:N`) points at in `path`; 1
    /// when it names none.
    static func line(of message: String, in path: String) -> Int {
        guard message.hasPrefix(path + ":") else { return 1 }
        let digits = message.dropFirst(path.count + 1).prefix { $0.isNumber }
        return Int(digits).map { max($0, 1) } ?? 1
    }

    /// Text safe in XML content and attributes; characters XML 1.0 forbids are dropped.
    private func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
