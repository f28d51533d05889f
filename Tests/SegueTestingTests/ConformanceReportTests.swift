import Testing
import SegueCore
import SegueExport
@testable import SegueTesting

/// The conformance report's charts and the players' samples it reads: which properties are
/// charted, where each target first goes beyond the tolerance and where it is furthest, and
/// samples refused with their line.
@Suite struct ConformanceReportTests {
    /// A card whose y goes 0 → 59 points over 60 frames while its x holds.
    static let take: ExportTake = {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = store.makeView(id: "card", frame: Rect(x: 10, y: 0, width: 50, height: 40))
        window.addSubview(card)
        var times: [Double] = [], frames: [StageValues] = []
        for k in 0 ..< 60 {
            card[.y] = Double(k)
            times.append(Double(k) / 60)
            frames.append(StageValues(window: window))
        }
        return ExportTake(title: "card", size: Size(width: 100, height: 100), fps: 60, times: times, frames: frames)
    }()

    /// The engine's values, but card.y off by `offset(frame)` and card.x by 0.3 pt from frame 40.
    struct Offset: ExportReplay {
        let take: ExportTake
        let offset: @Sendable (Int) -> Double
        func value(view: String, property: ViewProperty, at time: Double) -> Double? {
            guard let k = take.times.firstIndex(of: time), let engine = take.value(view: view, property: property, frame: k) else { return nil }
            if view == "card", property == .y { return engine + offset(k) }
            if view == "card", property == .x, k >= 40 { return engine + 0.3 }
            return engine
        }
    }

    @Test func theChartsAreTheMovingPropertiesAndThoseATargetGetsWrong() {
        let exact = Offset(take: Self.take) { _ in 0 }
        let late = Offset(take: Self.take) { k in k >= 20 ? Double(k - 19) * 0.1 : 0 }
        let charts = ConformanceCharts(take: Self.take, targets: [exact, late], tolerance: ExportTolerance()).charts
        #expect(charts.map { "\($0.view).\($0.property.name)" } == ["card.x", "card.y"])
        let y = charts[1]
        #expect(y.series.count == 2)
        #expect(y.series[0].first == nil && y.series[0].largest == 0)
        // Frame 22 is the first 0.3 > 0.25 pt off; the last frame the furthest (4 pt).
        #expect(y.series[1].first == 22)
        #expect(y.series[1].largestFrame == 59 && abs((y.series[1].largest ?? 0) - 4) < 1e-9)
        // card.x never moves; it is charted because the targets put it 0.3 pt off from frame 40.
        #expect(charts[0].series.allSatisfy { $0.first == 40 })
    }

    @Test func thePageCarriesEveryTargetsPrintedLargestAndItsCharts() {
        let late = Offset(take: Self.take) { k in k >= 20 ? Double(k - 19) * 0.1 : 0 }
        let page = ConformanceReport.page(take: Self.take, targets: [ConformanceTarget(name: "late", source: "a test", printed: true, replay: late)],
                                          tolerance: ExportTolerance(), file: "card.lua", format: "late")
        #expect(page.charts == 2)
        #expect(page.html.contains("\"printed\":true"))
        #expect(page.html.contains("{\"unit\":\"points\",\"difference\":4.0"))
        #expect(page.html.contains("const MotionChart"), "the golden report's chart")
        #expect(!page.html.contains("{{"))
    }

    @Test func samplesArePlayedBackAtTheirFrames() throws {
        let times = Self.take.times.map { "\($0)" }.joined(separator: ",")
        let values = Self.take.times.indices.map { $0 == 5 ? "7.5" : "null" }.joined(separator: ",")
        let samples = try PlayerSamples(reading: "{\"player\":\"P\",\"target\":\"css\",\"times\":[\(times)],\"values\":{\"card.y\":[\(values)]}}",
                                        path: "p.json", take: Self.take)
        #expect(samples.value(view: "card", property: .y, at: Self.take.times[5]) == 7.5)
        #expect(samples.value(view: "card", property: .y, at: Self.take.times[6]) == nil)
        #expect(samples.value(view: "card", property: .x, at: Self.take.times[5]) == nil)
    }

    /// A player that cannot show a property names it with why; the page carries it by name
    /// (the report says so rather than leaving the curve out without a word).
    @Test func whatAPlayerCannotShowIsNamedOnThePage() throws {
        let times = Self.take.times.map { "\($0)" }.joined(separator: ",")
        let values = Self.take.times.map { "\($0 * 60)" }.joined(separator: ",")
        let text = "{\"player\":\"ThorVG\",\"target\":\"lottie\",\"times\":[\(times)],\"values\":{\"card.y\":[\(values)]},"
            + "\"unread\":{\"card.rotation\":\"the composed matrix only\",\"card.anchorX\":\"the composed matrix only\"}}"
        let samples = try PlayerSamples(reading: text, path: "t.json", take: Self.take)
        #expect(samples.unread.map(\.name) == ["card.anchorX", "card.rotation"])
        let page = try ConformancePage(take: Self.take, printed: Offset(take: Self.take) { _ in 0 }, format: "lottie", source: "a test",
                                       tolerance: ExportTolerance(), file: "card.lua", samples: [("t.json", text)])
        #expect(page.html.contains("\"unread\":[{\"name\":\"card.anchorX\",\"why\":\"the composed matrix only\"}"))
        #expect(page.line(path: "r.html").hasPrefix("report: r.html ("))
    }

    @Test(arguments: [
        ("[1]", "p.json:1: the samples must be an object"),
        ("{\"player\":\"P\",\"target\":\"css\",\"times\":[TIMES],\"values\":{},\n\"unread\":[]}", "p.json:2: 'unread' must be an object"),
        ("{\"player\":\"P\",\"target\":\"css\",\"times\":[TIMES],\"values\":{},\"unread\":{\n\"card.y\":1}}", "p.json:2: 'unread' 'card.y' must say why"),
        ("{\"player\":\"P\",\"target\":\"css\",\"times\":[TIMES],\"values\":{},\"unread\":{\n\"card\":\"x\"}}", "p.json:2: 'card' is not VIEW.PROPERTY"),
        ("{\"player\":\"P\",\"target\":\"css\",\n\"times\":[0,1]}", "p.json:2: 'times' holds 2 times; the take has 60 frames"),
        ("{\"player\":\"P\",\"target\":\"css\",\"times\":[TIMES],\n\"values\":{\"card.size\":[]}}", "p.json:2: 'card.size' is not VIEW.PROPERTY"),
        ("{\"player\":\"P\",\"target\":\"css\",\"times\":[TIMES],\"values\":{\"card.y\":[]}}", "p.json:1: 'card.y' must hold one value or null per time (60)"),
        ("{\"player\":\"P\",\"target\":\"css\",\"times\":[TIMES],\"values\":{\"card.y\":[VALUES\n\"a\"]}}", "p.json:2: 'card.y': a sample must be a finite number or null"),
        ("{\"player\":", "p.json:1: "),
    ])
    func badSamplesAreRefusedWithTheirLine(text: String, message: String) {
        let times = Self.take.times.map { "\($0)" }.joined(separator: ",")
        let values = String(repeating: "0,", count: 59)
        let filled = text.replacing("TIMES", with: times).replacing("VALUES", with: values)
        do {
            _ = try PlayerSamples(reading: filled, path: "p.json", take: Self.take)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }

    @Test func anIdCannotEndTheDataScript() {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let hostile = "card</script><script>alert(1)</script>"
        let card = store.makeView(id: hostile, frame: Rect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(card)
        var times: [Double] = [], frames: [StageValues] = []
        for k in 0 ..< 3 {
            card[.x] = Double(k)
            times.append(Double(k) / 60)
            frames.append(StageValues(window: window))
        }
        let take = ExportTake(title: "t</script>", size: Size(width: 100, height: 100), fps: 60, times: times, frames: frames)
        let page = ConformanceReport.page(take: take, targets: [ConformanceTarget(name: "n</script>", source: "s", replay: Offset(take: take) { _ in 0 })],
                                          tolerance: ExportTolerance(), file: "f</script>", format: "css")
        #expect(page.charts == 1)
        // The template's three script elements end; nothing else does.
        #expect(page.html.ranges(of: "</script>").count == 3)
        #expect(page.html.contains("card\\u003c/script\\u003e"))
    }
}
