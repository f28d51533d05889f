import Segue
import SegueCore

/// A take's input as the page writes it in its address (`#take=…`) and sends it back in a
/// `take` message: `{"from": [names], "kind": "still" | "timed" | "scrubbed" | "caught" |
/// "gesture", "request", "progress", "time", "action", "speed", "events": [[phase, x, y, t], …]}`
/// — the same fields ``PreviewMessages`` writes for a take's `input`.
///
/// Promises: whatever the text holds, reading gives a ``TakeInput`` or a ``PreviewError``
/// naming the field that is wrong; numbers are finite, a progress is within 0…1, a time is not
/// negative, and a gesture's touches form a well-made trace (``GestureTrace/firstProblem(fingerDown:)``).
enum TakeInputMessage {
    /// The input `node` describes.
    static func read(_ node: JSONNode) throws -> TakeInput {
        let prelude = try names(node["from"]).map(RequestName.request(named:))
        return TakeInput(prelude: prelude, drive: try drive(node))
    }

    private static func drive(_ node: JSONNode) throws -> TakeInput.Drive {
        switch node["kind"]?.string {
        case "still":
            return .still
        case "timed":
            return .timed(try request(node))
        case "scrubbed":
            return .scrubbed(try request(node), progress: min(max(try number(node, "progress"), 0), 1),
                             release: TakeInput.Release(try action(node), velocity: .progress(try number(node, "speed"))))
        case "caught":
            return .caught(try request(node), time: max(try number(node, "time"), 0),
                           release: TakeInput.Release(try action(node), velocity: .progress(try number(node, "speed"))))
        case "gesture":
            return .gesture(GestureTrace(events: try touches(node["events"])))
        case let other:
            throw PreviewError("a take's 'kind' must be still, timed, scrubbed, caught or gesture, not '\(other ?? "none")'")
        }
    }

    private static func request(_ node: JSONNode) throws -> StageRequest {
        try RequestName.request(named: node["request"]?.string ?? "next")
    }

    private static func action(_ node: JSONNode) throws -> TakeInput.Release.Decision {
        guard let name = node["action"]?.string, let action = TakeInput.Release.Decision(rawValue: name), action != .policy else {
            throw PreviewError("a take's 'action' must be finish, cancel or reverse")
        }
        return action
    }

    private static func number(_ node: JSONNode, _ key: String) throws -> Double {
        guard let value = node[key]?.number, value.isFinite, abs(value) <= 1e12 else {
            throw PreviewError("a take's '\(key)' must be a finite number")
        }
        return value
    }

    private static func names(_ node: JSONNode?) throws -> [String] {
        guard let node else { return [] }
        guard case .array(let items) = node.value else { throw PreviewError("a take's 'from' must be a list of requests") }
        return try items.map {
            guard let name = $0.string else { throw PreviewError("a take's 'from' must be a list of requests") }
            return name
        }
    }

    /// `[[phase, x, y, t], …]`, times in seconds from the first touch.
    private static func touches(_ node: JSONNode?) throws -> [TouchEvent] {
        guard let node, case .array(let items) = node.value, !items.isEmpty else {
            throw PreviewError("a gesture take's 'events' must be a list of [phase, x, y, t]")
        }
        guard items.count <= GestureTrace.maximumEvents else {
            throw PreviewError("a gesture take holds at most \(GestureTrace.maximumEvents) touches")
        }
        let events = try items.map(touch)
        if let problem = GestureTrace(events: events).firstProblem() {
            throw PreviewError("touch \(problem.index + 1) of the gesture: \(problem.message)")
        }
        return events
    }

    private static func touch(_ node: JSONNode) throws -> TouchEvent {
        guard case .array(let parts) = node.value, parts.count == 4, let name = parts[0].string,
              let phase = TouchPhase(rawValue: name), let x = parts[1].number, let y = parts[2].number,
              let t = parts[3].number, x.isFinite, y.isFinite, t.isFinite else {
            throw PreviewError("a gesture take's touch must be [phase, x, y, t] with a touch phase and finite numbers")
        }
        return TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: t)
    }
}
