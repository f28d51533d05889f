/// What a view property's number measures, so that a difference can be judged in its own
/// unit: half a point of position and half a degree of rotation are not the same mistake.
public enum ViewPropertyUnit: String, CaseIterable, Sendable {
    /// Points: positions, sizes, translations, radii, offsets, depth and perspective distance.
    case points
    /// Radians: the three rotations.
    case radians
    /// Opacity in 0…1: alpha, the background's alpha, the shadow's opacity, effect intensity.
    case alpha
    /// A colour channel in 0…1 (the background's and the shadow's red, green and blue).
    case colour
    /// A ratio: the two scales and the anchor point's unit coordinates.
    case scale
}
