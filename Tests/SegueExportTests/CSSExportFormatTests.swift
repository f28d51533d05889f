#if canImport(Glibc)
import Glibc
#endif
import SegueCore
@testable import SegueExport
import Testing

/// The css format: symbolic tracks as one keyframe pair with the exact easing, other motion
/// fitted within the tolerance, the replay equal to what the page says, ids escaped.
@Suite struct CSSExportFormatTests {
    /// A take of `count` frames at 60 fps where `card` (inside `box`, which clips) moves by
    /// `move(t)` and fades by `fade(t)`.
    static func take(id: String = "card", count: Int = 31, tracks: (String) -> [SymbolicTrack] = { _ in [] },
                     move: (Double) -> Double, fade: (Double) -> Double) -> ExportTake {
        var times: [Double] = []
        var frames: [StageValues] = []
        for k in 0 ..< count {
            let t = Double(k) / 60
            let store = ViewStore()
            let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let box = store.makeView(id: "box", frame: Rect(x: 10, y: 20, width: 300, height: 400))
            box.clipsToBounds = true
            box[.cornerRadius] = 12
            box[.backgroundAlpha] = 1
            let card = store.makeView(id: id, frame: Rect(x: 0, y: 0, width: 200, height: 100))
            card[.translationX] = move(t)
            card[.alpha] = fade(t)
            card[.backgroundRed] = 1
            card[.backgroundAlpha] = 1
            window.addSubview(box)
            box.addSubview(card)
            times.append(t)
            frames.append(StageValues(window: window))
        }
        return ExportTake(title: "test.lua", size: Size(width: 320, height: 480), fps: 60, times: times, frames: frames,
                          tracks: tracks(id))
    }

    static let spring = TimingCurve.spring(SpringCurve(dampingRatio: 0.5, response: 0.5).fitted(toDuration: 0.5))

    static func springTake(id: String = "card") -> ExportTake {
        let track = { (id: String) in
            SymbolicTrack(viewID: id, property: .translationX, from: 0, to: 300, delay: 0, duration: 0.5, timing: spring)
        }
        return take(id: id, tracks: { [track($0)] }, move: { track(id).value(at: $0) }, fade: { max(0, 1 - $0 * 2) })
    }

    @Test func aSymbolicSpringIsOneKeyframePairAndItsErrorIsWithinTheTolerance() throws {
        let take = Self.springTake()
        let output = try CSSExportFormat().encode(take)
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(output.files[0].name == "test.html")
        #expect(page.contains("{from{--tx:0}to{--tx:300}}"))
        #expect(page.contains("linear("))
        let error = ExportError.measure(take, against: output.replay)
        let points = error.points?.difference ?? .infinity
        let alpha = error.alpha?.difference ?? .infinity
        print("css export of a 300 pt spring: \(output.files[0].bytes.count) bytes, error \(points) pt, \(alpha) alpha")
        #expect(points <= 0.25 * CSSTrackPlanner.fitShare + 1e-9)
        #expect(alpha <= 0.005 * CSSTrackPlanner.fitShare + 1e-9)
        #expect(output.replay.value(view: "card", property: .zPosition, at: 0) == nil)
    }

    @Test func aCubicBezierTrackIsWrittenExactly() throws {
        let curve = TimingCurve.easeInOut
        let track = SymbolicTrack(viewID: "card", property: .translationX, from: 0, to: 100, delay: 0.1, duration: 0.3, timing: curve)
        let take = Self.take(tracks: { _ in [track] }, move: { track.value(at: $0) }, fade: { _ in 1 })
        let output = try CSSExportFormat().encode(take)
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(page.contains("300ms cubic-bezier(0.42, 0, 0.58, 1) 100ms 1 normal both"))
        let error = ExportError.measure(take, against: output.replay)
        #expect((error.points?.difference ?? .infinity) < 1e-8)
    }

    @Test func unnamedMotionIsFittedFromTheFrames() throws {
        // A sine wobble the engine knows no curve for: sampled, thinned, within the bound.
        let take = Self.take(move: { 40 * sin($0 * 20) }, fade: { _ in 1 })
        let output = try CSSExportFormat().encode(take)
        let error = ExportError.measure(take, against: output.replay)
        #expect((error.points?.difference ?? .infinity) <= 0.25 * CSSTrackPlanner.fitShare + 1e-9)
    }

    @Test func idsCannotBreakThePage() throws {
        let id = "card</script><b x=\"1\" y='2'>&"
        let output = try CSSExportFormat().encode(Self.springTake(id: id))
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(!page.contains("</script><b"))
        #expect(page.contains("data-id=\"card&lt;/script&gt;&lt;b x=&quot;1&quot; y=&#39;2&#39;&gt;&amp;\""))
        #expect(output.replay.value(view: id, property: .translationX, at: 0.5) == 300)
    }

    @Test func clippingAndNestingFollowTheTree() throws {
        let output = try CSSExportFormat().encode(Self.springTake())
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(page.contains("<div id=\"e0\" class=\"v c\" data-id=\"box\">\n  <div id=\"e1\" class=\"v\" data-id=\"card\"></div>\n </div>"))
    }

    @Test func theStageIsTheWindowsBackground() throws {
        var take = Self.springTake()
        take.background = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
        let page = String(decoding: try CSSExportFormat().encode(take).files[0].bytes, as: UTF8.self)
        #expect(page.contains("<div id=\"stage\" style=\"width:320px;height:480px;background:rgb(255 127.5 0 / 1)\">"))
    }

    @Test func aChangedKeyframeShowsInTheError() throws {
        // The replay reads what the page says: a keyframe pair moved by 5 pt is a 5 pt error.
        let take = Self.springTake()
        let output = try CSSExportFormat().encode(take)
        guard let replay = output.replay as? CSSReplay, var card = replay.elements["card"]?.first,
              case .animated(var animations) = card.plans[ViewProperty.translationX.rawValue] else {
            Issue.record("no animated translationX")
            return
        }
        animations[0].from += 5
        animations[0].to += 5
        card.plans[ViewProperty.translationX.rawValue] = .animated(animations)
        var changed = replay
        changed.elements["card"] = [card]
        let error = ExportError.measure(take, against: changed)
        #expect(abs((error.points?.difference ?? 0) - 5) < 0.1)
    }

    @Test func aSecondTrackOfAPropertyFillsOnlyForwards() throws {
        // Out to 100 with a spring, back to 0 with ease-in-out: two keyframe pairs, the second
        // not filling backwards (it would hide the first), and the trace followed throughout.
        let out = SymbolicTrack(viewID: "card", property: .translationX, from: 0, to: 100, delay: 0, duration: 0.25,
                                timing: .spring(SpringCurve(dampingRatio: 0.7, response: 0.3).fitted(toDuration: 0.25)))
        let back = SymbolicTrack(viewID: "card", property: .translationX, from: 100, to: 0, delay: 0.25, duration: 0.25,
                                 timing: .easeInOut)
        let take = Self.take(tracks: { _ in [back, out] }, move: { $0 < 0.25 ? out.value(at: $0) : back.value(at: $0) },
                             fade: { _ in 1 })
        let output = try CSSExportFormat().encode(take)
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(page.contains("250ms cubic-bezier(0.42, 0, 0.58, 1) 250ms 1 normal forwards"))
        #expect(page.contains("250ms linear("))
        #expect((ExportError.measure(take, against: output.replay).points?.difference ?? .infinity) <= 0.1 + 1e-9)
    }

    @Test func aViewThatChangesSuperviewIsAnElementUnderEach() throws {
        // card sits in box for the first half of the take, then in the window.
        var take = Self.springTake()
        let store = ViewStore()
        for k in take.frames.indices where k >= 15 {
            let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
            let box = store.makeView(id: "box", frame: Rect(x: 10, y: 20, width: 300, height: 400))
            box.clipsToBounds = true
            box[.cornerRadius] = 12
            box[.backgroundAlpha] = 1
            let card = store.makeView(id: "card", frame: Rect(x: 40, y: 50, width: 200, height: 100))
            card[.translationX] = 300
            card[.backgroundRed] = 1
            card[.backgroundAlpha] = 1
            window.addSubview(box)
            window.addSubview(card)
            take.frames[k] = StageValues(window: window)
        }
        let output = try CSSExportFormat().encode(take)
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(page.contains("<div id=\"e0\" class=\"v c\" data-id=\"box\">\n  <div id=\"e1\" class=\"v p\" data-id=\"card\"></div>\n </div>\n <div id=\"e2\" class=\"v p\" data-id=\"card\"></div>"))
        #expect(output.replay.value(view: "card", property: .x, at: 10.0 / 60) == 0)
        #expect(output.replay.value(view: "card", property: .x, at: 20.0 / 60) == 40)
        let error = ExportError.measure(take, against: output.replay)
        #expect((error.points?.difference ?? .infinity) <= 0.1 + 1e-9)
    }

    @Test func thePageReadBackReplaysAsWrittenAndAnEditShowsInTheError() throws {
        let take = Self.springTake(id: "card</script>\"'&")
        let format = CSSExportFormat()
        let output = try format.encode(take)
        guard let read = try format.replay(reading: output.files) else {
            Issue.record("the css format reads nothing back")
            return
        }
        // What the page says, read from its text, is what the format meant it to say.
        let written = ExportError.measure(take, against: output.replay)
        let reread = ExportError.measure(take, against: read)
        #expect(abs((reread.points?.difference ?? .infinity) - (written.points?.difference ?? 0)) < 1e-6)
        #expect(abs((reread.alpha?.difference ?? .infinity) - (written.alpha?.difference ?? 0)) < 1e-6)
        // The page edited: the card's translation keyframes moved by 5 pt is a 5 pt error.
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        let edited = page.replacing("{from{--tx:0}to{--tx:300}}", with: "{from{--tx:5}to{--tx:305}}")
        #expect(edited != page)
        let moved = try format.replay(reading: [ExportFile(name: "test.html", text: edited)])
        let error = moved.map { ExportError.measure(take, against: $0) }
        #expect(abs((error?.points?.difference ?? 0) - 5) <= 0.25 * CSSTrackPlanner.fitShare + 1e-9)
        // What the format does not write is refused, naming it.
        #expect(throws: ExportFailure.self) {
            try format.replay(reading: [ExportFile(name: "x.html", text: page.replacing("linear(0 0%", with: "bounce(0 0%"))])
        }
        #expect(throws: ExportFailure.self) { try format.replay(reading: [ExportFile(name: "x.html", text: "<html></html>")]) }
    }

    @Test func presenceSwitchesHalfWayBetweenFrames() throws {
        // A view drawn only in the first half of the take.
        var take = Self.springTake()
        for k in take.frames.indices where k >= 15 { take.frames[k].isHidden[1] = true }
        let output = try CSSExportFormat().encode(take)
        let page = String(decoding: output.files[0].bytes, as: UTF8.self)
        #expect(page.contains("class=\"v p\" data-id=\"card\""))
        guard let replay = output.replay as? CSSReplay, let card = replay.elements["card"]?.first else {
            Issue.record("no card")
            return
        }
        #expect(card.presence.number(at: 14 / 60) == 1)
        #expect(card.presence.number(at: 15 / 60) == 0)
    }
}
