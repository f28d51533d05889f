import Segue
import Testing

/// The host's touches reach the script's hooks in 2-D (`ctx:touch()`), and the host reads the
/// same touch as ``TransitionPlayer/currentTouch`` (issue 32, item 4).
@Suite struct PlayerTouchTests {
    static let script = """
    return segue.transition {
      scene = segue.scene {
        container = "navigation", size = { width = 320, height = 480 },
        pages = {
          { id = "list", view = { id = "listView" } },
          { id = "detail", view = { id = "detailView" } },
        },
      },
      duration = 0.5,
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      prepare = function(ctx) ctx.to.view.translationX = ctx.container.width end,
      animation = function(ctx) ctx.to.view.translationX = 0 end,
      update = function(ctx)
        local touch = ctx:touch()
        if touch then ctx.to.view.translationY = touch.translationY end
      end,
      finalize = function(ctx) ctx.to.view.translationY = 0 end,
    }
    """

    @Test func theHooksAndTheHostReadTheSameTouch() throws {
        let player = try TransitionPlayer(source: Self.script, name: "touch.lua")
        #expect(player.currentTouch == nil)
        try player.touch(.began, at: Point(x: 300, y: 200), time: 10)
        #expect(try player.touch(.changed, at: Point(x: 285, y: 200), time: 10.02) == .began(.left))
        try player.touch(.changed, at: Point(x: 245, y: 236), time: 10.04)
        let touch = try #require(player.currentTouch)
        #expect(touch.location == Point(x: 245, y: 236))
        #expect(touch.translation == Point(x: -40, y: 36))
        #expect(touch.isDown)
        #expect(player.state(ofView: "detailView")?[.translationY] == 36)
        try player.touch(.ended, at: Point(x: 245, y: 236), time: 10.04)
        #expect(player.currentTouch?.isDown == false)
    }
}
