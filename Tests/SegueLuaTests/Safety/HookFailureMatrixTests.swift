import HookFailureMatrix
import SegueCore
@testable import SegueLua
import Testing

/// The hook × moment matrix (issue 28, item 4) on the engine itself: a script's stage driven
/// through its container, its interactor and its clock. Each case's hook fails once; the
/// transition must end exactly once in the defined state — every view put back (unless only
/// `finalize` failed after completing), `finalize` run once, the error at the script's
/// `file:line` — and the container must run the next transition to its end. The hosts
/// (`StageHarness`, the player, the preview's takes, the commands) play the same cases in
/// their own targets.
@Suite struct HookFailureMatrixTests {
    /// Every view in the window with its values, flags and superview, in order.
    private func tree(_ scene: Scene) -> [String] {
        scene.window.subtree.map { view in
            let values = ViewProperty.allCases.map { "\(view[$0])" }.joined(separator: ",")
            return "\(view.id) hidden=\(view.isHidden) clips=\(view.clipsToBounds) parent=\(view.superview?.id ?? "-") \(values)"
        }
    }

    /// Plays `steps` on `stage`; false when a step found nothing to act on.
    private func play(_ steps: [MatrixStep], on stage: TransitionStage) -> Bool {
        let container = stage.scene.container
        let clock = stage.scene.clock
        func frames(_ count: Int) {
            for _ in 0..<count { clock.advance(to: clock.now + 1.0 / 60) }
        }
        for step in steps {
            switch step {
            case .begin(let interactive):
                guard container.beginTransition(interactive: interactive) else { return false }
            case .scrub(let progress): container.interactor?.update(progress)
            case .finish: container.interactor?.finish()
            case .cancel: container.interactor?.cancel()
            case .frames(let count): frames(count)
            case .grab: container.grabTransition()
            case .reverse:
                guard let context = container.activeContext,
                      let heading = container.animator?.interruptibleAnimator(using: context)?.isReversed,
                      let interactor = container.grabTransition() else { break }
                if heading { interactor.finish() } else { interactor.cancel() }
            case .reload:
                return false
            case .settle:
                var left = 600
                while container.activeContext != nil, left > 0 {
                    frames(1)
                    left -= 1
                }
            }
        }
        return true
    }

    @Test(arguments: HookFailureCase.withoutReload)
    func aHookFailingAtAnyMomentEndsTheTransitionOnceInTheDefinedState(_ failure: HookFailureCase) throws {
        let path = try writeScript(failure.script)
        let script = try TransitionScript.load(path: path)
        var printed: [String] = []
        script.host.state.output = { printed.append($0) }
        var errors: [(hook: String, error: LuaError?)] = []
        let stage = try script.makeStage { error, hook in errors.append((hook, error as? LuaError)) }
        var ends: [Bool] = []
        stage.animator.onEnded = { ends.append($0) }
        let before = tree(stage.scene)

        #expect(play(failure.steps, on: stage))
        #expect(stage.scene.container.activeContext == nil, "the transition ended")
        #expect(ends == [failure.completes], "completed exactly once, \(failure.completes ? "completed" : "cancelled")")
        #expect(printed == ["finalize \(failure.completes)"], "finalize ran exactly once")
        #expect(errors.count == 1, "one error: \(errors.map { "\($0.hook): \($0.error?.description ?? "?")" })")
        let error = try #require(errors.first?.error)
        #expect(error.message == failure.message)
        #expect(error.file == path && error.line == failure.errorLine, "the script's file:line, got \(error.description)")
        #expect(!stage.scene.log.events.contains { "\($0)".contains("called again") })
        if !failure.completes {
            #expect(tree(stage.scene) == before, "every view put back as before addTo")
        }

        // The container goes on: the next transition runs to its end.
        printed = []
        #expect(play(HookFailureCase.afterwards, on: stage))
        #expect(ends == [failure.completes, true])
        #expect(printed == ["finalize true"])
        #expect(errors.count == 1, "no new error")
    }

    @Test func theMatrixCoversEveryHookAndEveryMoment() {
        let cases = HookFailureCase.all
        #expect(Set(cases.map(\.hook)) == Set(MatrixHook.allCases))
        #expect(Set(cases.map(\.moment)) == Set(MatrixMoment.allCases))
        #expect(cases.count == 45)
    }
}
