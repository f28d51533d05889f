import Foundation
import Testing
import TestScratch
@testable import segue
import SegueExport
import SegueSystem
import SegueImages

/// The formats `segue render` and `segue export` write are values of one shape
/// (``OutputFormat``), listed in registries `--format` looks up, and their outputs are kept
/// by the one store under its one rule: a second output of the same run is identical as the
/// format compares it, so no mode rewrites its golden.
@Suite struct OutputFormatRegistryTests {
    @Test func everyRenderFormatIsOneRegisteredValueTheFlagLooksUp() {
        let names = RenderFormats.registered.map(\.name)
        #expect(names == ["svg", "html", "png", "gif", "apng", "mp4", "webm"])
        for format in RenderFormats.registered {
            #expect(RenderFormat(argument: format.name)?.name == format.name)
            #expect(format.isAnimated == ["gif", "apng", "mp4", "webm"].contains(format.name))
            #expect(format.isVideo == ["mp4", "webm"].contains(format.name))
            #expect(format.defaultRate == (format.name == "gif" ? 50 : 60))
        }
        #expect(RenderFormat(argument: "lottie") == nil)
        #expect(RenderFormat.allValueStrings == names)
        // Export formats are the same shape.
        let shapes: [any OutputFormat] = RenderFormats.registered + ExportFormats.registered.map { $0 as any OutputFormat }
        #expect(Set(shapes.map { "\($0.name).\($0.fileExtension)" }).count == shapes.count)
    }

    @Test(arguments: ["svg", "png", "apng", "html"])
    func aRenderedOutputRoundTripsThroughTheStore(format name: String) throws {
        let format = try #require(RenderFormats.format(named: name))
        let folder = ScratchFolder.make("render-store-\(name)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var outputs: [[UInt8]] = []
        for run in 0..<2 {
            let out = "\(folder)/run\(run).\(format.fileExtension)"
            let result = try SegueProcess.run(["render", "examples/panel.lua", "--format", name, "--frames", "3", "--output", out]
                                              .filter { name != "html" || ($0 != "--frames" && $0 != "3") })
            #expect(result.status == 0, "\(result.stderr)")
            outputs.append(Array(try #require(FileManager.default.contents(atPath: out))))
        }
        let entry = GoldenStore.Entry(name: "panel", fileExtension: format.fileExtension)
        for mode in [GoldenUpdate.new, .all, .none] {
            let store = GoldenStore(specFolder: folder, mode: mode)
            let opened = try #require(try store.folder.open(create: true))
            let made = mode == .new ? outputs[0] : outputs[1]
            let state = try store.state(of: entry, made: made, as: format, in: opened)
            #expect(state == (mode == .new ? .missing : .identical), "\(name) \(mode)")
            #expect(try store.settle(entry, state: state, in: opened) { made } == (mode == .new ? .written : .passed))
        }
        #expect(FileManager.default.contents(atPath: "\(folder)/__goldens__/panel.\(format.fileExtension)") == Data(outputs[0]))
    }

    @Test func aPNGWithTheSamePixelsIsTheSameDrawingWhateverItsBytes() throws {
        let png = try #require(RenderFormats.format(named: "png"))
        let image = PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 255, 0, 0, 255, 255])
        var animation = AnimatedPNG()
        try animation.append(image, delay: .init(numerator: 1, denominator: 2))
        let plain = try image.png(), other = try animation.bytes()
        #expect(plain != other)
        #expect(png.state(kept: plain, made: other) == .identical)
        #expect(RenderFormats.svg.state(kept: plain, made: other) == .differs)
    }
}
