/// How far an export may be from the engine's trace, per unit: `segue export` exits 1 when
/// any unit's largest difference is above its bound.
public struct ExportTolerance: Sendable, Equatable {
    /// Points (and scales, anchor points at the view's size); 0.25 by default.
    public var points: Double
    /// Alpha; 0.005 by default.
    public var alpha: Double
    /// Radians; 0.001 by default.
    public var radians: Double
    /// A colour channel 0…1; 1/255 by default.
    public var colour: Double

    /// A tolerance; every bound defaults to the command's default.
    public init(points: Double = 0.25, alpha: Double = 0.005, radians: Double = 0.001, colour: Double = 1.0 / 255) {
        self.points = points
        self.alpha = alpha
        self.radians = radians
        self.colour = colour
    }

    /// The bound of `unit`.
    public subscript(unit: ExportUnit) -> Double {
        get {
            switch unit {
            case .points: points
            case .alpha: alpha
            case .radians: radians
            case .colour: colour
            }
        }
        set {
            switch unit {
            case .points: points = newValue
            case .alpha: alpha = newValue
            case .radians: radians = newValue
            case .colour: colour = newValue
            }
        }
    }

    /// The bounds a tolerance of `unit` may be given — `segue export`'s `--tolerance…` options
    /// and `s:export`'s `tolerance` check against the same ranges: points 0…1,000,000, alpha
    /// and colour 0…1, radians 0…1,000.
    public static func allowed(_ unit: ExportUnit) -> ClosedRange<Double> {
        switch unit {
        case .points: 0...1_000_000
        case .alpha, .colour: 0...1
        case .radians: 0...1_000
        }
    }

    /// The units whose largest difference in `error` is above their bound, in unit order.
    public func exceeded(by error: ExportError) -> [ExportUnit] {
        ExportUnit.allCases.filter { unit in
            guard let largest = error[unit] else { return false }
            return !(largest.difference <= self[unit])
        }
    }
}
