import Testing
@testable import SegueCore

/// A finger's presentation and dismissal are asked of a transition with one shape,
/// ``InteractiveBeginning``, its direction a type parameter: each way keeps its name, its
/// kinds and the script hook it asks, as the two copies of the shape did.
@Suite struct InteractiveBeginningTests {
    @Test func eachWayKeepsItsNameKindsAndHook() {
        let dismissal = InteractiveDismissal(kind: "pop", location: Point(x: 1, y: 2), velocity: Point(x: 300, y: 0))
        let presentation = InteractivePresentation(kind: "present", location: Point(x: 1, y: 2), velocity: Point(x: 0, y: -300))
        #expect(type(of: dismissal) == InteractiveBeginning<InteractiveDismissing>.self)
        #expect(type(of: presentation) == InteractiveBeginning<InteractivePresenting>.self)
        #expect(dismissal.willBegin && presentation.willBegin)
        #expect(InteractiveDismissal.kinds == ["dismiss", "pop"])
        #expect(InteractivePresentation.kinds == ["present", "push"])
        #expect(InteractiveDismissal.kinds.isDisjoint(with: InteractivePresentation.kinds))
        #expect(InteractiveDismissing.hook == "interactiveDismissShouldBegin")
        #expect(InteractivePresenting.hook == "interactivePresentShouldBegin")
    }
}
