/// A Lua 5.4 numeral read as Lua reads it: its value, and whether Lua makes it an integer
/// (no dot and no exponent, and for a decimal one within 64 bits; a hex integer wraps
/// around as Lua's does) or a float.
public struct LuaNumeral: Equatable, Sendable {
    /// The number, as a `Double` (an integer beyond 2⁵³ rounded).
    public var value: Double
    /// Whether Lua reads it as an integer.
    public var isInteger: Bool
    /// Whether it is written in hexadecimal (`0x…`).
    public var isHex: Bool

    /// The numeral `text` (without a sign), or nil when Lua would refuse it.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") {
            guard let read = Self.hex(Array(bytes[2...])) else { return nil }
            self = read
        } else {
            guard let read = Self.decimal(bytes, text: text) else { return nil }
            self = read
        }
    }

    private init(value: Double, isInteger: Bool, isHex: Bool) {
        self.value = value
        self.isInteger = isInteger
        self.isHex = isHex
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func hexDigit(_ b: UInt8) -> UInt64? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(b - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `digits[.digits][e[±]digits]`, at least one mantissa digit.
    private static func decimal(_ bytes: [UInt8], text: String) -> LuaNumeral? {
        var at = 0
        var mantissaDigits = 0
        while at < bytes.count, isDigit(bytes[at]) { at += 1; mantissaDigits += 1 }
        let integerPart = at
        var isFloat = false
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            isFloat = true
            at += 1
            while at < bytes.count, isDigit(bytes[at]) { at += 1; mantissaDigits += 1 }
        }
        guard mantissaDigits > 0 else { return nil }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            isFloat = true
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            let exponentStart = at
            while at < bytes.count, isDigit(bytes[at]) { at += 1 }
            guard at > exponentStart else { return nil }
        }
        guard at == bytes.count else { return nil }
        if !isFloat, integerPart == bytes.count, let integer = Int64(text) {
            return LuaNumeral(value: Double(integer), isInteger: true, isHex: false)
        }
        // A decimal integer beyond 64 bits is a float in Lua too.
        guard let value = Double(text) else { return nil }
        return LuaNumeral(value: value, isInteger: false, isHex: false)
    }

    /// The part after `0x`: `hex[.hex][p[±]digits]`, at least one hex digit.
    private static func hex(_ bytes: [UInt8]) -> LuaNumeral? {
        var at = 0
        var mantissa: UInt64 = 0
        var wrapped: UInt64 = 0
        var exponent = 0
        var digits = 0
        var significant = 0
        var isFloat = false
        func take(_ digit: UInt64, afterDot: Bool) {
            digits += 1
            wrapped = wrapped &* 16 &+ digit
            if significant < 15 {
                if mantissa != 0 || digit != 0 { significant += 1 }
                mantissa = mantissa * 16 + digit
                if afterDot { exponent -= 4 }
            } else if !afterDot {
                exponent += 4
            }
        }
        while at < bytes.count, let digit = hexDigit(bytes[at]) { take(digit, afterDot: false); at += 1 }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            isFloat = true
            at += 1
            while at < bytes.count, let digit = hexDigit(bytes[at]) { take(digit, afterDot: true); at += 1 }
        }
        guard digits > 0 else { return nil }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "p") {
            isFloat = true
            at += 1
            var negative = false
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") {
                negative = bytes[at] == UInt8(ascii: "-")
                at += 1
            }
            let start = at
            var power = 0
            while at < bytes.count, isDigit(bytes[at]) {
                power = min(power * 10 + Int(bytes[at] - UInt8(ascii: "0")), 100_000)
                at += 1
            }
            guard at > start else { return nil }
            exponent += negative ? -power : power
        }
        guard at == bytes.count else { return nil }
        if !isFloat {
            return LuaNumeral(value: Double(Int64(bitPattern: wrapped)), isInteger: true, isHex: true)
        }
        let value = Double(sign: .plus, exponent: exponent, significand: Double(mantissa))
        return LuaNumeral(value: value, isInteger: false, isHex: true)
    }
}
