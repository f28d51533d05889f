/// Which lines of which script files ran, and how often (`segue test --coverage`): for each
/// file, every executable line (Lua's own `activelines` of the file's functions) with its
/// hit count, 0 when it never ran.
public struct LineCoverage: Sendable, Equatable {
    /// Executable line → times it ran, per file path.
    public var files: [String: [Int: Int]] = [:]

    /// Coverage of `files` (path → executable line → hits); empty by default.
    public init(files: [String: [Int: Int]] = [:]) { self.files = files }

    /// Adds `other`'s counts to these (a file run by several specs sums their hits).
    public mutating func merge(_ other: LineCoverage) {
        for (path, lines) in other.files {
            files[path, default: [:]].merge(lines) { first, second in
                let (sum, overflow) = first.addingReportingOverflow(second)
                return overflow ? Int.max : sum
            }
        }
    }

    /// Lines that ran at least once, of the executable lines, over every file.
    public var summary: (hit: Int, found: Int) {
        files.values.reduce((0, 0)) { total, lines in
            (total.0 + lines.values.count { $0 > 0 }, total.1 + lines.count)
        }
    }
}
