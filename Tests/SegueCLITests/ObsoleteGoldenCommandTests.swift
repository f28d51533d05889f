import Foundation
import Testing
import TestScratch

/// Issue 34, item 3: after a full run that passed, `segue test` names the golden files in the
/// specs' `__goldens__` that no spec used, and `--prune` removes them through the file gate —
/// regular files only: a link (to a file outside), a FIFO or a folder by a golden's name is
/// refused naming it and stays, and nothing outside the spec's folder changes. A partial run
/// (a filter, a shard, one spec of a folder) never calls a golden obsolete.
@Suite(.serialized) struct ObsoleteGoldenCommandTests {
    static let script = """
    return segue.transition {
      scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "a" } }, { id = "b", view = { id = "b" } } } },
      duration = 0.1,
      timing = "linear",
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx) ctx.to.view.x = 300 end,
      animation = function(ctx) ctx.to.view.x = 0 end,
    }
    """

    static func spec(_ name: String) -> String {
        """
        describe("\(name)", function()
          it("records", function()
            expect(stage.load("t.lua"):record()):matches_golden("\(name)")
          end)
          it("renders", function()
            expect(stage.load("t.lua"):render { frames = 2, width = 30 }):matches_golden_images("\(name).images")
          end)
        end)
        """
    }

    /// A folder of two specs with their goldens written, and a folder outside it holding
    /// `victim.txt`.
    func fixture() throws -> (folder: String, outside: String) {
        let root = ScratchFolder.make("prune")
        let folder = root + "/project", outside = root + "/outside"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        try Self.script.write(toFile: folder + "/t.lua", atomically: true, encoding: .utf8)
        try Self.spec("one").write(toFile: folder + "/one_spec.lua", atomically: true, encoding: .utf8)
        try Self.spec("two").write(toFile: folder + "/two_spec.lua", atomically: true, encoding: .utf8)
        try "keep me\n".write(toFile: outside + "/victim.txt", atomically: true, encoding: .utf8)
        let update = try SegueProcess.runBounded(["test", folder, "--update-goldens"])
        #expect(update.status == 0, "\(update.stdout)")
        return (folder, outside)
    }

    func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder + "/__goldens__").sorted()
    }

    @Test func aFullRunNamesTheGoldensNoSpecUsedAndPruneRemovesThem() throws {
        let (folder, _) = try fixture()
        let goldens = folder + "/__goldens__"
        let clean = try SegueProcess.runBounded(["test", folder])
        #expect(clean.status == 0 && !clean.stdout.contains("obsolete"), "\(clean.stdout)")
        // A renamed test's goldens, its stale .actual, the run of a frame no longer rendered,
        // the diff of a frame in use (the run removes it when the frame matches), and a file
        // that is no golden (left alone).
        for name in ["old.trace", "old.actual.trace", "old.images.1.png", "old.images.instants", "one.images.3.actual.png",
                     "two.images.1.diff.png"] {
            try "x".write(toFile: goldens + "/" + name, atomically: true, encoding: .utf8)
        }
        try "notes".write(toFile: goldens + "/README.txt", atomically: true, encoding: .utf8)
        let listed = try SegueProcess.runBounded(["test", folder])
        #expect(listed.status == 0, "\(listed.stdout)")
        #expect(listed.stdout.contains("5 obsolete golden files no spec used"), "\(listed.stdout)")
        for name in ["old.trace", "old.actual.trace", "old.images.1.png", "old.images.instants", "one.images.3.actual.png"] {
            #expect(listed.stdout.contains("  \(goldens)/\(name)\n"), "\(name): \(listed.stdout)")
        }
        #expect(!(try names(folder)).contains("two.images.1.diff.png"))
        // One spec of the two: the other's goldens are not called obsolete.
        let one = try SegueProcess.runBounded(["test", folder + "/one_spec.lua"])
        #expect(one.status == 0 && !one.stdout.contains("obsolete"), "\(one.stdout)")
        let pruneOne = try SegueProcess.runBounded(["test", folder + "/one_spec.lua", "--prune"])
        #expect(pruneOne.status == 0, "\(pruneOne.stdout)")
        #expect(pruneOne.stdout.contains("not looked at: \(goldens) (\(folder)/two_spec.lua did not run)"), "\(pruneOne.stdout)")
        #expect(FileManager.default.fileExists(atPath: goldens + "/old.trace"))
        let pruned = try SegueProcess.runBounded(["test", folder, "--prune"])
        #expect(pruned.status == 0, "\(pruned.stdout) \(pruned.stderr)")
        #expect(pruned.stdout.contains("--prune removed 5 obsolete golden files"), "\(pruned.stdout)")
        // An image golden's instants stay while its frames are used.
        #expect(try names(folder) == ["README.txt", "one.images.1.png", "one.images.2.png", "one.images.instants", "one.trace",
                                      "two.images.1.png", "two.images.2.png", "two.images.instants", "two.trace"])
        #expect(try SegueProcess.runBounded(["test", folder]).status == 0)
    }

    /// Export goldens (`expect(s:export(FORMAT)):matches_golden(NAME)`, kept as `NAME.EXT` in
    /// the same store) are used goldens: `--prune` never calls them obsolete — not even one
    /// whose name is shaped like a trace's report (`NAME.report.html`, a CSS export named
    /// `NAME.report`) — nor a failing run's `NAME.actual.EXT` while the spec uses it.
    @Test func pruneKeepsTheExportGoldensSpecsUse() throws {
        let root = ScratchFolder.make("prune-export")
        let folder = root + "/project", goldens = folder + "/__goldens__"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Self.script.write(toFile: folder + "/t.lua", atomically: true, encoding: .utf8)
        try """
        describe("exports", function()
          it("keeps its css", function()
            expect(stage.load("t.lua"):export("css")):matches_golden("panel.report")
          end)
          it("keeps its lottie", function()
            expect(stage.load("t.lua"):export("lottie")):matches_golden("panel")
          end)
        end)
        """.write(toFile: folder + "/export_spec.lua", atomically: true, encoding: .utf8)
        let update = try SegueProcess.runBounded(["test", folder, "--update-goldens"])
        #expect(update.status == 0, "\(update.stdout)")
        #expect(try names(folder) == ["panel.json", "panel.report.html"])
        // A stale run's file of a used export golden is the spec's too.
        try "x".write(toFile: goldens + "/panel.actual.json", atomically: true, encoding: .utf8)
        let listed = try SegueProcess.runBounded(["test", folder])
        #expect(listed.status == 0 && !listed.stdout.contains("obsolete"), "\(listed.stdout)")
        let pruned = try SegueProcess.runBounded(["test", folder, "--prune"])
        #expect(pruned.status == 0 && !pruned.stdout.contains("removed"), "\(pruned.stdout)")
        #expect(try names(folder) == ["panel.json", "panel.report.html"])
    }

    @Test func pruneRefusesLinksFIFOsAndFoldersAndChangesNothingOutside() throws {
        let (folder, outside) = try fixture()
        let goldens = folder + "/__goldens__"
        #expect(symlink(outside + "/victim.txt", goldens + "/linked.trace") == 0)
        #expect(symlink(outside, goldens + "/linked.1.png") == 0)
        #expect(mkfifo(goldens + "/fifo.trace", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: goldens + "/folder.1.png", withIntermediateDirectories: false)
        try "x".write(toFile: goldens + "/plain.trace", atomically: true, encoding: .utf8)
        let listed = try SegueProcess.runBounded(["test", folder])
        #expect(listed.status == 0, "\(listed.stdout)")
        #expect(listed.stdout.contains("\(goldens)/linked.trace (a symbolic link: --prune leaves it)"), "\(listed.stdout)")
        let pruned = try SegueProcess.runBounded(["test", folder, "--prune"])
        #expect(pruned.status == 1, "\(pruned.stdout) \(pruned.stderr)")
        #expect(pruned.stdout.contains("--prune removed 1 obsolete golden file"), "\(pruned.stdout)")
        for name in ["linked.trace", "linked.1.png"] {
            #expect(pruned.stderr.contains("\(goldens)/\(name): is a symbolic link, not a regular file"), "\(name): \(pruned.stderr)")
        }
        #expect(pruned.stderr.contains("\(goldens)/fifo.trace: is a FIFO"), "\(pruned.stderr)")
        #expect(pruned.stderr.contains("\(goldens)/folder.1.png: is a folder"), "\(pruned.stderr)")
        let left = try names(folder)
        #expect(!left.contains("plain.trace") && left.contains("linked.trace") && left.contains("fifo.trace")
                && left.contains("linked.1.png") && left.contains("folder.1.png"), "\(left)")
        #expect(try String(contentsOfFile: outside + "/victim.txt", encoding: .utf8) == "keep me\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside) == ["victim.txt"])
    }

    @Test func pruneNeedsAFullRunThatPassed() throws {
        let (folder, _) = try fixture()
        try "x".write(toFile: folder + "/__goldens__/old.trace", atomically: true, encoding: .utf8)
        for partial in [["--filter", "records"], ["--shard", "1/2"], ["--tags", "x"], ["--fail-fast"], ["--pattern", "one"]] {
            let result = try SegueProcess.runBounded(["test", folder, "--prune"] + partial)
            #expect(result.status == 2, "\(partial): \(result.stderr)")
            #expect(result.stderr.contains("--prune") && result.stderr.contains(partial[0]), "\(result.stderr)")
        }
        // A failing run prunes nothing.
        try "x".write(toFile: folder + "/__goldens__/one.trace", atomically: true, encoding: .utf8)
        let failing = try SegueProcess.runBounded(["test", folder, "--prune"])
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(failing.stdout.contains("--prune removed nothing"), "\(failing.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder + "/__goldens__/old.trace"))
    }
}
