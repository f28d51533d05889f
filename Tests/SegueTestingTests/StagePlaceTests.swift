import Foundation
import SegueCore
import SegueLua
import SegueTesting
import Testing
import Segue

/// A rebuilt stage brought back to a captured place shows exactly what the old one showed.
@Suite struct StagePlaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func stage(_ example: String) throws -> StageHarness {
        let script = try TransitionScript.load(path: Self.root.appendingPathComponent("examples/\(example).lua").path)
        return StageHarness(stage: try script.makeStage(), fps: 60, allowsErrors: false)
    }

    /// Captures `harness`'s place, restores it on a fresh stage of the same script, and
    /// checks every property of every view, the progress and the lifecycle state.
    func expectRestored(_ harness: StageHarness, _ example: String) throws -> StageHarness {
        let place = StagePlace.capture(harness)
        let fresh = try stage(example)
        try place.restore(on: fresh)
        let before = FrameRecord.capture(harness.scene, progress: 0).views
        let after = FrameRecord.capture(fresh.scene, progress: 0).views
        #expect(before.map(\.id) == after.map(\.id))
        for (old, new) in zip(before, after) {
            for property in ViewProperty.allCases {
                #expect(abs(old[property] - new[property]) < 1e-9, "\(old.id).\(property): \(old[property]) → \(new[property])")
            }
        }
        if harness.isRunning { #expect(abs(harness.progress - fresh.progress) < 1e-9) }
        #expect(harness.isRunning == fresh.isRunning)
        #expect(harness.page == fresh.page)
        return fresh
    }

    @Test func anInteractiveTransitionHeldMidwayComesBackHeldAtTheSameProgress() throws {
        let harness = try stage("snapchat_swipe")
        #expect(try harness.start(.next, interactive: true))
        try harness.interactor().update(0.37)
        let fresh = try expectRestored(harness, "snapchat_swipe")
        #expect(fresh.container.interactor != nil)
    }

    @Test func aTimedTransitionMidFlightComesBackAtTheSameTime() throws {
        let harness = try stage("tab_slide")
        #expect(try harness.start(.next, interactive: false))
        try harness.step(frames: 7)
        _ = try expectRestored(harness, "tab_slide")
    }

    @Test func completedTransitionsAreRedoneAndACancelledOneLeavesNoTrace() throws {
        let harness = try stage("navigation_push")
        #expect(try harness.start(.push, interactive: false))
        #expect(try harness.settle() == true)
        #expect(try harness.start(.pop, interactive: true))
        try harness.interactor().update(0.2)
        try harness.interactor().cancel()
        #expect(try harness.settle() == false)
        let place = StagePlace.capture(harness)
        #expect(place.completed.map(\.request) == [.push])
        #expect(place.running == nil)
        _ = try expectRestored(harness, "navigation_push")
    }

    @Test func aReleasedTransitionComesBackMovingTheSameWay() throws {
        let harness = try stage("snapchat_swipe")
        #expect(try harness.start(.next, interactive: true))
        try harness.interactor().update(0.3)
        try harness.interactor().cancel()
        try harness.step(frames: 2)
        let place = StagePlace.capture(harness)
        #expect(place.heading == .start)
        let fresh = try stage("snapchat_swipe")
        try place.restore(on: fresh)
        #expect(try fresh.settle() == false)
        #expect(try harness.settle() == false)
    }

    @Test func transitionsAFingerStartedAreRedoneAndTheOneItHoldsComesBackHeld() throws {
        let harness = try stage("tab_slide")
        var flick = GestureTraceBuilder(fps: 60)
        flick.touchDown(at: Point(x: 300, y: 400))
        flick.move(to: Point(x: 230, y: 400), over: 0.1)
        flick.lift()
        try harness.play(flick.trace)
        #expect(try harness.settle() == true)
        #expect(harness.history.first?.request == .pan(.left))
        var drag = GestureTraceBuilder(fps: 60)
        drag.touchDown(at: Point(x: 300, y: 400))
        drag.move(to: Point(x: 200, y: 400), over: 0.3)
        try harness.play(drag.trace)
        #expect(harness.isRunning)
        let fresh = try expectRestored(harness, "tab_slide")
        #expect(fresh.page == 2)
        #expect(fresh.container.interactor?.isHeld == true)
    }
}
