import Foundation
import PackedText
import Testing

/// `segue render --format png|gif|html`: real encoders make files ImageMagick reads with the
/// frames asked for; a missing encoder names the Debian package; the html holds the run.
@Suite struct RenderImageTests {
    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-render-\(UUID().uuidString)-\(name)").path
    }

    /// `identify`'s one line per frame of `path`.
    func identify(_ path: String) throws -> [String] {
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["identify", path])
        #expect(result.status == 0, "identify (Debian's imagemagick, installed by scripts/ensure-deps): \(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func aPNGIsTheFilmstripAsOneImage() throws {
        let out = scratch("cube.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--format", "png", "--frames", "4", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try identify(out)
        #expect(frames.count == 1)
        // Four cells of 180 px and 16 px gaps across.
        #expect(frames.first?.contains("PNG 800x") == true, "\(frames)")
    }

    @Test func aGIFHasOneFramePerChosenFrame() throws {
        let out = scratch("cube.gif")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--format", "gif", "--frames", "5", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try identify(out)
        #expect(frames.count == 5, "\(frames)")
        #expect(frames.allSatisfy { $0.contains(" GIF ") })
        // By default one frame every 1/50 s of the 0.6 s run, both ends included.
        let all = try SegueProcess.run(["render", "examples/cube.lua", "--format", "gif", "--output", out])
        #expect(all.status == 0 && all.stdout.contains("31 frames"), "\(all.stdout)\(all.stderr)")
        #expect(try identify(out).count == 31)
    }

    /// The unique colours and the brightest channel (0…1) of `region` (WxH+X+Y) of `image`.
    func colours(_ image: String, _ region: String) throws -> (count: Int, brightest: Double) {
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), arguments: [
            "convert", image, "-crop", region, "+repage", "-format", "%k %[fx:maxima]", "info:",
        ])
        let parts = result.stdout.split(separator: " ")
        #expect(result.status == 0 && parts.count == 2, "\(result.stdout)\(result.stderr)")
        return (parts.first.flatMap { Int($0) } ?? 0, parts.last.flatMap { Double($0) } ?? 0)
    }

    /// The panel's dimming is drawn over the content it dims (UIKit stacks it above the
    /// presenting view, below the presented one): the region above the panel is darker at the
    /// end than at the start. (It sat behind the presenter, animated and invisible.)
    @Test func aPresentationsDimmingDarkensWhatItCovers() throws {
        let png = scratch("panel.png")
        defer { try? FileManager.default.removeItem(atPath: png) }
        let result = try SegueProcess.run(["render", "examples/panel.lua", "--format", "png", "--frames", "2", "--output", png])
        #expect(result.status == 0, "\(result.stderr)")
        // Two 180 × 320 px cells, 16 px apart; the panel covers each cell's lower half at the end.
        let start = try colours(png, "120x80+46+60"), end = try colours(png, "120x80+242+60")
        #expect(start.count == 1 && end.count == 1, "one flat colour each: \(start) \(end)")
        #expect(end.brightest < start.brightest - 0.2, "dimmed at the end: \(start.brightest) -> \(end.brightest)")
    }

    @Test func theTimeAndProgressLabelsSurviveInPNGAndGIF() throws {
        let png = scratch("labels.png"), gif = scratch("labels.gif")
        defer { for path in [png, gif] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(try SegueProcess.run(["render", "examples/cube.lua", "--format", "png", "--frames", "4", "--out", png]).status == 0)
        #expect(try SegueProcess.run(["render", "examples/cube.lua", "--format", "gif", "--frames", "3", "--out", gif]).status == 0)
        // Under a 180 × 320 px cell: light anti-aliased text on the dark sheet, where beside
        // the label the sheet is one dark colour.
        let label = try colours(png, "180x18+16+338"), beside = try colours(png, "40x18+150+338")
        #expect(label.count > 10 && label.brightest > 0.8, "\(label)")
        #expect(beside.count == 1 && beside.brightest < 0.2, "\(beside)")
        // A GIF frame is one 360 px cell with its label under it.
        let frame = try colours(gif + "[1]", "360x18+16+658")
        #expect(frame.count > 10 && frame.brightest > 0.8, "\(frame)")
    }

    @Test func aPNGIsWhatRsvgConvertMakesOfTheSVG() throws {
        let svg = scratch("sheet.svg"), png = scratch("sheet.png"), reference = scratch("reference.png")
        defer { for path in [svg, png, reference] { try? FileManager.default.removeItem(atPath: path) } }
        let options = ["--frames", "3"]
        #expect(try SegueProcess.run(["render", "examples/door.lua", "--format", "svg", "--out", svg] + options).status == 0)
        #expect(try SegueProcess.run(["render", "examples/door.lua", "--format", "png", "--out", png] + options).status == 0)
        let rsvg = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                        arguments: ["rsvg-convert", "--format", "png", "--output", reference, svg])
        #expect(rsvg.status == 0, "rsvg-convert (librsvg2-bin): \(rsvg.stderr)")
        // ImageMagick counts the pixels that differ at all: none, labels' text included.
        let compare = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                           arguments: ["compare", "-metric", "AE", png, reference, "null:"])
        #expect(compare.status == 0 && compare.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "0",
                "compare: \(compare.stdout)\(compare.stderr)")
    }

    @Test func librsvgAndCairoAreLoadedWhenAnImageIsDrawnNotLinked() throws {
        // Linked, every segue process would load them (and their dozens of libraries) at start-up.
        let libraries = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                             arguments: ["ldd", SegueProcess.executable.path])
        #expect(libraries.status == 0 && libraries.stdout.contains("libc.so"), "\(libraries.stdout)\(libraries.stderr)")
        #expect(!libraries.stdout.contains("librsvg") && !libraries.stdout.contains("libcairo"), "\(libraries.stdout)")
    }

    @Test func aPNGNeedsNoRsvgConvertAndAGIFNamesImageMagicksPackage() throws {
        let emptyPath = scratch("no-tools")
        try FileManager.default.createDirectory(atPath: emptyPath, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: emptyPath) }
        let png = scratch("x.png"), gif = scratch("x.gif")
        defer { for path in [png, gif] { try? FileManager.default.removeItem(atPath: path) } }
        func render(_ format: String, _ out: String) throws -> SegueProcess.Result {
            try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                 arguments: ["PATH=\(emptyPath)", SegueProcess.executable.path, "render",
                                             "examples/cube.lua", "--format", format, "--output", out])
        }
        // librsvg rasterises in the process: no rsvg-convert needed.
        let made = try render("png", png)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(try identify(png).first?.contains("PNG 800x") == true)
        let missing = try render("gif", gif)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("imagemagick"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: gif))
    }

    @Test func theHTMLPlayerHoldsEveryFrameOfTheRun() throws {
        let out = scratch("cube.html")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try SegueProcess.run(["render", "examples/cube.lua", "--format", "html", "--fps", "30", "--output", out])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: out, encoding: .utf8)
        #expect(page.contains("id=\"segue-embedded\""))
        // 0.6 s at 30 frames per second, both ends: 19 frames.
        #expect(result.stdout.contains("19 frames"), "\(result.stdout)")
        #expect(try embeddedTakeText(page).components(separatedBy: "{\"t\":").count - 1 == 19)
    }
}
