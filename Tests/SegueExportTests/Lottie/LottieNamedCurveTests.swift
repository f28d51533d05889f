import Testing
import SegueCore
@testable import SegueExport

/// A track the engine played by a cubic Bézier is one Lottie keyframe with that curve's own
/// handles: fewer keys than the fit, and no larger error.
@Suite struct LottieNamedCurveTests {
    /// A card whose y moves 300 points by `timing` after a 0.1 s delay over 0.5 s, at 60 fps
    /// for 0.8 s; the take names the track when `named`.
    static func take(_ timing: TimingCurve, named: Bool) -> ExportTake {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = store.makeView(id: "card", frame: Rect(x: 20, y: 400, width: 300, height: 200))
        window.addSubview(card)
        card.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        let track = SymbolicTrack(viewID: "card", property: .y, from: 400, to: 100, delay: 0.1, duration: 0.5, timing: timing)
        var times: [Double] = [], frames: [StageValues] = []
        for k in 0 ... 48 {
            let t = Double(k) / 60
            card[.y] = track.value(at: t)
            times.append(t)
            frames.append(StageValues(window: window))
        }
        return ExportTake(title: "named", size: Size(width: 400, height: 800), fps: 60, times: times, frames: frames,
                          tracks: named ? [track] : [])
    }

    static func yKeys(_ document: LottieDocument) -> [CubicKeyframe] {
        document.replay.layers.first { $0.run.id == "card" }?.position[1].keys ?? []
    }

    @Test(arguments: [TimingCurve.easeInOut, .cubicBezier(UnitBezier(0.2, 0.9, 0.1, 1)), .cubicBezier(UnitBezier(0.3, -0.4, 0.6, 1.5))])
    func aNamedBezierIsOneKeyframeWithItsOwnHandles(timing: TimingCurve) throws {
        let fitted = Self.take(timing, named: false), named = Self.take(timing, named: true)
        let fittedDocument = LottieDocument(fitted), namedDocument = LottieDocument(named)
        let fittedKeys = Self.yKeys(fittedDocument), namedKeys = Self.yKeys(namedDocument)
        // A hold to the delay, the curve, its end.
        #expect(namedKeys.count == 3, "\(namedKeys)")
        #expect(namedKeys.count < fittedKeys.count, "fitted \(fittedKeys.count) keys")
        guard case .cubicBezier(let bezier) = timing.fitted(toDuration: 0.5) else {
            Issue.record("not a bézier: \(timing)")
            return
        }
        #expect(namedKeys[1].easing == .bezier(outX: bezier.p1x, outY: bezier.p1y, inX: bezier.p2x, inY: bezier.p2y)
                || namedKeys[1].easing.map { easing in
                    if case .bezier(let ox, let oy, let ix, let iy) = easing {
                        return abs(ox - bezier.p1x) < 1e-5 && abs(oy - bezier.p1y) < 1e-5 && abs(ix - bezier.p2x) < 1e-5 && abs(iy - bezier.p2y) < 1e-5
                    }
                    return false
                } == true)
        let fittedError = ExportError.measure(fitted, against: fittedDocument.replay).points?.difference ?? .infinity
        let namedError = ExportError.measure(named, against: namedDocument.replay).points?.difference ?? .infinity
        #expect(namedError <= fittedError, "named \(namedError), fitted \(fittedError)")
        #expect(namedError < 1e-3)
        print("named bézier \(timing): y keys \(fittedKeys.count) fitted → \(namedKeys.count) named; error \(fittedError) → \(namedError) pt; "
              + "bytes \(fittedDocument.bytes.count) → \(namedDocument.bytes.count)")
    }

    @Test func aNamedCurveTheFramesDoNotFollowIsFitted() {
        // The take names an easeIn track, but the frames moved by easeInOut: the keys are fitted.
        var take = Self.take(.easeInOut, named: false)
        take.tracks = [SymbolicTrack(viewID: "card", property: .y, from: 400, to: 100, delay: 0.1, duration: 0.5, timing: .easeIn)]
        let document = LottieDocument(take)
        #expect(Self.yKeys(document).count > 3)
        #expect((ExportError.measure(take, against: document.replay).points?.difference ?? .infinity) <= 0.125)
    }

    @Test func aSpringIsNotABezier() {
        let spring = SymbolicTrack(viewID: "card", property: .y, from: 0, to: 1, delay: 0, duration: 1,
                                   timing: .spring(SpringCurve(dampingRatio: 0.7, response: 0.4)))
        #expect(LottieNamedCurve(spring) == nil)
    }
}
