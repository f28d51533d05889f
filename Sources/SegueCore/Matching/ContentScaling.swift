/// Snapshot semantics for a copy whose frame changes size: what is inside the copy scales
/// with it, as the pixels of a snapshot view stretched to a new frame would, instead of
/// staying at its own size pinned to the top-left corner.
///
/// Every view inside the copy (not the copy itself) has its frame — `x`, `y`, `width`,
/// `height` — and its `translationX`/`translationY` multiplied by the horizontal factor
/// (new width ÷ old width) and the vertical one (new height ÷ old height), its corner radius
/// by the smaller factor. Written inside an animation block, these become
/// tracks that run with the copy's frame: a length proportional to the copy's width is
/// linear in it, so at every instant each view keeps its place and size relative to the copy's
/// frame (exactly so for frames; the radii exactly when both factors are equal).
///
/// A side of 0 (or not finite) in the old size gives a factor of 1 on that axis: content
/// cannot scale from nothing, so it keeps its size there.
public struct ContentScaling: Equatable {
    /// The horizontal and vertical factors.
    public let horizontal: Double
    public let vertical: Double

    /// The scaling that takes content laid out for `old` to `new`.
    public init(from old: Size, to new: Size) {
        horizontal = Self.factor(new.width, old.width)
        vertical = Self.factor(new.height, old.height)
    }

    private static func factor(_ new: Double, _ old: Double) -> Double {
        guard old > 0, old.isFinite, new.isFinite, new >= 0 else { return 1 }
        let factor = new / old
        return factor.isFinite ? factor : 1
    }

    /// Writes the scaled values into every view inside `copy` (the copy's own values are
    /// left alone). Inside an animation block they become animation targets.
    public func scaleContent(of copy: View) {
        guard horizontal != 1 || vertical != 1 else { return }
        let radius = min(horizontal, vertical)
        for view in copy.subtree.dropFirst() {
            scale(.x, of: view, by: horizontal)
            scale(.width, of: view, by: horizontal)
            scale(.translationX, of: view, by: horizontal)
            scale(.y, of: view, by: vertical)
            scale(.height, of: view, by: vertical)
            scale(.translationY, of: view, by: vertical)
            scale(.cornerRadius, of: view, by: radius)
        }
    }

    /// Multiplies one property (a zero stays untouched: no track for it).
    private func scale(_ property: ViewProperty, of view: View, by factor: Double) {
        let value = view[property]
        if value != 0, factor != 1 { view[property] = value * factor }
    }
}
