import SegueCore
import SegueLua

/// A pan under a finger: nanoseconds per `changed` touch event through the stage's gesture
/// driver (recogniser sample, direction-locked mapping, interactor update, the script's
/// views written) while the swipe example is held, against the baseline of scrubbing the
/// same interactor to the same progresses directly, measured in the same run.
enum GestureBenchmark {
    static func run(example: String, quick: Bool) {
        print("")
        print("Gestures: ns per touch event while a finger drives \(example)")
        guard let script = try? TransitionScript.load(path: example), let stage = try? script.makeStage() else {
            return print("cannot load \(example)")
        }
        let container = stage.scene.container
        // Through the one stage driver, as every surface delivers touches.
        let driver = StageDriver(scene: stage.scene, fps: 120, gesture: script.gesture ?? GestureDescription())
        let width = container.controller.view.bounds.width
        func event(_ phase: TouchPhase, _ x: Double) {
            try? driver.step(frames: 1)
            _ = try? driver.touch(phase, at: Point(x: x, y: 330))
        }
        event(.began, width - 6)
        event(.changed, width - 30)
        guard let interactor = container.interactor else { return print("the pan did not start a transition") }
        let events = quick ? 2_000 : 50_000
        let positions = (0..<events).map { width - 30 - Double($0 % 200) }
        let perEvent = bestOf(quick ? 3 : 7) {
            for x in positions { event(.changed, x) }
        } / Double(events)
        let progresses = positions.map { (width - 20 - $0) / width }
        let perScrub = bestOf(quick ? 3 : 7) {
            for p in progresses { interactor.update(p) }
        } / Double(events)
        print("touch event  \(format(perEvent, 1)) ns   interactor.update baseline  \(format(perScrub, 1)) ns   ratio \(format(perEvent / perScrub, 2))")
    }
}
