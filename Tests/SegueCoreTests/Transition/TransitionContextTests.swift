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

    @Test func restorationsRunOnceLastFirstAndAtTheLatestOnCompletion() {
        let store = ViewStore()
        var order: [String] = []
        let context = TransitionContext(containerView: store.makeView(id: "c"), from: nil, to: nil) { _ in
            order.append("completion")
        }
        context.addRestoration { order.append("first") }
        context.addRestoration { order.append("second") }
        context.restoreTemporaryChanges()
        context.restoreTemporaryChanges()
        #expect(order == ["second", "first"])
        context.addRestoration { order.append("late") }
        context.completeTransition(true)
        #expect(order == ["second", "first", "late", "completion"])
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

/// Item 7 of issue 13: the lifecycle log keeps the most recent events within its capacity
/// (it grew ~0.45 KB per transition for ever in a long REPL session).
@Suite struct LifecycleLogBoundTests {
    @Test func theLogKeepsTheMostRecentEventsWithinItsCapacity() {
        let log = LifecycleLog(capacity: 8)
        for i in 0..<100 { log.record(LifecycleEvent(controller: "c\(i)", kind: .viewDidAppear)) }
        #expect(log.events.count <= 8)
        #expect(log.events.last?.controller == "c99")
        #expect(log.forgottenEvents + log.events.count == 100)
        let ids = log.events.map(\.controller)
        #expect(ids == (100 - ids.count..<100).map { "c\($0)" })
        log.clear()
        #expect(log.events.isEmpty && log.forgottenEvents == 0)
    }

    @Test func diagnosticsAreBoundedToo() {
        let log = LifecycleLog(capacity: 8)
        for i in 0..<50 { log.note("n\(i)") }
        #expect(log.diagnostics.count <= 8)
        #expect(log.diagnostics.last == "n49")
    }

    @Test func theDefaultCapacityHoldsThousandsOfTransitions() {
        #expect(LifecycleLog().capacity == 4096)
    }
}
