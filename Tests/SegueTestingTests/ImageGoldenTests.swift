import Foundation
import Testing
@testable import SegueImages
@testable import SegueTesting

/// Image goldens: a pixel comparison with its tolerances, and end to end — a spec locks a
/// transition's rendered frames, a changed number in the script fails naming the frame and
/// its differing pixels with the actual and diff PNGs written, the page of failures shows
/// them, and updating accepts the change. Needs rsvg-convert (scripts/ensure-deps).
@Suite struct ImageGoldenTests {
    func image(_ pixels: [[UInt8]]) -> PixelImage {
        PixelImage(width: pixels.count, height: 1, rgba: pixels.flatMap { $0 })
    }

    @Test func pixelsDifferBeyondTheChannelTolerance() {
        let expected = image([[10, 20, 30, 255], [0, 0, 0, 255], [200, 200, 200, 255]])
        let actual = image([[12, 20, 30, 255], [0, 0, 0, 250], [200, 200, 200, 255]])
        let exact = ImageComparison().compare(expected: expected, actual: actual)
        #expect(exact.differingPixels == 2 && !exact.matches)
        #expect(exact.diff?.rgba[0..<4] == [255, 0, 0, 255] && exact.diff?.rgba[8..<12] != [255, 0, 0, 255])
        #expect(ImageComparison(channelTolerance: 2).compare(expected: expected, actual: actual).differingPixels == 1)
        #expect(ImageComparison(channelTolerance: 5).compare(expected: expected, actual: actual).matches)
        #expect(ImageComparison(allowedPixels: 2).compare(expected: expected, actual: actual).matches)
        let resized = ImageComparison(channelTolerance: 255, allowedPixels: 100).compare(expected: expected, actual: image([[0, 0, 0, 0]]))
        #expect(resized.sizesDiffer && !resized.matches && resized.diff == nil)
    }

    @Test func thePageInlinesImagesAsBase64() {
        #expect(ImageGoldenPage.base64(Array("Man".utf8)) == "TWFu" && ImageGoldenPage.base64(Array("Ma".utf8)) == "TWE=")
    }

    static let script = """
    return segue.transition {
      scene = segue.scene {
        container = "swipe", size = { width = 100, height = 200 },
        pages = { { id = "a", view = { id = "aView", color = "#3366ff" } },
                  { id = "b", view = { id = "bView", color = "#ff9900" } } },
      },
      duration = 0.5,
      timing = "linear",
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx) ctx.to.view.x = ctx.container.width * ctx.direction end,
      animation = function(ctx) ctx.to.view.x = 0; ctx.from.view.alpha = 0.5 end,
    }
    """

    static let spec = """
    describe("slide", function()
      it("looks the same", function()
        local s = stage.load("slide.lua")
        expect(s:render { frames = 3, width = 50 }):matches_golden_images("slide")
      end)
    end)
    """

    @Test func aChangedNumberFailsNamingTheFrameAndWritesTheDiffAndThePage() throws {
        let fixture = try SpecFixture(["slide.lua": Self.script, "slide_spec.lua": Self.spec])
        var update = SpecOptions()
        update.updateGoldens = true
        #expect(fixture.run(update).report.exitStatus == 0)
        let golden = fixture.path("__goldens__/slide.2.png")
        #expect(FileManager.default.fileExists(atPath: golden))
        #expect(FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.3.png")))
        #expect(!FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.4.png")))

        // The same run again matches, and renders the very same bytes.
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        #expect(fixture.run(update).report.exitStatus == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == before)
        #expect(fixture.run().report.exitStatus == 0)

        try Self.script.replacingOccurrences(of: "alpha = 0.5", with: "alpha = 0.25")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        var options = SpecOptions()
        let page = fixture.path("failures.html")
        let log = ImageGoldenLog(page: page)
        options.imageGoldenLog = log
        let (report, events) = fixture.run(options)
        #expect(report.exitStatus == 1)
        let message = events.result("looks the same")?.failure?.message ?? ""
        // Issue 45: reporters link the page and the diff PNG, as they link a trace's report.
        #expect(events.result("looks the same")?.failure?.reports == [page, fixture.path("__goldens__/slide.2.diff.png")], "\(message)")
        // Issue 45: the diff PNG is named once (it was also named before the list reporters read).
        #expect(message.components(separatedBy: "slide.2.diff.png").count == 2, "\(message)")
        // Frame 1 is the start, before anything moved: the first difference is frame 2, the middle.
        #expect(message.hasPrefix("frame 2: "), "\(message)")
        #expect(message.contains("pixels differ"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.2.actual.png")))
        #expect(FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.2.diff.png")))
        #expect(!FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.1.diff.png")))
        // The last frame is the end state, where the page that faded has left the window.
        #expect(log.failures.map(\.frame) == [2])
        #expect(!FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.3.actual.png")))

        try ImageGoldenPage.write(log.failures, to: page)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("\"name\":\"slide\"") && html.contains("data:image/png;base64,") && !html.contains("{{FAILURES}}"))

        // Updating accepts the change: the next run passes and the failure files are gone.
        #expect(fixture.run(update).report.exitStatus == 0)
        #expect(fixture.run().report.exitStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.2.diff.png")))
    }

    /// Issue 45: a golden keeps the instants its frames show (`NAME.instants`), and once the
    /// take's length changes each golden frame is compared with the run at the same time in
    /// the take — not with the run's frame of the same number, a different instant.
    @Test func aGoldenIsComparedWithTheRunAtItsOwnInstants() throws {
        let fixture = try SpecFixture(["slide.lua": Self.script, "slide_spec.lua": Self.spec])
        var update = SpecOptions()
        update.updateGoldens = true
        #expect(fixture.run(update).report.exitStatus == 0)
        let instantsPath = fixture.path("__goldens__/slide.instants")
        // Three frames evenly over the half-second linear take: 0, 0.25 and 0.5 s.
        let instants = try String(contentsOfFile: instantsPath, encoding: .utf8)
        #expect(instants.hasPrefix("# ") && instants.hasSuffix("\n1 0 0\n2 0.25 0.5\n3 0.5 1\n"), "\(instants)")

        func run(duration: String) -> (message: String, failures: [ImageGoldenFailure]) {
            try? Self.script.replacingOccurrences(of: "duration = 0.5", with: "duration = \(duration)")
                .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
            var options = SpecOptions()
            let log = ImageGoldenLog(page: fixture.path("failures.html"))
            options.imageGoldenLog = log
            let (report, events) = fixture.run(options)
            #expect(report.exitStatus == 1)
            return (events.result("looks the same")?.failure?.message ?? "", log.failures)
        }

        // Twice as long: the golden's 0.25 s (progress 0.5) is compared with the run at 0.25 s
        // (progress 0.25), not with the run's frame 2 at 0.5 s.
        let longer = run(duration: "1.0")
        #expect(longer.failures.map(\.frame) == [2, 3], "\(longer.message)")
        for failure in longer.failures {
            #expect(failure.goldenTime == failure.time && failure.time != nil && !failure.pairedByNumber, "\(failure)")
        }
        #expect(longer.failures.first?.time == 0.25 && longer.failures.first?.goldenProgress == 0.5
                && longer.failures.first?.progress == 0.25, "\(longer.failures)")
        #expect(longer.message.contains("the take's instants moved: the golden shows 0, 0.25 and 0.5 s, this run's frames are at 0, 0.5 and 1 s"),
                "\(longer.message)")

        // Half as long: the golden's 0.5 s is no longer in the take, and the page says so.
        let shorter = run(duration: "0.25")
        let gone = shorter.failures.first { $0.frame == 3 }
        #expect(gone?.actual == nil && gone?.words == "the golden's instant, t 0.5 s, is not in this take (it ends at 0.25 s)",
                "\(shorter.failures)")
        #expect(!FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.3.actual.png")))
        try ImageGoldenPage.write(shorter.failures, to: fixture.path("failures.html"))
        let html = try String(contentsOfFile: fixture.path("failures.html"), encoding: .utf8)
        #expect(html.contains("\"goldenTime\":0.5") && html.contains("\"actual\":null"))
        let summary = ImageGoldenSummary.line(shorter.failures, page: "image-goldens.html")
        #expect(summary.contains("1 frame differs from its golden image; 1 golden instant is not in the run's take"), "\(summary)")

        // `failed` records the golden again at the run's instants; the next run passes.
        var failed = SpecOptions()
        failed.goldenUpdate = .failed
        #expect(fixture.run(failed).report.exitStatus == 0)
        // 0.25 s is 15 frames at 60 per second: the middle one of three is frame 8, at 0.133 s.
        let recorded = try String(contentsOfFile: instantsPath, encoding: .utf8)
        #expect(recorded.hasSuffix("\n1 0 0\n2 0.133333 0.533333\n3 0.25 1\n"), "\(recorded)")
        #expect(fixture.run().report.exitStatus == 0)
    }

    /// A golden kept before instants were (no `NAME.instants`) still works, frame K against
    /// frame K, and a failure says so; `--update-goldens=all` records its instants.
    @Test func aGoldenWithoutInstantsIsPairedByNumberAndSaysSo() throws {
        let fixture = try SpecFixture(["slide.lua": Self.script, "slide_spec.lua": Self.spec])
        var update = SpecOptions()
        update.updateGoldens = true
        #expect(fixture.run(update).report.exitStatus == 0)
        let instantsPath = fixture.path("__goldens__/slide.instants")
        try FileManager.default.removeItem(atPath: instantsPath)
        #expect(fixture.run().report.exitStatus == 0)
        try Self.script.replacingOccurrences(of: "alpha = 0.5", with: "alpha = 0.25")
            .write(toFile: fixture.path("slide.lua"), atomically: true, encoding: .utf8)
        var options = SpecOptions()
        let log = ImageGoldenLog(page: fixture.path("failures.html"))
        options.imageGoldenLog = log
        let (report, events) = fixture.run(options)
        let message = events.result("looks the same")?.failure?.message ?? ""
        #expect(report.exitStatus == 1 && message.contains(ImageGoldenFiles.pairedByNumber), "\(message)")
        #expect(log.failures.map(\.frame) == [2] && log.failures.allSatisfy { $0.pairedByNumber && $0.goldenTime == nil })
        #expect(fixture.run(update).report.exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: instantsPath))
    }

    /// Animated goldens are settled by the store's one rule as still frames are: a golden kept
    /// before instants were counts as differing in its instants, so `failed` records them for
    /// an animated golden too (the instants work wrote them only for still frames), and a file
    /// that no longer decodes differs, so `failed` rewrites it rather than stopping the run.
    @Test func animatedGoldensFollowTheStoresRule() throws {
        let spec = Self.spec.replacingOccurrences(of: "matches_golden_images(\"slide\")",
                                                  with: "matches_golden_images(\"slide\", { animated = true })")
        let fixture = try SpecFixture(["slide.lua": Self.script, "slide_spec.lua": spec])
        var update = SpecOptions()
        update.updateGoldens = true
        #expect(fixture.run(update).report.exitStatus == 0)
        let golden = fixture.path("__goldens__/slide.animated.png"), instantsPath = fixture.path("__goldens__/slide.animated.instants")
        #expect(FileManager.default.fileExists(atPath: golden) && FileManager.default.fileExists(atPath: instantsPath))
        try FileManager.default.removeItem(atPath: instantsPath)
        let before = try FileManager.default.attributesOfItem(atPath: golden)[.modificationDate] as? Date
        var failed = SpecOptions()
        failed.goldenUpdate = .failed
        #expect(fixture.run(failed).report.exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: instantsPath), "failed records an animated golden's missing instants")
        // Its frames did not change: the APNG is left as it was.
        #expect(try FileManager.default.attributesOfItem(atPath: golden)[.modificationDate] as? Date == before)

        try Data("not a png".utf8).write(to: URL(fileURLWithPath: golden))
        #expect(fixture.run().report.exitStatus == 1)
        #expect(fixture.run(failed).report.exitStatus == 0)
        #expect(fixture.run().report.exitStatus == 0)
    }

    /// An instants file that is not one fails naming its file and line: nothing is guessed.
    @Test func aBrokenInstantsFileFailsNamingItsLine() throws {
        let fixture = try SpecFixture(["slide.lua": Self.script, "slide_spec.lua": Self.spec])
        var update = SpecOptions()
        update.updateGoldens = true
        #expect(fixture.run(update).report.exitStatus == 0)
        try "# instants\n1 0 0\n3 0.5 1\n".write(toFile: fixture.path("__goldens__/slide.instants"), atomically: true, encoding: .utf8)
        let (report, events) = fixture.run()
        let message = events.result("looks the same")?.failure?.message ?? ""
        #expect(report.exitStatus == 1 && message.contains("slide.instants:3: expected 'frame time progress' for frame 2"), "\(message)")
        // `all` writes it again.
        #expect(fixture.run(update).report.exitStatus == 0)
        #expect(try String(contentsOfFile: fixture.path("__goldens__/slide.instants"), encoding: .utf8).hasSuffix("\n3 0.5 1\n"))
        #expect(fixture.run().report.exitStatus == 0)
        #expect(throws: (any Error).self) { try ImageGoldenInstants(text: "1 0 nan\n", path: "x") }
        #expect(throws: (any Error).self) { try ImageGoldenInstants(text: "1 -0.5 0\n", path: "x") }
    }
}
