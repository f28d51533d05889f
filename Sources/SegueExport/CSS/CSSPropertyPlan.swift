import SegueCore

/// How the page sets one custom property of one element: a constant, or CSS animations
/// (later ones override earlier ones where they apply, as CSS composes them).
enum CSSPropertyPlan: Equatable, Sendable {
    case constant(Double)
    case animated([CSSAnimation])

    /// The carried number at `time`, as the browser computes it.
    func number(at time: Double) -> Double {
        switch self {
        case .constant(let value): return value
        case .animated(let animations):
            for animation in animations.reversed() {
                if let value = animation.value(at: time) { return value }
            }
            return animations.first?.from ?? 0
        }
    }

    /// Whether any value it takes differs from `value`.
    func differs(from value: Double) -> Bool {
        switch self {
        case .constant(let constant): return constant != value
        case .animated: return true
        }
    }

    /// The largest carried number it takes at `times` (for deciding whether a shadow or blur
    /// shows at all).
    func largest(at times: [Double]) -> Double {
        switch self {
        case .constant(let value): return value
        case .animated: return times.map { number(at: $0) }.max() ?? 0
        }
    }
}
