import Foundation
import Testing
import TestScratch

/// Issue 28, items 1 and 2, at the command line: every file `segue test` and `segue render`
/// read or write for a spec, a golden or an option goes through the file gate. A link
/// committed in `__goldens__/` (or `__goldens__` itself a link) is refused naming it and
/// nothing outside the spec's folder is read, written or removed; a FIFO or a link to
/// `/dev/zero` as a golden PNG is refused at once; a report, coverage or drawing written to
/// `/dev/full` fails with exit 2 (1 for render) naming it; view ids holding a space or a quote
/// round-trip through a golden trace, and ids holding a newline are refused with file:line.
@Suite(.serialized) struct FileGateCommandTests {
    /// A transition whose views have ids a line-based format must escape.
    static let script = """
    return segue.transition {
      scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "a view" } }, { id = "b", view = { id = 'b"q%20' } } } },
      duration = 0.2,
      timing = "linear",
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx) ctx.to.view.x = 300 end,
      animation = function(ctx) ctx.to.view.x = 0 end,
    }
    """

    static let spec = """
    describe("gate", function()
      it("records", function()
        expect(stage.load("t.lua"):record()):matches_golden("t")
      end)
    end)
    """

    /// A spec folder with `t.lua` and `t_spec.lua`, and a folder outside it holding
    /// `victim.txt`; both paths.
    func fixture() throws -> (folder: String, outside: String) {
        let root = ScratchFolder.make("gate")
        let folder = root + "/project", outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Self.script.write(toFile: folder + "/t.lua", atomically: true, encoding: .utf8)
        try Self.spec.write(toFile: folder + "/t_spec.lua", atomically: true, encoding: .utf8)
        try "keep me\n".write(toFile: outside + "/victim.txt", atomically: true, encoding: .utf8)
        return (folder, outside)
    }

    /// The names and contents of the files in `folder`.
    func contents(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            files[name] = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? "<unreadable>"
        }
        return files
    }

    @Test func idsWithASpaceAQuoteAndAPercentRoundTripThroughAGolden() throws {
        let (folder, _) = try fixture()
        let update = try SegueProcess.runBounded(["test", folder, "--update-goldens"])
        #expect(update.status == 0, "\(update.stdout)")
        let golden = try String(contentsOfFile: folder + "/__goldens__/t.trace", encoding: .utf8)
        #expect(golden.contains(" a%20view.x ") && golden.contains(" b\"q%2520.x "), "\(golden.prefix(400))")
        let again = try SegueProcess.runBounded(["test", folder])
        #expect(again.status == 0, "\(again.stdout)")
    }

    @Test func theRunTableWritesAnIdWithASpaceOrAPercentAsOneWord() throws {
        let (folder, _) = try fixture()
        let result = try SegueProcess.runBounded(["run", folder + "/t.lua"])
        #expect(result.status == 0, "\(result.stderr)")
        let header = result.stdout.split(separator: "\n").first { $0.hasPrefix("t ") } ?? ""
        #expect(header.contains(" b\"q%2520.x"), "\(result.stdout.prefix(400))")
    }

    @Test func anIdHoldingANewlineIsRefusedWithFileAndLine() throws {
        let (folder, _) = try fixture()
        let script = Self.script.replacingOccurrences(of: "id = \"a view\"", with: "id = \"a\\nview\"")
        try script.write(toFile: folder + "/t.lua", atomically: true, encoding: .utf8)
        let result = try SegueProcess.runBounded(["run", folder + "/t.lua"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("t.lua:2:"), "\(result.stderr)")
        #expect(result.stderr.contains("control character U+000A"), "\(result.stderr)")
    }

    @Test func aGoldenThatIsALinkIsRefusedAndItsTargetUntouched() throws {
        let (folder, outside) = try fixture()
        #expect(try SegueProcess.runBounded(["test", folder, "--update-goldens"]).status == 0)
        let golden = folder + "/__goldens__/t.trace"
        try FileManager.default.removeItem(atPath: golden)
        #expect(symlink(outside + "/victim.txt", golden) == 0)
        let before = try contents(outside)
        for arguments in [["test", folder], ["test", folder, "--update-goldens"]] {
            let result = try SegueProcess.runBounded(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.contains("\(golden): is a symbolic link"), "\(arguments): \(result.stdout)")
            #expect(!result.stdout.contains("keep me"), "the outside file's text is never shown")
            #expect(try contents(outside) == before, "\(arguments)")
        }
    }

    @Test func anActualTraceThatIsALinkIsNeverWrittenThrough() throws {
        let (folder, outside) = try fixture()
        try FileManager.default.createDirectory(atPath: folder + "/__goldens__", withIntermediateDirectories: true)
        let actual = folder + "/__goldens__/t.actual.trace"
        #expect(symlink(outside + "/victim.txt", actual) == 0)
        let before = try contents(outside)
        let result = try SegueProcess.runBounded(["test", folder])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(actual): is a symbolic link"), "\(result.stdout)")
        #expect(try contents(outside) == before)
    }

    @Test func aGoldensFolderThatIsALinkIsRefused() throws {
        let (folder, outside) = try fixture()
        #expect(try SegueProcess.runBounded(["test", folder, "--update-goldens"]).status == 0)
        // The goldens move outside, with a stale .actual.trace an update would remove; the
        // spec's __goldens__ becomes a link to them.
        let moved = outside + "/goldens"
        try FileManager.default.moveItem(atPath: folder + "/__goldens__", toPath: moved)
        try "stale\n".write(toFile: moved + "/t.actual.trace", atomically: true, encoding: .utf8)
        #expect(symlink(moved, folder + "/__goldens__") == 0)
        let before = try contents(moved)
        for arguments in [["test", folder], ["test", folder, "--update-goldens"]] {
            let result = try SegueProcess.runBounded(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stdout.contains("\(folder)/__goldens__: is a symbolic link, not a folder"), "\(arguments): \(result.stdout)")
            #expect(try contents(moved) == before, "\(arguments)")
        }
    }

    static let imageSpec = """
    describe("images", function()
      it("renders", function()
        expect(stage.load("t.lua"):render { frames = 1, width = 40 }):matches_golden_images("c")
      end)
    end)
    """

    @Test func aGoldenImageThatIsAFIFOOrALinkToADeviceIsRefused() throws {
        let (folder, _) = try fixture()
        try Self.imageSpec.write(toFile: folder + "/t_spec.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/__goldens__", withIntermediateDirectories: true)
        let golden = folder + "/__goldens__/c.1.png"
        #expect(mkfifo(golden, 0o644) == 0)
        let fromFIFO = try SegueProcess.runBounded(["test", folder])
        #expect(fromFIFO.status == 1, "\(fromFIFO.stdout)")
        #expect(fromFIFO.stdout.contains("\(golden): is a FIFO, not a regular file"), "\(fromFIFO.stdout)")
        try FileManager.default.removeItem(atPath: golden)
        #expect(symlink("/dev/zero", golden) == 0)
        let fromZero = try SegueProcess.runBounded(["test", folder])
        #expect(fromZero.status == 1, "\(fromZero.stdout)")
        #expect(fromZero.stdout.contains("\(golden): is a symbolic link"), "\(fromZero.stdout)")
    }

    @Test func reportsCoverageAndDrawingsToAFullDeviceFail() throws {
        let (folder, _) = try fixture()
        #expect(try SegueProcess.runBounded(["test", folder, "--update-goldens"]).status == 0)
        let junit = try SegueProcess.runBounded(["test", folder, "--reporter", "junit", "--output", "/dev/full"])
        #expect(junit.status == 2, "\(junit.stderr)")
        #expect(junit.stderr.contains("/dev/full") && junit.stderr.contains("not a regular file"), "\(junit.stderr)")
        let coverage = try SegueProcess.runBounded(["test", folder, "--coverage", "--coverage-output", "/dev/full"])
        #expect(coverage.status == 2, "\(coverage.stderr)")
        #expect(coverage.stderr.contains("/dev/full") && coverage.stderr.contains("not a regular file"), "\(coverage.stderr)")
        // The animations and videos of issue 34 too: refused before the run, with no encoder needed.
        for format in ["svg", "html", "png", "gif", "apng", "mp4", "webm"] {
            let render = try SegueProcess.runBounded(["render", folder + "/t.lua", "--format", format, "--output", "/dev/full"])
            #expect(render.status == 1, "\(format): \(render.stderr)")
            #expect(render.stderr.contains("/dev/full: is a character device, not a regular file"), "\(format): \(render.stderr)")
        }
    }

    @Test func anOutputIsWrittenWholeAndLeavesNoTemporaryFile() throws {
        let (folder, outside) = try fixture()
        #expect(try SegueProcess.runBounded(["test", folder, "--update-goldens"]).status == 0)
        let report = outside + "/report.xml"
        let result = try SegueProcess.runBounded(["test", folder, "--reporter", "junit", "--output", report])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: report, encoding: .utf8).hasSuffix("</testsuites>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside).sorted() == ["report.xml", "victim.txt"])
    }
}

/// `segue export` writes through the gate: a device is refused before the run, a link where
/// the main file or the sheet beside it goes is never written through, and ids holding a
/// space, a quote or a percent sign come out as the same ids in the JSON.
@Suite(.serialized) struct ExportFileGateTests {
    @Test func exportsGoThroughTheGate() throws {
        let (folder, outside) = try FileGateCommandTests().fixture()
        let full = try SegueProcess.runBounded(["export", folder + "/t.lua", "--format", "spec", "--output", "/dev/full"])
        #expect(full.status == 1 && full.stderr.contains("/dev/full: is a character device, not a regular file"), "\(full.stderr)")
        // The main file a link to a file outside: refused, the file untouched.
        try FileManager.default.createSymbolicLink(atPath: folder + "/hand.json", withDestinationPath: outside + "/victim.txt")
        let linked = try SegueProcess.runBounded(["export", folder + "/t.lua", "--format", "spec", "--output", folder + "/hand.json"])
        #expect(linked.status == 1 && linked.stderr.contains("hand.json"), "\(linked.stderr)")
        // The sheet beside it a link: refused before anything is written, nothing outside changed.
        try FileManager.default.createSymbolicLink(atPath: folder + "/out.html", withDestinationPath: outside + "/victim.txt")
        let sheet = try SegueProcess.runBounded(["export", folder + "/t.lua", "--format", "spec", "--output", folder + "/out.json"])
        #expect(sheet.status == 1 && sheet.stderr.contains("out.html"), "\(sheet.stderr)")
        #expect(try String(contentsOfFile: outside + "/victim.txt", encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["victim.txt"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/out.json"), "no spec without its sheet")
        try FileManager.default.removeItem(atPath: folder + "/out.html")
        #expect(try SegueProcess.runBounded(["export", folder + "/t.lua", "--format", "spec", "--output", folder + "/out.json"]).status == 0)
        let json = try Data(contentsOf: URL(fileURLWithPath: folder + "/out.json"))
        let document = try JSONSerialization.jsonObject(with: json) as? [String: Any]
        let ids = (document?["views"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        #expect(Set(ids).isSuperset(of: ["a view", "b\"q%20"]), "\(ids)")
    }
}
