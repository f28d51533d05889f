import Testing
@testable import SegueCore

@Suite struct GestureTraceTests {
    /// Issue 45: where a trace was made (`"after"`) is written and read back; a name no
    /// request has is an error at its line.
    @Test func aTraceCarriesTheRequestsThatLeadToItsStart() throws {
        var trace = GestureTrace(events: [TouchEvent(phase: .began, location: Point(x: 1, y: 2), timestamp: 0)],
                                 after: [.push, .showPage(2), .pan(.up)])
        #expect(trace.json.contains("\"after\": [\"push\", \"page:2\", \"pan:up\"],"))
        #expect(try GestureTrace.read(trace.json).after == [.push, .showPage(2), .pan(.up)])
        trace.after = []
        #expect(!trace.json.contains("after"))
        #expect(try GestureTrace.read(trace.json).after == [])
        let wrong = trace.json.replacingOccurrences(of: "\"version\": 1,\n", with: "\"version\": 1,\n  \"after\": [\n    \"psuh\"],\n")
        #expect(throws: JSONError.self) { try GestureTrace.read(wrong) }
        do { _ = try GestureTrace.read(wrong) } catch {
            #expect(error.line == 5 && "\(error)".contains("psuh"), "\(error)")
        }
        let notAList = trace.json.replacingOccurrences(of: "\"version\": 1,\n", with: "\"version\": 1,\n  \"after\": \"push\",\n")
        #expect(throws: JSONError.self) { try GestureTrace.read(notAList) }
    }

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
