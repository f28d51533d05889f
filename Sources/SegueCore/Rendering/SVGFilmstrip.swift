/// A contact sheet of drawn frames as one SVG document: each frame a cell showing the window
/// as every renderer of Segue draws it — the views in painting order at their projected
/// corners (so a 3-D turn is drawn as the quadrilateral it is), in their colours at the
/// opacity they are drawn with, rounded wherever no perspective bends them (square to the
/// window or turned in its plane), clipped by their clipping ancestors,
/// with their shadows — and a label under it.
///
/// Promises: the document is well-formed XML whatever the ids and labels hold (they are
/// escaped); every number written is finite; the same frames give the same bytes.
public struct SVGFilmstrip {
    /// One cell: what the window showed, and the line written under it.
    public struct Frame {
        public var drawing: StageDrawing
        public var label: String

        public init(drawing: StageDrawing, label: String) {
            self.drawing = drawing
            self.label = label
        }
    }

    /// The width of a cell's window, pixels (its height keeps the window's aspect ratio).
    public var cellWidth: Double
    /// Cells per row.
    public var columns: Int

    /// A sheet of `columns` cells per row, each `cellWidth` pixels wide.
    public init(cellWidth: Double = 180, columns: Int = 4) {
        self.cellWidth = cellWidth.isFinite && cellWidth > 0 ? cellWidth : 180
        self.columns = max(columns, 1)
    }

    /// The SVG document of `frames`.
    public func document(_ frames: [Frame]) -> String {
        let size = frames.first?.drawing.size ?? Size(width: 1, height: 1)
        let scale = cellWidth / max(size.width, 1)
        let cellHeight = max(size.height, 1) * scale
        let gap = 16.0, labelHeight = 22.0
        let rows = (frames.count + columns - 1) / columns
        let width = Double(min(frames.count, columns)) * (cellWidth + gap) + gap
        let height = Double(rows) * (cellHeight + labelHeight + gap) + gap
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#1c1e21\"/>\n"
        for (index, frame) in frames.enumerated() {
            let x = gap + Double(index % columns) * (cellWidth + gap)
            let y = gap + Double(index / columns) * (cellHeight + labelHeight + gap)
            out += "<g transform=\"translate(\(n(x)) \(n(y)))\">\n"
            // In the window's own coordinates: a clip path lives in the user space of what it clips.
            out += "<clipPath id=\"window\(index)\"><rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"/></clipPath>\n"
            out += "<g clip-path=\"url(#window\(index))\" transform=\"scale(\(n(scale)))\">\n"
            out += "<rect width=\"\(n(size.width))\" height=\"\(n(size.height))\" fill=\"\(hex(frame.drawing.backgroundColor))\" "
                + "fill-opacity=\"\(n(unit(frame.drawing.backgroundColor.alpha)))\"/>\n"
            for (viewIndex, view) in frame.drawing.views.enumerated() where !view.isHidden {
                out += drawn(view, id: "f\(index)v\(viewIndex)")
            }
            out += "</g>\n"
            out += "<rect width=\"\(n(cellWidth))\" height=\"\(n(cellHeight))\" fill=\"none\" stroke=\"#5f6368\"/>\n"
            out += "<text x=\"0\" y=\"\(n(cellHeight + 16))\" font-size=\"12\" fill=\"#e8eaed\">\(xmlEscaped(frame.label))</text>\n"
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// One view: its shadow, then its fill, clipped by its ancestors.
    private func drawn(_ view: DrawnView, id: String) -> String {
        let fill = view.opacity * unit(view.backgroundColor.alpha)
        let shadow = view.shadow
        guard fill > 0 || shadow != nil else { return "" }
        var out = ""
        var clipAttribute = ""
        if let clip = view.clip {
            out += "<clipPath id=\"\(id)c\"><rect x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" width=\"\(n(clip.width))\" "
                + "height=\"\(n(clip.height))\"/></clipPath>\n"
            clipAttribute = " clip-path=\"url(#\(id)c)\""
        }
        out += "<g data-view=\"\(xmlEscaped(view.id))\"\(clipAttribute)>\n"
        if let shadow {
            let moved = view.quad.map { Point(x: $0.x + shadow.offset.x, y: $0.y + shadow.offset.y) }
            out += "<filter id=\"\(id)s\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feGaussianBlur stdDeviation=\"\(n(shadow.radius / 2))\"/></filter>\n"
            out += shape(view, quad: moved, fill: hex(shadow.color), opacity: shadow.opacity, extra: " filter=\"url(#\(id)s)\"")
        }
        if fill > 0 { out += shape(view, quad: view.quad, fill: hex(view.backgroundColor), opacity: fill, extra: "") }
        return out + "</g>\n"
    }

    /// A rounded rectangle where the view is square to the window; where a 2-D transform
    /// (rotation, scale, skew: its corners a parallelogram) turns it, the same rounded
    /// rectangle in the view's own coordinates under that affine map, as the preview draws it;
    /// its projected polygon under a 3-D perspective.
    private func shape(_ view: DrawnView, quad: [Point], fill: String, opacity: Double, extra: String) -> String {
        let paint = "fill=\"\(fill)\" fill-opacity=\"\(n(opacity))\"\(extra)"
        if view.isAxisAligned, quad.count == 4 {
            let x = min(quad[0].x, quad[2].x), y = min(quad[0].y, quad[2].y)
            let w = abs(quad[2].x - quad[0].x), h = abs(quad[2].y - quad[0].y)
            let scaleX = view.frame.width > 0 ? w / view.frame.width : 1
            let radius = min(view.cornerRadius * scaleX, w / 2, h / 2)
            return "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(radius))\" \(paint)/>\n"
        }
        let w = view.frame.width, h = view.frame.height
        if view.cornerRadius > 0, quad.count == 4, w > 0, h > 0, Self.isParallelogram(quad) {
            // The affine map taking the bounds' corners (clockwise from the top-left) to the quad's.
            let a = (quad[1].x - quad[0].x) / w, b = (quad[1].y - quad[0].y) / w
            let c = (quad[3].x - quad[0].x) / h, d = (quad[3].y - quad[0].y) / h
            let radius = min(view.cornerRadius, w / 2, h / 2)
            return "<rect width=\"\(n(w))\" height=\"\(n(h))\" rx=\"\(n(radius))\" "
                + "transform=\"matrix(\(m(a)) \(m(b)) \(m(c)) \(m(d)) \(n(quad[0].x)) \(n(quad[0].y)))\" \(paint)/>\n"
        }
        let points = quad.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
        return "<polygon points=\"\(points)\" \(paint)/>\n"
    }

    /// Whether the four corners form a parallelogram (opposite sides equal), as any 2-D
    /// transform of a rectangle does and a perspective projection does not, to a hundredth
    /// of a point.
    static func isParallelogram(_ quad: [Point]) -> Bool {
        let dx = quad[0].x + quad[2].x - quad[1].x - quad[3].x
        let dy = quad[0].y + quad[2].y - quad[1].y - quad[3].y
        return dx.isFinite && dy.isFinite && abs(dx) < 0.01 && abs(dy) < 0.01
    }

    /// A matrix coefficient: finite (0 otherwise), to six decimals (a coefficient scales a
    /// length, so three would move a 400-point view's far corner by 0.2 point).
    private func m(_ value: Double) -> String { value.isFinite ? decimalText(value, places: 6) : "0" }

    /// A number for the document: finite (0 otherwise), to three decimals.
    private func n(_ value: Double) -> String { value.isFinite ? decimalText(value, places: 3) : "0" }

    private func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

    /// `#rrggbb` of a colour (its alpha is written apart).
    private func hex(_ color: Color) -> String { String(color.hex.prefix(7)) }
}

/// `text` safe inside XML text and attribute values.
public func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        default:
            // Characters XML 1.0 does not allow are dropped.
            if scalar.value < 0x20, scalar != "\t", scalar != "\n", scalar != "\r" { continue }
            if scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}
