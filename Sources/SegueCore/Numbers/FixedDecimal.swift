/// Numbers with a fixed count of decimals, as `segue run`'s table prints them: 375 at 1 digit
/// is "375.0", 0.12345 at 3 is "0.123", 2.5e-5 at 4 is "0.0000" (a value that rounds to zero
/// from below loses its sign: never "-0.0"). Rounding is half away from zero, on the value
/// times 10^digits.
///
/// ``append(_:digits:to:)`` writes those bytes with integer arithmetic, no intermediate
/// string; ``text(_:digits:)`` makes the same text through Swift's `description` of the rounded
/// value, and is what `append` falls back to where integers would not hold the value (beyond
/// 15 digits, or not finite). Both promise the same text for every value (a test holds them
/// to it).
public enum FixedDecimal {
    /// The decimals supported: 1…4. Other counts are clamped to this range.
    public static let digitRange = 1...4

    /// 10^digits as a double, made by multiplying as ``text(_:digits:)`` always has.
    private static let scales: [Double] = [1, 10, 100, 1000, 10000]
    private static let integerScales: [Int64] = [1, 10, 100, 1000, 10000]

    private static func clamped(_ digits: Int) -> Int {
        min(max(digits, digitRange.lowerBound), digitRange.upperBound)
    }

    /// `value` times 10^digits, rounded half away from zero, when it is below 10^15 in
    /// magnitude — the range where ``append(scaled:digits:to:)`` prints exactly what
    /// ``text(_:digits:)`` does; nil beyond it or when `value` is not finite.
    @inline(__always)
    public static func scaled(_ value: Double, digits: Int) -> Int64? {
        let rounded = (value * scales[clamped(digits)]).rounded()
        guard rounded.magnitude < 1e15 else { return nil }  // false for NaN too
        return Int64(rounded)
    }

    /// Appends `value` with `digits` decimals (1…4, clamped) to `buffer`.
    @inline(__always)
    public static func append(_ value: Double, digits: Int, to buffer: inout [UInt8]) {
        if let scaled = scaled(value, digits: digits) {
            append(scaled: scaled, digits: digits, to: &buffer)
        } else {
            buffer.append(contentsOf: text(value, digits: digits).utf8)
        }
    }

    /// Appends the decimal text of `scaled` / 10^digits (a value from ``scaled(_:digits:)``)
    /// with exactly `digits` decimals (1…4, clamped): 3750 at 1 digit is "375.0", -5 at 3
    /// is "-0.005", 0 is "0.0…" without a sign.
    public static func append(scaled: Int64, digits: Int, to buffer: inout [UInt8]) {
        let digits = clamped(digits)
        // |scaled| < 10^15 from `scaled(_:digits:)`; anything larger is clipped rather than
        // overflowing (it never reaches here from this type's own paths).
        var magnitude = scaled.magnitude
        if magnitude >= 1_000_000_000_000_000 { magnitude = 999_999_999_999_999_999 }
        if scaled < 0 { buffer.append(UInt8(ascii: "-")) }
        let unit = UInt64(integerScales[digits])
        let whole = magnitude / unit
        var fraction = magnitude % unit
        // 19 bytes of scratch: enough for any whole part below 10^18.
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { bytes in
            var i = bytes.count
            var n = whole
            repeat {
                i -= 1
                bytes[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10)
                n /= 10
            } while n > 0
            buffer.append(contentsOf: bytes[i...])
        }
        buffer.append(UInt8(ascii: "."))
        var divisor = unit / 10
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// `value` with `digits` decimals (1…4, clamped), made from Swift's shortest text of the
    /// rounded value padded with zeros: the reference ``append(_:digits:to:)`` matches, and
    /// its path for values beyond 10^15 / 10^digits ("1e+16" keeps Swift's form).
    public static func text(_ value: Double, digits: Int) -> String {
        let digits = clamped(digits)
        let scale = scales[digits]
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if text == "-0.0" { text = "0.0" }
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
