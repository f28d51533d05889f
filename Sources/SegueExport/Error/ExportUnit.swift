import SegueCore

/// The unit an export's error is measured in: a view property's own
/// (``ViewPropertyUnit``), with scales and anchor points measured as points at the view's
/// size.
public enum ExportUnit: String, CaseIterable, Sendable {
    case points, alpha, radians, colour

    /// The unit `property`'s difference is measured in.
    public init(_ property: ViewProperty) {
        switch property.unit {
        case .points, .scale: self = .points
        case .alpha: self = .alpha
        case .radians: self = .radians
        case .colour: self = .colour
        }
    }
}
