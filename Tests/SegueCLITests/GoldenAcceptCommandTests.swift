import Foundation
import Testing
import TestScratch

/// Issue 34, item 2, without the page: `segue test --accept ID|NAME|all [--from ARTIFACT]`
/// makes a failing golden's run file its golden and leaves the others failing; from a CI
/// artifact folder it writes into the project (the current folder); an id that is not a
/// failing golden exits 1, and a path leaving the project with `--from` exits 2.
@Suite(.serialized) struct GoldenAcceptCommandTests {
    static let spec = """
    it("records", function() expect(stage.load("cube.lua"):record()):matches_golden("cube.timed") end)
    it("renders", function()
      expect(stage.load("cube.lua"):render { frames = 3, width = 40 }):matches_golden_images("cube.images")
    end)
    """

    /// A spec folder whose trace and image goldens were written, then the cube's turn changed:
    /// both fail.
    func failingFixture() throws -> String {
        let folder = ScratchFolder.make("accept") + "/project"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "examples/cube.lua", toPath: folder + "/cube.lua")
        try Self.spec.write(toFile: folder + "/cube_spec.lua", atomically: true, encoding: .utf8)
        let page = ["--image-report", folder + "/../page.html"]
        #expect(try SegueProcess.runBounded(["test", folder, "--update-goldens=new"] + page).status == 0)
        let script = try String(contentsOfFile: folder + "/cube.lua", encoding: .utf8)
        try script.replacingOccurrences(of: "(math.pi / 2) * k / steps", with: "(math.pi / 2.2) * k / steps")
            .write(toFile: folder + "/cube.lua", atomically: true, encoding: .utf8)
        #expect(try SegueProcess.runBounded(["test", folder] + page).status == 1)
        return folder
    }

    @Test func acceptingByNameLeavesTheOtherGoldenFailing() throws {
        let folder = try failingFixture()
        let page = ["--image-report", folder + "/../page.html"]
        let run = try Data(contentsOf: URL(fileURLWithPath: folder + "/__goldens__/cube.timed.actual.trace"))
        let accepted = try SegueProcess.runBounded(["test", folder, "--accept", "cube.timed"])
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(accepted.stdout.contains("accepted \(folder)/__goldens__/cube.timed.trace"), "\(accepted.stdout)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/__goldens__/cube.timed.trace")) == run)
        let after = try SegueProcess.runBounded(["test", folder] + page)
        #expect(after.status == 1 && after.stdout.contains("1 passed, 1 failed"), "\(after.stdout)")

        let unknown = try SegueProcess.runBounded(["test", folder, "--accept", "../../etc/passwd"])
        #expect(unknown.status == 1 && unknown.stderr.contains("no failing golden"), "\(unknown.stderr)")
        #expect(try SegueProcess.runBounded(["test", folder, "--accept", "all"]).status == 0)
        #expect(try SegueProcess.runBounded(["test", folder] + page).status == 0)
    }

    @Test func anArtifactIsAcceptedIntoTheProjectFromTheCurrentFolder() throws {
        let folder = try failingFixture()
        let parent = (folder as NSString).deletingLastPathComponent
        // The CI artifact: the run's files by their paths relative to the project's folder.
        let artifact = parent + "/artifact/project/__goldens__"
        try FileManager.default.createDirectory(atPath: artifact, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/__goldens__") where name.contains(".actual.") {
            try FileManager.default.moveItem(atPath: folder + "/__goldens__/" + name, toPath: artifact + "/" + name)
        }
        let result = try SegueProcess.run(["test", "--accept", "all", "--from", "artifact"], in: parent)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("accepted project/__goldens__/cube.images.*.png"), "\(result.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: artifact).isEmpty)
        #expect(try SegueProcess.runBounded(["test", folder, "--image-report", parent + "/page.html"]).status == 0)
        let outside = try SegueProcess.run(["test", "--accept", "all", "--from", "artifact", "../.."], in: parent)
        #expect(outside.status == 2 && outside.stderr.contains("cannot leave the project"), "\(outside.stderr)")
    }
}
