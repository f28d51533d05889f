/// Where a zoomed view stands during a zoom transition: a uniform scale and a translation,
/// applied about the view's anchor point as its transform (`scaleX`, `scaleY`,
/// `translationX`, `translationY`), so a point `p` of its frame lands at
/// `a + translation + scale · (p − a)`, `a` being the anchor's place in the superview.
public struct ZoomPose: Equatable, Sendable {
    /// The uniform scale.
    public var scale: Double
    /// The translation, points.
    public var translation: Point

    /// Creates a pose.
    public init(scale: Double, translation: Point) {
        self.scale = scale
        self.translation = translation
    }

    /// At rest: scale 1, no translation.
    public static let identity = ZoomPose(scale: 1, translation: Point(x: 0, y: 0))

    /// The pose that lays `alignment` (a rectangle in the view's own coordinates: UIKit's
    /// alignment rect) over `target` (in the superview's coordinates) for a view whose
    /// frame is `frame` and anchor `anchor` (unit coordinates): scaled uniformly so the
    /// alignment rect covers the target (aspect fill), its centre on the target's centre.
    /// An alignment rect without area aligns the whole frame instead.
    public static func aligning(_ alignment: Rect, of frame: Rect, anchor: Point, onto target: Rect) -> ZoomPose {
        let rect = alignment.width > 0 && alignment.height > 0
            ? alignment : Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        guard rect.width > 0, rect.height > 0 else { return .identity }
        let scale = max(target.width / rect.width, target.height / rect.height)
        let pivot = anchorPoint(of: frame, anchor: anchor)
        let centre = Point(x: frame.minX + rect.midX, y: frame.minY + rect.midY)
        return ZoomPose(scale: scale, translation: Point(x: target.midX - pivot.x - scale * (centre.x - pivot.x),
                                                         y: target.midY - pivot.y - scale * (centre.y - pivot.y)))
    }

    /// The pose of a view following a finger in two dimensions: the point `grab` (in the
    /// superview's coordinates, where the finger took hold of the view at rest) stays under
    /// the finger, moved by `translation`, while the view shrinks as the finger goes down —
    /// scale `1 − (1 − minimumScale) · clamp(translation.y / distance, 0, 1)` — and keeps its
    /// size as it goes up or sideways.
    public static func following(grab: Point, translation: Point, frame: Rect, anchor: Point,
                                 minimumScale: Double, distance: Double) -> ZoomPose {
        let down = distance > 0 ? min(max(translation.y / distance, 0), 1) : 0
        let scale = 1 - (1 - minimumScale) * down
        let pivot = anchorPoint(of: frame, anchor: anchor)
        return ZoomPose(scale: scale,
                        translation: Point(x: grab.x + translation.x - pivot.x - scale * (grab.x - pivot.x),
                                           y: grab.y + translation.y - pivot.y - scale * (grab.y - pivot.y)))
    }

    /// Where the point `p` of a view with `frame` and `anchor` lands in this pose.
    public func place(_ p: Point, frame: Rect, anchor: Point) -> Point {
        let pivot = Self.anchorPoint(of: frame, anchor: anchor)
        return Point(x: pivot.x + translation.x + scale * (p.x - pivot.x),
                     y: pivot.y + translation.y + scale * (p.y - pivot.y))
    }

    /// This pose applied after `base` (both about one anchor): a point goes where `base` puts
    /// it, then where this pose puts that. At rest (`base` the identity) it is this pose.
    public func after(_ base: ZoomPose) -> ZoomPose {
        if base == .identity { return self }
        return ZoomPose(scale: scale * base.scale,
                        translation: Point(x: translation.x + scale * base.translation.x,
                                           y: translation.y + scale * base.translation.y))
    }

    /// The pose `fraction` of the way from this one to `end`: `a · (1 − f) + b · f`, so
    /// exactly `end` at 1 and exactly this pose at 0 (a spring's overshoot goes beyond).
    public func interpolated(to end: ZoomPose, fraction f: Double) -> ZoomPose {
        func mix(_ a: Double, _ b: Double) -> Double { a * (1 - f) + b * f }
        return ZoomPose(scale: mix(scale, end.scale),
                        translation: Point(x: mix(translation.x, end.translation.x), y: mix(translation.y, end.translation.y)))
    }

    /// The pose `view`'s transform holds now (its x scale and translation).
    public init(of view: View) {
        self.init(scale: view[.scaleX], translation: Point(x: view[.translationX], y: view[.translationY]))
    }

    /// Writes the pose into `view`'s transform.
    public func apply(to view: View) {
        view[.scaleX] = scale
        view[.scaleY] = scale
        view[.translationX] = translation.x
        view[.translationY] = translation.y
    }

    private static func anchorPoint(of frame: Rect, anchor: Point) -> Point {
        Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
    }
}
