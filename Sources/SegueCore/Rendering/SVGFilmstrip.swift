/// A contact sheet of drawn frames as one SVG document: each frame a cell showing the window
/// as every renderer of Segue draws it — the views in painting order at their projected
/// corners (so a 3-D turn is drawn as the quadrilateral it is), in their colours, each faded
/// view fading its subtree as one group (`SVGStageMarkup`), rounded on any transform, clipped by their clipping
/// ancestors, with their shadows and backdrop blurs (`SVGViewMarkup` states the rules) —
/// and a label under it.
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
    /// Whether each cell has its label written under it (`true` by default). Without labels a
    /// cell has no label row, and a single cell with ``margin`` 0 is the window alone.
    public var labelled = true
    /// The dark margin around and between cells, pixels (16 by default; 0 draws no cell border).
    public var margin = 16.0
    /// Output pixels per pixel of the sheet (1 by default): the document's width and height are
    /// this many times the sheet's, its view box the same, so a rasteriser draws it this many
    /// times larger, as sharp. Not finite or below 1 counts as 1.
    public var pixelScale = 1.0

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
        let gap = margin.isFinite ? max(margin, 0) : 16, labelHeight = labelled ? 22.0 : 0
        let rows = (frames.count + columns - 1) / columns
        let width = Double(min(frames.count, columns)) * (cellWidth + gap) + gap
        let height = Double(rows) * (cellHeight + labelHeight + gap) + gap
        let pixels = pixelScale.isFinite ? max(pixelScale, 1) : 1
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * pixels))\" height=\"\(n(height * pixels))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#1c1e21\"/>\n"
        for (index, frame) in frames.enumerated() {
            let x = gap + Double(index % columns) * (cellWidth + gap)
            let y = gap + Double(index / columns) * (cellHeight + labelHeight + gap)
            out += "<g transform=\"translate(\(n(x)) \(n(y)))\">\n"
            // In the window's own coordinates: a clip path lives in the user space of what it clips.
            out += "<clipPath id=\"window\(index)\"><rect width=\"\(n(size.width))\" height=\"\(n(size.height))\"/></clipPath>\n"
            out += "<g clip-path=\"url(#window\(index))\" transform=\"scale(\(n(scale)))\">\n"
            out += "<rect id=\"f\(index)bg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
                + "fill=\"\(hex(frame.drawing.backgroundColor))\" fill-opacity=\"\(n(unit(frame.drawing.backgroundColor.alpha)))\"/>\n"
            out += SVGStageMarkup(drawing: frame.drawing, prefix: "f\(index)", background: "f\(index)bg").markup
            out += "</g>\n"
            if gap > 0 { out += "<rect width=\"\(n(cellWidth))\" height=\"\(n(cellHeight))\" fill=\"none\" stroke=\"#5f6368\"/>\n" }
            if labelled { out += "<text x=\"0\" y=\"\(n(cellHeight + 16))\" font-size=\"12\" fill=\"#e8eaed\">\(xmlEscaped(frame.label))</text>\n" }
            out += "</g>\n"
        }
        return out + "</svg>\n"
    }

    /// A number for the document: finite (0 otherwise), to three decimals.
    private func n(_ value: Double) -> String { svgNumber(value) }

    private func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }

    private func hex(_ color: Color) -> String { svgHex(color) }
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
