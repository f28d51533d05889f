/// A recorded gesture: touch events with times relative to the first, the window size they
/// were made on, and a note saying what the gesture is. Saved as JSON, one event per line:
///
/// ```json
/// {
///   "format": "segue.gesture", "version": 1,
///   "note": "a flick to the left from the right edge",
///   "expect": "completed",
///   "after": ["push"],
///   "size": { "width": 375, "height": 667 },
///   "events": [
///     { "phase": "began", "x": 370, "y": 300, "t": 0 },
///     { "phase": "changed", "x": 350, "y": 300, "t": 0.016667 },
///     { "phase": "ended", "x": 350, "y": 300, "t": 0.016667 }
///   ]
/// }
/// ```
///
/// A valid trace begins with a touch down, its times never go back, each touch ends
/// (`ended`/`cancelled`) before the next begins, and a touch may still be down at the end.
public struct GestureTrace: Equatable, Sendable {
    /// The events, times in seconds from the start of the recording (the first event is
    /// usually at 0).
    public var events: [TouchEvent]
    /// The window the gesture was made on, if known.
    public var size: Size?
    /// What the gesture is, for a person reading the file.
    public var note: String?
    /// How a run of the trace on its scene ends, when the trace states it
    /// (`segue run --gesture` checks it).
    public var expectedOutcome: TakeOutcome?
    /// Where the gesture was made: the requests (``StageRequest/name``) that, each run to its
    /// end from the scene as built, lead to the state the first touch met. Empty: the scene
    /// as built. `segue run --gesture` and `segue render --gesture` settle them first unless
    /// `--after` is given.
    public var after: [StageRequest] = []

    /// The most requests ``after`` holds (as `--after` takes).
    public static let maximumAfter = 100

    /// The outcomes a trace may state: how a run of a gesture can end.
    public static let expectableOutcomes: [TakeOutcome] = [.completed, .cancelled, .held]

    /// The longest trace, seconds from its start to its last event (2 minutes): a run plays
    /// a trace frame by frame, so its length bounds the run's time and memory.
    public static let maximumDuration = 120.0
    /// The most events a trace holds.
    public static let maximumEvents = 100_000

    /// The format name in every trace file.
    public static let format = "segue.gesture"
    /// The version this reader writes and reads.
    public static let version = 1

    /// Creates a trace; `validate()` says whether it is well formed.
    public init(events: [TouchEvent], size: Size? = nil, note: String? = nil, after: [StageRequest] = []) {
        self.events = events
        self.size = size
        self.note = note
        self.after = after
    }

    /// Seconds from the start of the recording to the last event.
    public var duration: Double { max(events.last?.timestamp ?? 0, 0) }

    /// The problem with the event at `index`, if any; nil when every event is in order.
    /// `fingerDown`: the trace continues a touch already down (it may start with a move).
    public func firstProblem(fingerDown: Bool = false) -> (index: Int, message: String)? {
        var down = fingerDown
        var previous = -Double.infinity
        if events.count > Self.maximumEvents {
            return (Self.maximumEvents, "a trace holds at most \(Self.maximumEvents) events")
        }
        for (index, event) in events.enumerated() {
            do {
                _ = try CheckedNumber.finite(event.location.x, "x")
                _ = try CheckedNumber.finite(event.location.y, "y")
                _ = try CheckedNumber.finite(event.timestamp, "the time", in: -.greatestFiniteMagnitude...Double.greatestFiniteMagnitude)
            } catch {
                return (index, error.message)
            }
            guard event.timestamp >= 0 else { return (index, "the time must be ≥ 0 (seconds from the start)") }
            guard event.timestamp <= Self.maximumDuration else {
                return (index, "the time \(decimalText(event.timestamp, places: 6)) s is past the longest trace (\(decimalText(Self.maximumDuration, places: 0)) s)")
            }
            guard event.timestamp >= previous else {
                return (index, "the time \(decimalText(event.timestamp, places: 6)) s goes back (the event before is at \(decimalText(previous, places: 6)) s)")
            }
            previous = event.timestamp
            switch event.phase {
            case .began:
                guard !down else { return (index, "a touch begins while the previous one is still down (end it first)") }
                down = true
            case .changed, .ended, .cancelled:
                guard down else { return (index, "'\(event.phase.rawValue)' with no touch down (a touch starts with 'began')") }
                if event.phase != .changed { down = false }
            }
        }
        return nil
    }

    /// The trace as JSON text, one event per line.
    public var json: String {
        var text = "{\n  \"format\": \"\(Self.format)\",\n  \"version\": \(Self.version),\n"
        if let note { text += "  \"note\": \(jsonQuoted(note)),\n" }
        if let expectedOutcome { text += "  \"expect\": \"\(expectedOutcome.rawValue)\",\n" }
        if !after.isEmpty { text += "  \"after\": [" + after.map { jsonQuoted($0.name) }.joined(separator: ", ") + "],\n" }
        if let size { text += "  \"size\": { \"width\": \(jsonNumber(size.width)), \"height\": \(jsonNumber(size.height)) },\n" }
        text += "  \"events\": ["
        for (index, event) in events.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    { \"phase\": \"\(event.phase.rawValue)\", \"x\": \(jsonNumber(event.location.x)), "
            text += "\"y\": \(jsonNumber(event.location.y)), \"t\": \(jsonNumber(event.timestamp, places: 6)) }"
        }
        text += events.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// Reads a trace from JSON text; errors name the line of what is wrong.
    public static func read(_ text: String) throws(JSONError) -> GestureTrace {
        let root = try JSONParser.parse(text)
        guard case .object = root.value else { throw JSONError(line: root.line, "a gesture trace is a JSON object, got \(root.value.typeName)") }
        if let format = root["format"], format.string != Self.format {
            throw JSONError(line: format.line, "\"format\" must be \"\(Self.format)\"")
        }
        if let version = root["version"], version.number != Double(Self.version) {
            throw JSONError(line: version.line, "unsupported version (this segue reads version \(Self.version))")
        }
        var trace = GestureTrace(events: [])
        if let note = root["note"] {
            guard let string = note.string else { throw JSONError(line: note.line, "\"note\" must be a string") }
            trace.note = string
        }
        if let expect = root["expect"] {
            guard let name = expect.string, let outcome = TakeOutcome(rawValue: name),
                  expectableOutcomes.contains(outcome) else {
                throw JSONError(line: expect.line, "\"expect\" is one of \"completed\", \"cancelled\", \"held\"")
            }
            trace.expectedOutcome = outcome
        }
        if let after = root["after"] {
            guard case .array(let names) = after.value, names.count <= maximumAfter else {
                throw JSONError(line: after.line, "\"after\" must be a list of at most \(maximumAfter) request names, e.g. [\"push\"]")
            }
            for node in names {
                guard let name = node.string else { throw JSONError(line: node.line, "\"after\" holds request names (strings), got \(node.value.typeName)") }
                do { trace.after.append(try StageRequest(name: name)) } catch { throw JSONError(line: node.line, "\"after\": \(error)") }
            }
        }
        if let size = root["size"] {
            guard let width = size["width"]?.number, let height = size["height"]?.number,
                  (try? CheckedNumber.finite(width, "width", in: 1...100_000)) != nil,
                  (try? CheckedNumber.finite(height, "height", in: 1...100_000)) != nil else {
                throw JSONError(line: size.line, "\"size\" must be { \"width\": …, \"height\": … } with numbers in 1…100000")
            }
            trace.size = Size(width: width, height: height)
        }
        guard let events = root["events"], case .array(let list) = events.value else {
            throw JSONError(line: root["events"]?.line ?? root.line, "a gesture trace needs \"events\": [ … ]")
        }
        for node in list {
            trace.events.append(try event(node))
        }
        if let (index, message) = trace.firstProblem() {
            throw JSONError(line: list[index].line, "event \(index + 1): \(message)")
        }
        return trace
    }

    private static func event(_ node: JSONNode) throws(JSONError) -> TouchEvent {
        guard case .object = node.value else { throw JSONError(line: node.line, "an event is an object, got \(node.value.typeName)") }
        guard let name = node["phase"]?.string, let phase = TouchPhase(rawValue: name) else {
            throw JSONError(line: node.line, "an event's \"phase\" is one of began, changed, ended, cancelled")
        }
        guard let x = node["x"]?.number, let y = node["y"]?.number, let t = node["t"]?.number else {
            throw JSONError(line: node.line, "an event needs numbers \"x\", \"y\" and \"t\" (seconds)")
        }
        return TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: t)
    }
}

/// A number as JSON, rounded to `places` decimals (a microsecond for times, a thousandth
/// of a point for locations): integers without a fraction, others in the shortest text
/// that reads back to the rounded value.
func jsonNumber(_ value: Double, places: Int = 3) -> String {
    var scale = 1.0
    for _ in 0..<max(places, 0) { scale *= 10 }
    let rounded = abs(value) < 1e12 ? (value * scale).rounded() / scale : value
    if rounded == rounded.rounded(), abs(rounded) < 1e15, let whole = Int64(exactly: rounded) { return String(whole) }
    return "\(rounded)"
}
