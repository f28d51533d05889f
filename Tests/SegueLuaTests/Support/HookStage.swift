import SegueCore
@testable import SegueLua

/// Runs a small swipe transition whose `animation` hook runs `body` (with `ctx` in scope)
/// to its end, and returns the stage and the hook errors it reported.
func runAnimationHook(_ body: String) throws -> (stage: TransitionStage, errors: [Error]) {
    let source = """
    return segue.transition {
      scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
      duration = 0.2,
      timing = "linear",
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      animation = function(ctx)
        \(body)
      end,
    }
    """
    var errors: [Error] = []
    let stage = try TransitionScript.load(path: try writeScript(source)).makeStage { error, _ in errors.append(error) }
    if stage.scene.container.beginTransition(interactive: false) {
        TransitionRunner(scene: stage.scene).runToEnd()
    }
    return (stage, errors)
}
