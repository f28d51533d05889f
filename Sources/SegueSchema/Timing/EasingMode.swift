/// How a Penner family's basic "ease in" shape is applied over the animation.
///
/// - `in`: the shape as is (slow start).
/// - `out`: the shape mirrored in time and value, `1 − in(1 − t)` (slow end).
/// - `inOut`: `in` over the first half, `out` over the second half; passes through 0.5 at 0.5.
/// - `outIn`: `out` over the first half, `in` over the second half; passes through 0.5 at 0.5.
///
/// The raw value is the prefix used in curve names (`inQuad`, `outInBounce`, …).
public enum EasingMode: String, CaseIterable, Equatable, Hashable, Sendable {
    /// Accelerating from rest: the family's basic shape.
    case `in`
    /// Decelerating to rest: the time- and value-mirrored shape.
    case out
    /// `in` on the first half, `out` on the second.
    case inOut
    /// `out` on the first half, `in` on the second.
    case outIn
}
