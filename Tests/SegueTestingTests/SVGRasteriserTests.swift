import Dispatch
import Foundation
import Testing
@testable import SegueImages
@testable import SegueTesting

/// SVG rasterised in the process by librsvg and cairo gives exactly the pixels of
/// `rsvg-convert` — every golden image of the examples, and documents sized each way librsvg
/// sizes them — a malformed document is an error, missing libraries fall back to the
/// subprocess (and with it missing too the error names the package), and threads rasterising
/// at once draw what one thread draws. Needs librsvg2-bin (scripts/ensure-deps).
@Suite struct SVGRasteriserTests {
    /// In the process only: its fallback program does not exist, so a fallback is an error.
    static let inProcessOnly = SVGRasteriser(libraries: .system, program: "segue-test-no-such-rsvg-convert")
    static let missing = SVGRasteriser.Libraries(rsvg: "libsegue-test-missing.so.2", cairo: "libcairo.so.2",
                                                 gobject: "libgobject-2.0.so.0", glib: "libglib-2.0.so.0")

    /// Both ways, which must agree exactly; the in-process image.
    func bothWays(_ svg: String, _ what: String) throws -> PixelImage {
        let inProcess = try Self.inProcessOnly.image(svg: svg, for: "the test")
        let subprocess = try SVGRasteriser.subprocess.image(svg: svg, for: "the test")
        #expect(same(inProcess, subprocess), "\(what): \(differing(inProcess, subprocess))")
        return inProcess
    }

    /// Whether two images are the same pixels (a Bool, so that a failure prints no arrays).
    func same(_ a: PixelImage, _ b: PixelImage) -> Bool { a == b }

    /// How two images differ, in words.
    func differing(_ a: PixelImage, _ b: PixelImage) -> String {
        let outcome = ImageComparison().compare(expected: a, actual: b)
        return outcome.sizesDiffer ? "\(a.width)×\(a.height) against \(b.width)×\(b.height)"
            : "\(outcome.differingPixels) pixels differ"
    }

    // MARK: The examples' golden images

    /// The examples' golden-image spec with what it loads, in a fresh folder without goldens.
    func goldenSpecFixture() throws -> SpecFixture {
        let fileManager = FileManager.default
        var files: [String: String] = [:]
        for name in try fileManager.contentsOfDirectory(atPath: "examples") where name.hasSuffix(".lua") {
            files[name] = try String(contentsOfFile: "examples/\(name)", encoding: .utf8)
        }
        for name in try fileManager.contentsOfDirectory(atPath: "examples/traces") {
            files["traces/\(name)"] = try String(contentsOfFile: "examples/traces/\(name)", encoding: .utf8)
        }
        return try SpecFixture(files)
    }

    /// Runs the golden-image spec in `fixture`, writing its goldens with `rasteriser`; their
    /// names and images.
    func writeGoldens(_ fixture: SpecFixture, with rasteriser: SVGRasteriser) throws -> [String: PixelImage] {
        var options = SpecOptions()
        options.updateGoldens = true
        options.rasteriser = rasteriser
        let (report, events) = fixture.run(options, paths: [fixture.path("golden_images_spec.lua")])
        #expect(report.exitStatus == 0, "\(events.finished.compactMap { $0.failure?.message })")
        var images: [String: PixelImage] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: fixture.path("__goldens__")) where name.hasSuffix(".png") {
            images[name] = try PixelImage.read(png: fixture.path("__goldens__/\(name)"))
        }
        return images
    }

    @Test func everyGoldenImageOfTheExamplesIsThePixelsOfRsvgConvert() throws {
        let repository = PNGCodecTests.goldenPNGs()
        #expect(repository.count >= 10, "the examples' golden PNGs (run from the repository root)")
        let inProcess = try writeGoldens(try goldenSpecFixture(), with: Self.inProcessOnly)
        let subprocess = try writeGoldens(try goldenSpecFixture(), with: .subprocess)
        #expect(Set(inProcess.keys) == Set(repository.map { String($0.split(separator: "/").last ?? "") }))
        #expect(Set(subprocess.keys) == Set(inProcess.keys))
        for (name, image) in inProcess {
            let other = try #require(subprocess[name])
            #expect(same(image, other), "\(name): \(differing(image, other))")
            // And the goldens in the repository, made by rsvg-convert, are these very pixels.
            let committed = try PixelImage.read(png: "\(PNGCodecTests.goldens)/\(name)")
            #expect(same(image, committed), "\(name), against the committed golden: \(differing(image, committed))")
        }
    }

    // MARK: Sizing as rsvg-convert does

    @Test func documentsSizedEachWayLibrsvgSizesThemGiveTheSamePixels() throws {
        let drawing = ##"<rect x="2.5" y="3.25" width="20" height="11" rx="3" fill="#36f" opacity="0.55"/>"##
            + ##"<circle cx="18" cy="12" r="7.5" fill="rgba(255,128,0,0.4)" stroke="#0a0" stroke-width="1.5"/>"##
        let documents: [(String, Int, Int)] = [
            // width and height in pixels, fractional: the image rounds up
            (##"<svg xmlns="http://www.w3.org/2000/svg" width="30.2" height="20.7">\##(drawing)</svg>"##, 31, 21),
            // physical units at 96 DPI (rsvg-convert's; the C API's own default is 90)
            (##"<svg xmlns="http://www.w3.org/2000/svg" width="10mm" height="0.25in" viewBox="0 0 30 20">\##(drawing)</svg>"##, 38, 24),
            // no width and height: the viewBox's size
            (##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 25">\##(drawing)</svg>"##, 40, 25),
            // one side a percentage: the viewBox's aspect ratio
            (##"<svg xmlns="http://www.w3.org/2000/svg" width="12pt" height="100%" viewBox="0 0 30 20">\##(drawing)</svg>"##, 16, 11),
            // neither: the drawing's ink extents
            (##"<svg xmlns="http://www.w3.org/2000/svg">\##(drawing)</svg>"##, 24, 17),
            // text, drawn by Pango with the system's fonts
            (##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="16"><rect width="60" height="16" fill="#1c1c22"/><text x="2" y="12" font-size="11" fill="#ddd">0.25 s 42%</text></svg>"##, 60, 16),
        ]
        for (svg, width, height) in documents {
            let image = try bothWays(svg, svg)
            #expect(image.width == width && image.height == height, "\(image.width)×\(image.height): \(svg)")
            #expect(image.rgba.contains { $0 != 0 }, "something is drawn: \(svg)")
        }
    }

    @Test func aSizeOnlyRsvgConvertComputesIsLeftToIt() throws {
        // em beside a percentage needs the root's font size, which librsvg's C API does not give.
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="3em" height="100%" viewBox="0 0 30 20"><rect width="30" height="20" fill="#f00"/></svg>"##
        guard case .deferred(let words) = InProcessRasteriser.rasterise(svg, libraries: .system) else {
            Issue.record("rasterised in the process a size only rsvg-convert computes")
            return
        }
        #expect(words.contains("em or ex"), "\(words)")
        #expect(same(try SVGRasteriser.standard.image(svg: svg, for: "the test"),
                     try SVGRasteriser.subprocess.image(svg: svg, for: "the test")))
    }

    // MARK: Errors and the fallback

    @Test func aMalformedDocumentIsAnErrorSayingWhatNotACrash() throws {
        for svg in ["", "<svg", "not xml at all", ##"<svg xmlns="http://www.w3.org/2000/svg" width="0" height="10"/>"##] {
            guard case .failed(let words) = InProcessRasteriser.rasterise(svg, libraries: .system) else {
                Issue.record("rasterised '\(svg)'")
                continue
            }
            #expect(words.contains("Error reading SVG") || words.contains("no dimensions"), "\(svg): \(words)")
            #expect(throws: ImageToolError.self, "\(svg)") { try SVGRasteriser.standard.image(svg: svg, for: "the test") }
            #expect(throws: ImageToolError.self, "rsvg-convert refuses it too: \(svg)") {
                try SVGRasteriser.subprocess.image(svg: svg, for: "the test")
            }
        }
    }

    @Test func librariesThatCannotBeLoadedFallBackToRsvgConvert() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="9" height="7"><circle cx="4" cy="3" r="3.3" fill="#8a2be2"/></svg>"##
        guard case .unavailable(let words) = InProcessRasteriser.rasterise(svg, libraries: Self.missing) else {
            Issue.record("loaded a library that does not exist")
            return
        }
        #expect(words.contains("libsegue-test-missing.so.2"), "\(words)")
        let fallback = SVGRasteriser(libraries: Self.missing)
        #expect(same(try fallback.image(svg: svg, for: "the test"), try Self.inProcessOnly.image(svg: svg, for: "the test")))

        let neither = SVGRasteriser(libraries: Self.missing, program: "segue-test-no-such-rsvg-convert")
        do {
            _ = try neither.image(svg: svg, for: "golden images")
            Issue.record("rasterised with neither way")
        } catch {
            #expect(error.message.contains("librsvg2-bin") && error.message.contains("libsegue-test-missing.so.2")
                    && error.message.contains("golden images"), "\(error.message)")
        }
    }

    @Test func aPNGWrittenInTheProcessReadsBackAsItsPixels() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="5"><rect width="7" height="5" fill="#0c0" opacity="0.3"/></svg>"##
        let scratch = try ScratchFolder(prefix: "segue-raster-test")
        defer { scratch.remove() }
        try Self.inProcessOnly.writePNG(svg: svg, to: "\(scratch.path)/a.png", for: "the test")
        try SVGRasteriser.subprocess.writePNG(svg: svg, to: "\(scratch.path)/b.png", for: "the test")
        #expect(same(try PixelImage.read(png: "\(scratch.path)/a.png"), try PixelImage.read(png: "\(scratch.path)/b.png")))
    }

    // MARK: Threads

    @Test func threadsRasterisingAtOnceDrawWhatOneThreadDraws() throws {
        let documents = (0..<8).map { index in
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(40 + index)" height="30"><rect x="\##(index)" y="2" width="25" height="20" rx="4" fill="#\##(index)6a" opacity="0.7" transform="rotate(\##(index * 7) 20 15)"/><text x="2" y="28" font-size="9">\##(index)</text></svg>"##
        }
        let alone = try documents.map { try Self.inProcessOnly.image(svg: $0, for: "the test") }
        let results = Results(count: documents.count * 4)
        DispatchQueue.concurrentPerform(iterations: documents.count * 4) { iteration in
            results.set(iteration, try? Self.inProcessOnly.image(svg: documents[iteration % documents.count], for: "the test"))
        }
        for iteration in 0..<(documents.count * 4) {
            let drawn = results.get(iteration)
            #expect(drawn.map { same($0, alone[iteration % documents.count]) } == true, "document \(iteration % documents.count)")
        }
    }

    /// Images set from several threads.
    final class Results: @unchecked Sendable {
        private var images: [PixelImage?]
        private let lock = NSLock()
        init(count: Int) { images = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ image: PixelImage?) { lock.withLock { images[index] = image } }
        func get(_ index: Int) -> PixelImage? { lock.withLock { images[index] } }
    }
}
