/// JUnit XML, as CI servers read it: a `testsuite` per spec file with a `testcase` per
/// test, `failure` elements carrying the message and the details, `skipped` for pending
/// tests, and an `error` test case for a file that could not run.
public final class JUnitReporter: SpecReporter {
    private let write: ReportOutput
    public init(write: @escaping ReportOutput) { self.write = write }

    public func runFinished(_ report: RunReport) {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        let errors = report.loadErrors.count + (report.runnerError != nil ? 1 : 0)
        xml += "<testsuites name=\"segue\" tests=\"\(report.tests.count + errors)\" failures=\"\(report.failed)\""
            + " errors=\"\(errors)\" skipped=\"\(report.skipped)\" time=\"\(seconds(report.duration))\">\n"
        if let error = report.runnerError {
            xml += "  <testsuite name=\"segue test\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\">\n"
            xml += "    <testcase name=\"run\" classname=\"segue test\" time=\"0\">\n"
            xml += "      <error message=\"\(escape(error))\">\(escape(error))</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        for file in report.files {
            let suiteName = file.path + (file.repetition > 1 ? " (repetition \(file.repetition))" : "")
            let failures = file.tests.count { $0.status == .failed } + (file.teardownFailure != nil ? 1 : 0)
            let skipped = file.tests.count { $0.status == .skipped }
            let count = file.tests.count + (file.loadError != nil ? 1 : 0) + (file.teardownFailure != nil ? 1 : 0)
            xml += "  <testsuite name=\"\(escape(suiteName))\" tests=\"\(count)\" failures=\"\(failures)\""
                + " errors=\"\(file.loadError != nil ? 1 : 0)\" skipped=\"\(skipped)\" time=\"\(seconds(file.duration))\">\n"
            if let error = file.loadError {
                xml += "    <testcase name=\"(load)\" classname=\"\(escape(file.path))\" file=\"\(escape(file.path))\" time=\"0\">\n"
                xml += "      <error message=\"\(escape(firstLine(error)))\">\(escape(error))</error>\n"
                xml += "    </testcase>\n"
            }
            for test in file.tests {
                xml += "    <testcase name=\"\(escape(test.name))\" classname=\"\(escape(file.path))\""
                    + " file=\"\(escape(test.file))\" line=\"\(test.line)\" assertions=\"\(test.assertions)\""
                    + " time=\"\(seconds(test.duration))\""
                switch test.status {
                case .passed:
                    if test.assertedNothing {
                        xml += ">\n      <system-out>warning: asserted nothing</system-out>\n    </testcase>\n"
                    } else {
                        xml += "/>\n"
                    }
                case .skipped:
                    xml += ">\n      <skipped message=\"\(escape(test.skipReason ?? "pending"))\"/>\n    </testcase>\n"
                case .failed:
                    xml += ">\n" + failureElement(test.failure, fallback: test.location) + "    </testcase>\n"
                }
            }
            if let failure = file.teardownFailure {
                xml += "    <testcase name=\"(teardown)\" classname=\"\(escape(file.path))\" time=\"0\">\n"
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
        let type = failure.timedOut ? "timeout" : (failure.expected != nil ? "assertion" : "error")
        return "      <failure message=\"\(escape(firstLine(failure.message)))\" type=\"\(type)\">\(escape(details))</failure>\n"
    }

    private func firstLine(_ text: String) -> String { String(text.split(separator: "\n").first ?? "") }

    private func seconds(_ value: Double) -> String { String((value * 1_000_000).rounded() / 1_000_000) }

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
