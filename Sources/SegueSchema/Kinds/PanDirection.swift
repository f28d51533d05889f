/// Which way a pan moves: what a container reads to choose the transition a pan starts
/// (a gesture's `directions` and a swipe container's `swipes` in Lua): a leftward pan in a swipe
/// container shows the next page, a downward one dismisses…
public enum PanDirection: String, Sendable, CaseIterable {
    case left, right, up, down
}
