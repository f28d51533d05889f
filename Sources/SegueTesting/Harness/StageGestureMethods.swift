import CLua
import SegueCore
import SegueLua

/// The touch methods of a stage: `s:touch(phase, x, y)`, `s:drag { … }`, `s:tap { x, y }`,
/// `s:replay(file)` (from the trace's start: its `"after"` settled first on a stage that has
/// started nothing). Each returns what the last notable touch did: a kind and its details —
/// `"began", "left"`, `"grabbed", 0.42`, `"moved", 0.3`,
/// `"released", "finish"|"cancel"|"hold", velocity[, held progress]`, `"cancelled"`,
/// `"failed", reason`, `"lifted"`, `"tapped", "present"`, `"waiting"`, `"ignored"`.
enum StageGestureMethods {
    static let all: [String: StageMethods.Method] = [
        "touch": { harness, lua in
            let name = try lua.checkString(2, function: "touch")
            guard let phase = TouchPhase(rawValue: name) else {
                throw LuaScriptError("stage:touch: unknown phase '\(name)' (began, changed, ended, cancelled)")
            }
            let location = lua.isNil(3) && lua.isNil(4)
                ? nil : Point(x: try lua.checkFinite(3, function: "touch"), y: try lua.checkFinite(4, function: "touch"))
            return push(try harness.touch(phase, at: location), in: lua)
        },
        "drag": { harness, lua in
            guard lua.isTable(2) else {
                throw lua.argumentError(2, function: "drag", "table expected, got \(lua.typeName(at: 2)); s:drag { from = { x, y }, to = { x, y }, seconds = 0.25, lift = true }")
            }
            let from = try point(lua, field: "from")
            guard let to = try point(lua, field: "to") else { throw LuaScriptError("stage:drag: 'to' is required ({ x, y })") }
            let seconds = number(lua, field: "seconds") ?? 0.25
            _ = lua.rawField("lift", of: 2)
            let lift = lua.isNil(-1) ? true : lua.bool(at: -1)
            lua.pop()
            return push(try harness.drag(from: from, to: to, seconds: seconds, lift: lift), in: lua)
        },
        "tap": { harness, lua in
            // A finger down and up at one point, `seconds` apart (0.1 unless given).
            guard lua.isTable(2) else {
                throw lua.argumentError(2, function: "tap", "table expected, got \(lua.typeName(at: 2)); s:tap { x, y, seconds = 0.1 }")
            }
            let at = try point(lua, at: 2, what: "stage:tap: the point")
            let seconds = number(lua, field: "seconds") ?? 0.1
            return push(try harness.drag(from: at, to: at, seconds: seconds, lift: true), in: lua)
        },
        "replay": { harness, lua in
            let name = try lua.checkString(2, function: "replay")
            let trace = try harness.gestureTrace(named: name, function: "replay")
            do {
                return push(try harness.replay(trace), in: lua)
            } catch let failure as SettlingFailure {
                // A hook's error fails the spec as every hook error does; the rest name the trace.
                if case .failed(let cause) = failure.reason, !(cause is StageError) { throw cause }
                throw LuaScriptError("stage:replay: \"after\" of \(name): \(failure)")
            }
        },
    ]

    /// Pushes a response as its kind and details; returns how many values.
    static func push(_ response: GestureDriver.Response?, in lua: LuaState) -> Int32 {
        switch response {
        case nil: lua.pushNil(); return 1
        case .ignored?: lua.push("ignored"); return 1
        case .waiting?: lua.push("waiting"); return 1
        case .lifted?: lua.push("lifted"); return 1
        case .tapped(let request)?: lua.push("tapped"); lua.push(request.name); return 2
        case .cancelled?: lua.push("cancelled"); return 1
        case .failed(let reason)?: lua.push("failed"); lua.push(reason); return 2
        case .began(let direction)?: lua.push("began"); lua.push(direction.rawValue); return 2
        case .grabbed(let progress)?: lua.push("grabbed"); lua.push(progress); return 2
        case .moved(let progress)?: lua.push("moved"); lua.push(progress); return 2
        case .released(let decision, let velocity)?:
            lua.push("released")
            switch decision {
            case .finish: lua.push("finish"); lua.push(velocity); return 3
            case .cancel: lua.push("cancel"); lua.push(velocity); return 3
            case .hold(let progress): lua.push("hold"); lua.push(velocity); lua.push(progress); return 4
            }
        }
    }

    /// `{ x, y }` or `{ x = …, y = … }` at field `name` of the table at 2; nil when absent.
    private static func point(_ lua: LuaState, field name: String) throws -> Point? {
        _ = lua.rawField(name, of: 2)
        defer { lua.pop() }
        if lua.isNil(-1) { return nil }
        guard lua.isTable(-1) else { throw LuaScriptError("stage:drag: '\(name)' must be { x, y }, got \(lua.typeName(at: -1))") }
        return try point(lua, at: -1, what: "stage:drag: '\(name)'")
    }

    /// `{ x, y }` or `{ x = …, y = … }` in the table at `index`; an error naming `what` when it
    /// lacks either or one is out of range.
    private static func point(_ lua: LuaState, at index: Int32, what: String) throws -> Point {
        let table = lua.absoluteIndex(index)
        func component(_ key: String, _ position: Int) -> Double? {
            _ = lua.rawField(key, of: table)
            if lua.isNil(-1) {
                lua.pop()
                lua.pushRawElement(position, of: table)
            }
            defer { lua.pop() }
            return lua.number(at: -1)
        }
        let limit = CheckedNumber.maximumMagnitude
        guard let x = component("x", 1), let y = component("y", 2), abs(x) <= limit, abs(y) <= limit else {
            throw LuaScriptError("\(what) must be { x, y } with two numbers")
        }
        return Point(x: x, y: y)
    }

    private static func number(_ lua: LuaState, field name: String) -> Double? {
        _ = lua.rawField(name, of: 2)
        defer { lua.pop() }
        return lua.number(at: -1)
    }
}
