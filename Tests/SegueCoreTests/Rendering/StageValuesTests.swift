import Testing
@testable import SegueCore

/// What a golden trace keeps of a frame lists the views and values a drawing lists, in the
/// drawing's order, whatever the tree, the z order and the hidden views.
@Suite struct StageValuesTests {
    let store = ViewStore()

    @Test func theValuesAreTheDrawingsInItsOrder() {
        let window = store.makeView(id: "window", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        var views: [View] = []
        var generator = SeededGenerator(seed: 7)
        for index in 0..<40 {
            let view = store.makeView(id: "v\(index % 30)", frame: Rect(x: Double(index), y: 2, width: 10, height: 10))
            // A tree of every shape: each view under the window or an earlier view.
            let parent = views.isEmpty || generator.next() % 4 == 0 ? window : views[Int(generator.next() % UInt64(views.count))]
            parent.addSubview(view)
            view[.alpha] = Double(generator.next() % 100) / 100
            view[.rotationY] = Double(generator.next() % 7)
            if generator.next() % 5 == 0 { view[.zPosition] = Double(generator.next() % 3) - 1 }
            if generator.next() % 6 == 0 { view.isHidden = true }
            if generator.next() % 4 == 0 { view.clipsToBounds = true }
            if generator.next() % 5 == 0 { view.role = "snapshot" }
            views.append(view)
        }
        let drawing = StageDrawing(window: window)
        let values = StageValues(window: window)
        #expect(drawing.views.count < 40, "hidden views' subviews are left out")
        #expect(values.ids == drawing.views.map(\.id))
        #expect(values.values.map(\.bitPattern) == drawing.views.flatMap(\.values).map(\.bitPattern))
        #expect(values.ids == StageValues(drawing).ids && values.values == StageValues(drawing).values)
        #expect(values.parents == StageValues(drawing).parents && values.roles == StageValues(drawing).roles)
        // Drawn again from the recorded values and tree alone, the picture is the same.
        window.backgroundColor = Color(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
        let replayed = StageDrawing(replaying: values, size: Size(width: 200, height: 100), backgroundColor: window.backgroundColor)
        #expect(replayed == StageDrawing(window: window))
        #expect(replayed.views.contains { !$0.clips.isEmpty } && replayed.views.contains { $0.isHidden })
    }
}
