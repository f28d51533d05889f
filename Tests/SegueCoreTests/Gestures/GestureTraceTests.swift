import Testing
@testable import SegueCore

@Suite struct GestureTraceTests {
    @Test func aTraceRoundTripsThroughItsJSON() throws {
        var builder = GestureTraceBuilder(size: Size(width: 375, height: 667), fps: 60, note: "a \"quoted\" note")
        builder.touchDown(at: Point(x: 370, y: 300))
        builder.move(to: Point(x: 250.5, y: 301), over: 0.2)
        builder.wait(0.1)
        builder.lift()
        var trace = builder.trace
        trace.expectedOutcome = .completed
        let read = try GestureTrace.read(trace.json)
        #expect(read.size == trace.size)
        #expect(read.note == "a \"quoted\" note")
        #expect(read.expectedOutcome == .completed)
        #expect(read.events.count == trace.events.count)
        for (a, b) in zip(read.events, trace.events) {
            #expect(a.phase == b.phase)
            #expect(abs(a.timestamp - b.timestamp) <= 5e-7)
            #expect(abs(a.location.x - b.location.x) <= 5e-4 && abs(a.location.y - b.location.y) <= 5e-4)
        }
        // One event per line, so an error can point at it.
        #expect(trace.json.split(separator: "\n").filter { $0.contains("\"phase\"") }.count == trace.events.count)
    }

    @Test(arguments: [
        ([TouchEvent(phase: .changed, location: .zero, timestamp: 0)], 0, "'changed' with no touch down"),
        ([TouchEvent(phase: .began, location: .zero, timestamp: 0), TouchEvent(phase: .began, location: .zero, timestamp: 1)], 1, "a touch begins while the previous one is still down"),
        ([TouchEvent(phase: .began, location: .zero, timestamp: 1), TouchEvent(phase: .ended, location: .zero, timestamp: 0.5)], 1, "goes back"),
        ([TouchEvent(phase: .began, location: Point(x: .nan, y: 0), timestamp: 0)], 0, "finite"),
    ])
    func anEventOutOfOrderIsNamed(events: [TouchEvent], index: Int, words: String) throws {
        let problem = try #require(GestureTrace(events: events).firstProblem())
        #expect(problem.index == index)
        #expect(problem.message.contains(words), "\(problem.message)")
    }

    @Test func aTraceMayContinueAFingerAlreadyDown() {
        let trace = GestureTrace(events: [TouchEvent(phase: .changed, location: .zero, timestamp: 0),
                                          TouchEvent(phase: .ended, location: .zero, timestamp: 0.1)])
        #expect(trace.firstProblem() != nil)
        #expect(trace.firstProblem(fingerDown: true) == nil)
    }
}
