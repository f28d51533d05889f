/// The one scheme for the ids of the copies a transition makes (a script's `ctx:snapshot`,
/// the copies matched views fly as), so that a trace, a golden column and a stage's `s:view`
/// name each view once:
///
/// - the copy of a view `V` (and of each view inside it) is `V` with the suffix (`~snapshot`,
///   `~match`);
/// - an id already taken — by a view in the window's tree, by another of the transition's
///   temporary views not in the tree yet, or by an earlier copy of the same naming (two views
///   of a scene with one id) — gets the first free of `V~match2`, `V~match3`, ….
///
/// (``MatchedFlight`` also leaves a matched view inside another out of the enclosing copy, so
/// it is drawn and named once.)
public struct SnapshotNaming {
    /// The ids no copy may take.
    private var taken: Set<String>

    /// A naming that avoids every id now in the tree `view` belongs to, and in the subtrees of
    /// `others` (views made for the transition that are not in the tree yet).
    public init(avoidingTreeOf view: View, and others: [View] = []) {
        taken = Set(view.root.subtree.map(\.id))
        for other in others { taken.formUnion(other.subtree.map(\.id)) }
    }

    /// The id of the copy of `view`, marked as taken.
    public mutating func name(for view: View, suffix: String) -> String {
        let base = view.id + suffix
        var id = base
        var number = 2
        while taken.contains(id) {
            id = base + String(number)
            number += 1
        }
        taken.insert(id)
        return id
    }
}
