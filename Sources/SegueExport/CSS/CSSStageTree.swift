import SegueCore

/// The page's elements for a take: one per view and superview element (a view that moves
/// to another superview during the take is two elements, each shown while it is there),
/// nested as the views are, siblings in painting order.
struct CSSStageTree: Sendable {
    /// One element.
    struct Element: Sendable {
        var viewID: String
        /// The index of the superview's element in ``elements``; nil for the window's subviews.
        var parent: Int?
        /// For each frame, the view's index in that frame's `StageValues`, nil while the
        /// view is not listed there under this superview (not in the window, elsewhere, or
        /// under a hidden view).
        var rows: [Int?]
        /// For each frame, whether the element is drawn then (listed, and not hidden itself).
        var shown: [Bool]
        /// Whether it clips its subviews (in the first frame it is drawn).
        var clips: Bool
        /// Its child elements, in painting order.
        var children: [Int] = []
    }

    var elements: [Element] = []
    /// The window's subviews' elements, in painting order.
    var roots: [Int] = []
    /// What the page cannot follow (order changes, clipping changes), named.
    var unsupported: [String] = []

    init(_ take: ExportTake) {
        var byKey: [String: Int] = [:]
        var reordered = Set<Int>()
        var clipChanged = Set<Int>()
        let frameCount = min(take.frames.count, take.times.count)
        for k in 0 ..< frameCount {
            let frame = take.frames[k]
            var elementOfRow: [Int] = []
            elementOfRow.reserveCapacity(frame.ids.count)
            var lastChild: [Int: Int] = [:] // parent element (−1 for the window) → last child placed in this frame
            for (row, id) in frame.ids.enumerated() {
                let parentRow = row < frame.parents.count ? frame.parents[row] : -1
                let parent: Int? = parentRow >= 0 && parentRow < elementOfRow.count ? elementOfRow[parentRow] : nil
                let key = "\(parent ?? -1)/\(id)"
                let clips = row < frame.clipsToBounds.count && frame.clipsToBounds[row]
                let element: Int
                if let known = byKey[key] {
                    element = known
                    if elements[known].clips != clips { clipChanged.insert(known) }
                } else {
                    element = elements.count
                    byKey[key] = element
                    elements.append(Element(viewID: id, parent: parent, rows: Array(repeating: nil, count: frameCount),
                                            shown: Array(repeating: false, count: frameCount), clips: clips))
                    // Placed right after the sibling painted before it in this frame.
                    let previous = lastChild[parent ?? -1]
                    if let parent {
                        insert(element, after: previous, into: &elements[parent].children)
                    } else {
                        insert(element, after: previous, into: &roots)
                    }
                }
                let hidden = row < frame.isHidden.count && frame.isHidden[row]
                elements[element].rows[k] = row
                elements[element].shown[k] = !hidden
                elementOfRow.append(element)
                lastChild[parent ?? -1] = element
            }
            // Painting order: the frame's siblings must come in the page's order.
            var position: [Int: Int] = [:]
            for (i, e) in roots.enumerated() { position[e] = i }
            for e in elements.indices { for (i, c) in elements[e].children.enumerated() { position[c] = i } }
            var lastPosition: [Int: Int] = [:]
            for (row, element) in elementOfRow.enumerated() {
                let parentKey = elements[element].parent ?? -1
                let here = position[element] ?? 0
                if let before = lastPosition[parentKey], before > here { reordered.insert(element) }
                lastPosition[parentKey] = here
                _ = row
            }
        }
        for e in reordered.sorted() {
            unsupported.append("\(elements[e].viewID): painting order among its siblings changes during the take; the page keeps the order they first appeared in")
        }
        for e in clipChanged.sorted() {
            unsupported.append("\(elements[e].viewID).clipsToBounds: changes during the take; the page clips as in the first frame it is drawn")
        }
    }

    private func insert(_ element: Int, after previous: Int?, into list: inout [Int]) {
        if let previous, let at = list.firstIndex(of: previous) {
            list.insert(element, at: at + 1)
        } else {
            list.insert(element, at: 0)
        }
    }
}
