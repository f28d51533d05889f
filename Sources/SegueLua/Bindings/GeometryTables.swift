import CLua
import SegueCore

/// Points as Lua tables `{ x, y }`.
enum PointTable {
    static func push(_ point: Point, in state: LuaState) {
        state.newTable(recordCount: 2)
        state.push(point.x)
        state.setRawField("x", of: -2)
        state.push(point.y)
        state.setRawField("y", of: -2)
    }

    static func read(_ state: LuaState, at index: Int32, what: String) throws -> Point {
        var parts: [Double] = []
        for key in ["x", "y"] {
            state.rawField(key, of: index)
            defer { state.pop() }
            guard state.type(at: -1) == LUA_TNUMBER, let value = state.number(at: -1) else {
                throw LuaScriptError("'\(what)': the point's '\(key)' must be a number")
            }
            guard ViewValueRange.contains(value) else { throw LuaScriptError(ViewValueRange.rejection(of: value, for: "\(what).\(key)")) }
            parts.append(value)
        }
        return Point(x: parts[0], y: parts[1])
    }
}

/// Frames as Lua tables `{ x, y, width, height }`.
enum FrameTable {
    static func push(_ rect: Rect, in state: LuaState) {
        state.newTable(recordCount: 4)
        for (key, value) in [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)] {
            state.push(value)
            state.setRawField(key, of: -2)
        }
    }

    static func read(_ state: LuaState, at index: Int32, what: String) throws -> Rect {
        guard state.isTable(index) else {
            throw LuaScriptError("'\(what)' must be a table { x, y, width, height }, got \(state.typeName(at: index))")
        }
        var parts: [Double] = []
        for key in ["x", "y", "width", "height"] {
            state.rawField(key, of: index)
            guard state.type(at: -1) == LUA_TNUMBER, let value = state.number(at: -1) else {
                state.pop()
                throw LuaScriptError("'\(what).\(key)' must be a number")
            }
            guard ViewValueRange.contains(value) else {
                state.pop()
                throw LuaScriptError(ViewValueRange.rejection(of: value, for: "\(what).\(key)"))
            }
            state.pop()
            parts.append(value)
        }
        return Rect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
    }
}
