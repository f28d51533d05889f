import Foundation
import Testing
import Segue

/// The embedding API as an application uses it: its own views, its own clock.
@Suite struct TransitionPlayerTests {
    static let slide = """
    return segue.transition {
      scene = segue.scene {
        container = "navigation", size = { width = 320, height = 480 },
        pages = {
          { id = "list", view = { id = "listView", color = "#eeeeee" } },
          { id = "detail", view = { id = "detailView", color = "#ffffff" } },
        },
      },
      duration = 0.5,
      timing = "easeInOut",
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx) ctx.to.view.translationX = ctx.container.width * ctx.direction end,
      animation = function(ctx)
        ctx.to.view.translationX = 0
        ctx.from.view.alpha = 0.5
      end,
      finalize = function(ctx) ctx.from.view.alpha = 1 end,
    }
    """

    /// Runs a push driven by a host clock ticking at `hz` from `start`, recording the
    /// detail view's translation at each tick.
    func push(hz: Double, start: Double = 1000) throws -> (player: TransitionPlayer, detail: RecordingHostView, samples: [Double: Double]) {
        let player = try TransitionPlayer(source: Self.slide, name: "slide.lua")
        let detail = RecordingHostView("detailView")
        try player.bind(detail)
        try player.advance(to: start)
        #expect(try player.begin(.push))
        var samples: [Double: Double] = [:]
        var frame = 0
        while player.isRunning, frame < 1000 {
            frame += 1
            let elapsed = Double(frame) / hz
            try player.advance(to: start + elapsed)
            samples[elapsed] = detail.state?[.translationX]
        }
        return (player, detail, samples)
    }

    @Test func hostViewsFollowATimedTransitionToItsEnd() throws {
        let (player, detail, _) = try push(hz: 60)
        #expect(!player.isRunning)
        #expect(player.progress == 1)
        #expect(player.topControllerID == "detail")
        #expect(detail.state == player.state(ofView: "detailView"))
        #expect(detail.state?[.translationX] == 0)
        #expect(detail.state?.superviewID != nil)
    }

    @Test func theSameHostTimesGiveBitIdenticalValuesAtAnyFrameRate() throws {
        let slow = try push(hz: 30).samples
        let fast = try push(hz: 120).samples
        var shared = 0
        for (time, value) in slow {
            guard let other = fast[time] else { continue }
            shared += 1
            #expect(value.bitPattern == other.bitPattern, "t = \(time)")
        }
        #expect(shared >= 14)
    }

    @Test func aStepThatChangesNothingCallsNothing() throws {
        let (player, detail, _) = try push(hz: 60)
        let count = detail.changes.count
        try player.advance(to: 5000)
        try player.advance(to: 6000)
        #expect(detail.changes.count == count)
    }

    @Test func onlyTheChangedPropertiesAreNamed() throws {
        let (_, detail, _) = try push(hz: 60)
        // The first delivery is the whole state; the rest name what moved.
        #expect(detail.changes.first?.properties == ViewProperty.allCases)
        let moved = Set(detail.changes.dropFirst().flatMap(\.properties))
        #expect(moved.isSubset(of: [.translationX]))
        #expect(moved.contains(.translationX))
    }

    @Test func theHostsLayoutIsWhereTheTransitionStarts() throws {
        let player = try TransitionPlayer(source: Self.slide, name: "slide.lua")
        let list = RecordingHostView("listView", layout: ViewLayout(frame: Rect(x: 0, y: 20, width: 320, height: 460)))
        try player.bind(list)
        #expect(list.state?.frame == Rect(x: 0, y: 20, width: 320, height: 460))
        list.layout = ViewLayout(frame: Rect(x: 0, y: 44, width: 320, height: 436), alpha: 0.9)
        try player.begin(.push)
        #expect(list.state?.frame == Rect(x: 0, y: 44, width: 320, height: 436))
        try player.advance(by: 0.25)
        #expect(list.state.map { $0.alpha < 0.9 && $0.alpha > 0.5 } == true)
    }

    @Test func aCancelledScrubLandsExactlyOnTheStart() throws {
        let player = try TransitionPlayer(source: Self.slide, name: "slide.lua")
        let list = RecordingHostView("listView")
        let detail = RecordingHostView("detailView")
        try player.bind(list)
        try player.bind(detail)
        let before = list.state
        var ends: [Bool] = []
        player.onTransitionEnd = { ends.append($0) }
        #expect(try player.begin(.push, interactive: true))
        try player.update(progress: 0.4)
        #expect(list.state?[.alpha] != before?[.alpha])
        try player.cancel()
        var time = 0.0
        while player.isRunning, time < 5 {
            time += 1.0 / 60
            try player.advance(to: time)
        }
        #expect(ends == [false])
        #expect(list.state == before)
        #expect(detail.state?.superviewID == nil)
    }

    @Test func aFailingHookThrowsItsFileAndLineAndThePlayerCarriesOn() throws {
        let source = Self.slide.replacingOccurrences(of: "ctx.to.view.translationX = 0\n",
                                                     with: "ctx.to.view.translationX = 0\n    error('boom')\n")
        let player = try TransitionPlayer(source: source, name: "broken.lua")
        let list = RecordingHostView("listView")
        try player.bind(list)
        var ends: [Bool] = []
        player.onTransitionEnd = { ends.append($0) }
        let error = #expect(throws: LuaError.self) {
            try player.begin(.push)
            try player.advance(to: 0)
            try player.advance(to: 0.1)
        }
        #expect(error?.file == "broken.lua")
        #expect(error?.line == 15)
        #expect(error?.message.contains("boom") == true)
        #expect(!player.isRunning)
        #expect(ends == [false])
        #expect(list.state == player.state(ofView: "listView"))
        #expect(list.state?[.alpha] == 1)
    }

    @Test func badRequestsArePlayerErrors() throws {
        let player = try TransitionPlayer(source: Self.slide, name: "slide.lua")
        #expect(throws: PlayerError.self) { try player.bind(RecordingHostView("nowhere")) }
        let list = RecordingHostView("listView")
        try player.bind(list)
        #expect(throws: PlayerError.self) { try player.bind(RecordingHostView("listView")) }
        #expect(throws: PlayerError.self) { try player.begin(.present) }
        #expect(throws: PlayerError.self) { try player.update(progress: 0.5) }
        #expect(throws: PlayerError.self) { try player.advance(to: .nan) }
        #expect(throws: PlayerError.self) { try player.advance(by: -1) }
        let wild = RecordingHostView("detailView", layout: ViewLayout(values: [.x: .infinity]))
        #expect(throws: PlayerError.self) { try player.bind(wild) }
    }

    @Test func aScriptThatDoesNotLoadNamesItsLine() throws {
        let error = #expect(throws: LuaError.self) {
            try TransitionPlayer(source: "return segue.transition {\n  duration = 'slow',\n}", name: "bad.lua")
        }
        #expect(error?.file == "bad.lua")
        #expect(error?.line == 2)
    }

    @Test func idleHostTimeDoesNotCount() throws {
        let player = try TransitionPlayer(source: Self.slide, name: "slide.lua")
        let detail = RecordingHostView("detailView")
        try player.bind(detail)
        try player.advance(to: 50_000_000)   // a host up for a long time: no transition ran
        try player.begin(.push)
        try player.advance(to: 50_000_000.25)
        #expect(player.isRunning)
        #expect(player.scene.clock.now == 0.25)
        try player.advance(to: 50_000_001)
        #expect(!player.isRunning)
    }

    @Test func viewsTheEngineMakesAreOfferedToTheHostOnce() throws {
        let player = try TransitionPlayer(contentsOfFile: Repository.example("panel.lua"))
        var offered: [String] = []
        var made: [String: RecordingHostView] = [:]
        player.makeHostView = { id, _ in
            offered.append(id)
            let view = RecordingHostView(id)
            made[id] = view
            return view
        }
        let before = offered.count
        try player.begin(.present)
        try player.advance(to: 0)
        try player.advance(to: 0.2)
        let dimming = made["dimming"]
        #expect(dimming != nil)
        #expect(offered.count > before)
        #expect(Set(offered).count == offered.count)
        try player.advance(to: 5)
        #expect(dimming?.state == player.state(ofView: "dimming"))
    }

    @Test func aHostsOwnSceneReplacesTheScriptsScene() throws {
        let scene = SceneDescription(container: .tabs, size: Size(width: 200, height: 100), pages: [
            ControllerDescription(id: "first", view: ViewDescription(id: "listView")),
            ControllerDescription(id: "second", view: ViewDescription(id: "detailView")),
        ])
        let player = try TransitionPlayer(source: Self.slide, name: "slide.lua", scene: scene)
        let detail = RecordingHostView("detailView")
        try player.bind(detail)
        #expect(try player.begin(.select(2)))
        try player.advance(to: 0)
        try player.advance(to: 0.1)
        // The script's prepare put the new tab a container width (200) to the right.
        let x = try #require(detail.state?[.translationX])
        #expect(x > 0 && x < 200)
        try player.advance(to: 1)
        #expect(player.topControllerID == "second")
    }
}
