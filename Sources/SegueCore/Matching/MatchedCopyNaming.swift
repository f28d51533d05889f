/// The one scheme for the ids of the copies matched views fly as, so that a trace, a golden
/// column and a stage's `s:view` name each copy once:
///
/// - the copy of a view `V` (and of each view inside it) is `V~match`;
/// - a matched view inside another matched view flies on its own and is left out of the
///   enclosing view's copy (it is not drawn twice, and its copy's id is not taken twice);
/// - an id already taken in the window's tree, or by an earlier copy of the same flight
///   (two views of a scene with one id), gets the first free of `V~match2`, `V~match3`, ….
public struct MatchedCopyNaming {
    /// The ids no copy may take.
    private var taken: Set<String>

    /// A naming that avoids every id now in the tree of `root`.
    public init(avoiding root: View) {
        taken = Set(root.subtree.map(\.id))
    }

    /// The id of the copy of `view`, marked as taken.
    public mutating func name(for view: View, suffix: String = "~match") -> String {
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
