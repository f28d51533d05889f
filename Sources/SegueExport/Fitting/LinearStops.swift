/// A CSS `linear()` easing: output values at ascending input positions, joined by straight
/// lines (CSS Easing Level 2). Evaluated here exactly as the CSS definition does, so that what
/// this value says and what a browser plays agree.
///
/// Promises: ``points`` has at least two entries, inputs ascending from 0 to 1; ``value(at:)``
/// is the CSS `linear()` function of the stops ``css`` writes (the numbers are written with
/// enough digits to read back the same doubles).
public struct LinearStops: Equatable, Sendable {
    /// One stop: an input progress (0…1) and its output.
    public struct Stop: Equatable, Sendable {
        public var input: Double
        public var output: Double
        /// Creates a stop at `input` with `output`.
        public init(input: Double, output: Double) {
            self.input = input
            self.output = output
        }
    }

    /// The stops, inputs ascending; the first at 0, the last at 1.
    public var points: [Stop]

    /// Creates the easing of `points` (inputs ascending, first 0, last 1).
    public init(points: [Stop]) {
        self.points = points
    }

    /// The CSS `linear()` output at input progress `x`: the straight line between the stops
    /// either side (the last of several stops at one input wins, as CSS says); outside 0…1 the
    /// first or last segment extended.
    public func value(at x: Double) -> Double {
        guard let first = points.first, let last = points.last else { return x }
        guard points.count > 1 else { return first.output }
        if x.isNaN { return first.output }
        // CSS: find the last stop whose input is ≤ x (extending the first/last segment outside).
        var upper = 1
        if x >= last.input {
            upper = points.count - 1
            if x == last.input { return last.output }
        } else {
            var low = 0, high = points.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if points[mid].input <= x { low = mid } else { high = mid }
            }
            upper = max(high, 1)
        }
        let a = points[upper - 1], b = points[upper]
        if b.input == a.input { return b.output }
        return a.output + (b.output - a.output) * (x - a.input) / (b.input - a.input)
    }

    /// The easing as CSS text: `linear(0, 0.2 10%, …, 1)`.
    public var css: String {
        var parts: [String] = []
        parts.reserveCapacity(points.count)
        for stop in points {
            parts.append("\(CSSNumber.text(stop.output)) \(CSSNumber.text(stop.input * 100))%")
        }
        return "linear(" + parts.joined(separator: ", ") + ")"
    }
}

/// Numbers written into CSS: finite doubles in their shortest round-trip spelling, without an
/// exponent (CSS numbers accept one, but a plain decimal reads the same everywhere); a
/// magnitude below 1e-6 (a millionth of a pixel, a millisecond or a progress) is written 0.
public enum CSSNumber {
    /// `value` as CSS number text; non-finite values are written as 0.
    public static func text(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == 0 { return "0" }
        let plain = "\(value)"
        guard plain.contains("e") else {
            return plain.hasSuffix(".0") ? String(plain.dropLast(2)) : plain
        }
        // Tiny values are nothing a page can show; huge ones keep their integer digits.
        if abs(value) < 1e-6 { return "0" }
        return fixed(value)
    }

    private static func fixed(_ value: Double) -> String {
        let negative = value < 0
        let magnitude = abs(value)
        var body: String
        if magnitude < 1 {
            // 1e-6 ≤ magnitude < 1e-4 here: twelve decimals, rounded, hold it to 1e-12.
            let scaled = Int((magnitude * 1e12).rounded())
            var fraction = String(scaled)
            fraction = String(repeating: "0", count: max(0, 12 - fraction.count)) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            body = fraction.isEmpty ? "0" : "0." + fraction
        } else {
            // Huge: the integer digits, from the most significant down.
            var integer = magnitude.rounded()
            var reversed: [Character] = []
            while integer >= 1 && reversed.count < 400 {
                let digit = integer.truncatingRemainder(dividingBy: 10)
                reversed.append(Character(String(Int(max(0, min(9, digit))))))
                integer = (integer / 10).rounded(.down)
            }
            body = String(reversed.reversed())
        }
        return negative && body != "0" ? "-" + body : body
    }
}
