/// Line coverage as an LCOV tracefile (the `geninfo` format that `lcov`, `genhtml`,
/// Codecov, Coveralls, SonarQube and GitLab read): per file `SF:`, a `DA:line,hits` for
/// each executable line in order, `LH:`/`LF:` and `end_of_record`; files in sorted order.
public enum LCOVReport {
    /// The tracefile's text, `testName` on its `TN:` line.
    public static func text(of coverage: LineCoverage, testName: String = "segue") -> String {
        var out = ""
        for path in coverage.files.keys.sorted() {
            let lines = coverage.files[path] ?? [:]
            out += "TN:\(testName)\nSF:\(path)\n"
            for line in lines.keys.sorted() { out += "DA:\(line),\(lines[line] ?? 0)\n" }
            out += "LH:\(lines.values.count { $0 > 0 })\nLF:\(lines.count)\nend_of_record\n"
        }
        return out
    }
}
