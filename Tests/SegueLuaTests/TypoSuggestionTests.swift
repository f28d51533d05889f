import Foundation
@testable import SegueLua
import Testing

/// A mistyped field, property, hook, timing or container is answered with the name it most
/// likely meant, at the line that wrote it (naming the view for scene fields).
@Suite struct TypoSuggestionTests {
    /// The error loading a transition whose body is `fields` (after a valid scene), with its line.
    func loadError(_ source: String) throws -> LuaError? {
        let path = try writeScript(source)
        return #expect(throws: LuaError.self) { _ = try TransitionScript.load(path: path).makeStage { _, _ in } }
    }

    static let scene = """
    segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } }
    """

    @Test func aSceneViewFieldNamesTheViewAndTheField() throws {
        let error = try loadError("""
            return segue.transition {
              scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
                pages = { { id = "a", view = { id = "aView", subviews = {
                  { id = "card", rotationy = 1 } } } }, { id = "b", view = { id = "bView" } } } },
            }
            """)
        #expect(error?.message.contains("view 'card': unknown field 'rotationy' — did you mean 'rotationY'?") == true,
                "\(String(describing: error))")
        // At the line of the call that received it (Lua keeps no line per table field).
        #expect(error?.line == 4)
    }

    @Test func hooksTimingsAndContainers() throws {
        let hook = try loadError("return segue.transition {\n  scene = \(Self.scene),\n  animations = function(ctx) end,\n}")
        #expect(hook?.message.contains("unknown field 'animations' — did you mean 'animation'?") == true, "\(String(describing: hook))")
        #expect(hook?.line == 4)
        let timing = try loadError("return segue.transition {\n  scene = \(Self.scene),\n  timing = \"easeinout\",\n}")
        #expect(timing?.message.contains("unknown timing 'easeinout' in 'timing' — did you mean 'easeInOut'?") == true,
                "\(String(describing: timing))")
        let container = try loadError("return segue.transition { scene = segue.scene { container = \"navigaton\", size = { width = 1, height = 1 }, pages = {} } }")
        #expect(container?.message.contains("unknown container 'navigaton' — did you mean 'navigation'?") == true,
                "\(String(describing: container))")
    }

    @Test func viewPropertiesAndMethodsInHooks() throws {
        let (_, writes) = try runAnimationHook("ctx.to.view.rotatoinY = 1")
        #expect("\(writes.first.map { "\($0)" } ?? "")".contains("unknown view property 'rotatoinY' — did you mean 'rotationY'?"))
        let (_, reads) = try runAnimationHook("ctx.container:insertbelow(ctx.to.view, ctx.from.view)")
        #expect("\(reads.first.map { "\($0)" } ?? "")".contains("did you mean 'insertBelow'?"), "\(reads)")
        let (_, made) = try runAnimationHook("ctx:makeView { id = 'x', conerRadius = 3 }")
        #expect("\(made.first.map { "\($0)" } ?? "")".contains("unknown view property 'conerRadius' — did you mean 'cornerRadius'?"), "\(made)")
    }
}

/// `calculationMode` is checked like every field, with a suggestion.
@Suite struct CalculationModeFieldTests {
    @Test func anUnknownModeIsAnErrorWithASuggestion() throws {
        let path = try writeScript("""
            return segue.transition {
              scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
                pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
              calculationMode = "cubc",
            }
            """)
        let error = #expect(throws: LuaError.self) { _ = try TransitionScript.load(path: path) }
        #expect(error?.message.contains("unknown calculationMode 'cubc' — did you mean 'cubic'?") == true, "\(String(describing: error))")
        let good = try writeScript("return segue.transition { calculationMode = 'paced' }")
        #expect(try TransitionScript.load(path: good).calculationMode == .paced)
    }
}
