import Segue
import SegueCore

/// A message from the page (JSON, one object with a `type`).
enum PreviewCommand {
    /// Start `request` timed from where the scene stands (`fromStart`: from where the
    /// current take started instead, to play it again).
    case play(StageRequest, fromStart: Bool)
    /// Take the current take's transition at the playhead — `time` seconds into the take,
    /// where it stood at `progress` — and finish, cancel or reverse it.
    case action(TakeInput.Release.Decision, progress: Double, velocity: Double, time: Double?)
    /// A finger on the stage: `time` is the page's timestamp, milliseconds.
    case touch(TouchPhase, Point, time: Double)
    /// Back to the scene as built.
    case reset
    /// Send the current gesture take's touches as a gesture trace file.
    case saveGesture
    /// Rewrite one number literal of the script (or a module it loaded), then reload.
    case edit(LiteralEdit)
    /// Put back the bytes the last edit replaced, then reload.
    case undo
    /// Send the text and literals of the script (`path` nil) or of a module it loaded.
    case source(path: String?)
    /// Play the current take's input on the script with these literals changed, without
    /// writing anything (a number being dragged); none: show the file's take again.
    case tryOut([LiteralEdit])
    /// Compare every take with the committed version's take of the same input (`true`), or
    /// stop (`false`).
    case compare(withCommitted: Bool)

    /// The most literals one `try` may change (a bezier's handles change two at a time).
    static let maximumTriedLiterals = 8

    /// The longest path and literal text an edit may name.
    static let maximumPathLength = 4096
    static let maximumLiteralLength = 1024
    /// The largest byte offset an edit may name (files are read up to 16 MB).
    static let maximumOffset = 1 << 26
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
            guard let name = node["action"]?.string, let action = TakeInput.Release.Decision(rawValue: name), action != .policy else {
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
        case "edit": return .edit(try edit(node))
        case "undo": return .undo
        case "source":
            guard node["path"] != nil else { return .source(path: nil) }
            return .source(path: try boundedText(node, "path", limit: maximumPathLength))
        case "try":
            guard let edits = node["edits"] else { return .tryOut([]) }
            guard case .array(let list) = edits.value else { throw PreviewError("'edits' must be a list of literal edits") }
            guard list.count <= maximumTriedLiterals else {
                throw PreviewError("'edits' may change at most \(maximumTriedLiterals) literals")
            }
            return .tryOut(try list.map(edit))
        case "compare":
            switch node["against"]?.string {
            case "head": return .compare(withCommitted: true)
            case "none": return .compare(withCommitted: false)
            default: throw PreviewError("'against' must be head or none")
            }
        case "take":
            guard let input = node["input"] else { throw PreviewError("'input' must be a take's input") }
            return .take(try TakeInputMessage.read(input))
        case let other: throw PreviewError("unknown message type '\(other ?? "none")'")
        }
    }

    /// `{type: "edit", path, offset, old, value, digest?}`, each checked: a path and a
    /// literal of bounded length, a whole offset in 0…2²⁶, a finite value.
    private static func edit(_ node: JSONNode) throws -> LiteralEdit {
        let path = try boundedText(node, "path", limit: maximumPathLength)
        guard let offset = node["offset"]?.number, offset.isFinite, offset == offset.rounded(), offset >= 0,
              offset <= Double(maximumOffset), let whole = Int(exactly: offset) else {
            throw PreviewError("'offset' must be a whole number of bytes in 0…\(maximumOffset)")
        }
        let old = try boundedText(node, "old", limit: maximumLiteralLength)
        guard let value = node["value"]?.number, value.isFinite else {
            throw PreviewError("'value' must be a finite number")
        }
        let digest = node["digest"] == nil ? nil : try boundedText(node, "digest", limit: 64)
        return LiteralEdit(file: path, offset: whole, old: old, value: value, digest: digest)
    }

    /// The string field `key`, not empty and at most `limit` bytes long.
    private static func boundedText(_ node: JSONNode, _ key: String, limit: Int) throws -> String {
        guard let value = node[key]?.string, !value.isEmpty, value.utf8.count <= limit else {
            throw PreviewError("'\(key)' must be a text of 1…\(limit) bytes")
        }
        return value
    }
}
