import Foundation
import Testing

/// Issue 45: `segue render --scale 1|2|3` draws deliverable frames that many times larger, as
/// sharp, and `--no-label` leaves out the burnt-in "t … s · progress …" line (an animation's
/// frame is then the window alone), read back by real consumers: ImageMagick and ffprobe.
@Suite struct RenderScaleTests {
    func scratch(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segue-scale-\(UUID().uuidString)-\(name)").path
    }

    /// `tool`'s standard output, run through `env`, its status checked.
    func tool(_ arguments: [String]) throws -> String {
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments)
        #expect(result.status == 0, "\(arguments.first ?? ""): \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The first frame's `WIDTHxHEIGHT` as ImageMagick reads it (an APNG's default image is its first frame).
    func size(_ image: String) throws -> String { try tool(["identify", "-format", "%wx%h", image + "[0]"]) }

    /// The unique colours of `region` (WxH+X+Y) of `image`'s first frame.
    func colourCount(_ image: String, _ region: String) throws -> Int {
        Int(try tool(["convert", image + "[0]", "-crop", region, "+repage", "-format", "%k", "info:"])) ?? -1
    }

    /// The colour of pixel (x, y) of `image`'s first frame, as ImageMagick names it.
    func pixel(_ image: String, _ x: Int, _ y: Int) throws -> String {
        try tool(["convert", image + "[0]", "-format", "%[pixel:p{\(x),\(y)}]", "info:"])
    }

    @Test func anAPNGAtScale2WithoutLabelIsTheWindowTwiceAsLarge() throws {
        let labelled = scratch("one.png"), bare = scratch("bare.png"), double = scratch("two.png")
        defer { for path in [labelled, bare, double] { try? FileManager.default.removeItem(atPath: path) } }
        let run = ["render", "examples/cube.lua", "--format", "apng", "--frames", "2", "--output"]
        #expect(try SegueProcess.run(run + [labelled]).status == 0)
        let one = try SegueProcess.run(run + [bare, "--no-label"]), two = try SegueProcess.run(run + [double, "--scale", "2", "--no-label"])
        #expect(one.status == 0 && two.status == 0, "\(one.stderr)\(two.stderr)")
        // Labelled: the 375 × 667 window drawn 360 × 640.32 in a 16 px margin, its label row
        // (22 px) under it; librsvg rounds a fraction of a pixel up.
        #expect(try size(labelled) == "392x695")
        #expect(try colourCount(labelled, "180x18+16+658") > 10, "the label's anti-aliased text")
        // Without the label: the window alone; at --scale 2, twice as wide and high.
        #expect(try size(bare) == "360x641")
        #expect(try size(double) == "720x1281")
        // The same picture: flat regions keep their colour at the doubled place, and the
        // bottom rows, where the label was, are the window's (one flat colour, no text).
        for (x, y) in [(20, 20), (180, 320), (340, 620)] {
            #expect(try pixel(bare, x, y) == pixel(double, 2 * x, 2 * y), "at \(x), \(y)")
        }
        #expect(try colourCount(double, "600x30+60+1240") == 1)
    }

    @Test func anMP4AtScale2IsTwiceAsLargeAndAnSVGHasNoLabelText() throws {
        let video = scratch("cube.mp4"), svg = scratch("cube.svg")
        defer { for path in [video, svg] { try? FileManager.default.removeItem(atPath: path) } }
        let made = try SegueProcess.run(["render", "examples/cube.lua", "--format", "mp4", "--frames", "4", "--scale", "2", "--no-label", "--output", video])
        #expect(made.status == 0, "\(made.stderr)")
        let probe = try tool(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", video])
        // 720 × 1280.64, rounded up, then padded to even sides for H.264's 4:2:0.
        #expect(probe == "720,1282")
        #expect(try SegueProcess.run(["render", "examples/cube.lua", "--frames", "3", "--scale", "3", "--no-label", "--output", svg]).status == 0)
        let sheet = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(!sheet.contains("<text") && !sheet.contains("progress"))
        // Three 180 × 320.16 px cells and 16 px margins, no label row: 604 × 352.16, drawn 3 ×.
        #expect(sheet.contains("width=\"1812\" height=\"1056.48\" viewBox=\"0 0 604 352.16\""), "\(sheet.prefix(200))")
    }

    @Test func scaleIsOneTwoOrThreeAndNotForTheHTMLPlayer() throws {
        for arguments in [["--scale", "4"], ["--scale", "0"], ["--format", "html", "--scale", "2"], ["--format", "html", "--no-label"]] {
            let result = try SegueProcess.run(["render", "examples/cube.lua", "--output", scratch("x")] + arguments)
            #expect(result.status != 0 && result.stderr.contains(arguments.contains("--no-label") ? "--no-label" : "--scale"), "\(arguments): \(result.stderr)")
        }
    }
}
