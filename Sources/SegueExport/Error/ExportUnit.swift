import SegueCore

/// The unit an export's error is measured in: a view property's own
/// (`ViewPropertyUnit`), with scales and anchor points measured as points at the view's
/// size.
public enum ExportUnit: String, CaseIterable, Sendable {
    /// Points: positions, sizes, translations, radii, offsets, depth, perspective; scales
    /// and anchor points at the view's size.
    case points
    /// Opacity 0…1: alpha, background alpha, shadow opacity, effect intensity.
    case alpha
    /// The rotations.
    case radians
    /// A colour channel 0…1 of the background or the shadow.
    case colour

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
