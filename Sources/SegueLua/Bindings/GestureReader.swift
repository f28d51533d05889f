import CLua
import SegueCore

/// Reads a transition's `gesture = { … }` table into a ``GestureDescription``. The table was
/// validated where the script made it (`segue.transition`), so the reader only converts.
enum GestureReader {
    /// Reads the gesture table at `index`.
    static func read(_ state: LuaState, at index: Int32) -> GestureDescription {
        let table = lua_absindex(state.L, index)
        var gesture = GestureDescription()
        func number(_ key: String) -> Double? {
            _ = state.rawField(key, of: table)
            defer { state.pop() }
            return state.number(at: -1)
        }
        func string(_ key: String) -> String? {
            _ = state.rawField(key, of: table)
            defer { state.pop() }
            return state.string(at: -1)
        }
        switch string("edge") {
        case "auto"?: gesture.edge = .container
        case let name?: gesture.edge = ScreenEdge(rawValue: name).map { .edge($0) } ?? .anywhere
        case nil: gesture.edge = .anywhere
        }
        gesture.axis = string("axis").flatMap(PanAxis.init(rawValue:))
        _ = state.rawField("directions", of: table)
        if state.isTable(-1) {
            var directions = Set<PanDirection>()
            var i: lua_Integer = 1
            while true {
                lua_rawgeti(state.L, -1, i)
                defer { state.pop() }
                guard let name = state.string(at: -1) else { break }
                if let direction = PanDirection(rawValue: name) { directions.insert(direction) }
                i += 1
            }
            gesture.directions = directions
        }
        state.pop()
        if let margin = number("margin") { gesture.edgeMargin = margin }
        if let slop = number("slop") { gesture.slop = slop }
        gesture.distance = number("distance")
        if let cap = number("maxProgress") { gesture.maxProgress = cap }
        if let window = number("velocityWindow") { gesture.velocityWindow = window }
        return gesture
    }
}
