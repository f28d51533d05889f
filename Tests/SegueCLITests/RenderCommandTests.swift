import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `segue render --format svg`: a filmstrip of the run's frames, well-formed, with the
/// frames asked for; bad options are usage errors.
@Suite struct RenderCommandTests {
    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-\(UUID().uuidString)-\(name)").path
    }

    @Test func theCubeTurnsInAFilmstrip() throws {
        let out = scratch("cube.svg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--format", "svg", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        // Eight frames, labelled from the start to the end, with the faces turned in 3-D.
        #expect(svg.components(separatedBy: "<text ").count == 9)
        #expect(svg.contains("t 0 s · progress 0") && svg.contains("t 0.6 s · progress 1"))
        #expect(svg.contains("<polygon"))
    }

    @Test func chosenTimesAndRequests() throws {
        let out = scratch("at.svg")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--request", "tab:3", "--at", "0,0.3", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.components(separatedBy: "<text ").count == 3)
        #expect(svg.contains("data-view=\"peopleView\""))
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [["--frames", "1"], ["--at", "0,x"], ["--format", "jpeg"], ["--format", "html", "--frames", "4"], ["--frames", "3", "--at", "0"], ["--scrub", "0.5", "--gesture", "g.json"], ["--request", "bogus"], ["--fps", "0"]] {
            let result = try SegueProcess.run(["render", "examples/cube.lua", "--output", scratch("x.svg")] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
        }
        let missing = try SegueProcess.run(["render", "examples/nope.lua", "--output", scratch("x.svg")])
        #expect(missing.status == 1 && missing.stderr.contains("nope.lua"))
    }
}
