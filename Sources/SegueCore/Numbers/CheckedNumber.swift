/// The one checked conversion for every number that crosses into Swift from a script, a
/// file (gesture traces) or the command line. Each check promises a value that is finite,
/// inside its range and, for integers, whole, or throws a ``NumberError`` naming the value
/// (`what`); the caller adds the position (`file:line`, or the option).
///
/// Plain `Double` comparisons let NaN through (`nan < min` and `nan > max` are both false)
/// and `Int(_:)` traps on NaN, infinities and values out of range; nothing here does either.
public enum CheckedNumber {
    /// The largest magnitude a coordinate, size or velocity may have (10⁹): far beyond any
    /// screen, small enough that arithmetic on it stays exact to well under a point.
    public static let maximumMagnitude = 1e9

    /// `value` when it is finite and in `range`.
    public static func finite(_ value: Double, _ what: String,
                              in range: ClosedRange<Double> = -maximumMagnitude...maximumMagnitude) throws(NumberError) -> Double {
        guard value.isFinite else {
            throw NumberError("\(what) must be a finite number, got \(NumberError.text(value))")
        }
        guard range.contains(value) else {
            throw NumberError("\(what) must be in \(NumberError.text(range.lowerBound))…\(NumberError.text(range.upperBound)), got \(NumberError.text(value))")
        }
        return value
    }

    /// `value` as an `Int` when it is a whole number in `range`.
    public static func integer(_ value: Double, _ what: String, in range: ClosedRange<Int>) throws(NumberError) -> Int {
        guard value.isFinite, value == value.rounded(.towardZero) else {
            throw NumberError("\(what) must be a whole number, got \(NumberError.text(value))")
        }
        // Compare as Doubles first: a value outside Int's range cannot be converted.
        guard value >= Double(range.lowerBound), value <= Double(range.upperBound),
              let whole = Int(exactly: value), range.contains(whole) else {
            throw NumberError("\(what) must be in \(range.lowerBound)…\(range.upperBound), got \(NumberError.text(value))")
        }
        return whole
    }

    /// `value` when it is in `range` (an integer already, such as one parsed from text).
    public static func integer(_ value: Int, _ what: String, in range: ClosedRange<Int>) throws(NumberError) -> Int {
        guard range.contains(value) else {
            throw NumberError("\(what) must be in \(range.lowerBound)…\(range.upperBound), got \(value)")
        }
        return value
    }

    /// Parses decimal `text` (an option's or a REPL word's) as a finite number in `range`;
    /// `nan`, `inf` and hexadecimal forms are refused.
    public static func parse(_ text: String, _ what: String,
                             in range: ClosedRange<Double> = -maximumMagnitude...maximumMagnitude) throws(NumberError) -> Double {
        let allowed = text.unicodeScalars.allSatisfy { "0123456789+-.eE".unicodeScalars.contains($0) }
        guard allowed, !text.isEmpty, let value = Double(text) else {
            throw NumberError("\(what) must be a number, got '\(text)'")
        }
        return try finite(value, what, in: range)
    }

    /// Parses decimal `text` as a whole number in `range`.
    public static func parseInteger(_ text: String, _ what: String, in range: ClosedRange<Int>) throws(NumberError) -> Int {
        let allowed = text.unicodeScalars.allSatisfy { "0123456789+-".unicodeScalars.contains($0) }
        guard allowed, !text.isEmpty else { throw NumberError("\(what) must be a whole number, got '\(text)'") }
        guard let value = Int(text) else {
            throw NumberError("\(what) must be in \(range.lowerBound)…\(range.upperBound), got \(text)")
        }
        return try integer(value, what, in: range)
    }

    /// The nearest `Int` to `value` inside `range`, for drawing and formatting where any
    /// value must give some cell: NaN gives the range's lower bound; it never traps.
    public static func clampedInt(_ value: Double, in range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        if value <= Double(range.lowerBound) { return range.lowerBound }
        if value >= Double(range.upperBound) { return range.upperBound }
        return Int(exactly: value.rounded(.toNearestOrAwayFromZero)) ?? range.lowerBound
    }
}

/// A number that failed a ``CheckedNumber`` check; the message names the value.
public struct NumberError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What is wrong, e.g. `'initialPage' must be a finite number, got nan`.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// A number as a person writes it: `2`, `0.5`, `nan`, `inf`, `1e+300`.
    static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return "\(value)"
    }
}
