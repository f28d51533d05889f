import SegueCore
import Testing
@testable import SegueTesting

/// Issue 28, item 2: a golden trace cannot be injected. Ids holding a space, a quote, a `%`,
/// a newline or a tab are written as one escaped word of the header (never a new line or a
/// new column), read back to the same columns, and a run matches the golden it wrote — on
/// the fast path and the full one.
@Suite struct GoldenTraceEscapingTests {
    static let ids = ["a view", "b\"q", "50%", "%20", "line\nbreak", "tab\there", "é e\u{301}", "dash—id"]

    func trace() -> GoldenTrace {
        let columns = Self.ids.map { "\($0).x" }
        let rows: [[Double?]] = [[0, 0] + columns.map { _ in 1.5 }, [0.1, 1] + columns.map { _ in nil }]
        return GoldenTrace(title: "evil\ntitle — with a dash", columns: columns, rows: rows)
    }

    @Test func everyIdIsOneWordOfOneHeaderLine() {
        let text = trace().text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5, "\(text)")   // title, columns, two rows, the empty end
        #expect(lines[1].split(separator: " ").count == 4 + Self.ids.count, "\(lines[1])")
        #expect(lines[1].contains("a%20view.x") && lines[1].contains("line%0Abreak.x") && lines[1].contains("%2520.x"))
    }

    @Test func readsBackToTheSameColumnsAndTitle() throws {
        let written = trace()
        let read = try GoldenTrace.read(written.text)
        #expect(read.columns == written.columns)
        #expect(read.title == written.title)
        #expect(read.rows.count == 2)
    }

    @Test func aRunMatchesTheGoldenItWrote() throws {
        let written = trace()
        #expect(written.isHeld(byGoldenText: written.text, tolerance: 0))
        let read = try GoldenTrace.read(written.text)
        #expect(GoldenComparison.firstDifference(expected: read, actual: written, tolerance: 0) == nil)
    }

    @Test func plainIdsAreWrittenAsTheyAre() {
        #expect(WordEscaping.escaped("card.alpha") == "card.alpha")
        #expect(WordEscaping.unescaped(Array("100%".utf8)) == "100%")
        #expect(WordEscaping.unescaped(Array("%zz".utf8)) == "%zz")
    }
}
