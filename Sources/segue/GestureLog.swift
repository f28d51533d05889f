import SegueCore

/// The notable things a gesture did, one line each, for a person reading a run or a REPL
/// session: `gesture 0.117 s (370, 300): began left`.
enum GestureLog {
    /// Lines for `responses`, times relative to `origin`.
    static func lines(_ responses: [(event: TouchEvent, response: GestureDriver.Response)], origin: Double) -> [String] {
        responses.filter { $0.response.isNotable }.map { line($0.event, $0.response, origin: origin) }
    }

    /// One line for `response` to `event`.
    static func line(_ event: TouchEvent, _ response: GestureDriver.Response, origin: Double) -> String {
        let time = decimalText(event.timestamp - origin, places: 3)
        let place = "(\(decimalText(event.location.x, places: 1)), \(decimalText(event.location.y, places: 1)))"
        return "gesture \(time) s \(event.phase.rawValue) \(place): \(response)"
    }
}
