import Testing
@testable import SegueCore
import SegueExport

/// The measured error: engine trace against a replay, per unit, naming where; scales and
/// anchors at the view's size; what a replay does not carry named when it moves.
@Suite struct ExportErrorTests {
    /// A take of one 300×200 view, "card", whose x moves 0, 10, 20 over three frames.
    static func take() -> ExportTake {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        window.addSubview(card)
        var frames: [StageValues] = []
        for k in 0..<3 {
            card[.x] = Double(k) * 10
            frames.append(StageValues(window: window))
        }
        return ExportTake(title: "card", size: Size(width: 400, height: 800), fps: 2, times: [0, 0.5, 1], frames: frames)
    }

    /// Replays the trace exactly, but for the changes asked.
    struct Replay: ExportReplay {
        let take: ExportTake
        var change: @Sendable (String, ViewProperty, Double) -> Double? = { _, _, value in value }

        func value(view: String, property: ViewProperty, at time: Double) -> Double? {
            guard let k = take.times.firstIndex(of: time), let value = take.value(view: view, property: property, frame: k) else { return nil }
            return change(view, property, value)
        }
    }

    @Test func anExactReplayHasNoError() {
        let take = Self.take()
        let error = ExportError.measure(take, against: Replay(take: take))
        #expect(error.points?.difference == 0 && error.alpha?.difference == 0 && error.radians?.difference == 0 && error.colour?.difference == 0)
        #expect(error.notCarried.isEmpty)
        #expect(ExportTolerance().exceeded(by: error).isEmpty)
    }

    @Test func theLargestDifferenceIsNamedByViewPropertyAndTime() throws {
        let take = Self.take()
        var replay = Replay(take: take)
        replay.change = { view, property, value in
            view == "card" && property == .x && value == 10 ? 10.4 : value
        }
        let error = ExportError.measure(take, against: replay)
        let points = try #require(error.points)
        #expect(points.viewID == "card" && points.property == .x && points.time == 0.5)
        #expect(abs(points.difference - 0.4) < 1e-12)
        #expect(ExportTolerance().exceeded(by: error) == [.points])
        #expect(ExportTolerance(points: 0.5).exceeded(by: error).isEmpty)
    }

    @Test func scalesAndAnchorsAreMeasuredAsPointsAtTheViewsSize() {
        let take = Self.take()
        var replay = Replay(take: take)
        replay.change = { view, property, value in
            view != "card" ? value : property == .scaleX ? value + 0.01 : property == .anchorY ? value - 0.01 : value
        }
        let error = ExportError.measure(take, against: replay)
        #expect(error.points?.property == .scaleX)
        #expect(abs((error.points?.difference ?? 0) - 3) < 1e-9, "0.01 of scale on a 300 pt wide view is 3 pt; 0.01 of anchor on 200 pt high, 2 pt")
    }

    @Test func aPropertyTheReplayDoesNotCarryIsNamedWhenItMoves() {
        let take = Self.take()
        var replay = Replay(take: take)
        replay.change = { _, property, value in property == .x || property == .shadowRadius ? nil : value }
        let error = ExportError.measure(take, against: replay)
        #expect(error.notCarried == ["card.x"], "the shadow's radius does not move: not listed")
    }

    @Test func aReplayThatIsNotANumberIsAnInfiniteError() {
        let take = Self.take()
        var replay = Replay(take: take)
        replay.change = { _, property, value in property == .rotation ? .nan : value }
        let error = ExportError.measure(take, against: replay)
        #expect(error.radians?.difference == .infinity)
        #expect(ExportTolerance().exceeded(by: error) == [.radians])
    }
}
