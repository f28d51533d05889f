import CLua
import SegueCore

/// Number arguments of host functions, through ``CheckedNumber``: each is a number, finite,
/// in its range and (for integers) whole, or a `bad argument` error naming the function —
/// raised at the calling script's line like every host error.
extension LuaState {
    /// Argument `arg`, a finite number in `range`.
    public func checkFinite(_ arg: Int32, function: String,
                            in range: ClosedRange<Double> = -CheckedNumber.maximumMagnitude...CheckedNumber.maximumMagnitude) throws -> Double {
        let value = try checkNumber(arg, function: function)
        do {
            return try CheckedNumber.finite(value, "the value", in: range)
        } catch {
            throw LuaScriptError("bad argument #\(arg - 1) to '\(function)' (\(error.message))")
        }
    }

    /// Argument `arg`, a whole number in `range`.
    public func checkInteger(_ arg: Int32, function: String, in range: ClosedRange<Int>) throws -> Int {
        let value = try checkNumber(arg, function: function)
        do {
            return try CheckedNumber.integer(value, "the value", in: range)
        } catch {
            throw LuaScriptError("bad argument #\(arg - 1) to '\(function)' (\(error.message))")
        }
    }
}
