/// The views of one drawn frame as SVG, nested as their tree is, so opacity is a group's as
/// Core Animation (and the page's nested elements with CSS `opacity`) composite it: a view with
/// ``DrawnView/alpha`` below 1 is one `<g opacity>` around its own markup and its subviews', so
/// its subtree is drawn once and then faded — two overlapping opaque subviews of a half-faded
/// view show the upper one over the window, not each through the other.
///
/// - Each view's own markup (``SVGViewMarkup``: shadow, backdrop blur, fill) is a group
///   `<prefix>v<index>` painted with its own values only (its background's alpha, its own
///   shadow opacity); the fading comes from the groups around it. A faded view with subviews
///   is a group `<prefix>s<index>` holding its own group and its subviews'; a faded view
///   without subviews carries the `opacity` on its own group. The window's own opacity, when
///   below 1, is a group `<prefix>w` around every view.
/// - A hidden view, and a view with alpha 0, draws nothing, nor do its subviews.
/// - A backdrop blur's backdrop is everything drawn before the view in the frame, drawn again
///   (`use`) under the same fading groups it was drawn in: the groups finished before it at each
///   level of its ancestors, each open ancestor's fading applied around the ones drawn inside it.
struct SVGStageMarkup {
    let drawing: StageDrawing
    /// The prefix of every id the frame's markup defines (`f<cell>`).
    let prefix: String
    /// The id of what the window draws before any view (its background), or nil.
    let background: String?

    /// One open fading group, and the ids of the groups finished inside it so far.
    private struct Level {
        var opacity: Double
        var drawn: [String]
    }

    /// The views' markup, in painting order.
    var markup: String {
        let views = drawing.views
        let ends = drawing.subtreeEnds
        var out = ""
        var levels = [Level(opacity: 1, drawn: background.map { [$0] } ?? [])]
        let windowOpacity = unit(drawing.windowOpacity)
        guard windowOpacity > 0 else { return "" }
        let windowGroup = windowOpacity < 1
        if windowGroup {
            out += "<g id=\"\(prefix)w\" opacity=\"\(svgNumber(windowOpacity))\">\n"
            levels.append(Level(opacity: windowOpacity, drawn: []))
        }
        var index = 0
        while index < views.count {
            write(index, views: views, ends: ends, levels: &levels, into: &out)
            index = max(ends[index], index + 1)
        }
        if windowGroup {
            out += "</g>\n"
            let window = levels.removeLast()
            if !window.drawn.isEmpty { levels[levels.count - 1].drawn.append("\(prefix)w") }
        }
        return out
    }

    /// The view at `index` and its subtree (up to `ends[index]`), into `out`.
    private func write(_ index: Int, views: [DrawnView], ends: [Int], levels: inout [Level], into out: inout String) {
        let view = views[index]
        let alpha = unit(view.alpha)
        guard !view.isHidden, alpha > 0 else { return }
        let end = max(ends[index], index + 1)
        let faded = alpha < 1
        let subtreeGroup = faded && end > index + 1
        let backdrop = view.backdropBlur > 0 ? backdropMarkup(levels) : ""
        let groupID = "\(prefix)s\(index)"
        if subtreeGroup {
            out += "<g id=\"\(groupID)\" opacity=\"\(svgNumber(alpha))\">\n"
            levels.append(Level(opacity: alpha, drawn: []))
        }
        let id = "\(prefix)v\(index)"
        let own = SVGViewMarkup(view: view, id: id, backdrop: backdrop, opacity: faded && !subtreeGroup ? alpha : 1).markup
        if !own.isEmpty {
            out += own
            levels[levels.count - 1].drawn.append(id)
        }
        var child = index + 1
        while child < end {
            write(child, views: views, ends: ends, levels: &levels, into: &out)
            child = max(ends[child], child + 1)
        }
        if subtreeGroup {
            out += "</g>\n"
            let group = levels.removeLast()
            if !group.drawn.isEmpty { levels[levels.count - 1].drawn.append(groupID) }
        }
    }

    /// Everything drawn so far, drawn again under the fading groups still open: "" when nothing is.
    private func backdropMarkup(_ levels: [Level]) -> String {
        guard levels.contains(where: { !$0.drawn.isEmpty }) else { return "" }
        var out = ""
        for (depth, level) in levels.enumerated() {
            if depth > 0 { out += "<g opacity=\"\(svgNumber(level.opacity))\">" }
            for earlier in level.drawn { out += "<use href=\"#\(earlier)\"/>" }
        }
        return out + String(repeating: "</g>", count: levels.count - 1)
    }

    private func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
