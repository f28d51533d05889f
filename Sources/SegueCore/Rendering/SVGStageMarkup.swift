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
/// - A backdrop blur's backdrop stops at its backdrop root, the nearest ancestor group that is
///   faded (else the window): what was drawn before the view inside that group, drawn again
///   (`use`) with no fading, as the group's content is before the group is faded. A faded
///   ancestor is drawn apart and composited once, so nothing outside it can be blurred into
///   it — Core Animation's group opacity, and the "backdrop root" of CSS Filter Effects
///   Level 2, which Chromium's `backdrop-filter` follows (an element with `opacity` < 1 is one).
struct SVGStageMarkup {
    let drawing: StageDrawing
    /// The prefix of every id the frame's markup defines (`f<cell>`).
    let prefix: String
    /// The id of what the window draws before any view (its background), or nil.
    let background: String?

    /// One open fading group (or the window's level): the ids of the groups finished inside
    /// it so far.
    private struct Level {
        var drawn: [String]
    }

    /// The views' markup, in painting order.
    var markup: String {
        let views = drawing.views
        let ends = drawing.subtreeEnds
        var out = ""
        var levels = [Level(drawn: background.map { [$0] } ?? [])]
        let windowOpacity = unit(drawing.windowOpacity)
        guard windowOpacity > 0 else { return "" }
        let windowGroup = windowOpacity < 1
        if windowGroup {
            out += "<g id=\"\(prefix)w\" opacity=\"\(svgNumber(windowOpacity))\">\n"
            levels.append(Level(drawn: []))
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
            levels.append(Level(drawn: []))
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

    /// The backdrop: what was drawn so far inside the innermost open fading group (the
    /// backdrop root), drawn again as it is inside that group — nothing from outside it, as
    /// the group is drawn apart and faded as a whole; "" when nothing is.
    private func backdropMarkup(_ levels: [Level]) -> String {
        guard let root = levels.last else { return "" }
        return root.drawn.map { "<use href=\"#\($0)\"/>" }.joined()
    }

    private func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
