import Testing
@testable import SegueCore

/// What an animator says it animates: one entry per view property, its windows, its ends,
/// and whether it was added alongside — the newest animation of a property wins.
@Suite struct AnimationTrackWindowTests {
    @Test func tracksListTheirWindowsEndsAndOrigin() {
        let clock = VirtualClock(), store = ViewStore()
        let card = store.makeView(id: "card", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let dim = store.makeView(id: "dim")
        let animator = PropertyAnimator(duration: 1, clock: clock, store: store)
        animator.addAnimations {
            card[.x] = 50
            animator.addKeyframe(relativeStart: 0, relativeDuration: 0.25) { card[.alpha] = 0.5 }
            animator.addKeyframe(relativeStart: 0.25, relativeDuration: 0.75) { card[.alpha] = 0 }
        }
        animator.addAnimations(alongside: true) { dim[.alpha] = 0.4 }
        let tracks = animator.trackWindows
        #expect(tracks.count == 3)
        let x = tracks.first { $0.viewID == "card" && $0.property == .x }
        #expect(x?.windows == [.whole] && x?.from == 0 && x?.to == 50 && x?.isAlongside == false)
        let alpha = tracks.first { $0.viewID == "card" && $0.property == .alpha }
        #expect(alpha?.windows.map(\.start) == [0, 0.25] && alpha?.windows.map(\.duration) == [0.25, 0.75])
        #expect(alpha?.from == 1 && alpha?.to == 0)
        #expect(tracks.first { $0.viewID == "dim" }?.isAlongside == true)

        // Animated again by the transition itself, the dimming is no longer alongside; once
        // the animation ends, nothing is listed.
        animator.addAnimations { dim[.alpha] = 0.2 }
        #expect(animator.trackWindows.first { $0.viewID == "dim" }?.isAlongside == false)
        animator.startAnimation()
        clock.advance(by: 2)
        #expect(animator.trackWindows.isEmpty)
    }
}
