import SegueCore

/// What a browser playing the page shows: each element's custom properties by the Web
/// Animations model of their animations and the CSS definitions of their easings, read back
/// as the engine's values with the clamps the page's styles apply.
///
/// Promises: for a view listed at `time`, the value is that of the element standing for it
/// then (the one whose view is listed under its superview then; the first otherwise); nil for a view the page
/// has no element for, and for `zPosition`, which the page does not carry (it orders siblings).
struct CSSReplay: ExportReplay {
    /// One element's plans, by view id.
    struct Element: Sendable {
        var presence: CSSPropertyPlan
        /// 1 while the view is listed under this element's superview (drawn or hidden).
        var listing: CSSPropertyPlan
        var plans: [CSSPropertyPlan] // by ViewProperty.rawValue
    }

    var elements: [String: [Element]]

    func value(view: String, property: ViewProperty, at time: Double) -> Double? {
        guard CSSProperty.name(property) != nil, let candidates = elements[view], let first = candidates.first else {
            return nil
        }
        let element = candidates.first { $0.listing.number(at: time) > 0.5 } ?? first
        guard property.rawValue < element.plans.count else { return nil }
        return CSSProperty.shown(property, element.plans[property.rawValue].number(at: time))
    }
}
