import Foundation
import Testing
@testable import SegueTesting
import SegueExport

/// Exports kept as goldens through the one store: `expect(s:export(F)):matches_golden(NAME)`
/// keeps `__goldens__/NAME.EXT` by the rule traces and images follow (`none` fails a missing
/// one and writes `.actual`; `new` writes only missing ones; an unchanged golden keeps its
/// bytes and modification time), compared by the format's own comparison (the same bytes, else
/// the kept file's replay within the tolerance).
@Suite struct ExportGoldenTests {
    static let spec = """
        it("keeps every export format", function()
          local s = stage.load("slide.lua", { fps = 10 })
          for _, format in ipairs({ "spec", "css", "lottie", "dotlottie" }) do
            expect(s:export(format)):matches_golden("slide_" .. format)
          end
        end)
        """

    func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    /// Sets `path`'s modification time a day back, so a rewrite is seen whatever the clock's grain.
    func age(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: path)
    }

    func options(_ mode: GoldenUpdate) -> SpecOptions {
        var options = SpecOptions()
        options.goldenUpdate = mode
        return options
    }

    @Test func everyExportFormatRoundTripsThroughTheStoreByItsRule() throws {
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": Self.spec])
        let goldens = fixture.path("__goldens__")
        // `none`: a missing golden fails, naming it, and the export is written beside it.
        let missing = fixture.run(options(.none)).events.result("keeps every export format")?.failure?.message ?? ""
        #expect(missing.contains("no golden export \(goldens)/slide_spec.json"), "\(missing)")
        #expect(FileManager.default.fileExists(atPath: "\(goldens)/slide_spec.actual.json"))
        // `new` writes the missing ones, one per format, with the format's extension.
        let written = fixture.run(options(.new)).events.result("keeps every export format")
        #expect(written?.failure == nil, "\(written?.failure?.message ?? "")")
        for format in ExportFormats.registered {
            let golden = "\(goldens)/slide_\(format.name).\(format.fileExtension)"
            #expect(FileManager.default.fileExists(atPath: golden), "\(golden)")
            #expect(!FileManager.default.fileExists(atPath: "\(goldens)/slide_\(format.name).actual.\(format.fileExtension)"))
            try age(golden)
        }
        let before = try ExportFormats.registered.map { try modified("\(goldens)/slide_\($0.name).\($0.fileExtension)") }
        // `none` and `all` over unchanged exports pass and keep every golden's bytes and time.
        for mode in [GoldenUpdate.none, .all] {
            let again = fixture.run(options(mode)).events.result("keeps every export format")
            #expect(again?.failure == nil, "\(mode): \(again?.failure?.message ?? "")")
            let after = try ExportFormats.registered.map { try modified("\(goldens)/slide_\($0.name).\($0.fileExtension)") }
            #expect(after == before, "\(mode) rewrote an unchanged golden")
        }
    }

    @Test func aKeptExportIsComparedByTheMotionItPlays() throws {
        let spec = """
            it("hands off", function()
              expect(stage.load("slide.lua", { fps = 10 }):export("spec")):matches_golden("slide")
            end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec])
        let golden = fixture.path("__goldens__/slide.json")
        #expect(fixture.run(options(.new)).events.result("hands off")?.failure == nil)
        let original = try String(contentsOfFile: golden, encoding: .utf8)
        // Other bytes, the same motion: within the tolerance, so it passes and is left alone…
        try original.replacingOccurrences(of: "\"fps\": ", with: "\"fps\":   ").write(toFile: golden, atomically: true, encoding: .utf8)
        try age(golden)
        let spaced = try modified(golden)
        #expect(fixture.run(options(.none)).events.result("hands off")?.failure == nil)
        #expect(try modified(golden) == spaced)
        // …until `all` writes the export as it is now.
        #expect(fixture.run(options(.all)).events.result("hands off")?.failure == nil)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == original)
        // A kept export whose motion differs fails naming what differs most; `new` does not
        // write it (it is not missing), `failed` does.
        let moved = original.replacingOccurrences(of: "\"from\": 100,", with: "\"from\": 90,")
        #expect(moved != original)
        try moved.write(toFile: golden, atomically: true, encoding: .utf8)
        for mode in [GoldenUpdate.none, .new] {
            let failure = fixture.run(options(mode)).events.result("hands off")?.failure?.message ?? ""
            #expect(failure.contains("the kept spec export plays differently: points differ by"), "\(mode): \(failure)")
            #expect(failure.contains("at bView.x"), "\(failure)")
            #expect(try String(contentsOfFile: fixture.path("__goldens__/slide.actual.json"), encoding: .utf8) == original)
        }
        #expect(fixture.run(options(.failed)).events.result("hands off")?.failure == nil)
        #expect(try String(contentsOfFile: golden, encoding: .utf8) == original)
        #expect(!FileManager.default.fileExists(atPath: fixture.path("__goldens__/slide.actual.json")))
        // A looser tolerance holds the moved golden.
        try moved.write(toFile: golden, atomically: true, encoding: .utf8)
        let loose = try SpecFixture(["slide.lua": slideScript, "__goldens__/slide.json": moved, "slide_spec.lua": """
            it("hands off", function()
              expect(stage.load("slide.lua", { fps = 10 }):export("spec")):matches_golden("slide", { tolerance = { points = 11 } })
            end)
            """])
        #expect(loose.run(options(.none)).events.result("hands off")?.failure == nil)
    }

    @Test func aKeptExportThatIsALinkIsRefusedAndNothingOutsideIsWritten() throws {
        let spec = """
            it("hands off", function()
              expect(stage.load("slide.lua", { fps = 10 }):export("spec")):matches_golden("slide")
            end)
            """
        let fixture = try SpecFixture(["slide.lua": slideScript, "slide_spec.lua": spec, "outside.json": "kept"])
        try FileManager.default.createDirectory(atPath: fixture.path("__goldens__"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: fixture.path("__goldens__/slide.json"), withDestinationPath: fixture.path("outside.json"))
        for mode in GoldenUpdate.allCases {
            let failure = fixture.run(options(mode)).events.result("hands off")?.failure?.message ?? ""
            #expect(failure.contains("slide.json") && failure.contains("symbolic link"), "\(mode): \(failure)")
            #expect(try String(contentsOfFile: fixture.path("outside.json"), encoding: .utf8) == "kept")
        }
    }
}
