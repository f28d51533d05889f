import Testing
@testable import SegueCore

/// The drawing description every renderer shares: painting order, projected corners,
/// opacity and clipping as Core Animation would compose them.
@Suite struct StageDrawingTests {
    /// The store the views live in: views do not keep it alive, the suite does.
    let store = ViewStore()

    /// A window of 200 × 100 with `a` (with a child `inner`) and `b` on it.
    func scene() -> (window: View, a: View, inner: View, b: View) {
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let a = store.makeView(id: "a", frame: Rect(x: 10, y: 20, width: 40, height: 30))
        let inner = store.makeView(id: "inner", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        let b = store.makeView(id: "b", frame: Rect(x: 100, y: 0, width: 50, height: 50))
        window.addSubview(a)
        a.addSubview(inner)
        window.addSubview(b)
        return (window, a, inner, b)
    }

    @Test func viewsComeInPaintingOrderWithTheirSuperviews() {
        let (window, a, _, b) = scene()
        var drawing = StageDrawing(window: window)
        #expect(drawing.views.map(\.id) == ["a", "inner", "b"])
        #expect(drawing.views.map(\.parent) == [nil, 0, nil])
        #expect(drawing.views.map(\.depth) == [0, 1, 0])
        // zPosition sorts siblings (stably), subtrees travel with their view.
        a[.zPosition] = 2
        drawing = StageDrawing(window: window)
        #expect(drawing.views.map(\.id) == ["b", "a", "inner"])
        #expect(drawing.views[2].parent == 1)
        b[.zPosition] = 2
        #expect(StageDrawing(window: window).views.map(\.id) == ["a", "inner", "b"])
    }

    @Test func cornersGoThroughEveryTransformAbove() throws {
        let (window, a, inner, _) = scene()
        // Untransformed: the frame in window coordinates.
        var drawn = try #require(StageDrawing(window: window).views.first { $0.id == "inner" })
        #expect(drawn.quad == [Point(x: 15, y: 25), Point(x: 25, y: 25), Point(x: 25, y: 35), Point(x: 15, y: 35)])
        #expect(drawn.isAxisAligned)
        // The superview scaled 2× about its centre (30, 35): inner's corners move with it.
        a[.scaleX] = 2
        a[.scaleY] = 2
        drawn = try #require(StageDrawing(window: window).views.first { $0.id == "inner" })
        #expect(drawn.quad[0] == Point(x: 30 + (15 - 30) * 2, y: 35 + (25 - 35) * 2))
        #expect(drawn.boundingBox == Rect(x: 0, y: 15, width: 20, height: 20))
        // A quarter turn about y with perspective: the view is seen edge-on, a vertical line.
        a[.scaleX] = 1
        a[.scaleY] = 1
        inner[.rotationY] = .pi / 2
        inner[.perspective] = 500
        drawn = try #require(StageDrawing(window: window).views.first { $0.id == "inner" })
        #expect(abs(drawn.boundingBox.width) < 1e-9)
        #expect(!drawn.isAxisAligned)
        // Less than a quarter turn: a trapezoid, the near edge taller than the far one.
        inner[.rotationY] = 0.6
        drawn = try #require(StageDrawing(window: window).views.first { $0.id == "inner" })
        let left = drawn.quad[3].y - drawn.quad[0].y, right = drawn.quad[2].y - drawn.quad[1].y
        #expect(abs(left - right) > 0.1)
    }

    /// A clip is the clipping ancestors' own shapes, not a window rectangle: a rounded,
    /// turned ancestor clips to its rounded, turned outline (the old drawing kept only its
    /// bounding box, so a rounded card clipped square and a turned card let children out),
    /// and nested clipping ancestors are all kept, outermost first.
    @Test func clipsAreTheAncestorsRoundedTransformedShapes() throws {
        let (window, a, inner, _) = scene()
        a.clipsToBounds = true
        a[.cornerRadius] = 8
        a[.rotation] = 0.5
        inner.clipsToBounds = true
        inner[.cornerRadius] = 3
        let grandchild = store.makeView(id: "grandchild", frame: Rect(x: -20, y: -20, width: 60, height: 60))
        inner.addSubview(grandchild)
        let drawing = StageDrawing(window: window)
        let drawnA = try #require(drawing.views.first { $0.id == "a" })
        let drawnInner = try #require(drawing.views.first { $0.id == "inner" })
        let drawnGrandchild = try #require(drawing.views.first { $0.id == "grandchild" })
        #expect(drawnA.clips.isEmpty)
        #expect(drawnInner.clips == [drawnA.outline])
        #expect(drawnInner.clips[0].cornerRadius == 8 && drawnInner.clips[0].quad == drawnA.quad)
        #expect(!drawnInner.clips[0].isAxisAligned)
        #expect(drawnGrandchild.clips == [drawnA.outline, drawnInner.outline])
        #expect(drawnGrandchild.clips[1].cornerRadius == 3 && drawnGrandchild.clips[1].width == 10)
        // Its clip box is the intersection of the two shapes' boxes: the inner one's here.
        #expect(drawnGrandchild.clipBox == drawnInner.boundingBox)
        // A rounded outline as a polygon: each corner's arc in 8 segments.
        #expect(drawnInner.clips[0].polygon().count == 36)
    }

    @Test func opacityClipAndHiddenFollowTheTree() throws {
        let (window, a, inner, _) = scene()
        window.alpha = 0.5
        a.alpha = 0.5
        a.clipsToBounds = true
        var drawing = StageDrawing(window: window)
        let drawnInner = try #require(drawing.views.first { $0.id == "inner" })
        #expect(drawnInner.alpha == 1)
        #expect(drawnInner.opacity == 0.25)
        #expect(drawnInner.clips == [DrawnOutline(width: 40, height: 30, cornerRadius: 0, quad: Rect(x: 10, y: 20, width: 40, height: 30).corners)])
        #expect(drawnInner.clipBox == Rect(x: 10, y: 20, width: 40, height: 30))
        inner.alpha = .nan
        a.isHidden = true
        drawing = StageDrawing(window: window)
        // A hidden view is listed, its subviews are not.
        #expect(drawing.views.map(\.id) == ["a", "b"])
        #expect(drawing.views[0].isHidden)
    }
}
