import SegueCore

/// How far a recorded value may be from its golden and still match, in the unit of each
/// column: a number of points for positions and sizes, radians for rotations, alpha,
/// colour-channel and scale allowances of their own, and a share of the value's magnitude
/// for large values — or one number for every column (what `tolerance = 1e-6` always meant).
///
/// Promises: zero everywhere (the default) is bit-exact; a value matches when it is within
/// its unit's allowance, or within `relative` × the larger magnitude of the two, whichever is
/// wider; a column whose unit has no allowance of its own (time, progress, a touch's speed)
/// takes ``uniform``.
public struct GoldenTolerance: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The allowance of every column whose unit has none of its own.
    public var uniform: Double
    /// Allowances by unit.
    public var units: [ViewPropertyUnit: Double]
    /// A share of the larger magnitude of the two values that is always allowed.
    public var relative: Double

    /// One allowance, `uniform`, for every column.
    public init(uniform: Double = 0, units: [ViewPropertyUnit: Double] = [:], relative: Double = 0) {
        self.uniform = uniform
        self.units = units
        self.relative = relative
    }

    public init(floatLiteral value: Double) { self.init(uniform: value) }
    public init(integerLiteral value: Int) { self.init(uniform: Double(value)) }

    /// Bit-exact.
    public static let exact = GoldenTolerance()

    /// Whether every allowance is zero (the comparison is bit-exact).
    public var isExact: Bool { uniform == 0 && relative == 0 && units.values.allSatisfy { $0 == 0 } }

    /// The unit of a trace column (`view.property`, `touch.x`), nil for one of no unit.
    /// The dot is found in the UTF-8 bytes (a `.` byte is never part of another character):
    /// a golden check asks this for every column of the trace, and a search by `Character`
    /// was a fifth of the check (issue 44).
    static func unit(ofColumn column: String) -> ViewPropertyUnit? {
        let utf8 = column.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        return ViewProperty(name: String(Substring(utf8[utf8.index(after: dot)...])))?.unit
    }

    /// The allowance of each field of a row: `t`, `progress`, then `columns`.
    func allowances(columns: [String]) -> [Allowance] {
        [Allowance(absolute: uniform, relative: relative, unit: nil), Allowance(absolute: uniform, relative: relative, unit: nil)]
            + columns.map { column in
                let unit = Self.unit(ofColumn: column)
                return Allowance(absolute: unit.flatMap { units[$0] } ?? uniform, relative: relative, unit: unit)
            }
    }

    /// One column's allowance.
    struct Allowance: Sendable {
        var absolute: Double
        var relative: Double
        var unit: ViewPropertyUnit?

        /// Whether `a` and `b` match: the same bits (or both NaN, or both absent), or close enough.
        func matches(_ a: Double?, _ b: Double?) -> Bool {
            switch (a, b) {
            case (nil, nil): return true
            case let (a?, b?):
                if a.bitPattern == b.bitPattern || a == b { return true }
                if a.isNaN && b.isNaN { return true }
                let difference = abs(a - b)
                if absolute > 0 && difference <= absolute { return true }
                return relative > 0 && difference <= relative * max(abs(a), abs(b))
            default: return false
            }
        }

        /// The allowance in words, for a failure (`0.01 points`, `1e-09 of the value`).
        var words: String {
            var parts: [String] = []
            if absolute > 0 { parts.append("\(absolute) \(unit?.rawValue ?? "")".trimmingTrailingSpace) }
            if relative > 0 { parts.append("\(relative) of the value") }
            return parts.joined(separator: " or ")
        }
    }
}

extension String {
    fileprivate var trimmingTrailingSpace: String {
        var text = Substring(self)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
