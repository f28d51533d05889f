import CLua
import SegueCore

/// The stack vocabulary of host functions, as `lauxlib`'s: `check…` reads an argument that
/// must be there and be right, `opt…` one that may be absent or nil (giving a default), and
/// each refusal is a ``argumentError(_:function:_:)`` — `bad argument #N to 'name' (…)` at
/// the calling script's line. Numbers go through ``CheckedNumber``: finite, in their range
/// and (for integers) whole.
extension LuaState {
    /// Argument `arg`, a number (not a numeric string).
    public func checkNumber(_ arg: Int32, function: String) throws -> Double {
        guard lua_type(L, arg) == LUA_TNUMBER, let value = number(at: arg) else {
            throw typeError(arg, function: function, expected: "number")
        }
        return value
    }

    /// Argument `arg`, a string (not a number).
    public func checkString(_ arg: Int32, function: String) throws -> String {
        guard lua_type(L, arg) == LUA_TSTRING, let value = string(at: arg) else {
            throw typeError(arg, function: function, expected: "string")
        }
        return value
    }

    /// Argument `arg`, a boolean; `expected` names it in the error ("boolean withoutFinishing").
    public func checkBoolean(_ arg: Int32, function: String, expected: String = "boolean") throws -> Bool {
        guard lua_type(L, arg) == LUA_TBOOLEAN else { throw typeError(arg, function: function, expected: expected) }
        return bool(at: arg)
    }

    /// Checks that argument `arg` is a table; `expected` names it in the error
    /// ("an options table").
    public func checkTable(_ arg: Int32, function: String, expected: String = "table") throws {
        guard isTable(arg) else { throw typeError(arg, function: function, expected: expected) }
    }

    /// Checks that argument `arg` is a function.
    public func checkFunction(_ arg: Int32, function: String) throws {
        guard isFunction(arg) else { throw typeError(arg, function: function, expected: "function") }
    }

    /// Argument `arg`, a finite number in `range`.
    public func checkFinite(_ arg: Int32, function: String,
                            in range: ClosedRange<Double> = -CheckedNumber.maximumMagnitude...CheckedNumber.maximumMagnitude) throws -> Double {
        let value = try checkNumber(arg, function: function)
        do {
            return try CheckedNumber.finite(value, "the value", in: range)
        } catch {
            throw argumentError(arg, function: function, error.message)
        }
    }

    /// Argument `arg`, a finite number in `range`, or `defaultValue` when it is absent or nil.
    public func optFinite(_ arg: Int32, function: String, in range: ClosedRange<Double>, default defaultValue: Double) throws -> Double {
        isNil(arg) ? defaultValue : try checkFinite(arg, function: function, in: range)
    }

    /// Argument `arg`, a whole number in `range`.
    public func checkInteger(_ arg: Int32, function: String, in range: ClosedRange<Int>) throws -> Int {
        let value = try checkNumber(arg, function: function)
        do {
            return try CheckedNumber.integer(value, "the value", in: range)
        } catch {
            throw argumentError(arg, function: function, error.message)
        }
    }
}
