import Foundation
import Testing

/// `segue test` with image goldens: a run whose frames differ exits 1 and writes the page of
/// failing frames where `--image-report` says, naming it; frames are rasterised in the
/// process, with no `rsvg-convert` on `PATH`.
@Suite struct GoldenImageCommandTests {
    static let spec = """
    describe("cube", function()
      it("turns", function()
        local s = stage.load("cube.lua")
        expect(s:render { frames = 3, width = 40 }):matches_golden_images("cube")
      end)
    end)
    """

    func fixture() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-golden-images-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "examples/cube.lua", toPath: folder + "/cube.lua")
        try Self.spec.write(toFile: folder + "/cube_spec.lua", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func aDifferingRunWritesThePageItNames() throws {
        let folder = try fixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/report.html"
        #expect(try SegueProcess.run(["test", folder, "--update-goldens"]).status == 0)
        let script = try String(contentsOfFile: folder + "/cube.lua", encoding: .utf8)
        let changed = script.replacingOccurrences(of: "(math.pi / 2) * k / steps", with: "(math.pi / 2.2) * k / steps")
        #expect(changed != script, "the cube's animation no longer has the number this test changes")
        try changed.write(toFile: folder + "/cube.lua", atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["test", folder, "--image-report", page])
        #expect(result.status == 1)
        #expect(result.stdout.contains("frame 2: ") && result.stdout.contains("pixels differ"), "\(result.stdout)")
        #expect(result.stdout.contains("golden image; expected, actual and diff side by side in \(page)"), "\(result.stdout)")
        #expect(!result.stdout.contains("no golden image yet"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("\"frame\":\"2\"") && html.contains("data:image/png;base64,"))
    }

    /// Issue 45: goldens not recorded yet are summarised as missing, not as frames that differ.
    @Test func missingGoldensAreSummarisedAsMissing() throws {
        let folder = try fixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/report.html"
        let result = try SegueProcess.run(["test", folder, "--image-report", page])
        #expect(result.status == 1)
        let summary = result.stdout.split(separator: "\n").last { $0.hasPrefix("segue test: ") }.map(String.init) ?? ""
        #expect(summary.contains("frames have no golden image yet (--update-goldens records them); the frames drawn in \(page)"), "\(result.stdout)")
        #expect(!summary.contains("differ"), "\(summary)")
    }

    @Test func framesAreRasterisedInTheProcessWithoutRsvgConvert() throws {
        let folder = try fixture()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try SegueProcess.run(["test", folder, "--update-goldens"]).status == 0)
        // No rsvg-convert on PATH: librsvg in the process draws the same pixels. (With neither,
        // the error names librsvg2-bin: SVGRasteriserTests, with libraries that do not exist.)
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                          arguments: ["PATH=\(folder)", SegueProcess.executable.path, "test", folder])
        #expect(result.status == 0, "\(result.stdout)")
    }
}
