/// Where on screen a gesture may begin — what a gesture recogniser attached to one view gets
/// in UIKit, where only touches that land in that view reach it.
public enum GestureArea: Sendable, Equatable, CustomStringConvertible {
    /// A rectangle in the window's coordinates (the container's root view).
    case rect(Rect)
    /// The view with this id, as it is shown: through every transform on the way to the
    /// window. A hidden view (or one inside a hidden view), or none with that id in the window,
    /// is no area: nothing begins in it.
    case view(String)

    /// Whether `point`, in `window`'s coordinates, lies in the area now (edges included).
    public func contains(_ point: Point, in window: View) -> Bool {
        switch self {
        case .rect(let rect):
            return rect.contains(point)
        case .view(let id):
            guard let view = window.descendant(withID: id) else { return false }
            var node: View? = view
            while let current = node {
                if current.isHidden { return false }
                if current === window { break }
                node = current.superview
            }
            // The point taken into the view's own coordinates, as UIKit's hit test does.
            guard let local = window.convert(point, to: view) else { return false }
            return view.bounds.contains(local)
        }
    }

    /// `the view 'miniPlayer'` or `(0, 560, 375, 64)`: what a refusal names.
    public var description: String {
        switch self {
        case .rect(let rect): "the area \(rect)"
        case .view(let id): "the view '\(id)'"
        }
    }
}
