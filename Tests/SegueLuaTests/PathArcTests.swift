import SegueCore
@testable import SegueLua
import Testing

/// `ctx:path` with `arc` through `keyPositions` (MotionLayout's ArcCurveFit through key
/// positions): accepted, each key position's own `arc` read, and a key position's `arc`
/// without the path's own refused at the calling line.
@Suite struct PathArcTests {
    func script(_ path: String) -> String {
        """
        return segue.transition {
          scene = segue.scene { container = "navigation", size = { width = 300, height = 600 },
            pages = {
              { id = "a", view = { id = "aView", subviews = { { id = "dot", x = 20, y = 500, width = 10, height = 10 } } } },
              { id = "b", view = { id = "bView" } },
            } },
          duration = 0.5,
          addTo = function(ctx) ctx.container:add(ctx.to.view) end,
          animation = function(ctx)
            ctx:path(ctx.views.dot, \(path))
          end,
        }
        """
    }

    private func run(_ source: String) throws -> (stage: TransitionStage, errors: [Error]) {
        let script = try TransitionScript.load(path: try writeScript(source))
        var errors: [Error] = []
        let stage = try script.makeStage { error, _ in errors.append(error) }
        script.host.state.output = { _ in }
        _ = TransitionRunner(scene: stage.scene).runTimed()
        return (stage, errors)
    }

    @Test func arcsThroughKeyPositionsLandAtTheEnd() throws {
        let (stage, errors) = try run(script("""
            { to = { x = 250, y = 80 }, arc = "flip", keyPositions = {
                { at = 0.3, percentX = 0.2, percentY = 0.6 }, { at = 0.7, percentX = 0.9, percentY = 0.4, arc = "flip" } } }
            """))
        #expect(errors.isEmpty)
        let dot = try #require(stage.scene.anyView(id: "dot"))
        #expect(dot[.x] == 250 && dot[.y] == 80)
    }

    @Test func aKeyPositionsArcNeedsThePathsOwn() throws {
        let (_, errors) = try run(script("{ to = { x = 250, y = 80 }, keyPositions = { { at = 0.5, arc = \"flip\" } } }"))
        let message = "\(try #require(errors.first))"
        #expect(message.contains("t.lua:10:") && message.contains("a key position's 'arc' needs the path's own 'arc'"), "\(message)")
    }

    @Test func anUnknownKeyPositionArcIsNamed() throws {
        let (_, errors) = try run(script("{ to = { x = 250, y = 80 }, arc = \"flip\", keyPositions = { { at = 0.5, arc = \"flop\" } } }"))
        let message = "\(try #require(errors.first))"
        #expect(message.contains("unknown arc 'flop'") && message.contains("flip"), "\(message)")
    }
}
