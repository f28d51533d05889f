import Foundation
import Testing
@testable import SegueCore

/// `convert` out of a view turned edge-on is defined — its points land on the line the view is
/// seen as — and into it is not (nil), against Tests/references/convert_edge_on.json (Core
/// Animation's rules in mpmath; made by Tests/references/convert_edge_on.py).
@Suite struct ConvertEdgeOnReferenceTests {
    @Test func pointsOutOfAnEdgeOnViewLandOnItsLine() throws {
        let store = ViewStore()
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let container = store.makeView(id: "container", frame: Rect(x: 20, y: 30, width: 300, height: 600))
        let card = store.makeView(id: "card", frame: Rect(x: 10, y: 10, width: 100, height: 50))
        window.addSubview(container)
        container.addSubview(card)
        card[.perspective] = 400
        card[.rotationY] = Double.pi / 2
        let root = try ReferenceData.object("convert_edge_on.json")
        let points = try #require(root["points"] as? [[String: [Double]]])
        #expect(points.count == 6)
        for entry in points {
            let point = Point(x: entry["point"]![0], y: entry["point"]![1])
            let expected = Point(x: entry["window"]![0], y: entry["window"]![1])
            let actual = try #require(card.convert(point, to: nil))
            #expect(ReferenceData.near(actual.x, expected.x) && ReferenceData.near(actual.y, expected.y),
                    "\(point): \(actual) vs \(expected)")
            // Into the container too, through the same fold.
            let inContainer = try #require(card.convert(point, to: container))
            #expect(ReferenceData.near(inContainer.x, expected.x - 20) && ReferenceData.near(inContainer.y, expected.y - 30))
        }
        // Its frame in the window is the segment it is seen as: no width.
        let frame = try #require(card.convert(card.bounds, to: nil))
        #expect(frame.width < 1e-12 && abs(frame.minX - 80) < 1e-12)
        // Nothing unfolds a line: into the card there is no answer.
        #expect(container.convert(Point(x: 60, y: 40), to: card) == nil)
        #expect(window.convert(Point(x: 80, y: 60), to: card) == nil)
    }
}
