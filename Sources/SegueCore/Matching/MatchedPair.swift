/// Two views that share a match id: one on the side a transition leaves, one on the side it
/// shows (Hero's `heroID`, SwiftUI's `matchedGeometryEffect`).
public struct MatchedPair {
    /// The shared match id.
    public let id: String
    /// The view on the outgoing (`from`) side: where the flight starts.
    public let source: View
    /// The view on the incoming (`to`) side: where the flight ends.
    public let destination: View
}
