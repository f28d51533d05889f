import Segue

/// A message from the page (JSON, one object with a `type`).
enum PreviewCommand {
    /// Start `request` timed from where the scene stands (`fromStart`: from where the
    /// current take started instead, to play it again).
    case play(StageRequest, fromStart: Bool)
    /// Take the current take's transition at the playhead — `time` seconds into the take,
    /// where it stood at `progress` — and finish, cancel or reverse it.
    case action(TakeInput.Action, progress: Double, velocity: Double, time: Double?)
    /// A finger on the stage: `time` is the page's timestamp, milliseconds.
    case touch(TouchPhase, Point, time: Double)
    /// Back to the scene as built.
    case reset
    /// Send the current gesture take's touches as a gesture trace file.
    case saveGesture
    /// Play `input` (a take the page's address names), as a new take.
    case take(TakeInput)

    /// The command `text` holds, or a ``PreviewError`` saying what is wrong with it.
    static func parse(_ text: String) throws -> PreviewCommand {
        let node: JSONNode
        do { node = try JSONParser.parse(text) } catch { throw PreviewError("a message that is not JSON: \(error)") }
        func number(_ key: String) throws -> Double {
            guard let value = node[key]?.number, value.isFinite, abs(value) <= 1e12 else {
                throw PreviewError("'\(key)' must be a finite number")
            }
            return value
        }
        switch node["type"]?.string {
        case "play":
            let request = try RequestName.request(named: node["request"]?.string ?? "next")
            return .play(request, fromStart: node["from"]?.string == "start")
        case "action":
            guard let name = node["action"]?.string, let action = TakeInput.Action(rawValue: name) else {
                throw PreviewError("'action' must be finish, cancel or reverse")
            }
            let time = node["time"] == nil ? nil : try number("time")
            return .action(action, progress: min(max(try number("progress"), 0), 1), velocity: try number("velocity"),
                           time: time.map { max($0, 0) })
        case "touch":
            guard let name = node["phase"]?.string, let phase = TouchPhase(rawValue: name) else {
                throw PreviewError("'phase' must be a touch phase")
            }
            return .touch(phase, Point(x: try number("x"), y: try number("y")), time: try number("t"))
        case "reset": return .reset
        case "save-gesture": return .saveGesture
        case "take":
            guard let input = node["input"] else { throw PreviewError("'input' must be a take's input") }
            return .take(try TakeInputMessage.read(input))
        case let other: throw PreviewError("unknown message type '\(other ?? "none")'")
        }
    }
}
