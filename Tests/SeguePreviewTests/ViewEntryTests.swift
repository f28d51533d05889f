import Segue
import SegueCore
import Testing
@testable import SeguePreview

/// The page draws a view's shadow and backdrop blur from its entry alone: the engine resolves
/// them (``DrawnShadow``, ``DrawnView/backdropBlur``) and the page only writes them as CSS.
@Suite struct ViewEntryTests {
    @Test func anEntryCarriesTheResolvedShadowAndBackdropBlur() throws {
        let path = Fixtures.root + "/Tests/browser/pictures/shadow.lua"
        let player = try TransitionPlayer(contentsOfFile: path)
        #expect(try player.begin())
        try player.advance(by: 0.5)
        let drawing = player.drawing
        let card = try #require(drawing.views.first { $0.id == "card" })
        let shadow = try #require(card.shadow)
        #expect(shadow.alpha == 0.6 && shadow.deviation == 9 && shadow.offset == Point(x: 4, y: 10))
        var take = Take(input: TakeInput(drive: .still), sampleRate: 60,
                        frames: [Take.Frame(time: 0.4, progress: 1, fraction: 1, isRunning: false, drawing: drawing)],
                        events: [], outcome: true, transitionRequest: nil, endPrelude: [], releasePolicy: "")
        take.transitionDuration = 0.4
        let message = PreviewMessages.take(take, reason: "open")
        // [red, green, blue, alpha, offsetX, offsetY, deviation] after the values.
        #expect(message.contains(",[0.12549019607843137,0.06274509803921569,0.03137254901960784,0.6,4,10,9]]"), "\(message)")
        // No blur: 0 in the blur's place, and no shadow: null at the end.
        #expect(message.contains("[\"homeView\",null,-1,0,1,1,0,0,"))
        #expect(message.contains("],null]"))
    }
}
