import SegueCore

/// One JSON document for the whole run: its format and version, the seed, every file with
/// its tests (status, location, tags, assertions, seconds, failure details, printed output),
/// and the summary counts. The document follows `docs/schemas/test-report.schema.json`.
public final class JSONReporter: SpecReporter {
    /// The document's `format` field.
    public static let format = "segue.test-report"
    /// The document's `version` field: raised when a field changes meaning or goes away
    /// (fields may be added within a version).
    public static let version = 1

    private let write: ReportOutput
    public init(write: @escaping ReportOutput) { self.write = write }

    public func runFinished(_ report: RunReport) {
        var files: [ReportJSON] = []
        for file in report.files {
            var tests: [ReportJSON] = []
            for test in file.tests {
                var object: [(String, ReportJSON)] = [
                    ("name", .string(test.name)), ("file", .string(test.file)), ("line", .number(Double(test.line))),
                    ("tags", .array(test.tags.map(ReportJSON.string))), ("status", .string(test.status.rawValue)),
                    ("assertions", .number(Double(test.assertions))), ("seconds", .number(test.duration)),
                ]
                if let reason = test.skipReason { object.append(("skipReason", .string(reason))) }
                if test.assertedNothing { object.append(("warning", .string("asserted nothing"))) }
                if let failure = test.failure { object.append(("failure", failureObject(failure))) }
                if !test.output.isEmpty { object.append(("output", .string(test.output))) }
                tests.append(.object(object))
            }
            var object: [(String, ReportJSON)] = [
                ("path", .string(file.path)), ("repetition", .number(Double(file.repetition))),
                ("seconds", .number(file.duration)), ("tests", .array(tests)),
            ]
            if let error = file.loadError { object.append(("loadError", .string(error))) }
            if let failure = file.teardownFailure { object.append(("teardownFailure", failureObject(failure))) }
            files.append(.object(object))
        }
        var root: [(String, ReportJSON)] = [("format", .string(Self.format)), ("version", .number(Double(Self.version)))]
        if let seed = report.seed { root.append(("seed", .number(Double(seed)))) }
        if let error = report.runnerError { root.append(("error", .string(error))) }
        root.append(("files", .array(files)))
        root.append(("summary", .object([
            ("passed", .number(Double(report.passed))), ("failed", .number(Double(report.failed))),
            ("skipped", .number(Double(report.skipped))), ("filesNotRun", .number(Double(report.loadErrors.count))),
            ("seconds", .number(report.duration)), ("exitStatus", .number(Double(report.exitStatus))),
        ])))
        write(ReportJSON.object(root).text)
    }

    private func failureObject(_ failure: TestFailure) -> ReportJSON {
        var object: [(String, ReportJSON)] = [("message", .string(failure.message))]
        if let location = failure.location { object.append(("location", .string(location))) }
        if let expected = failure.expected { object.append(("expected", .string(expected))) }
        if let actual = failure.actual { object.append(("actual", .string(actual))) }
        if let diff = failure.diff { object.append(("diff", .string(diff))) }
        if let traceback = failure.traceback { object.append(("traceback", .string(traceback))) }
        if let phase = failure.phase { object.append(("phase", .string(phase))) }
        object.append(("timedOut", .bool(failure.timedOut)))
        if !failure.reports.isEmpty { object.append(("reports", .array(failure.reports.map { .string($0) }))) }
        return .object(object)
    }
}

/// A JSON value with its keys in a fixed order.
indirect enum ReportJSON {
    case string(String), number(Double), bool(Bool), array([ReportJSON]), object([(String, ReportJSON)])

    var text: String {
        switch self {
        case .string(let s): return ReportJSON.quote(s)
        case .number(let n):
            if abs(n) < 1e15, let whole = Int64(exactly: n) { return String(whole) }
            return n.isFinite ? "\(n)" : "null"
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(\.text).joined(separator: ",") + "]"
        case .object(let fields):
            return "{" + fields.map { ReportJSON.quote($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String { jsonQuoted(s) }
}
