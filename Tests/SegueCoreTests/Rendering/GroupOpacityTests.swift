import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SegueCore

/// Opacity is a group's, as Core Animation composites a layer and the page's nested elements
/// with CSS `opacity` draw it: a faded view fades its subtree once, so its overlapping opaque
/// subviews do not show through each other — in the SVG (and so every picture made from it)
/// and in the terminal's colour picture.
@Suite struct GroupOpacityTests {
    /// A white 200 × 100 window holding a card at `alpha` (clear, or `cardColor`) with two
    /// opaque subviews: red `lower` on the left 100 points, green `upper` on the right 150.
    func drawing(alpha: Double, cardColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 0), windowAlpha: Double = 1) -> StageDrawing {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        window.alpha = windowAlpha
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        card.backgroundColor = cardColor
        card.alpha = alpha
        let lower = store.makeView(id: "lower", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        lower.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let upper = store.makeView(id: "upper", frame: Rect(x: 50, y: 0, width: 150, height: 100))
        upper.backgroundColor = Color(red: 0, green: 1, blue: 0)
        window.addSubview(card)
        card.addSubview(lower)
        card.addSubview(upper)
        return StageDrawing(window: window)
    }

    /// For each drawn view (by `data-view`), the `opacity` attributes of the elements around
    /// its own group and on it, outermost first, and its fill's `fill-opacity`.
    final class Fading: NSObject, XMLParserDelegate {
        var open: [Double?] = []
        var fading: [String: [Double]] = [:]
        var fill: [String: String] = [:]
        var current: String?
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            open.append(attributes["opacity"].flatMap(Double.init))
            if let view = attributes["data-view"] {
                current = view
                fading[view] = open.compactMap { $0 }
            } else if let current, name == "rect" || name == "polygon", let opacity = attributes["fill-opacity"] {
                fill[current] = opacity
            }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }

    func fading(_ svg: String) -> Fading {
        let parser = XMLParser(data: Data(svg.utf8))
        let fading = Fading()
        parser.delegate = fading
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        return fading
    }

    @Test func aFadedViewIsOneGroupAroundItselfAndItsSubviews() {
        let drawing = drawing(alpha: 0.5, cardColor: Color(red: 0, green: 0, blue: 1, alpha: 0.4))
        // The drawing still says how visible each view is on its own.
        #expect(drawing.views.map(\.opacity) == [0.5, 0.5, 0.5])
        #expect(drawing.subtreeEnds == [3, 2, 3])
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: drawing, label: "")])
        #expect(svg.contains("<g id=\"f0s0\" opacity=\"0.5\">"))
        let fading = fading(svg)
        // The card's own fill and both subviews are inside the one faded group, each painted
        // with its own colour's alpha only.
        #expect(fading.fading["card"] == [0.5])
        #expect(fading.fading["lower"] == [0.5])
        #expect(fading.fading["upper"] == [0.5])
        #expect(fading.fill == ["card": "0.4", "lower": "1", "upper": "1"])
    }

    @Test func aFadedViewWithoutSubviewsFadesItsOwnGroupAndTheWindowFadesEverything() {
        var single = drawing(alpha: 1)
        single.views[2].alpha = 0.25
        single.views[2].shadow = DrawnShadow(values: single.views[2].values.enumerated().map { $0.offset == ViewProperty.shadowOpacity.rawValue ? 1 : $0.element },
                                             opacity: 0.25)
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: single, label: "")])
        // Its shadow and fill faded together; a fill alone carries the fading on its paint.
        #expect(svg.contains("data-view=\"upper\" opacity=\"0.25\""))
        #expect(!svg.contains("<g id=\"f0s"))
        single.views[2].shadow = nil
        let alone = fading(SVGFilmstrip(cellWidth: 200).document([.init(drawing: single, label: "")]))
        #expect(alone.fading["upper"] == [] && alone.fill["upper"] == "0.25")
        let window = drawing(alpha: 0.5, windowAlpha: 0.8)
        #expect(window.windowOpacity == 0.8)
        let faded = fading(SVGFilmstrip(cellWidth: 200).document([.init(drawing: window, label: "")]))
        #expect(faded.fading["upper"] == [0.8, 0.5])
        // A hidden window draws no view at all.
        #expect(!SVGFilmstrip(cellWidth: 200).document([.init(drawing: drawing(alpha: 1, windowAlpha: 0), label: "")]).contains("data-view"))
    }

    /// A blur view inside a faded view blurs only what that view's group holds: the faded
    /// ancestor is drawn apart and composited once (Core Animation's group opacity; for CSS,
    /// an element with `opacity` < 1 is the "backdrop root" Chromium's `backdrop-filter` stops
    /// at), so the window drawn before it is not in its backdrop — the svg drew it there,
    /// under the card's fading, and blurred it.
    @Test func aBackdropStopsAtTheNearestFadedGroup() {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let sun = store.makeView(id: "sun", frame: Rect(x: 10, y: 10, width: 40, height: 40))
        sun.backgroundColor = Color(red: 1, green: 0.7, blue: 0)
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        card.backgroundColor = .black
        card.alpha = 0.5
        let frost = store.makeView(id: "frost", frame: Rect(x: 20, y: 20, width: 100, height: 50))
        frost[.effectIntensity] = 0.5
        window.addSubview(sun)
        window.addSubview(card)
        card.addSubview(frost)
        func backdrop(_ svg: String) -> String? {
            guard let start = svg.range(of: "<g clip-path=\"url(#f0v2bb)\">")?.upperBound,
                  let end = svg[start...].range(of: "</g>")?.lowerBound else { return nil }
            return String(svg[start..<end])
        }
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(backdrop(svg) == "<use href=\"#f0v1\"/>", "\(svg)")
        _ = fading(svg)
        // Inside a second faded view, only what that one holds; unfaded, everything before it.
        let inner = store.makeView(id: "inner", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        inner.alpha = 0.8
        inner.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        frost.removeFromSuperview()
        card.addSubview(inner)
        inner.addSubview(frost)
        let nested = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(nested.contains("<g clip-path=\"url(#f0v3bb)\"><use href=\"#f0v2\"/></g>"), "\(nested)")
        inner.alpha = 1
        card.alpha = 1
        let unfaded = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(unfaded.contains("<g clip-path=\"url(#f0v3bb)\"><use href=\"#f0bg\"/><use href=\"#f0v0\"/><use href=\"#f0v1\"/><use href=\"#f0v2\"/></g>"),
                "\(unfaded)")
        // A faded window is the backdrop root of a view drawn in it: its background is not in it.
        card.alpha = 1
        window.alpha = 0.9
        let windowFaded = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(windowFaded.contains("<g clip-path=\"url(#f0v3bb)\"><use href=\"#f0v0\"/><use href=\"#f0v1\"/><use href=\"#f0v2\"/></g>"),
                "\(windowFaded)")
    }

    /// In colour, where the two opaque subviews overlap, the upper one faded over the window
    /// shows — not the upper one over the lower one over the window.
    @Test func theTerminalsColourPictureFadesTheGroupOnce() {
        let renderer = TerminalFrameRenderer(maxColumns: 42, maxRows: 40, usesTrueColor: true)
        let lines = renderer.render(drawing(alpha: 0.5)).joined(separator: "\n")
        // Green at 0.5 over white, where they overlap and where the upper stands alone.
        #expect(lines.contains("\u{1B}[48;2;128;255;128;"))
        // Drawn view by view, the overlap was green at 0.5 over red at 0.5 over white.
        #expect(!lines.contains("\u{1B}[48;2;128;191;64;"))
        // Red at 0.5 over white where only the lower one stands.
        #expect(lines.contains("\u{1B}[48;2;255;128;128;"))
        // The window's opacity fades every view as one group the same way (over its background).
        let window = renderer.render(drawing(alpha: 1, windowAlpha: 0.5)).joined(separator: "\n")
        #expect(window.contains("\u{1B}[48;2;128;255;128;") && window.contains("\u{1B}[48;2;255;128;128;"))
        #expect(!window.contains("\u{1B}[48;2;128;191;64;"))
    }

    @Test func fadingACanvasLayerMixesWithWhatLayBeneathOnly() {
        var canvas = TextCanvas(columns: 2, rows: 1)
        canvas.paint(column: 0, row: 0, .white, opacity: 1)
        let under = canvas.backgrounds
        canvas.paint(column: 0, row: 0, Color(red: 1, green: 0, blue: 0), opacity: 1)
        canvas.paint(column: 0, row: 0, Color(red: 0, green: 0, blue: 1), opacity: 1)
        canvas.paint(column: 1, row: 0, Color(red: 0, green: 0, blue: 1), opacity: 1)
        canvas.fade(since: under, opacity: 0.5)
        #expect(canvas.background(column: 0, row: 0) == Color(red: 0.5, green: 0.5, blue: 1))
        #expect(canvas.background(column: 1, row: 0) == Color(red: 0, green: 0, blue: 0.5))
        // Another canvas's list changes nothing.
        canvas.fade(since: [nil], opacity: 0)
        #expect(canvas.background(column: 1, row: 0) == Color(red: 0, green: 0, blue: 0.5))
    }
}
