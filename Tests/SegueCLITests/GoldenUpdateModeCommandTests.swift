import Foundation
import Testing
import TestScratch

/// Issue 34, item 3: `segue test --update-goldens=all|new|failed|none`. `none` (the default)
/// writes no golden and fails on a missing one naming it; `new` writes only missing goldens;
/// `failed` rewrites only the goldens that fail (for images, only the failing frames); `all`
/// (and a plain `--update-goldens`) every one — and none of them rewrites a trace whose text or
/// a PNG whose pixels did not change: its bytes and modification time stay.
@Suite(.serialized) struct GoldenUpdateModeCommandTests {
    static let spec = """
    describe("modes", function()
      it("records", function()
        expect(stage.load("cube.lua"):record()):matches_golden("cube.timed")
      end)
      it("renders", function()
        expect(stage.load("cube.lua"):render { frames = 3, width = 40 }):matches_golden_images("cube.images")
      end)
    end)
    """

    /// A spec folder with the cube and a spec recording one trace and three golden frames.
    func fixture() throws -> String {
        let folder = ScratchFolder.make("modes") + "/project"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "examples/cube.lua", toPath: folder + "/cube.lua")
        try Self.spec.write(toFile: folder + "/cube_spec.lua", atomically: true, encoding: .utf8)
        return folder
    }

    static let old = Date(timeIntervalSince1970: 1_600_000_000)
    // Every run writes the page of failing image goldens beside the project, not in the
    // package's folder (the current folder, its default place).

    /// Sets every golden's modification time far in the past, to see which a run writes.
    func age(_ folder: String) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: folder + "/__goldens__") {
            try FileManager.default.setAttributes([.modificationDate: Self.old], ofItemAtPath: folder + "/__goldens__/" + name)
        }
    }

    /// The goldens a run wrote since ``age(_:)``, sorted.
    func written(_ folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/__goldens__")) ?? []
        return names.filter { name in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder + "/__goldens__/" + name)
            return attributes?[.modificationDate] as? Date != Self.old
        }.sorted()
    }

    /// Changes the cube's turn so its trace and its middle frames differ.
    func changeTheCube(_ folder: String) throws {
        let script = try String(contentsOfFile: folder + "/cube.lua", encoding: .utf8)
        let changed = script.replacingOccurrences(of: "(math.pi / 2) * k / steps", with: "(math.pi / 2.2) * k / steps")
        #expect(changed != script, "the cube's animation no longer has the number this test changes")
        try changed.write(toFile: folder + "/cube.lua", atomically: true, encoding: .utf8)
    }

    @Test func noneIsTheDefaultAndAMissingGoldenFailsNamingIt() throws {
        let folder = try fixture()
        let page = ["--image-report", folder + "/../page.html"]
        for arguments in [["test", folder] + page, ["test", folder, "--update-goldens=none"] + page] {
            let result = try SegueProcess.runBounded(arguments)
            #expect(result.status == 1, "\(arguments): \(result.stdout)")
            #expect(result.stdout.contains("no golden trace \(folder)/__goldens__/cube.timed.trace"), "\(result.stdout)")
            #expect(result.stdout.contains("no golden image \(folder)/__goldens__/cube.images.1.png"), "\(result.stdout)")
            #expect(!FileManager.default.fileExists(atPath: folder + "/__goldens__/cube.timed.trace"))
            #expect(!FileManager.default.fileExists(atPath: folder + "/__goldens__/cube.images.1.png"))
        }
    }

    @Test func newWritesOnlyMissingGoldens() throws {
        let folder = try fixture()
        let first = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens=new"])
        #expect(first.status == 0, "\(first.stdout)")
        // The trace, three frames and their instants (`cube.images.instants`).
        #expect(first.stdout.contains("--update-goldens=new wrote 5 golden files"), "\(first.stdout)")
        #expect(first.stdout.contains("__goldens__/cube.images.instants"), "\(first.stdout)")
        try age(folder)
        try changeTheCube(folder)
        // The mode may also follow as the next argument.
        let second = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens", "new"])
        #expect(second.status == 1, "a differing golden still fails: \(second.stdout)")
        #expect(second.stdout.contains("wrote 0 golden files"), "\(second.stdout)")
        // Only the run's files: the .actual and .diff files and the report of how it changed.
        #expect(written(folder).allSatisfy { $0.contains(".actual.") || $0.contains(".diff.") || $0.hasSuffix(".report.html") },
                "\(written(folder))")
    }

    @Test func failedRewritesOnlyWhatFailsAndNoUnchangedFrame() throws {
        let folder = try fixture()
        #expect(try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens"]).status == 0)
        try age(folder)
        // Nothing changed: nothing is written, in any mode.
        for mode in ["all", "failed", "new"] {
            let result = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens=\(mode)"])
            #expect(result.status == 0 && result.stdout.contains("wrote 0 golden files"), "\(mode): \(result.stdout)")
            #expect(written(folder).isEmpty, "\(mode) wrote \(written(folder))")
        }
        try changeTheCube(folder)
        let result = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens=failed"])
        #expect(result.status == 0, "\(result.stdout)")
        // The trace and the middle frame moved; the first and last frames are the same pixels.
        #expect(written(folder) == ["cube.images.2.png", "cube.timed.trace"], "\(written(folder))")
        #expect(result.stdout.contains("--update-goldens=failed wrote 2 golden files"), "\(result.stdout)")
        #expect(try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder]).status == 0)
    }

    @Test func aPNGWithTheSamePixelsIsNotRewrittenWhateverItsBytes() throws {
        let folder = try fixture()
        #expect(try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens"]).status == 0)
        // The same pixels in other bytes (another encoder's PNG): an update leaves the file alone.
        let golden = folder + "/__goldens__/cube.images.1.png"
        let other = try reencoded(golden)
        try other.write(to: URL(fileURLWithPath: golden))
        try age(folder)
        for plain in [["--update-goldens"], ["--update-goldens=all"]] {
            let result = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder] + plain)
            #expect(result.status == 0, "\(result.stdout)")
            #expect(written(folder).isEmpty, "\(plain) wrote \(written(folder))")
            #expect(try Data(contentsOf: URL(fileURLWithPath: golden)) == other)
        }
    }

    /// An animated golden (`{ animated = true }`): every frame in `NAME.animated.png`, an APNG
    /// read back frame by frame; a change fails naming the frame, `failed` accepts it, and an
    /// update that changes no pixel writes nothing.
    @Test func anAnimatedGoldenHoldsEveryFrameInOneAPNG() throws {
        let folder = try fixture()
        try Self.spec.replacingOccurrences(of: "matches_golden_images(\"cube.images\")",
                                           with: "matches_golden_images(\"cube\", { animated = true })")
            .write(toFile: folder + "/cube_spec.lua", atomically: true, encoding: .utf8)
        let missing = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder])
        #expect(missing.status == 1 && missing.stdout.contains("no animated golden image \(folder)/__goldens__/cube.animated.png"),
                "\(missing.stdout)")
        #expect(try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens=new"]).status == 0)
        let golden = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/__goldens__/cube.animated.png")))
        #expect(golden.count > 8 && golden.indices.contains { Array(golden[$0..<min($0 + 4, golden.count)]) == Array("acTL".utf8) })
        try age(folder)
        #expect(try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens=all"]).status == 0)
        #expect(written(folder).isEmpty, "\(written(folder))")
        try changeTheCube(folder)
        let differs = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder])
        #expect(differs.status == 1, "\(differs.stdout)")
        #expect(differs.stdout.contains("\(folder)/__goldens__/cube.animated.png: frame 2: "), "\(differs.stdout)")
        #expect(differs.stdout.contains("cube.animated.2.diff.png"), "\(differs.stdout)")
        // Issue 45: the message names the diff PNG once, in the list reporters link.
        #expect(differs.stdout.components(separatedBy: "cube.animated.2.diff.png").count == 2, "\(differs.stdout)")
        #expect(FileManager.default.fileExists(atPath: folder + "/__goldens__/cube.animated.actual.png"))
        // Issue 45: TAP links the page and the differing frames' diff PNGs, as it links a trace's report.
        let tap = try SegueProcess.runBounded(["test", "--reporter", "tap", "--image-report", folder + "/../page.html", folder])
        #expect(tap.stdout.contains("  report: \"\(folder)/../page.html\\n\(folder)/__goldens__/cube.animated.2.diff.png"), "\(tap.stdout)")
        let accepted = try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder, "--update-goldens=failed"])
        #expect(accepted.status == 0 && accepted.stdout.contains("wrote 2 golden files"), "\(accepted.stdout)")
        #expect(written(folder) == ["cube.animated.png", "cube.timed.trace"], "\(written(folder))")
        #expect(try SegueProcess.runBounded(["test", "--image-report", folder + "/../page.html", folder]).status == 0)
    }

    @Test func aModeThatIsNoneOfTheFourIsAUsageError() throws {
        let result = try SegueProcess.runBounded(["test", ".", "--update-goldens=some"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--update-goldens"), "\(result.stderr)")
    }

    /// The PNG at `path` with the same pixels in other bytes: ImageMagick's encoding of it.
    func reencoded(_ path: String) throws -> Data {
        let copy = path + ".copy.png"
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                          arguments: ["convert", path, "-define", "png:compression-level=1", "png32:" + copy])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: copy))
        #expect(bytes != (try Data(contentsOf: URL(fileURLWithPath: path))), "ImageMagick wrote the same bytes")
        return bytes
    }
}
