import CLua
import SegueCore

/// Reads a transition's `gesture = { … }` table into a ``GestureDescription``. The table is
/// the library's private validated copy; the reader still checks each field's type and range.
enum GestureReader {
    /// Reads the gesture table at `index`.
    static func read(_ state: LuaState, at index: Int32) throws -> GestureDescription {
        let fields = try TableFields(state, at: index, name: "gesture")
        var gesture = GestureDescription()
        switch try fields.string("edge") {
        case "auto"?: gesture.edge = .container
        case let name?: gesture.edge = ScreenEdge(rawValue: name).map { .edge($0) } ?? .anywhere
        case nil: gesture.edge = .anywhere
        }
        gesture.axis = try fields.string("axis").flatMap(PanAxis.init(rawValue:))
        gesture.directions = try fields.table("directions") { list in
            Set(try list.list(limit: 1000) { _, name -> PanDirection? in
                guard state.type(at: -1) == LUA_TSTRING, let text = state.string(at: -1) else {
                    throw LuaScriptError("'\(name)' must be a direction (left, right, up, down)")
                }
                return PanDirection(rawValue: text)
            }.compactMap { $0 })
        }
        if let margin = try fields.number("margin", in: 0...CheckedNumber.maximumMagnitude) { gesture.edgeMargin = margin }
        if let slop = try fields.number("slop", in: 0...CheckedNumber.maximumMagnitude) { gesture.slop = slop }
        gesture.distance = try fields.number("distance", in: 1...CheckedNumber.maximumMagnitude)
        if let cap = try fields.number("maxProgress", in: 0...1) { gesture.maxProgress = cap }
        if let window = try fields.number("velocityWindow", in: 0.001...1) { gesture.velocityWindow = window }
        return gesture
    }
}
