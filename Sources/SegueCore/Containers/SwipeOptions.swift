/// What a swipe container's pans do and what travels alongside its transitions: which page
/// each pan direction leads to — whatever the page order, so a card can be dismissed to
/// either side — whether the last page leads on to the first, and whether the background
/// blur and the swipe indicator take part. A tab bar controller's pans follow the same
/// ``steps`` and ``wraps`` from tab to tab (it has no blur or indicator).
public struct SwipeOptions: Equatable, Sendable {
    /// Where a pan leads.
    public enum Step: String, Sendable, CaseIterable {
        /// The page after the current one.
        case next
        /// The page before it.
        case previous
    }

    /// The page each pan direction leads to; a direction left out starts nothing. The
    /// seed's: a leftward pan shows the next page, a rightward one the previous.
    public var steps: [PanDirection: Step]
    /// Whether the page after the last is the first (and the one before the first the last).
    public var wraps: Bool
    /// Whether the background blur fades in alongside, on pages past the first.
    public var blur: Bool
    /// Whether the swipe indicator shows and travels alongside.
    public var indicator: Bool

    /// Creates options; the defaults are the seed's container.
    public init(steps: [PanDirection: Step] = [.left: .next, .right: .previous], wraps: Bool = false,
                blur: Bool = true, indicator: Bool = true) {
        self.steps = steps
        self.wraps = wraps
        self.blur = blur
        self.indicator = indicator
    }

    /// The index `step` leads to from `current` among `count` pages or tabs, wrapping when
    /// ``wraps`` says so; nil when there is none.
    public func index(_ step: Step, from current: Int, count: Int) -> Int? {
        let target = current + (step == .next ? 1 : -1)
        if (0..<count).contains(target) { return target }
        guard wraps, count > 1 else { return nil }
        return (target + count) % count
    }

    /// The axis the pans move along: vertical when every direction that leads somewhere is
    /// vertical, horizontal otherwise.
    public var axis: PanAxis {
        !steps.isEmpty && steps.keys.allSatisfy { $0.axis == .vertical } ? .vertical : .horizontal
    }
}
