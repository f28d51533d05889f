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

    /// 10^digits as a double, as ``text(_:digits:)`` has always made it (exact for 1…4).
    @usableFromInline
    static func scale(_ digits: Int) -> Double {
        switch digits {
        case ...1: 10
        case 2: 100
        case 3: 1000
        default: 10000
        }
    }

    @usableFromInline
    static func clamped(_ digits: Int) -> Int {
        min(max(digits, 1), 4)  // digitRange, without its lazy-initialisation check
    }

    /// `value` times 10^digits, rounded half away from zero, when it is below 10^15 in
    /// magnitude — the range where ``write(scaled:digits:to:)`` prints exactly what
    /// ``text(_:digits:)`` does; nil beyond it or when `value` is not finite.
    @inlinable
    public static func scaled(_ value: Double, digits: Int) -> Int64? {
        let product = value * scale(clamped(digits))
        guard product.magnitude < 1e15 else { return nil }  // false for NaN too
        // Rounding by hand (libm's round is a call): below 2^52 the part the truncation
        // drops is exact, so this is `product.rounded()`, half away from zero.
        var whole = Int64(product)
        let fraction = product - Double(whole)
        if fraction >= 0.5 { whole &+= 1 } else if fraction <= -0.5 { whole &-= 1 }
        return whole.magnitude < 1_000_000_000_000_000 ? whole : nil
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
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { bytes in
            let start = bytes.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self)
            let count = write(scaled: scaled, digits: digits, to: start)
            buffer.append(contentsOf: UnsafeBufferPointer(start: start, count: count))
        }
    }

    /// The most bytes ``write(scaled:digits:to:)`` writes: a sign, 18 whole digits, a dot
    /// and 4 decimals.
    public static let maximumScaledBytes = 24

    /// Writes what ``append(scaled:digits:to:)`` appends at `pointer`, which must have room
    /// for ``maximumScaledBytes``; returns how many bytes it wrote.
    @inlinable
    public static func write(scaled: Int64, digits: Int, to pointer: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = clamped(digits)
        // |scaled| < 10^15 from `scaled(_:digits:)`; anything larger is clipped rather than
        // overflowing (it never reaches here from this type's own paths).
        let magnitude = min(scaled.magnitude, 999_999_999_999_999_999)
        var whole = magnitude
        for _ in 0..<digits { whole /= 10 }
        var wholeDigits = 1
        var rest = whole
        while rest >= 10 {
            rest /= 10
            wholeDigits &+= 1
        }
        let sign = scaled < 0 ? 1 : 0
        let count = sign &+ wholeDigits &+ 1 &+ digits
        // Right to left: the decimals, the dot, the whole digits, the sign.
        var i = count
        var n = magnitude
        for _ in 0..<digits {
            i &-= 1
            pointer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10)
            n /= 10
        }
        i &-= 1
        pointer[i] = UInt8(ascii: ".")
        repeat {
            i &-= 1
            pointer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10)
            n /= 10
        } while n > 0
        if sign == 1 { pointer[0] = UInt8(ascii: "-") }
        return count
    }

    /// `value` with `digits` decimals (1…4, clamped), made from Swift's shortest text of the
    /// rounded value padded with zeros: the reference ``append(_:digits:to:)`` matches, and
    /// its path for values beyond 10^15 / 10^digits ("1e+16" keeps Swift's form).
    public static func text(_ value: Double, digits: Int) -> String {
        let digits = clamped(digits)
        let factor = scale(digits)
        let rounded = (value * factor).rounded() / factor
        var text = "\(rounded)"
        if text == "-0.0" { text = "0.0" }
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
