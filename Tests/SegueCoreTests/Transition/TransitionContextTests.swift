import Testing
@testable import SegueCore

@Suite struct TransitionContextTests {
    @Test func completionRunsExactlyOnceAndDuplicatesAreNoted() {
        let store = ViewStore()
        let log = LifecycleLog()
        var calls: [Bool] = []
        let context = TransitionContext(containerView: store.makeView(id: "c"), from: nil, to: nil, log: log) {
            calls.append($0)
        }
        context.completeTransition(true)
        context.completeTransition(false)
        #expect(calls == [true])
        #expect(log.diagnostics.count == 1)
    }

    @Test func temporaryViewsAreRemovedOnCompletionAndOnCancel() {
        for completed in [true, false] {
            let store = ViewStore()
            let container = store.makeView(id: "c")
            let phantom = store.makeView(id: "phantom")
            container.addSubview(phantom)
            let context = TransitionContext(containerView: container, from: nil, to: nil) { _ in
                #expect(phantom.superview == nil)
            }
            context.addTemporaryView(phantom)
            if !completed { context.cancelInteractiveTransition() }
            context.completeTransition(completed)
            #expect(container.subviews.isEmpty)
            #expect(context.transitionWasCancelled == !completed)
        }
    }

    @Test func framesAndControllersAreReportedBySide() {
        let store = ViewStore()
        let log = LifecycleLog()
        let a = ViewController(id: "a", view: store.makeView(id: "av"), log: log)
        let context = TransitionContext(containerView: store.makeView(id: "c"), from: a, to: nil,
                                        initialFrames: [.from: Rect(x: 1, y: 2, width: 3, height: 4)]) { _ in }
        #expect(context.viewController(forKey: .from) === a)
        #expect(context.view(forKey: .from) === a.view)
        #expect(context.view(forKey: .to) == nil)
        #expect(context.initialFrame(for: .from) == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(context.finalFrame(for: .to) == .zero)
        context.updateInteractiveTransition(4)
        #expect(context.percentComplete == 1)
    }
}
