/// One drawn view as SVG markup, from its ``DrawnView`` alone: its shadow, the blur of what
/// lies behind it, then its fill — the same three things, in the same order, that the page
/// draws with a CSS `box-shadow`, `backdrop-filter` and `background-color`.
///
/// - Shape: a rounded rectangle in the view's own plane, carried into the window by its
///   ``PlaneMap`` — an SVG `rect` where the view is square to the window, the same `rect`
///   under an affine `matrix` where it is turned, scaled or skewed in the plane, and the
///   projected outline (a `path`, each corner's arc in 8 segments) under a perspective.
/// - Shadow (``DrawnShadow``): the shape moved by the shadow's offset in the view's plane,
///   blurred by `feGaussianBlur` with `stdDeviation` = ``DrawnShadow/deviation`` (in the
///   view's plane where the map is affine; under a perspective, in the window, each axis
///   scaled as the quad's edges along it are foreshortened — the page blurs in the plane, so
///   the far side's blur is a little wider in the SVG).
/// - Every blur mixes sRGB values (`color-interpolation-filters="sRGB"`), as CSS does.
/// - Opacity: the view's own paint only — its background colour's alpha, its shadow's own
///   opacity (``DrawnShadow/alpha``) — and, given an `opacity` below 1, that on the view's
///   group, so shadow, backdrop and fill are faded together as one layer (on the fill's
///   `fill-opacity` when the fill is all it draws: the same picture); the fading of its
///   ancestors is the groups ``SVGStageMarkup`` writes around it.
/// - Backdrop blur (``DrawnView/backdropBlur``): SVG has no backdrop, so what was drawn
///   before the view up to its backdrop root (the nearest faded ancestor group, else the
///   window: ``SVGStageMarkup``) is drawn again (`use` of each earlier group), cut to the view's bounding box (as a CSS backdrop is
///   read only inside the element), blurred by `feGaussianBlur` at that deviation in the
///   window, cut to the view's shape and painted under the fill. Where the backdrop is even
///   near the view's edges this is the CSS picture; at an edge with detail behind it the SVG
///   fades to the sharp backdrop where Chromium mirrors the blurred one.
struct SVGViewMarkup {
    let view: DrawnView
    /// The prefix of every id this view's markup defines.
    let id: String
    /// What was drawn before it inside its backdrop root, as `use` markup ("" when nothing is).
    let backdrop: String
    /// The opacity its own group is faded by (1: none).
    var opacity = 1.0

    /// The view's group, or "" when nothing of it shows.
    var markup: String {
        let shadow = view.shadow
        let blur = view.backdropBlur > 0 && !backdrop.isEmpty
        // A fill alone fades the same on its paint as in a group: the paint carries it (a
        // group would round through one more 8-bit layer and move pixels by a level).
        let alone = shadow == nil && !blur
        let fill = unit(view.backgroundColor.alpha) * (alone ? unit(opacity) : 1)
        let faded = alone ? 1 : unit(opacity)
        guard faded > 0, fill > 0 || shadow != nil || blur else { return "" }
        var out = ""
        // Each clipping ancestor's own shape, outermost first; the groups nest inside the
        // view's own group (so a backdrop's `use` of it keeps them), cutting to their intersection.
        var clipGroups: [String] = []
        for (index, clip) in view.clips.enumerated() {
            let clipID = "\(id)c\(index)"
            out += "<clipPath id=\"\(clipID)\">"
                + shape(of: clip, Rect(x: 0, y: 0, width: clip.width, height: clip.height), paint: "", blur: 0, filterID: "")
                + "</clipPath>\n"
            clipGroups.append(" clip-path=\"url(#\(clipID))\"")
        }
        let fading = faded < 1 ? " opacity=\"\(svgNumber(faded))\"" : ""
        out += "<g id=\"\(id)\" data-view=\"\(xmlEscaped(view.id))\"\(fading)\(clipGroups.first ?? "")>\n"
        for attribute in clipGroups.dropFirst() { out += "<g\(attribute)>\n" }
        let bounds = Rect(x: 0, y: 0, width: view.frame.width, height: view.frame.height)
        if let shadow {
            let moved = Rect(x: shadow.offset.x, y: shadow.offset.y, width: bounds.width, height: bounds.height)
            out += shape(moved, paint: "fill=\"\(svgHex(shadow.color))\" fill-opacity=\"\(svgNumber(shadow.alpha))\"",
                         blur: shadow.deviation, filterID: "\(id)s")
        }
        if blur { out += backdropMarkup(bounds) }
        if fill > 0 {
            out += shape(bounds, paint: "fill=\"\(svgHex(view.backgroundColor))\" fill-opacity=\"\(svgNumber(fill))\"",
                         blur: 0, filterID: "")
        }
        return out + String(repeating: "</g>\n", count: max(clipGroups.count, 1))
    }

    /// What was drawn before the view, blurred, inside its shape.
    private func backdropMarkup(_ bounds: Rect) -> String {
        let box = view.boundingBox
        let deviation = view.backdropBlur
        var out = "<clipPath id=\"\(id)bs\">" + shape(bounds, paint: "", blur: 0, filterID: "") + "</clipPath>\n"
        out += "<clipPath id=\"\(id)bb\"><rect x=\"\(svgNumber(box.minX))\" y=\"\(svgNumber(box.minY))\" "
            + "width=\"\(svgNumber(box.width))\" height=\"\(svgNumber(box.height))\"/></clipPath>\n"
        out += filter(id: "\(id)b", deviation: "\(svgNumber(deviation))", region: box, margin: 3 * deviation)
        return out + "<g clip-path=\"url(#\(id)bs)\"><g filter=\"url(#\(id)b)\"><g clip-path=\"url(#\(id)bb)\">"
            + backdrop + "</g></g></g>\n"
    }

    /// The view's shape at `rect` (bounds coordinates) with `paint`, blurred by `blur`
    /// points of the view's plane through the filter `filterID` when `blur` > 0.
    private func shape(_ rect: Rect, paint: String, blur: Double, filterID: String) -> String {
        shape(of: view.outline, rect, paint: paint, blur: blur, filterID: filterID)
    }

    /// The shape of `outline` at `rect` (its bounds' coordinates) with `paint`, blurred by
    /// `blur` points of its plane through the filter `filterID` when `blur` > 0: the one
    /// drawing of a rounded, transformed rectangle that a view's fill and a clip both use.
    private func shape(of outline: DrawnOutline, _ rect: Rect, paint: String, blur: Double, filterID: String) -> String {
        let w = outline.width, h = outline.height
        let radius = min(outline.cornerRadius, w / 2, h / 2)
        let quad = outline.quad
        guard let map = PlaneMap(width: w, height: h, quad: quad) else {
            // Folded edge-on or unknown: its corners as they are.
            return polygon(quad, paint: paint)
        }
        let space = paint.isEmpty ? "" : " "
        if map.isAffine, let p0 = map.apply(rect.origin), let p1 = map.apply(Point(x: rect.maxX, y: rect.minY)),
           let p3 = map.apply(Point(x: rect.minX, y: rect.maxY)) {
            if p0.y == p1.y, p0.x == p3.x {
                // Square to the window: a plain rectangle in window coordinates.
                let x = min(p0.x, p1.x), y = min(p0.y, p3.y)
                let width = abs(p1.x - p0.x), height = abs(p3.y - p0.y)
                let sx = rect.width > 0 ? width / rect.width : 1, sy = rect.height > 0 ? height / rect.height : 1
                var filterAttribute = "", filterMarkup = ""
                if blur > 0 {
                    filterMarkup = filter(id: filterID, deviation: "\(svgNumber(blur * sx)) \(svgNumber(blur * sy))",
                                          region: Rect(x: x, y: y, width: width, height: height),
                                          margin: 3 * blur * max(sx, sy))
                    filterAttribute = " filter=\"url(#\(filterID))\""
                }
                let rx = svgNumber(radius * sx), ry = svgNumber(radius * sy)
                return filterMarkup + "<rect x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" width=\"\(svgNumber(width))\" "
                    + "height=\"\(svgNumber(height))\" rx=\"\(rx)\"" + (ry == rx ? "" : " ry=\"\(ry)\"")
                    + filterAttribute + space + paint + "/>\n"
            }
            if radius > 0 || blur > 0 {
                // Turned in its plane: the rectangle in the view's coordinates under the affine
                // map, so the rounding and the blur are the view's own.
                let q0 = quad[0], q1 = quad[1], q3 = quad[3]
                let a = (q1.x - q0.x) / w, b = (q1.y - q0.y) / w, c = (q3.x - q0.x) / h, d = (q3.y - q0.y) / h
                var filterAttribute = "", filterMarkup = ""
                if blur > 0 {
                    filterMarkup = filter(id: filterID, deviation: svgNumber(blur), region: rect, margin: 3 * blur)
                    filterAttribute = " filter=\"url(#\(filterID))\""
                }
                let origin = rect.minX == 0 && rect.minY == 0 ? ""
                    : "x=\"\(svgNumber(rect.minX))\" y=\"\(svgNumber(rect.minY))\" "
                return filterMarkup + "<rect " + origin
                    + "width=\"\(svgNumber(rect.width))\" height=\"\(svgNumber(rect.height))\" rx=\"\(svgNumber(radius))\" "
                    + "transform=\"matrix(\(svgCoefficient(a)) \(svgCoefficient(b)) \(svgCoefficient(c)) \(svgCoefficient(d)) "
                    + "\(svgNumber(q0.x)) \(svgNumber(q0.y)))\"" + filterAttribute + space + paint + "/>\n"
            }
        }
        if radius <= 0, blur <= 0, rect == Rect(x: 0, y: 0, width: w, height: h) {
            return polygon(quad, paint: paint)
        }
        // Under a perspective (or a plain polygon): the outline projected point by point.
        guard let outline = map.roundedRect(rect, radius: radius) else { return polygon(quad, paint: paint) }
        guard blur > 0 else { return polygon(outline, paint: paint) }
        let xs = outline.map(\.x), ys = outline.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        let box = Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
        // Foreshortened as the view is: each axis by its edges' mean length on screen.
        let q = quad
        func length(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        func finite(_ value: Double) -> Double { value.isFinite ? value : 1 }
        let sx = finite((length(q[0], q[1]) + length(q[3], q[2])) / (2 * w))
        let sy = finite((length(q[0], q[3]) + length(q[1], q[2])) / (2 * h))
        return filter(id: filterID, deviation: "\(svgNumber(blur * sx)) \(svgNumber(blur * sy))", region: box,
                      margin: 3 * blur * max(sx, sy))
            + polygon(outline, paint: paint + " filter=\"url(#\(filterID))\"")
    }

    /// A Gaussian blur filter over `region` grown by `margin` on every side, in the user
    /// space of what uses it, blurring sRGB values as CSS filters do (SVG's default,
    /// linearRGB, spreads a dark-to-light edge visibly wider than Chromium draws it).
    private func filter(id: String, deviation: String, region: Rect, margin: Double) -> String {
        let m = margin.isFinite ? max(margin, 0) : 0
        return "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" color-interpolation-filters=\"sRGB\" x=\"\(svgNumber(region.minX - m))\" "
            + "y=\"\(svgNumber(region.minY - m))\" width=\"\(svgNumber(region.width + 2 * m))\" "
            + "height=\"\(svgNumber(region.height + 2 * m))\"><feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>\n"
    }

    private func polygon(_ points: [Point], paint: String) -> String {
        let list = points.map { "\(svgNumber($0.x)),\(svgNumber($0.y))" }.joined(separator: " ")
        return "<polygon points=\"\(list)\"\(paint.isEmpty ? "" : " ")\(paint)/>\n"
    }

    private func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}

/// A matrix coefficient for an SVG document: finite (0 otherwise), to six decimals (a
/// coefficient scales a length, so three would move a 400-point view's far corner by 0.2 point).
func svgCoefficient(_ value: Double) -> String { value.isFinite ? decimalText(value, places: 6) : "0" }

/// A number for an SVG document: finite (0 otherwise), to three decimals.
func svgNumber(_ value: Double) -> String { value.isFinite ? decimalText(value, places: 3) : "0" }

/// `#rrggbb` of a colour (its alpha is written apart).
func svgHex(_ color: Color) -> String { String(color.hex.prefix(7)) }
