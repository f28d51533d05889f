/// The match ids of a transition's two sides, paired: each id found once on the outgoing
/// side and once on the incoming side makes a ``MatchedPair``; an id on one side only is
/// listed in ``unmatched`` (it does not fly). Views are visited depth first, back to front,
/// so pairs come in the outgoing side's painting order.
public struct MatchedViewPairing {
    /// A view carrying a match id that the other side does not have.
    public struct Unmatched: Equatable {
        public let id: String
        public let view: String
        public let side: TransitionSide
    }

    /// The pairs, in the outgoing side's painting order.
    public let pairs: [MatchedPair]
    /// The match ids found on one side only.
    public let unmatched: [Unmatched]

    /// Pairs the match ids under `from` with those under `to` (either may be absent); throws
    /// ``MatchedViewError/duplicate(id:side:first:second:)`` when one side holds an id twice.
    public init(from: View?, to: View?) throws(MatchedViewError) {
        let sources = try Self.matched(under: from, side: .from)
        let destinations = try Self.matched(under: to, side: .to)
        let byID = Dictionary(uniqueKeysWithValues: destinations.map { ($0.id, $0.view) })
        let sourceIDs = Set(sources.map(\.id))
        pairs = sources.compactMap { source in
            byID[source.id].map { MatchedPair(id: source.id, source: source.view, destination: $0) }
        }
        unmatched = sources.filter { byID[$0.id] == nil }.map { Unmatched(id: $0.id, view: $0.view.id, side: .from) }
            + destinations.filter { !sourceIDs.contains($0.id) }.map { Unmatched(id: $0.id, view: $0.view.id, side: .to) }
    }

    private static func matched(under root: View?, side: TransitionSide) throws(MatchedViewError) -> [(id: String, view: View)] {
        guard let root else { return [] }
        var found: [(id: String, view: View)] = []
        var seen: [String: View] = [:]
        for view in root.subtree {
            guard let id = view.matchID else { continue }
            if let first = seen[id] {
                throw .duplicate(id: id, side: side, first: first.id, second: view.id)
            }
            seen[id] = view
            found.append((id, view))
        }
        return found
    }
}
