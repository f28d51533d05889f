import Foundation
import FoundationXML
import Testing
@testable import SegueTesting

/// The machine-readable reports: TAP, JUnit and JSON.
@Suite struct ReporterFormatTests {
    static let specs = [
        "r_spec.lua": """
            describe("report", function()
              it("passes", function() expect(1):equals(1) end)
              it("fails <&> \\"quoted\\"", function() expect({ a = 1 }):same({ a = 2 }) end)
              pending("waits")
            end)
            """,
        "x_spec.lua": "it('broken', function()\n",
    ]

    @Test func tapHasAPlanAndALinePerTest() throws {
        let fixture = try SpecFixture(Self.specs)
        let (text, report) = fixture.output { TAPReporter(write: $0) }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "TAP version 13")
        let results = lines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(lines.contains("1..\(results.count)"))
        #expect(results.count == 4, "3 tests and the file that could not run")
        #expect(results.filter { $0.hasPrefix("not ok") }.count == 2)
        #expect(results.contains { $0.hasPrefix("ok") && $0.hasSuffix("# SKIP pending") })
        // Numbers run 1…N in order.
        let numbers = results.map { line in Int(line.split(separator: " ")[line.hasPrefix("ok") ? 1 : 2])! }
        #expect(numbers == Array(1...results.count))
        #expect(lines.last == "# " + report.summaryLine)
        // Failure details sit in an indented YAML block.
        #expect(lines.contains("  ---") && lines.contains("  ..."))
    }

    @Test func junitIsWellFormedWithATestcasePerTest() throws {
        let fixture = try SpecFixture(Self.specs)
        let (text, report) = fixture.output { JUnitReporter(write: $0) }
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(text)")
        #expect(collector.count("testsuites") == 1)
        #expect(collector.count("testsuite") == 2)
        #expect(collector.count("testcase") == report.tests.count + 1, "a testcase per test and one for the broken file")
        #expect(collector.count("failure") == 1)
        #expect(collector.count("skipped") == 1)
        #expect(collector.count("error") == 1)
        #expect(collector.names.contains("report › fails <&> \"quoted\""))
    }

    @Test func jsonParsesAndCarriesTheSummary() throws {
        let fixture = try SpecFixture(Self.specs)
        let (text, _) = fixture.output { JSONReporter(write: $0) }
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let summary = try #require(object?["summary"] as? [String: Any])
        #expect(summary["passed"] as? Int == 1)
        #expect(summary["failed"] as? Int == 1)
        #expect(summary["skipped"] as? Int == 1)
        #expect(summary["exitStatus"] as? Int == 2)
        let files = try #require(object?["files"] as? [[String: Any]])
        let tests = files.flatMap { $0["tests"] as? [[String: Any]] ?? [] }
        let failed = try #require(tests.first { $0["status"] as? String == "failed" })
        let failure = try #require(failed["failure"] as? [String: Any])
        #expect((failure["diff"] as? String)?.contains("- ") == true)
        #expect((failure["location"] as? String)?.hasSuffix("r_spec.lua:3") == true)
    }

    @Test func terminalEndsWithTheSummaryLine() throws {
        let fixture = try SpecFixture(["t_spec.lua": "it('a', function() expect(1):equals(1) end)\nit('b', function() expect(1):equals(2) end)\npending('c')"])
        let (text, _) = fixture.output { TerminalReporter(colour: false, write: $0) }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.last == "1 passed, 1 failed, 1 skipped")
        #expect(text.contains("expected: 2"))
        #expect(text.contains("actual:   1"))
        #expect(!text.contains("\u{1B}["), "no colour when asked for none")
    }
}

final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var names: [String] = []
    func count(_ name: String) -> Int { elements.count { $0 == name } }
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(elementName)
        if elementName == "testcase", let name = attributes["name"] { names.append(name) }
    }
}
