import CLua
import SegueCore

/// Reads a timing value made by the `segue` library (a curve name, or a table tagged by
/// `segue.spring`, `segue.bezier` or `segue.steps`) into a ``TimingCurve``.
enum TimingReader {
    static func read(_ state: LuaState, at index: Int32, field: String) throws -> TimingCurve {
        if let name = state.string(at: index), state.type(at: index) == LUA_TSTRING {
            guard let curve = TimingCurve(named: name) else {
                throw LuaScriptError("unknown timing '\(name)' in '\(field)'")
            }
            return curve
        }
        guard state.isTable(index) else {
            throw LuaScriptError("'\(field)' must be a timing, got \(state.typeName(at: index))")
        }
        func number(_ key: String) -> Double? {
            state.rawField(key, of: index)
            defer { state.pop() }
            return state.number(at: -1)
        }
        state.rawField("kind", of: index)
        let kind = state.string(at: -1) ?? ""
        state.pop()
        switch kind {
        case "spring":
            let velocity = number("initialVelocity") ?? 0
            if let stiffness = number("stiffness"), let damping = number("damping") {
                return .spring(SpringCurve(mass: number("mass") ?? 1, stiffness: stiffness, damping: damping,
                                           initialVelocity: velocity))
            }
            if let duration = number("duration") {
                return .spring(SpringCurve(duration: duration, bounce: number("bounce") ?? 0, initialVelocity: velocity))
            }
            if let ratio = number("dampingRatio") {
                if let response = number("response") {
                    return .spring(SpringCurve(dampingRatio: ratio, response: response, initialVelocity: velocity))
                }
                return .spring(SpringCurve(dampingRatio: ratio, initialVelocity: velocity))
            }
            if let bounce = number("bounce") {
                return .spring(SpringCurve(duration: 0.5, bounce: bounce, initialVelocity: velocity))
            }
            throw LuaScriptError("'\(field)': a spring needs dampingRatio, duration/bounce or stiffness/damping")
        case "bezier":
            return .cubicBezier(UnitBezier(p1x: number("x1") ?? 0, p1y: number("y1") ?? 0,
                                           p2x: number("x2") ?? 1, p2y: number("y2") ?? 1))
        case "steps":
            state.rawField("position", of: index)
            let positionName = state.string(at: -1) ?? "jumpEnd"
            state.pop()
            let position = StepPosition(rawValue: positionName) ?? .jumpEnd
            return .steps(count: Int(number("count") ?? 1), position: position)
        default:
            throw LuaScriptError("'\(field)' must be a timing name or segue.spring/bezier/steps")
        }
    }
}
