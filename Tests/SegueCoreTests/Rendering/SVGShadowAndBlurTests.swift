import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SegueCore

/// The SVG draws shadows and backdrop blurs from the drawing description alone, by the rules
/// the page follows (``DrawnShadow``, ``DrawnView/backdropBlur``): one picture.
@Suite struct SVGShadowAndBlurTests {
    func window() -> (ViewStore, View) {
        let store = ViewStore()
        return (store, store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    }

    @Test func aShadowIsBlurredByItsRadiusAsTheDeviationInSRGB() {
        let (store, window) = window()
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 40, width: 100, height: 60))
        window.addSubview(card)
        card.backgroundColor = .white
        card[.shadowOpacity] = 0.5
        card[.shadowRadius] = 9
        card[.shadowOffsetX] = 4
        card[.shadowOffsetY] = 10
        let drawing = StageDrawing(window: window)
        #expect(drawing.views[0].shadow?.deviation == 9)
        #expect(drawing.views[0].shadow?.alpha == 0.5)
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: drawing, label: "")])
        #expect(svg.contains("color-interpolation-filters=\"sRGB\""))
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"9 9\"/>"))
        // Square to the window: the shadow's rectangle is the card's, moved by the offset.
        #expect(svg.contains("<rect x=\"54\" y=\"50\" width=\"100\" height=\"60\" rx=\"0\" filter=\"url(#f0v0s)\" fill=\"#000000\" fill-opacity=\"0.5\"/>"))
    }

    /// Core Animation's shadow offset is in the layer's plane, as CSS's box-shadow is in the
    /// element's: it turns with the view.
    @Test func aTurnedViewsShadowTurnsWithItAndIsBlurredInItsPlane() throws {
        let (store, window) = window()
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 40, width: 100, height: 60))
        window.addSubview(card)
        card.backgroundColor = .white
        card[.cornerRadius] = 12
        card[.rotation] = 0.5
        card[.shadowOpacity] = 1
        card[.shadowRadius] = 6
        card[.shadowOffsetX] = 0
        card[.shadowOffsetY] = 10
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"6\"/>"))
        #expect(svg.contains("<rect x=\"0\" y=\"10\" width=\"100\" height=\"60\" rx=\"12\" transform=\"matrix("))
    }

    @Test func aBlurViewBlursWhatWasDrawnBeforeItInsideItsShape() {
        let (store, window) = window()
        let photo = store.makeView(id: "photo", frame: Rect(x: 20, y: 20, width: 80, height: 80))
        let frost = store.makeView(id: "frost", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let label = store.makeView(id: "label", frame: Rect(x: 10, y: 150, width: 100, height: 20))
        window.addSubview(photo)
        window.addSubview(frost)
        window.addSubview(label)
        photo.backgroundColor = .black
        label.backgroundColor = .white
        frost.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.2)
        frost[.cornerRadius] = 16
        frost[.effectIntensity] = 0.4
        let drawing = StageDrawing(window: window)
        #expect(drawing.views[1].backdropBlur == 8)
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: drawing, label: "")])
        #expect(svg.contains("<feGaussianBlur stdDeviation=\"8\"/>"))
        // The window's background and the photo, not the label drawn after the frost.
        #expect(svg.contains("<g clip-path=\"url(#f0v1bb)\"><use href=\"#f0bg\"/><use href=\"#f0v0\"/></g>"))
        #expect(svg.contains("<clipPath id=\"f0v1bs\"><rect x=\"0\" y=\"0\" width=\"200\" height=\"200\" rx=\"16\"/>"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        frost[.effectIntensity] = 0
        let clear = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(!clear.contains("feGaussianBlur") && !clear.contains("<use"))
    }

    /// Values a script wrote, however wild, give a well-formed document with finite numbers.
    @Test func wildShadowAndBlurValuesNeverTrapAndWriteOnlyFiniteNumbers() throws {
        let (store, window) = window()
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 40, width: 100, height: 60))
        window.addSubview(card)
        card.backgroundColor = .white
        for (offset, radius, corner, turn) in [(Double.infinity, Double.infinity, Double.infinity, 1e300),
                                              (-.infinity, .nan, -5, .nan), (1e308, 1e308, 1e308, 0.7)] {
            card[.shadowOpacity] = 1
            card[.shadowOffsetX] = offset
            card[.shadowRadius] = radius
            card[.cornerRadius] = corner
            card[.effectIntensity] = radius
            card[.perspective] = 300
            card[.rotationY] = turn
            let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
            #expect(!svg.contains("nan") && !svg.contains("inf"))
            let parser = XMLParser(data: Data(svg.utf8))
            #expect(parser.parse(), "\(String(describing: parser.parserError))")
        }
    }

    @Test func theBackdropBlurRuleIsLinearAndNeverTraps() {
        #expect(DrawnView.backdropBlur(intensity: 0.5) == 10)
        #expect(DrawnView.backdropBlur(intensity: 1) == DrawnView.fullBackdropBlur)
        #expect(DrawnView.backdropBlur(intensity: 7) == 20)
        #expect(DrawnView.backdropBlur(intensity: -1) == 0)
        #expect(DrawnView.backdropBlur(intensity: .nan) == 0)
        #expect(DrawnView.backdropBlur(intensity: .infinity) == 20)
    }

    /// The map found from a drawn view's quad alone is the engine's own map to the window,
    /// for any point of the view's plane (so a rounded corner or a shadow lands where the
    /// page draws it).
    @Test func theMapFromAQuadIsTheViewsMapToTheWindow() throws {
        let (store, window) = window()
        let box = store.makeView(id: "box", frame: Rect(x: 20, y: 30, width: 150, height: 120))
        let card = store.makeView(id: "card", frame: Rect(x: 10, y: 20, width: 100, height: 60))
        window.addSubview(box)
        box.addSubview(card)
        box[.rotation] = 0.2
        card[.perspective] = 300
        card[.rotationY] = 0.7
        let drawn = try #require(StageDrawing(window: window).views.last)
        let map = try #require(PlaneMap(width: 100, height: 60, quad: drawn.quad))
        #expect(!map.isAffine)
        for point in [Point(x: 12, y: 0), Point(x: 50, y: 30), Point(x: 100, y: 48), Point(x: 104, y: 70)] {
            let ours = try #require(map.apply(point)), engine = try #require(card.mapToWindow.apply(point))
            #expect(abs(ours.x - engine.x) < 1e-6 && abs(ours.y - engine.y) < 1e-6, "\(point): \(ours) vs \(engine)")
        }
        // Folded edge-on, or not finite: no map, no trap.
        #expect(PlaneMap(width: 100, height: 60, quad: [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 60), Point(x: 0, y: 60)]) == nil)
        #expect(PlaneMap(width: 100, height: 60, quad: [Point(x: .nan, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]) == nil)
        #expect(PlaneMap(width: 0, height: 60, quad: drawn.quad) == nil)
    }
}
