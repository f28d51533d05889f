import CLua
import SegueCore

/// The library's `settle(timing, initialVelocity, epsilon)`: a spring timing's settling
/// duration in seconds (`SpringCurve.settlingDuration(initialVelocity:epsilon:)`, the one
/// computation the engine and the preview use), or nil for a spring stretched over the
/// animator's duration (it has no clock of its own). Only the library calls it, after checking
/// its arguments; each is checked again here.
enum SettlingFunction {
    static func push(in state: LuaState) {
        state.pushFunction { lua in
            let timing = try TimingReader.read(lua, at: 1, field: "spring")
            guard case .spring(let spring) = timing else {
                throw LuaScriptError("segue.settlingDuration: 'spring' must be a segue.spring timing")
            }
            let velocity = lua.number(at: 2) ?? 0
            let epsilon = lua.number(at: 3) ?? SpringCurve.settlingThreshold
            guard velocity.isFinite, abs(velocity) <= CheckedNumber.maximumMagnitude else {
                throw LuaScriptError("segue.settlingDuration: 'initialVelocity' must be a finite number")
            }
            guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
                throw LuaScriptError("segue.settlingDuration: 'epsilon' must be in (0, 1)")
            }
            if spring.fitsAnimatorDuration {
                lua.pushNil()
            } else {
                lua.push(spring.settlingDuration(initialVelocity: velocity, epsilon: epsilon))
            }
            return 1
        }
    }
}
