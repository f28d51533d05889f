import SegueSystem
import Foundation
import Testing
@testable import SegueTesting
import SegueLua

/// `segue test --review` and `--accept`'s logic (``GoldenReview``) on real failing runs:
/// accepting one golden makes its test pass and leaves the other failing; accepting from a CI
/// artifact folder writes into the project; a PNG whose pixels did not change is not
/// rewritten; ids outside the roots, links and broken run files are refused.
@Suite struct GoldenReviewTests {
    static let spec = """
        it("slow", function() expect(stage.load("slide.lua", { fps = 10 }):record()):matches_golden("slow") end)
        it("fast", function() expect(stage.load("slide.lua", { fps = 20 }):record()):matches_golden("fast") end)
        """

    /// A fixture whose two goldens were written, then the script changed: both fail.
    static func failingFixture() throws -> SpecFixture {
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.goldenUpdate = .new
        #expect(fixture.run(update).report.exitStatus == 0)
        try slideScript.replacingOccurrences(of: "timing = \"linear\"", with: "timing = \"easeIn\"")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        #expect(fixture.run().report.failed == 2)
        return fixture
    }

    @Test func acceptingOneGoldenLeavesTheOtherFailing() throws {
        let fixture = try Self.failingFixture()
        let review = try GoldenReview(paths: [fixture.folder])
        let pending = try review.pending()
        #expect(pending.map(\.name) == ["fast", "slow"])
        let slow = try #require(pending.first { $0.name == "slow" })
        #expect(slow.id == fixture.path("__goldens__/slow.trace") && slow.kind == .trace && !slow.isNew)
        #expect(slow.failure.contains("frame"), "\(slow.failure)")
        let run = try #require(readTextFile(fixture.path("__goldens__/slow.actual.trace")))

        let written = try review.accept(slow.id)
        #expect(written == [fixture.path("__goldens__/slow.trace")])
        #expect(readTextFile(fixture.path("__goldens__/slow.trace")) == run)
        #expect(!InputFile.exists(fixture.path("__goldens__/slow.actual.trace")))
        #expect(try review.pending().map(\.name) == ["fast"])

        let (report, events) = fixture.run()
        #expect(events.result("slow")?.failure == nil)
        #expect(events.result("fast")?.failure != nil)
        #expect(report.failed == 1)
        // The accepted golden is no longer failing: a second accept is refused.
        #expect(throws: GoldenReviewError.self) { try review.accept(slow.id) }
    }

    /// An export golden (`NAME.EXT` of `expect(s:export(FMT)):matches_golden(NAME)`) that a run
    /// failed on leaves `NAME.actual.EXT`: the review lists it and an accept keeps it through
    /// the store, after which the spec passes.
    @Test func aFailingExportGoldenIsListedAndAccepted() throws {
        let spec = """
            it("exports", function() expect(stage.load("slide.lua"):export("spec")):matches_golden("panel") end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.goldenUpdate = .new
        #expect(fixture.run(update).report.exitStatus == 0)
        try slideScript.replacingOccurrences(of: "timing = \"linear\"", with: "timing = \"easeIn\"")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        #expect(fixture.run().report.failed == 1)
        let run = try #require(readTextFile(fixture.path("__goldens__/panel.actual.json")))
        let review = try GoldenReview(paths: [fixture.folder])
        let pending = try review.pending()
        #expect(pending.map(\.id) == [fixture.path("__goldens__/panel.json")], "\(pending)")
        #expect(pending.first?.kind == .export && pending.first?.isNew == false && pending.first?.fileExtension == "json")
        #expect(try review.accept(fixture.path("__goldens__/panel.json")) == [fixture.path("__goldens__/panel.json")])
        #expect(readTextFile(fixture.path("__goldens__/panel.json")) == run)
        #expect(!InputFile.exists(fixture.path("__goldens__/panel.actual.json")))
        #expect(try review.pending().isEmpty)
        #expect(fixture.run().report.exitStatus == 0)
    }

    @Test func rejectingKeepsTheGoldenAndDropsTheRunsFile() throws {
        let fixture = try Self.failingFixture()
        let review = try GoldenReview(paths: [fixture.path("slide_spec.lua")])
        let golden = readTextFile(fixture.path("__goldens__/fast.trace"))
        try review.reject(fixture.path("__goldens__/fast.trace"))
        #expect(readTextFile(fixture.path("__goldens__/fast.trace")) == golden)
        #expect(try review.pending().map(\.name) == ["slow"])
    }

    @Test func anArtifactsRunFilesBecomeTheProjectsGoldens() throws {
        let fixture = try Self.failingFixture()
        let run = try #require(readTextFile(fixture.path("__goldens__/slow.actual.trace")))
        // The project: the spec folder `specs/` holds the old goldens and no run file; the
        // artifact holds the run's files by the same relative paths.
        let project = try SpecFixture([
            "specs/__goldens__/slow.trace": try #require(readTextFile(fixture.path("__goldens__/slow.trace"))),
            "specs/other/keep.txt": "",
        ])
        let artifact = try SpecFixture([
            "specs/__goldens__/slow.actual.trace": run,
            "specs/__goldens__/fresh.actual.trace": run,
            "elsewhere/__goldens__/outside.actual.trace": run,
        ])
        let review = try GoldenReview(paths: ["specs"], artifact: artifact.folder, project: project.folder)
        let pending = try review.pending()
        #expect(pending.map(\.id) == ["specs/__goldens__/fresh.trace", "specs/__goldens__/slow.trace"])
        #expect(pending.map(\.isNew) == [true, false])

        try review.accept("specs/__goldens__/slow.trace")
        #expect(readTextFile(project.path("specs/__goldens__/slow.trace")) == run)
        #expect(!InputFile.exists(artifact.path("specs/__goldens__/slow.actual.trace")))
        try review.accept("specs/__goldens__/fresh.trace")
        #expect(readTextFile(project.path("specs/__goldens__/fresh.trace")) == run)
        // A golden outside the paths given is not the review's.
        #expect(throws: GoldenReviewError.self) { try review.accept("elsewhere/__goldens__/outside.trace") }
        #expect(!InputFile.exists(project.path("elsewhere")))
        #expect(throws: GoldenReviewError.self) { try GoldenReview(paths: ["../specs"], artifact: artifact.folder, project: project.folder) }
        #expect(throws: GoldenReviewError.self) { try GoldenReview(paths: [project.folder], artifact: artifact.folder, project: project.folder) }
    }

    @Test func namesOutsideTheRootsLinksAndBrokenRunFilesAreRefused() throws {
        let fixture = try Self.failingFixture()
        let outside = try SpecFixture(["__goldens__/secret.actual.trace": "# segue golden trace 1\n", "passwd": "root"])
        // A link to another folder's goldens, below the root, is not followed.
        try FileManager.default.createSymbolicLink(atPath: fixture.path("linked"), withDestinationPath: outside.folder)
        try FileManager.default.createDirectory(atPath: fixture.path("inner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("inner/__goldens__"),
                                                   withDestinationPath: outside.path("__goldens__"))
        let review = try GoldenReview(paths: [fixture.folder])
        #expect(try review.pending().map(\.name) == ["fast", "slow"])
        for id in ["../../etc/passwd", outside.path("passwd"), outside.path("__goldens__/secret.trace"),
                   fixture.path("linked/__goldens__/secret.trace"), fixture.path("inner/__goldens__/secret.trace"),
                   fixture.path("__goldens__/../slide.lua")] {
            #expect(throws: GoldenReviewError.self) { try review.accept(id) }
        }
        let slow = fixture.path("__goldens__/slow.trace")
        #expect(throws: GoldenReviewError.self) { try review.file(slow, named: "../slide.lua") }
        #expect(throws: GoldenReviewError.self) { try review.file(slow, named: "slow.trace") }

        // A run's file that is not a trace accepts nothing, and stays.
        let golden = readTextFile(slow)
        try "not a trace\n".write(toFile: fixture.path("__goldens__/slow.actual.trace"), atomically: true, encoding: .utf8)
        #expect(throws: GoldenReviewError.self) { try review.accept(slow) }
        #expect(readTextFile(slow) == golden)
        #expect(InputFile.exists(fixture.path("__goldens__/slow.actual.trace")))
    }

    @Test func acceptedImagesAreRewrittenOnlyWhereTheirPixelsChanged() throws {
        let fixture = try SpecFixture(["slide.lua": ImageGoldenTests.script, "slide_spec.lua": ImageGoldenTests.spec])
        var update = SpecOptions()
        update.goldenUpdate = .new
        #expect(fixture.run(update).report.exitStatus == 0)
        try ImageGoldenTests.script.replacingOccurrences(of: "alpha = 0.5", with: "alpha = 0.25")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        #expect(fixture.run().report.failed == 1)
        let review = try GoldenReview(paths: [fixture.folder])
        let images = try #require(try review.pending().first)
        #expect(images.kind == .images && images.id == fixture.path("__goldens__/slide.*.png"))
        #expect(images.frames.contains(2) && !images.frames.contains(1))
        #expect(try review.file(images.id, named: "slide.2.actual.png") != nil)

        // A frame the run left whose pixels are the golden's (here frame 1's, copied) is not rewritten.
        let first = fixture.path("__goldens__/slide.1.png")
        try FileManager.default.copyItem(atPath: first, toPath: fixture.path("__goldens__/slide.1.actual.png"))
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: first)
        let second = try Data(contentsOf: URL(fileURLWithPath: fixture.path("__goldens__/slide.2.png")))

        let written = try review.accept(images.id)
        #expect(!written.contains(first) && written.contains(fixture.path("__goldens__/slide.2.png")))
        #expect(try FileManager.default.attributesOfItem(atPath: first)[.modificationDate] as? Date == old)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture.path("__goldens__/slide.2.png"))) != second)
        #expect(!InputFile.exists(fixture.path("__goldens__/slide.2.diff.png")))
        #expect(try review.pending().isEmpty)
        #expect(fixture.run().report.exitStatus == 0)
    }

    @Test func anAcceptedAnimationReplacesTheAnimatedGoldenAndItsDiffsGo() throws {
        let spec = ImageGoldenTests.spec.replacingOccurrences(of: "matches_golden_images(\"slide\")",
                                                              with: "matches_golden_images(\"slide\", { animated = true })")
        #expect(spec != ImageGoldenTests.spec)
        let fixture = try SpecFixture(["slide.lua": ImageGoldenTests.script, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.goldenUpdate = .new
        #expect(fixture.run(update).report.exitStatus == 0)
        let golden = fixture.path("__goldens__/slide.animated.png")
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        try ImageGoldenTests.script.replacingOccurrences(of: "alpha = 0.5", with: "alpha = 0.25")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        #expect(fixture.run().report.failed == 1)
        #expect(InputFile.exists(fixture.path("__goldens__/slide.animated.2.diff.png")))
        let review = try GoldenReview(paths: [fixture.folder])
        let animated = try #require(try review.pending().first)
        #expect(animated.kind == .animated && animated.id == golden && !animated.isNew)
        #expect(try review.file(animated.id, named: "slide.animated.2.diff.png") != nil)

        #expect(try review.accept(animated.id) == [golden])
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) != before)
        #expect(!InputFile.exists(fixture.path("__goldens__/slide.animated.actual.png")))
        #expect(!InputFile.exists(fixture.path("__goldens__/slide.animated.2.diff.png")))
        #expect(fixture.run().report.exitStatus == 0)
    }
}

/// Issue 40: a search that reaches its folder limit names the first folder it did not look
/// into; one that looked everywhere names none.
@Suite struct GoldenSearchLimitTests {
    @Test func anIncompleteSearchSaysWhereItStopped() throws {
        let fixture = try GoldenReviewTests.failingFixture()
        for name in ["a", "b", "c"] {
            try FileManager.default.createDirectory(atPath: fixture.path(name), withIntermediateDirectories: true)
        }
        var review = try GoldenReview(paths: [fixture.folder])
        let complete = try review.pendingSearch()
        #expect(complete.unsearched.isEmpty)
        #expect(complete.goldens.count == 2)
        review.folderLimit = 3
        let cut = try review.pendingSearch()
        // `__goldens__` sorts before `a`: found before the limit; `c` is past it.
        #expect(cut.goldens.count == 2)
        #expect(cut.unsearched == ["\(fixture.folder)/c: not looked into, nor any folder after it in name order: the search stops after 3 folders"])
    }

    /// Issue 45: an animated golden keeps its instants too; once the take's length changes it
    /// is compared at them and fails saying so, and an accepted run brings its own instants.
    @Test func anAnimatedGoldenIsComparedAtItsInstantsAndAnAcceptKeepsTheRuns() throws {
        let spec = ImageGoldenTests.spec.replacingOccurrences(of: "matches_golden_images(\"slide\")",
                                                              with: "matches_golden_images(\"slide\", { animated = true })")
        let fixture = try SpecFixture(["slide.lua": ImageGoldenTests.script, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.goldenUpdate = .new
        #expect(fixture.run(update).report.exitStatus == 0)
        let instants = fixture.path("__goldens__/slide.animated.instants")
        #expect(try String(contentsOfFile: instants, encoding: .utf8).hasSuffix("\n1 0 0\n2 0.25 0.5\n3 0.5 1\n"))
        try ImageGoldenTests.script.replacingOccurrences(of: "duration = 0.5", with: "duration = 1.0")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        var options = SpecOptions()
        let log = ImageGoldenLog()
        options.imageGoldenLog = log
        let (report, events) = fixture.run(options)
        let message = events.result("looks the same")?.failure?.message ?? ""
        #expect(report.failed == 1 && message.contains("the take's instants moved"), "\(message)")
        // The golden's 0.25 s against the run at 0.25 s, not the run's second frame at 0.5 s.
        #expect(log.failures.first?.frame == 2 && log.failures.first?.time == 0.25 && log.failures.first?.goldenTime == 0.25,
                "\(log.failures)")
        #expect(InputFile.exists(fixture.path("__goldens__/slide.animated.actual.instants")))

        let review = try GoldenReview(paths: [fixture.folder])
        let animated = try #require(try review.pending().first)
        #expect(try review.accept(animated.id).contains(instants))
        #expect(try String(contentsOfFile: instants, encoding: .utf8).hasSuffix("\n1 0 0\n2 0.5 0.5\n3 1 1\n"))
        #expect(!InputFile.exists(fixture.path("__goldens__/slide.animated.actual.instants")))
        #expect(fixture.run().report.exitStatus == 0)
    }
}
