import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SegueCore

/// The filmstrip draws the shared drawing description: projected corners, colours, opacity,
/// labels, all escaped into well-formed XML.
@Suite struct SVGFilmstripTests {
    func drawing(turned degrees: Double, id: String = "card") -> StageDrawing {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let card = store.makeView(id: id, frame: Rect(x: 50, y: 20, width: 100, height: 50))
        window.addSubview(card)
        card.backgroundColor = Color(red: 1, green: 0, blue: 0)
        card.alpha = 0.5
        card[.perspective] = 300
        card[.rotationY] = degrees * .pi / 180
        return StageDrawing(window: window)
    }

    @Test func aTurnedViewIsItsProjectedPolygonAndASquareOneARect() throws {
        let turned = drawing(turned: 40)
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: turned, label: "t 0.1 s")])
        let quad = turned.views[0].quad
        let points = quad.map { "\(decimalText($0.x, places: 3)),\(decimalText($0.y, places: 3))" }.joined(separator: " ")
        #expect(svg.contains("<polygon points=\"\(points)\" fill=\"#ff0000\" fill-opacity=\"0.5\""))
        let square = SVGFilmstrip(cellWidth: 200).document([.init(drawing: drawing(turned: 0), label: "")])
        #expect(square.contains("<rect x=\"50\" y=\"20\" width=\"100\" height=\"50\" rx=\"0\" fill=\"#ff0000\" fill-opacity=\"0.5\""))
        #expect(!square.contains("<polygon"))
    }

    /// A rounded view turned in the window's plane keeps its rounded corners (the preview
    /// rounds it; the filmstrip drew a sharp polygon): a rounded rect under the affine map that
    /// takes its bounds' corners to the drawn corners. Under perspective it is its rounded
    /// outline projected: each corner's arc in 8 segments.
    @Test func aRoundedViewTurnedInPlaneStaysRounded() throws {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 40, width: 100, height: 60))
        window.addSubview(card)
        card.backgroundColor = Color(red: 0, green: 0, blue: 1)
        card[.cornerRadius] = 12
        card[.rotation] = 0.5
        card[.scaleX] = 0.8
        let drawing = StageDrawing(window: window)
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: drawing, label: "")])
        #expect(!svg.contains("<polygon"), "\(svg)")
        let opened = try #require(svg.range(of: "matrix("))
        let closed = try #require(svg[opened.upperBound...].firstIndex(of: ")"))
        let matrix = svg[opened.upperBound..<closed].split(separator: " ").compactMap { Double($0) }
        try #require(matrix.count == 6)
        #expect(svg.contains("<rect width=\"100\" height=\"60\" rx=\"12\" transform=\"matrix("))
        // The matrix takes each corner of the bounds to the corner the engine drew, within the
        // precision written (six decimals of each coefficient, three of the offset).
        for (corner, drawn) in zip(Rect(x: 0, y: 0, width: 100, height: 60).corners, drawing.views[0].quad) {
            let x = matrix[0] * corner.x + matrix[2] * corner.y + matrix[4]
            let y = matrix[1] * corner.x + matrix[3] * corner.y + matrix[5]
            #expect(abs(x - drawn.x) < 1e-3 && abs(y - drawn.y) < 1e-3, "\(corner) -> (\(x), \(y)), drawn \(drawn)")
        }
        card[.perspective] = 300
        card[.rotationY] = 0.6
        let bent = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        #expect(bent.contains("<polygon") && !bent.contains("matrix("))
        let points = try #require(bent.split(separator: "\n").first { $0.hasPrefix("<polygon") })
            .split(separator: "\"")[1].split(separator: " ")
        #expect(points.count == 36)
    }

    /// A view inside clipping views is cut by each ancestor's own shape, outermost first:
    /// a rounded, turned card clips to its rounded rect under its matrix (not to its bounding
    /// box, which is all the old filmstrip wrote), a clipping view inside it adds a second,
    /// nested cut, and one turned in 3-D clips to its projected outline. The document stays
    /// well-formed.
    @Test func clipsAreTheAncestorsShapesNested() throws {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let card = store.makeView(id: "card", frame: Rect(x: 50, y: 40, width: 100, height: 60))
        let panel = store.makeView(id: "panel", frame: Rect(x: 10, y: 10, width: 50, height: 30))
        let photo = store.makeView(id: "photo", frame: Rect(x: -20, y: -20, width: 200, height: 200))
        window.addSubview(card)
        card.addSubview(panel)
        panel.addSubview(photo)
        card.clipsToBounds = true
        panel.clipsToBounds = true
        card[.cornerRadius] = 12
        card[.rotation] = 0.5
        panel[.cornerRadius] = 6
        photo.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let svg = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        // photo is the third view: its two clips are card's and panel's shapes.
        #expect(svg.contains("<clipPath id=\"f0v2c0\"><rect width=\"100\" height=\"60\" rx=\"12\" transform=\"matrix("), "\(svg)")
        #expect(svg.contains("<clipPath id=\"f0v2c1\"><rect width=\"50\" height=\"30\" rx=\"6\" transform=\"matrix("), "\(svg)")
        #expect(svg.contains("<g id=\"f0v2\" data-view=\"photo\" clip-path=\"url(#f0v2c0)\">\n<g clip-path=\"url(#f0v2c1)\">"))
        #expect(!svg.contains("<clipPath id=\"f0v0c"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        // Turned in 3-D: the clip is the card's rounded outline projected (8 segments a corner).
        card[.rotation] = 0
        card[.perspective] = 300
        card[.rotationY] = 0.6
        let bent = SVGFilmstrip(cellWidth: 200).document([.init(drawing: StageDrawing(window: window), label: "")])
        let clip = try #require(bent.split(separator: "\n").first { $0.hasPrefix("<clipPath id=\"f0v2c0\"><polygon") })
        #expect(clip.split(separator: "\"")[3].split(separator: " ").count == 36)
    }

    @Test func idsAndLabelsAreEscapedIntoWellFormedXML() throws {
        let svg = SVGFilmstrip().document([.init(drawing: drawing(turned: 10, id: "a<b>&\"c\u{1}"), label: "t < 1 & \"x\"")])
        #expect(svg.contains("data-view=\"a&lt;b&gt;&amp;&quot;c\""))
        #expect(svg.contains("t &lt; 1 &amp; &quot;x&quot;"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test func cellsFlowIntoRows() {
        let frames = (0..<6).map { SVGFilmstrip.Frame(drawing: drawing(turned: Double($0) * 10), label: "\($0)") }
        let svg = SVGFilmstrip(cellWidth: 100, columns: 4).document(frames)
        // 4 cells across (100 wide, 16 apart), 2 rows of 50 + 22 + 16.
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"480\" height=\"192\""))
        #expect(svg.components(separatedBy: "<text ").count == 7)
    }
}
