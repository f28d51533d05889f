import CLua
import SegueCore

/// Points and frames on the stack, as Lua tables `{ x, y }` and `{ x, y, width, height }`
/// (the vocabulary of `LuaState+CheckedArguments.swift`: `push` a value, `read…` one out of
/// a table, an error naming `what` when it is not one).
extension LuaState {
    /// Pushes `point` as a table `{ x, y }`.
    public func push(_ point: Point) {
        newTable(recordCount: 2)
        push(point.x)
        setRawField("x", of: -2)
        push(point.y)
        setRawField("y", of: -2)
    }

    /// The point `{ x, y }` in the table at `index`; `what` names it in errors.
    func readPoint(at index: Int32, what: String) throws -> Point {
        let state = self
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

    /// Pushes `rect` as a table `{ x, y, width, height }`.
    public func push(_ rect: Rect) {
        newTable(recordCount: 4)
        for (key, value) in [("x", rect.minX), ("y", rect.minY), ("width", rect.width), ("height", rect.height)] {
            push(value)
            setRawField(key, of: -2)
        }
    }

    /// The frame `{ x, y, width, height }` in the table at `index`; `what` names it in errors.
    func readFrame(at index: Int32, what: String) throws -> Rect {
        let state = self
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
