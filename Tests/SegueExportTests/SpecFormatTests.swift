import Testing
@testable import SegueCore
@testable import SegueExport

/// The spec hand-off: the JSON reads back to what was written (so the replay measures the
/// file), named curves where the take has them, samples elsewhere, and ids that could end a
/// script element or a string are escaped in the JSON and the sheet.
@Suite struct SpecFormatTests {
    /// A take of one view with a hostile id: its x follows a spring track, its alpha moves
    /// frame by frame (no track), its corner radius stays at 12.
    static func take(id: String) -> ExportTake {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = store.makeView(id: id, frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        card[.cornerRadius] = 12
        let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.6, initialVelocity: 0.5)).fitted(toDuration: 0.5)
        let track = SymbolicTrack(viewID: id, property: .x, from: 0, to: 100, delay: 0.1, duration: 0.5, timing: spring)
        var times: [Double] = [], frames: [StageValues] = []
        for k in 0...40 {
            let t = Double(k) / 60
            card[.x] = track.value(at: t)
            card[.alpha] = 1 - Double(k) / 80
            times.append(t)
            frames.append(StageValues(window: window))
        }
        return ExportTake(title: "card", size: Size(width: 400, height: 800), fps: 60, times: times, frames: frames, tracks: [track])
    }

    @Test func theJSONReadsBackAndItsReplayIsTheTrace() throws {
        let take = Self.take(id: "card")
        let output = try SpecFormat().encode(take)
        #expect(output.files.map(\.name) == ["card.spec.json", "card.spec.html"])
        let document = try SpecDocument(json: String(decoding: output.files[0].bytes, as: UTF8.self))
        #expect(document.tracks.count == 2)
        guard case .curve(let curve) = document.tracks.first(where: { $0.property == .x }) else {
            Issue.record("x is not a named curve")
            return
        }
        let written = take.tracks[0]
        #expect(curve.from == written.from && curve.to == written.to && curve.delay == written.delay && curve.duration == written.duration)
        // The spring reads back as its closed form on its own clock: the same curve.
        for k in 0...100 {
            let f = Double(k) / 100
            #expect(curve.timing.value(at: f) == written.timing.value(at: f))
        }
        #expect(document.views.first?.values.contains { $0.property == .cornerRadius && $0.value == 12 } == true)
        let error = ExportError.measure(take, against: output.replay)
        #expect(error.points?.difference ?? 1 <= 1e-12 && error.alpha?.difference == 0)
        // Read back from the bytes, as `segue export --measure` does: the same.
        let reread = try #require(try SpecFormat().replay(reading: output.files))
        #expect(ExportError.measure(take, against: reread) == error)
    }

    @Test func aChangedValueInTheJSONIsMeasured() throws {
        let take = Self.take(id: "card")
        let output = try SpecFormat().encode(take)
        let text = String(decoding: output.files[0].bytes, as: UTF8.self)
        let changed = text.replacingFirst("\"to\": 100", with: "\"to\": 101")
        #expect(changed != text)
        let replay = try #require(try SpecFormat().replay(reading: [ExportFile(name: "card.spec.json", text: changed)]))
        let error = ExportError.measure(take, against: replay)
        // 1 pt at the end, a little more where the spring overshoots (the progress above 1).
        #expect(error.points?.property == .x)
        #expect((error.points?.difference ?? 0) >= 1 - 1e-9 && (error.points?.difference ?? 0) < 1.2)
    }

    @Test func idsThatCouldEndAScriptOrAStringAreEscaped() throws {
        let id = "card</script><script>alert(1)</script>\"'&\u{2028}"
        let output = try SpecFormat().encode(Self.take(id: id))
        let json = String(decoding: output.files[0].bytes, as: UTF8.self)
        let document = try SpecDocument(json: json)
        #expect(document.views.map(\.id) == [id], "the JSON keeps the id exactly")
        let html = String(decoding: output.files[1].bytes, as: UTF8.self)
        // The page's own two script elements close; nothing in the data closes one.
        #expect(html.split(separator: "</script>", omittingEmptySubsequences: false).count == 3)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("card\\u003c/script\\u003e"))
        #expect(!html.contains("\u{2028}"))
    }
}
