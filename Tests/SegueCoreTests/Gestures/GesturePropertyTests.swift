import Testing
@testable import SegueCore

/// Property-based tests over randomly generated gesture traces (seeded, so a failure names
/// the seed that reproduces it): touches that start, reverse, pause, lift, get cancelled,
/// and land on transitions still completing, on swipe, tab and modal containers, under
/// every release mode and with linear, eased and spring completions.
///
/// For every trace: each transition completes exactly once; the scene ends exactly in the
/// state of the page it ends on (as a timed run there leaves it); progress stays in 0…1;
/// while a finger drives a transition, progress is the finger's movement mapped (so it
/// follows reversals); no view moves at the instant of a grab or a release; the velocity
/// is continuous into a spring completion; and each release decides what the policy decides
/// for the progress and the velocity the trace's last segment had.
@Suite struct GesturePropertyTests {
    static let batches = Array(0..<8)
    static let tracesPerBatch = 500

    @Test(arguments: batches)
    func generatedTracesKeepEveryInvariant(batch: Int) throws {
        var seen = Coverage()
        for index in 0..<Self.tracesPerBatch {
            let seed = UInt64(batch * Self.tracesPerBatch + index + 1)
            let check = try TraceCheck(seed: seed)
            try check.run()
            if !check.violations.isEmpty {
                Issue.record("seed \(seed) (\(check.summary)): \(check.violations.prefix(3).joined(separator: "; "))")
                return
            }
            seen.add(check.coverage)
        }
        // The generator reaches every situation the invariants are about, in every batch.
        #expect(seen.began > Self.tracesPerBatch / 2)
        #expect(seen.grabbed > Self.tracesPerBatch / 20)
        #expect(seen.releasesChecked > Self.tracesPerBatch / 4)
        #expect(seen.handoffsChecked > Self.tracesPerBatch / 20)
        #expect(seen.reversals > Self.tracesPerBatch / 10)
        #expect(seen.completed > 0 && seen.cancelled > 0)
    }

    @Test func theGeneratorIsReproducible() throws {
        let first = try TraceCheck(seed: 42)
        let second = try TraceCheck(seed: 42)
        #expect(first.trace == second.trace)
        try first.run()
        try second.run()
        #expect(first.outcomes == second.outcomes)
        #expect(first.finalFrame == second.finalFrame)
    }
}

/// How often the situations the invariants are about came up.
struct Coverage {
    var began = 0, grabbed = 0, releasesChecked = 0, handoffsChecked = 0, reversals = 0
    var completed = 0, cancelled = 0

    mutating func add(_ other: Coverage) {
        began += other.began
        grabbed += other.grabbed
        releasesChecked += other.releasesChecked
        handoffsChecked += other.handoffsChecked
        reversals += other.reversals
        completed += other.completed
        cancelled += other.cancelled
    }
}

/// One generated trace on one generated scene, run with every invariant checked.
final class TraceCheck {
    var debug = false
    let kind: ContainerKind
    let policy: ReleasePolicy
    let completion: TimingCurve
    let description: GestureDescription
    let trace: GestureTrace
    /// Velocity each lift should be released with when the trace knows it exactly.
    let knownVelocities: [Int: Double]
    private(set) var violations: [String] = []
    private(set) var outcomes: [Bool] = []
    private(set) var finalFrame: FrameRecord?
    private(set) var coverage = Coverage()
    private var completionCounts: [ObjectIdentifier: Int] = [:]
    private let fixture: ContainerFixture
    private let size = Size(width: 300, height: 600)

    var summary: String { "\(kind.rawValue), \(policy.mode.rawValue), \(trace.events.count) events" }

    init(seed: UInt64) throws {
        var random = TimingTestRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15)
        let kinds: [ContainerKind] = [.swipe, .tabs, .modal]
        kind = kinds[Int(random.next() * Double(kinds.count))]
        let modes = ReleasePolicy.Mode.allCases
        policy = ReleasePolicy(mode: modes[Int(random.next() * Double(modes.count))],
                               progressThreshold: 0.2 + 0.6 * random.next(),
                               velocityThreshold: random.next() < 0.5 ? 200 : .infinity,
                               opposingVelocityTolerance: random.next() < 0.5 ? 50 : .infinity,
                               decelerationRate: random.next() < 0.5 ? 0.998 : 0.99)
        let curves: [TimingCurve] = [.linear, .easeOut,
                                     .spring(SpringCurve(dampingRatio: 0.8 + 0.2 * random.next(), response: 0.3)),
                                     .spring(SpringCurve(dampingRatio: 1, response: 0.45))]
        completion = curves[Int(random.next() * Double(curves.count))]
        var gesture = GestureDescription()
        if random.next() < 0.3 { gesture.maxProgress = 0.7 + 0.3 * random.next() }
        if random.next() < 0.3 { gesture.slop = 0 }
        description = gesture
        let slide = SlideAnimation(duration: 0.2 + 0.4 * random.next())
        fixture = try ContainerFixture(kind, slide: slide)
        fixture.scene.container.releasePolicy = policy
        fixture.scene.container.completionCurve = completion
        (trace, knownVelocities) = Self.generate(&random, size: size, axis: kind == .modal ? .vertical : .horizontal)
    }

    // MARK: Generating

    /// 1–3 touches, each a few straight segments (reversals included) with pauses, then a
    /// lift, a cancel, or (last touch only) nothing; gaps between touches land some of them
    /// on transitions still completing.
    private static func generate(_ random: inout TimingTestRandom, size: Size,
                                 axis: PanAxis) -> (GestureTrace, [Int: Double]) {
        var builder = GestureTraceBuilder(size: size, fps: 60)
        var known: [Int: Double] = [:]
        let touches = 1 + Int(random.next() * 3)
        func point() -> Point { Point(x: size.width * random.next(), y: size.height * random.next()) }
        for touch in 0..<touches {
            builder.touchDown(at: point())
            var lastSpeed: Double?
            for _ in 0..<(1 + Int(random.next() * 4)) {
                if random.next() < 0.2 {
                    builder.wait(0.05 + 0.3 * random.next())
                    lastSpeed = 0
                }
                let from = builder.location!
                var to = point()
                if random.next() < 0.6 {
                    // Mostly along the axis, so the pan usually locks and drives.
                    if axis == .horizontal { to.y = from.y + (to.y - from.y) * 0.1 } else { to.x = from.x + (to.x - from.x) * 0.1 }
                }
                let seconds = 0.02 + 0.6 * random.next()
                builder.move(to: to, over: seconds)
                // The velocity window (0.1 s) sees only this segment when it spans it.
                lastSpeed = seconds >= 0.1 ? axis.component(of: Point(x: to.x - from.x, y: to.y - from.y)) / seconds : nil
            }
            if random.next() < 0.2 {
                // Held still longer than the window before letting go: no velocity.
                builder.wait(0.15 + 0.3 * random.next())
                lastSpeed = 0
            }
            let ending = random.next()
            if ending < 0.8 {
                if let lastSpeed { known[builder.trace.events.count] = lastSpeed }
                builder.lift()
            } else if ending < 0.9 || touch < touches - 1 {
                builder.cancel()
            }
            if builder.location != nil { break }
            builder.wait(0.4 * random.next())
        }
        return (builder.trace, known)
    }

    // MARK: Running

    func run() throws {
        let scene = fixture.scene
        let container = scene.container
        let driver = GestureDriver(container: container, description: description)
        let playback = GesturePlayback(trace: trace, driver: driver, startTime: scene.clock.now)
        var contexts: [TransitionContext] = []
        func follow() {
            guard let context = container.activeContext, !contexts.contains(where: { $0 === context }) else { return }
            contexts.append(context)
            let id = ObjectIdentifier(context)
            completionCounts[id] = 0
            context.observe { [unowned self] event in
                if case .completed(let completed) = event {
                    self.completionCounts[id, default: 0] += 1
                    self.outcomes.append(completed)
                }
            }
        }
        var lastMoved: Double?
        var lastStep: Double?
        var drive: (base: Double, origin: Double, sign: Double, distance: Double, cap: Double, axis: PanAxis)?
        var frame = 0
        let origin = scene.clock.now
        for (index, event) in trace.events.enumerated() {
            let due = origin + event.timestamp
            // Frames up to the event: progress stays in 0…1.
            while origin + Double(frame + 1) / 60 < due {
                frame += 1
                scene.clock.advance(to: origin + Double(frame) / 60)
                checkFrame(at: scene.clock.now)
            }
            if due > scene.clock.now { scene.clock.advance(to: due) }
            let before = FrameRecord.capture(scene, progress: progress)
            let progressBefore = progress
            let response = driver.handle(TouchEvent(phase: event.phase, location: event.location, timestamp: scene.clock.now))
            if debug { print(index, event.phase, event.location, progressBefore, "→", response, progress, container.interactor?.percentComplete ?? -1) }
            follow()
            let after = FrameRecord.capture(scene, progress: progress)
            switch response {
            case .grabbed(let p):
                if abs(p - progressBefore) > 1e-9 { violate("grab jumped from \(progressBefore) to \(p)") }
                if !sameViews(before, after) { violate("a view moved at the grab (event \(index + 1))") }
                let context = container.activeContext!
                drive = mapping(base: p, location: event.location, sign: -context.direction)
                coverage.grabbed += 1
            case .began(let direction):
                if abs(progress) > 1e-12 { violate("a pan began at progress \(progress), not 0") }
                drive = mapping(base: 0, location: event.location, sign: direction.sign)
                coverage.began += 1
                lastMoved = nil
            case .moved(let p):
                if let previous = lastMoved, let step = lastStep {
                    if (p - previous) * step < 0 { coverage.reversals += 1 }
                }
                if let previous = lastMoved, abs(p - previous) > 1e-12 { lastStep = p - previous }
                lastMoved = p
                if let drive {
                    let travelled = drive.sign * (drive.axis.component(of: event.location) - drive.origin) / drive.distance
                    let expected = min(max(drive.base + travelled, min(0, drive.base)), max(drive.cap, drive.base))
                    if abs(p - expected) > 1e-9 { violate("progress \(p) does not follow the finger (\(expected))") }
                } else {
                    violate("moved with no drive")
                }
            case .released(let decision, let velocity):
                let distance = drive?.distance ?? 1
                // Released at an end, it completes at once and its views may leave the window;
                // the views that stay must not move.
                let ended = container.activeContext == nil
                if !sameViews(before, after, keptOnly: ended) { violate("a view moved at the release (event \(index + 1), p \(progressBefore), \(decision), running \(container.activeContext != nil)): \(difference(before, after))") }
                if let speed = knownVelocities[index], let drive {
                    let expected = drive.sign * speed
                    if abs(velocity - expected) > 1e-6 * max(1, abs(expected)) {
                        violate("release velocity \(velocity), the trace's last segment moved at \(expected)")
                    }
                    // The policy sees the progress clamped to 0…1 (a caught spring may be beyond).
                    let decided = policy.decide(progress: min(max(progressBefore, 0), 1), velocity: expected, distance: distance)
                    coverage.releasesChecked += 1
                    if !same(decided, decision) { violate("the policy decides \(decided) for p=\(progressBefore) v=\(expected); the release did \(decision)") }
                }
                checkHandoff(decision: decision, velocity: velocity, distance: distance, from: progressBefore)
                drive = nil
            case .cancelled:
                drive = nil
            case .tapped(let request):
                violate("a tap asked for \(request) though the gesture has no tap")
            case .lifted, .failed, .ignored, .waiting:
                break
            }
            checkFrame(at: scene.clock.now)
        }
        // Whatever still runs is let go (a finger still down) or ended (held), then settles.
        if let interactor = container.interactor, container.activeContext != nil {
            if interactor.isHeld || interactor.isGliding {
                if trace.events.count % 2 == 0 { interactor.finish() } else { interactor.cancel() }
            }
        }
        var guardFrames = 0
        while container.activeContext != nil {
            frame += 1
            guardFrames += 1
            scene.clock.advance(to: max(scene.clock.now, origin + Double(frame) / 60))
            checkFrame(at: scene.clock.now)
            if guardFrames > 60 * 120 {
                violate("the transition did not end")
                break
            }
        }
        for (id, count) in completionCounts where count != 1 {
            violate("a transition completed \(count) times (\(id))")
        }
        coverage.completed = outcomes.filter { $0 }.count
        coverage.cancelled = outcomes.filter { !$0 }.count
        finalFrame = FrameRecord.capture(scene, progress: 0)
        try checkFinalState()
    }

    private var progress: Double {
        let container = fixture.scene.container
        guard let context = container.activeContext,
              let driver = container.animator?.interruptibleAnimator(using: context) else { return 0 }
        return driver.progress
    }

    private func mapping(base: Double, location: Point, sign: Double)
        -> (base: Double, origin: Double, sign: Double, distance: Double, cap: Double, axis: PanAxis) {
        let container = fixture.scene.container
        let axis = container.panAxis
        return (base, axis.component(of: location), sign >= 0 ? 1 : -1, max(container.interactiveDistance, 1),
                min(max(description.maxProgress, 0), 1), axis)
    }

    private func checkFrame(at time: Double) {
        // A spring completion may overshoot an end, as springs do (a critically damped one
        // too, when it starts at the finger's speed).
        if case .spring = completion { return }
        let p = progress
        if !(p >= -1e-12 && p <= 1 + 1e-12) { violate("progress \(p) outside 0…1 at \(time) s") }
    }

    /// A spring completion of its own duration starts at the gesture's velocity.
    private func checkHandoff(decision: ReleasePolicy.Decision, velocity: Double, distance: Double, from start: Double) {
        guard case .spring(let spring) = completion, !spring.fitsAnimatorDuration else { return }
        let target: Double
        switch decision {
        case .finish: target = 1
        case .cancel: target = 0
        case .hold: return
        }
        guard abs(target - start) > 0.02 else { return }
        let clock = fixture.scene.clock
        let epsilon = 1e-5
        let p0 = progress
        clock.advance(to: clock.now + epsilon)
        let measured = (progress - p0) / epsilon
        coverage.handoffsChecked += 1
        let expected = velocity / distance
        if abs(measured - expected) > 0.02 * abs(expected) + 0.05 {
            violate("progress velocity after the release \(measured)/s, the gesture's \(expected)/s")
        }
    }

    /// The scene is exactly as a timed run to the page it ended on leaves a fresh scene.
    private func checkFinalState() throws {
        let reference = try ContainerFixture(kind, slide: SlideAnimation(duration: 0.3))
        let container = fixture.scene.container
        let page: Int
        switch container {
        case let swipe as SwipeContainerController: page = swipe.currentPage
        case let tabs as TabBarController: page = tabs.selectedIndex
        case let modal as ModalContainerController: page = modal.presentedCount - 1
        default: return
        }
        var steps = 0
        while true {
            let current: Int
            switch reference.scene.container {
            case let swipe as SwipeContainerController: current = swipe.currentPage
            case let tabs as TabBarController: current = tabs.selectedIndex
            case let modal as ModalContainerController: current = modal.presentedCount - 1
            default: return
            }
            if current == page { break }
            let started: Bool
            switch reference.scene.container {
            case let swipe as SwipeContainerController:
                started = swipe.transition(toPage: current < page ? current + 1 : current - 1, interactive: false)
            case let tabs as TabBarController:
                started = tabs.select(current < page ? current + 1 : current - 1)
            case let modal as ModalContainerController:
                started = current < page ? modal.present() : modal.dismiss()
            default: return
            }
            guard started else { violate("the reference could not reach page \(page)"); return }
            TransitionRunner(scene: reference.scene).runToEnd()
            steps += 1
            if steps > 5 { violate("the reference did not reach page \(page)"); return }
        }
        let expected = FrameRecord.capture(reference.scene, progress: 0)
        if !sameViews(expected, finalFrame!) {
            violate("the final state is not exactly page \(page)'s")
        }
    }

    private func difference(_ a: FrameRecord, _ b: FrameRecord) -> String {
        var out: [String] = []
        for view in a.views {
            guard let other = b.view(view.id) else { out.append("\(view.id) gone"); continue }
            for property in ViewProperty.allCases where view[property] != other[property] {
                out.append("\(view.id).\(property.name) \(view[property]) → \(other[property])")
            }
        }
        return out.joined(separator: ", ")
    }

    private func same(_ a: ReleasePolicy.Decision, _ b: ReleasePolicy.Decision) -> Bool {
        switch (a, b) {
        case (.hold(let x), .hold(let y)): abs(x - y) < 1e-9
        default: a == b
        }
    }

    private func sameViews(_ a: FrameRecord, _ b: FrameRecord, keptOnly: Bool = false) -> Bool {
        guard keptOnly else { return a.views == b.views }
        return a.views.allSatisfy { view in b.view(view.id).map { $0 == view } ?? true }
    }

    private func violate(_ message: String) { violations.append(message) }
}
