import CLua
import SegueCore

/// Reads a timing value made by the `segue` library (a curve name, or a handle returned by
/// `segue.spring`, `segue.bezier` or `segue.steps`) into a ``TimingCurve``. Handles are read
/// through the library's private validated copy; every number is checked again on the way.
enum TimingReader {
    static func read(_ state: LuaState, at index: Int32, field: String) throws -> TimingCurve {
        if state.type(at: index) == LUA_TSTRING, let name = state.string(at: index) {
            guard let curve = TimingCurve(named: name) else {
                throw LuaScriptError("unknown timing '\(name)' in '\(field)'")
            }
            return curve
        }
        guard state.pushValidatedCopy(of: index) else {
            throw LuaScriptError("'\(field)' must be a timing name or segue.spring/bezier/steps, got \(state.typeName(at: index))")
        }
        defer { state.pop() }
        let fields = try TableFields(state, at: -1, name: field)
        switch TimingKind(rawValue: try fields.string("kind") ?? "") {
        case .spring:
            let blend = try fields.number("blendDuration", in: 0...60) ?? 0
            return .spring(try spring(fields, field: field).withBlendDuration(blend))
        case .bezier:
            return .cubicBezier(UnitBezier(p1x: try fields.number("x1", in: 0...1) ?? 0, p1y: try fields.number("y1") ?? 0,
                                           p2x: try fields.number("x2", in: 0...1) ?? 1, p2y: try fields.number("y2") ?? 1))
        case .steps:
            let positionName = try fields.string("position") ?? "jumpEnd"
            guard let position = StepPosition(rawValue: positionName) else {
                throw LuaScriptError("'\(field)': unknown step position '\(positionName)'")
            }
            return .steps(count: try fields.integer("count", in: 1...10_000) ?? 1, position: position)
        case nil:
            throw LuaScriptError("'\(field)' must be a timing name or segue.spring/bezier/steps")
        }
    }

    private static func spring(_ fields: TableFields, field: String) throws -> SpringCurve {
        let positive = 0.0001...CheckedNumber.maximumMagnitude
        let velocity = try fields.number("initialVelocity") ?? 0
        if let presetName = try fields.string("preset") {
            guard let preset = SpringCurve.Preset(rawValue: presetName) else {
                throw LuaScriptError("'\(field)': unknown spring preset '\(presetName)' (\(SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            return SpringCurve(preset: preset,
                               duration: try fields.number("duration", in: 0.0001...3600) ?? SpringCurve.presetDuration,
                               extraBounce: try fields.number("extraBounce", in: -2...1) ?? 0, initialVelocity: velocity)
        }
        if let stiffness = try fields.number("stiffness", in: positive),
           let damping = try fields.number("damping", in: 0...CheckedNumber.maximumMagnitude) {
            return SpringCurve(mass: try fields.number("mass", in: positive) ?? 1, stiffness: stiffness, damping: damping,
                               initialVelocity: velocity)
        }
        if let duration = try fields.number("duration", in: 0.0001...3600) {
            return SpringCurve(duration: duration, bounce: try fields.number("bounce", in: -1...1) ?? 0, initialVelocity: velocity)
        }
        if let ratio = try fields.number("dampingRatio", in: 0.0001...1000) {
            if let response = try fields.number("response", in: 0.0001...3600) {
                return SpringCurve(dampingRatio: ratio, response: response, initialVelocity: velocity)
            }
            return SpringCurve(dampingRatio: ratio, initialVelocity: velocity)
        }
        if let bounce = try fields.number("bounce", in: -1...1) {
            return SpringCurve(duration: 0.5, bounce: bounce, initialVelocity: velocity)
        }
        throw LuaScriptError("'\(field)': a spring needs dampingRatio, duration/bounce or stiffness/damping")
    }
}
