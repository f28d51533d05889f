/// The value of a plain decimal — `[-]digits[.digits]`, no exponent — computed exactly the
/// way `strtod` rounds it, without `strtod`, when that can be done with one correctly rounded
/// IEEE operation (Clinger's fast path): a golden trace is mostly numbers like `0.0`, `375.0`
/// and `0.5`, and `strtod` was a fifth of reading one.
///
/// Promises: a value it returns is bit for bit the one `strtod` returns for the same bytes
/// (the digits as an integer are at most 2⁵³ and there are at most 22 after the point, so both
/// the integer and the power of ten are exact doubles and their quotient is the correctly
/// rounded value); anything else — an exponent, more digits, `nan`, `inf`, a sign other than
/// a leading `-`, a lone point — gives nil, for `strtod` to read.
enum PlainDecimal {
    /// The value of the bytes `bytes[start..<end]`, or nil when they are not a plain decimal
    /// the fast path reads exactly.
    @inline(__always)
    static func value(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Double? {
        var i = start
        let negative = i < end && bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var digits: UInt64 = 0
        var count = 0
        var integerDigits = 0
        while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
            guard count < 19 else { return nil }
            digits = digits &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0"))
            count += 1
            integerDigits += 1
            i += 1
        }
        guard integerDigits > 0 else { return nil }
        var fractionDigits = 0
        if i < end {
            guard bytes[i] == UInt8(ascii: ".") else { return nil }
            i += 1
            while i < end, bytes[i] &- UInt8(ascii: "0") < 10 {
                guard count < 19 else { return nil }
                digits = digits &* 10 &+ UInt64(bytes[i] &- UInt8(ascii: "0"))
                count += 1
                fractionDigits += 1
                i += 1
            }
            guard fractionDigits > 0, i == end else { return nil }
        }
        guard digits <= 1 << 53, fractionDigits <= 22 else { return nil }
        // 10^k for k ≤ 22 is an exact double, and so is every product on the way to it.
        var power = 1.0
        for _ in 0..<fractionDigits { power *= 10 }
        let magnitude = Double(digits) / power
        return negative ? -magnitude : magnitude
    }
}
