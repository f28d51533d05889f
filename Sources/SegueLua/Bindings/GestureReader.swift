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
        gesture.presentArea = try fields.value("presentArea") { try area(state, what: "gesture.presentArea") }
        gesture.tap = try fields.table("tap") { tap in
            guard let name = try tap.string("request") else { throw LuaScriptError("'gesture.tap.request' must name a request") }
            let request: StageRequest
            do { request = try StageRequest(name: name) } catch { throw LuaScriptError("'gesture.tap.request': \(error)") }
            return GestureTap(area: try tap.value("area") { try area(state, what: "gesture.tap.area") }, request: request)
        }
        return gesture
    }

    /// The area on the stack top: a view id, or a rectangle `{ x, y, width, height }`.
    private static func area(_ state: LuaState, what: String) throws -> GestureArea {
        if state.type(at: -1) == LUA_TSTRING, let id = state.string(at: -1) { return .view(id) }
        let rect = try state.readFrame(at: -1, what: what)
        guard rect.width >= 0, rect.height >= 0 else { throw LuaScriptError("'\(what)' must have a width and height of 0 or more") }
        return .rect(rect)
    }
}
