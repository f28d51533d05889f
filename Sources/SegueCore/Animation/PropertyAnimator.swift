/// UIKit's `UIViewPropertyAnimator`, headless and exact: animations are captured from
/// writes to views, driven by a ``VirtualClock``, and can be started, paused, scrubbed,
/// reversed, continued with new timing, stopped and finished at either end.
///
/// Two numbers describe where an animator stands: ``fractionComplete``, the fraction of its
/// time that has passed, and ``progress``, the presented progress (the timing curve applied
/// to it, possibly overshooting for springs). View values are a pure function of
/// ``progress`` — plus, for a while after an interruption, what it carried over (a
/// `CarriedMotion`, a pure function of the time since then that has faded by the run's end)
/// — so every property lands exactly on its start or end value at 0 and 1.
public final class PropertyAnimator: FrameObserver {
    /// The animation's duration in seconds; for a spring that fixes its own duration, the
    /// spring's settling duration.
    public let duration: Double
    /// The timing curve of the animation.
    public let timing: TimingCurve
    /// The clock that drives it.
    public let clock: VirtualClock
    /// The views it animates.
    public let store: ViewStore

    /// Current state.
    public private(set) var state: AnimatingState = .inactive
    /// Whether it is moving on the clock right now.
    public var isRunning: Bool { run != nil }
    /// Whether a paused animator, when scrubbed, maps ``fractionComplete`` linearly to
    /// progress (the default, as in UIKit) or through the timing curve.
    public var scrubsLinearly = true
    /// When true, reaching the end — or the start, when reversed — pauses there instead of
    /// completing (UIKit's rule): the animator stays active, can be scrubbed, reversed or
    /// started again, and calls its completions only when it is finished later.
    public var pausesOnCompletion = false
    /// What ``stopAnimation(withoutFinishing:)`` does when asked not to finish. UIKit's
    /// animator then drops its animations and calls no completion; an animator whose end
    /// something waits for — a transition's, which must complete exactly once — sets this, and
    /// stopping it without finishing instead finishes it where it stands
    /// (``AnimatingPosition/current``): the views keep the values they show and the
    /// completions are called once.
    public var completesWhenStoppedWithoutFinishing = false
    /// Whether the animator can be paused, scrubbed and stopped (always true here).
    public let isInterruptible = true

    /// The fraction of the animation's time that has passed, 0…1. Setting it pauses nothing
    /// by itself: it only takes effect on a paused or inactive animator (an inactive one
    /// becomes active and paused), as in UIKit.
    public var fractionComplete: Double {
        get {
            if let run { return run.fraction(u: run.u(at: clock.now)) }
            return fraction
        }
        set {
            guard !isDiscarded, state != .stopped, run == nil else { return }
            if state == .inactive { state = .active }
            uninterruptedStart = nil
            let p = min(max(newValue, 0), 1)
            handover = nil
            fraction = p
            pausedRun = nil
            progress = scrubsLinearly ? p : timing.value(at: p)
            applyTracks()
        }
    }

    /// The presented progress: 0 at the start values, 1 at the end values.
    @exclusivity(unchecked) public private(set) var progress: Double = 0

    /// Whether the animation plays towards its start. Changing it while running reverses
    /// in place with the position continuous: a run from the start retraces its own curve
    /// (a curve that is not a spring). A running spring turns round as SwiftUI's springs
    /// retarget: a spring back to the start from where it stands, every property keeping its
    /// velocity (see ``blendDuration``).
    public var isReversed = false {
        didSet {
            guard oldValue != isReversed, let current = run else { return }
            uninterruptedStart = nil
            let now = clock.now
            let u = current.u(at: now)
            fraction = current.fraction(u: u)
            progress = current.progress(u: u)
            beginHandover()
            if current.isWholeAnimation, !timing.isSpring {
                var reversed = current
                reversed.startTime = now
                reversed.uAtStart = u
                reversed.direction = -current.direction
                run = reversed
            } else {
                run = continuation(curve: timing, durationFactor: 1, startingAt: now)
            }
            completeHandover()
        }
    }

    /// SwiftUI's `blendDuration`: seconds over which a property's velocity, handed over at an
    /// interruption whose new motion is not a spring — grabbed and held, continued with a
    /// curve that is not a spring — blends out instead of stopping dead. Taken from the
    /// timing's spring (``SpringCurve/blendDuration``); 0 keeps UIKit's rule there (the
    /// velocity is dropped). Into a spring, velocity is always carried.
    public var blendDuration: Double = 0

    /// The velocity of the progress, per second, that whoever holds a paused animator hands
    /// over with it — the finger's, on an interactive release — so the motion that follows
    /// continues each property's velocity. Cleared once a motion took it.
    public var handVelocity: Double?

    /// Clock time at which the animator began one timed run from its start towards its end
    /// (``startAnimation(afterDelay:)`` on an inactive animator, not reversed), for as long as
    /// nothing has interrupted that run — paused, scrubbed, held, reversed, continued,
    /// stopped, or given new animations while active; nil otherwise. Over such a run the
    /// progress is the timing curve of the time since then: ``symbolicTracks`` hold.
    public private(set) var uninterruptedStart: Double?

    @exclusivity(unchecked) private var fraction: Double = 0
    @exclusivity(unchecked) var run: AnimationRun?
    private var pausedRun: AnimationRun?
    @exclusivity(unchecked) var tracks = AnimationTracks()
    /// What the last interruption carries over, added on top of the tracks.
    @exclusivity(unchecked) var carried: CarriedMotion?
    /// An interruption taken and not yet completed.
    var handover: AnimationHandover?
    /// Store indices of the tracks added alongside the transition.
    private var alongsideIndices: Set<Int> = []
    private var completions: [(AnimatingPosition) -> Void] = []
    private var delayedAnimations: [(block: () -> Void, delayFactor: Double)] = []

    /// Creates an inactive animator. A timing whose spring fixes its own duration overrides
    /// `duration`.
    public init(duration: Double, timing: TimingCurve = .linear, clock: VirtualClock, store: ViewStore) {
        if timing.usesOwnDuration, let own = timing.ownDuration {
            self.duration = own
        } else {
            self.duration = max(0, duration)
        }
        self.timing = timing.fitted(toDuration: self.duration)
        self.clock = clock
        self.store = store
        if case .spring(let spring) = timing { blendDuration = spring.blendDuration }
    }

    // MARK: Configuring

    /// Runs `animations` with writes captured: each property written animates from its value
    /// before the block to the value the block left. With `delayFactor` d, the animations play
    /// in the last (1 − d) of the remaining progress. Added to a running or paused animator,
    /// they play from the current progress to the end.
    ///
    /// With `alongside`, its tracks are marked as added alongside the transition (see
    /// ``trackWindows``); they play the same way.
    public func addAnimations(delayFactor: Double = 0, alongside: Bool = false, _ animations: () throws -> Void) rethrows {
        guard !isDiscarded else { return }
        let d = min(max(delayFactor, 0), 1)
        if state != .inactive, let run {
            // Where it stands now, even if its frame for this instant has not come yet.
            let u = run.u(at: clock.now)
            fraction = run.fraction(u: u)
            progress = run.progress(u: u)
        }
        let base = state == .inactive ? 0 : min(max(progress, 0), 1)
        let start = base + d * (1 - base)
        let segment = AnimationSegment(start: start, duration: 1 - start)
        if state != .inactive {
            // Added as the run begins (alongside animations, at its start time) they are part
            // of it; added later they interrupt it.
            if let start = uninterruptedStart, run != nil, clock.now <= start {} else { uninterruptedStart = nil }
            beginHandover()
        }
        let capture = store.beginCapture(segment: segment)
        do {
            try animations()
        } catch {
            store.endCapture(capture)
            throw error
        }
        store.endCapture(capture)
        tracks.add(capture.records)
        for record in capture.records {
            if alongside { alongsideIndices.insert(record.index) } else { alongsideIndices.remove(record.index) }
        }
        if state != .inactive {
            // New targets mid-flight keep every property's velocity: carried into the
            // running motion now, or into the one that follows a paused animator.
            markRetargeted(capture.records.map(\.index))
            if run != nil { completeHandover() }
            applyTracks()
        }
    }

    /// Captures writes made by `animations` as tracks that play in the window `start`…
    /// `start + duration` of the animation's progress (UIKit's `addKeyframe`), `repetition`
    /// cycles of it when given (Core Animation's `repeatCount`, `autoreverses`). Call it inside
    /// an ``addAnimations(delayFactor:alongside:_:)`` block, or on its own.
    public func addKeyframe(relativeStart start: Double, relativeDuration duration: Double,
                            curve: TimingCurve? = nil, repetition: Repetition? = nil, _ animations: () throws -> Void) rethrows {
        guard !isDiscarded else { return }
        let capture = store.beginCapture(segment: AnimationSegment(start: start, duration: duration, curve: curve, repetition: repetition))
        defer {
            store.endCapture(capture)
            if capture.parent == nil {
                tracks.add(capture.records)
                for record in capture.records { alongsideIndices.remove(record.index) }
            }
        }
        try animations()
    }

    /// Moves `view`'s frame origin from where it is now along `path` (which should start
    /// there) in the window `start`…`start + duration` of the animation's progress, with an
    /// optional curve of its own; with `rotates`, its rotation turns with the direction of
    /// travel. Replaces any animation of its x and y (and rotation).
    public func addPath(_ path: MotionPath, to view: View, relativeStart start: Double = 0, relativeDuration duration: Double = 1,
                        curve: TimingCurve? = nil, rotates: Bool = false) {
        addPath(MotionRoute(path), to: view, relativeStart: start, relativeDuration: duration, curve: curve, rotates: rotates)
    }

    /// Moves `view`'s frame origin along `path` — a route that may pass through key
    /// positions — in the window `start`…`start + duration`, as the form taking one
    /// ``MotionPath`` does along one curve.
    public func addPath(_ path: MotionRoute, to view: View, relativeStart start: Double = 0, relativeDuration duration: Double = 1,
                        curve: TimingCurve? = nil, rotates: Bool = false) {
        guard !isDiscarded else { return }
        let slot = view.slot * ViewProperty.count
        tracks.add(PathTrack(xIndex: slot + ViewProperty.x.rawValue, yIndex: slot + ViewProperty.y.rawValue,
                             rotationIndex: rotates ? slot + ViewProperty.rotation.rawValue : nil, path: path,
                             segment: AnimationSegment(start: start, duration: duration, curve: curve),
                             startRotation: view[.rotation]))
        if state != .inactive { applyTracks() }
    }

    /// Plays `view`'s `property` by a keyframe track (SwiftUI's keyframes) in the window
    /// `start`…`start + duration` of the animation's progress: the window's local progress is
    /// the track's time as a share of `timelineDuration` seconds (the longest track played
    /// with it; shorter tracks hold their end). The track should start from the property's
    /// value now. With `repetition` the window holds that many cycles of the timeline (Core
    /// Animation's `repeatCount` and `autoreverses`). Replaces any animation of that property.
    public func addKeyframeTrack(_ track: KeyframeTrack, for property: ViewProperty, of view: View,
                                 timelineDuration: Double, relativeStart start: Double = 0, relativeDuration duration: Double = 1,
                                 repetition: Repetition? = nil) {
        guard !isDiscarded else { return }
        let length = timelineDuration.isFinite && timelineDuration >= track.duration ? timelineDuration : track.duration
        tracks.add(KeyframeTrackAnimation(index: view.slot * ViewProperty.count + property.rawValue, track: track, timelineDuration: length,
                                          segment: AnimationSegment(start: start, duration: duration, repetition: repetition)))
        alongsideIndices.remove(view.slot * ViewProperty.count + property.rawValue)
        if state != .inactive { applyTracks() }
    }

    /// Adds a block called once when the animation ends, with the position it ended at.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) {
        guard !isDiscarded else { return }
        completions.append(completion)
    }

    /// How many properties it animates.
    public var trackCount: Int { tracks.count }

    /// Every property it animates, by view and property (in the store's order), with the
    /// windows of progress each moves in and whether it was added alongside: what a
    /// timeline marks. A property animated again is listed once, as its newest animation.
    public var trackWindows: [AnimationTrackWindow] {
        tracks.windows.compactMap { track in
            let slot = track.index / ViewProperty.count
            guard slot < store.views.count, let property = ViewProperty(rawValue: track.index % ViewProperty.count) else { return nil }
            return AnimationTrackWindow(viewID: store.views[slot].id, property: property, windows: track.windows,
                                        from: track.from, to: track.to, isAlongside: alongsideIndices.contains(track.index))
        }
    }

    // MARK: Driving

    /// Starts (or resumes) the animation now.
    public func startAnimation() { startAnimation(afterDelay: 0) }

    /// Starts the animation after `delay` seconds; resumes a paused one. Does nothing when
    /// stopped (call ``finishAnimation(at:)`` first) or already running.
    public func startAnimation(afterDelay delay: Double) {
        guard !isDiscarded, state != .stopped, run == nil else { return }
        let begin = clock.now + max(0, delay)
        if state == .inactive {
            state = .active
            fraction = isReversed ? 1 : 0
            progress = isReversed ? 1 : 0
            uninterruptedStart = isReversed ? nil : begin
            run = AnimationRun(startTime: begin, uAtStart: isReversed ? 1 : 0, direction: isReversed ? -1 : 1,
                               seconds: duration, fractionStart: 0, fractionEnd: 1,
                               progressStart: 0, progressEnd: 1, curve: timing)
        } else if var resumed = pausedRun, canResume(resumed) {
            uninterruptedStart = nil
            beginHandover()
            resumed.uAtStart = pausedU
            resumed.startTime = begin
            if resumed.isWholeAnimation { resumed.direction = isReversed ? -1 : 1 }
            run = resumed
            completeHandover()
        } else {
            uninterruptedStart = nil
            beginHandover()
            run = continuation(curve: timing, durationFactor: 1, startingAt: begin)
            completeHandover()
        }
        pausedRun = nil
        clock.add(self)
        applyTracks()
        if let run, run.seconds <= 0 || run.isFinished(u: run.u(at: clock.now)) { frame(at: clock.now) }
    }

    private var pausedU: Double = 0

    /// Holds a paused (or inactive) animator at a presented progress, which may lie beyond
    /// 0…1 — a spring's overshoot caught by a finger stays where it is. The views show that
    /// progress; ``fractionComplete`` reads its clamp to 0…1.
    public func hold(atProgress value: Double) {
        guard !isDiscarded, state != .stopped, run == nil else { return }
        if state == .inactive { state = .active }
        uninterruptedStart = nil
        fraction = min(max(value, 0), 1)
        handover = nil
        pausedRun = nil
        progress = value
        applyTracks()
    }

    /// Pauses where it stands; an inactive animator becomes active and paused at its start.
    public func pauseAnimation() {
        guard !isDiscarded, state != .stopped else { return }
        uninterruptedStart = nil
        if state == .inactive {
            state = .active
            fraction = isReversed ? 1 : 0
            progress = fraction
            applyTracks()
            return
        }
        guard let current = run else { return }
        let u = current.u(at: clock.now)
        fraction = current.fraction(u: u)
        progress = current.progress(u: u)
        beginHandover()
        pausedRun = current
        pausedU = u
        run = nil
        clock.remove(self)
        // Grabbed: the velocity it had blends out over blendDuration (or stops, at 0).
        completeHandover()
        applyTracks()
    }

    /// Resumes a paused (or redirects a running) animation towards its end — its start when
    /// reversed — from where it stands, with `timing` (the animator's own when `nil`) over the
    /// animator's original ``duration`` multiplied by `durationFactor`, as UIKit's text has it
    /// ("a multiplying factor to apply to the animation's original duration"): paused at 0.4
    /// of a 1 s animator, a factor of 1 takes 1 s for the remaining 0.6 of the way, whatever is
    /// left. A spring that fixes its own duration takes that duration times `durationFactor`.
    /// For the time left times a factor, use
    /// `continueAnimation(withTimingParameters:remainingDurationFactor:)`.
    public func continueAnimation(withTimingParameters timing: TimingCurve?, durationFactor: Double) {
        continueAnimation(timing: timing, factor: durationFactor, of: .original)
    }

    /// Segue's alternative to `continueAnimation(withTimingParameters:durationFactor:)`: the
    /// same, over the time left — (1 − ``fractionComplete``) of ``duration`` towards the end,
    /// ``fractionComplete`` of it towards the start — multiplied by `remainingDurationFactor`
    /// (what the interactor's `completionSpeed` gives: the remaining time divided by the
    /// speed). A spring that fixes its own duration takes that duration times the factor.
    public func continueAnimation(withTimingParameters timing: TimingCurve?, remainingDurationFactor: Double) {
        continueAnimation(timing: timing, factor: remainingDurationFactor, of: .remaining)
    }

    /// What a continuation's duration factor multiplies.
    private enum DurationBase { case original, remaining }

    private func continueAnimation(timing: TimingCurve?, factor: Double, of base: DurationBase) {
        guard !isDiscarded, state == .active else { return }
        uninterruptedStart = nil
        let now = clock.now
        if let current = run {
            let u = current.u(at: now)
            fraction = current.fraction(u: u)
            progress = current.progress(u: u)
        }
        beginHandover()
        pausedRun = nil
        let curve = timing ?? self.timing
        run = continuation(curve: curve, durationFactor: factor, of: base, startingAt: now)
        var blend: Double?
        if case .spring(let spring) = curve, spring.blendDuration > 0 { blend = spring.blendDuration }
        completeHandover(blendDuration: blend)
        clock.add(self)
        frame(at: now)
    }

    /// Stops where it stands. Without finishing, the animator becomes inactive at once, its
    /// animations are dropped and no completion is called (unless
    /// ``completesWhenStoppedWithoutFinishing`` asks for them, at the current position);
    /// otherwise it waits, stopped, for ``finishAnimation(at:)``. Does nothing unless active.
    public func stopAnimation(withoutFinishing: Bool) {
        guard state == .active else { return }
        uninterruptedStart = nil
        if let current = run {
            let u = current.u(at: clock.now)
            fraction = current.fraction(u: u)
            progress = current.progress(u: u)
            applyTracks()
            guard state == .active else { return }   // discarded while applying
        }
        run = nil
        pausedRun = nil
        carried = nil
        handover = nil
        clock.remove(self)
        if withoutFinishing, completesWhenStoppedWithoutFinishing {
            state = .stopped
            finishAnimation(at: .current)
        } else if withoutFinishing {
            state = .inactive
            reset()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at `position` and calls the completions with it.
    public func finishAnimation(at position: AnimatingPosition) {
        guard state == .stopped else { return }
        switch position {
        case .end: fraction = 1; progress = 1
        case .start: fraction = 0; progress = 0
        case .current: break
        }
        applyTracks()
        guard state == .stopped else { return }   // discarded while applying
        complete(at: position)
    }

    // MARK: Frames

    /// Brings the animation to clock time `time`; completes it when its run is over.
    public func frame(at time: Double) {
        guard let current = run else {
            // Held, with a carried motion still fading.
            guard let carried else { return }
            applyTracks()
            if carried.isOver(at: time), run == nil {
                self.carried = nil
                clock.remove(self)
            }
            return
        }
        let u = current.u(at: time)
        fraction = current.fraction(u: u)
        progress = current.progress(u: u)
        applyTracks()
        if let carried, carried.isOver(at: time) { self.carried = nil }
        guard state == .active, run != nil, current.isFinished(u: u) else { return }
        let position: AnimatingPosition = fraction >= 1 ? .end : (fraction <= 0 ? .start : .current)
        run = nil
        clock.remove(self)
        if pausesOnCompletion {
            pausedRun = nil
            return
        }
        complete(at: position)
    }

    private func applyTracks() {
        tracks.apply(progress: progress, to: &store.values)
        if let carried {
            carried.apply(at: clock.now, to: &store.values)
            tracks.holdToUnitInterval(&store.values)
        }
        afterApplying?(progress)
    }

    /// Called with the presented progress each time the tracks have been applied — every
    /// frame, every scrub, at the end — for procedural motion written on top of them. It
    /// may ``discard()`` the animator; the animator then does nothing more.
    public var afterApplying: ((Double) -> Void)?

    /// How a property written in several keyframes fills the time between them (UIKit's
    /// keyframe `calculationMode`); applies to keyframes added from now on.
    public var keyframeCalculationMode: KeyframeCalculationMode {
        get { tracks.calculationMode }
        set { tracks.calculationMode = newValue }
    }

    /// Drops everything at once, whatever the state: the animator becomes inactive, leaves
    /// the clock, forgets its animations, and calls no completion. (For a transition that
    /// failed, possibly while the animator was applying its values.) It is final: a
    /// discarded animator never runs, applies, animates or completes again — every call
    /// that would drive or configure it does nothing.
    public func discard() {
        isDiscarded = true
        run = nil
        pausedRun = nil
        clock.remove(self)
        state = .inactive
        reset()
        afterApplying = nil
    }

    /// Set by ``discard()``, for good.
    public private(set) var isDiscarded = false

    private func complete(at position: AnimatingPosition) {
        state = .inactive
        let callbacks = completions
        reset()
        afterApplying = nil
        for callback in callbacks { callback(position) }
    }

    private func reset() {
        let mode = tracks.calculationMode
        tracks = AnimationTracks()
        tracks.calculationMode = mode
        alongsideIndices = []
        completions = []
        carried = nil
        handover = nil
        handVelocity = nil
        fraction = 0
        progress = 0
    }

    /// Whether a run paused earlier can simply go on in the current direction.
    private func canResume(_ paused: AnimationRun) -> Bool {
        paused.isWholeAnimation || paused.fractionEnd == (isReversed ? 0 : 1)
    }

    private func continuation(curve: TimingCurve, durationFactor: Double, of base: DurationBase = .remaining,
                              startingAt time: Double) -> AnimationRun {
        let targetFraction: Double = isReversed ? 0 : 1
        let factor = max(0, durationFactor)
        let seconds: Double
        if curve.usesOwnDuration, let own = curve.ownDuration {
            seconds = own * factor
        } else if base == .original {
            seconds = duration * factor
        } else {
            seconds = abs(targetFraction - fraction) * duration * factor
        }
        // A stretched spring's velocity is per second of this run: fit it to the run.
        return AnimationRun(startTime: time, uAtStart: 0, direction: 1, seconds: seconds,
                            fractionStart: fraction, fractionEnd: targetFraction,
                            progressStart: progress, progressEnd: targetFraction,
                            curve: curve.fitted(toDuration: seconds))
    }

    /// Every animated store index with its start and end value, for inspection and tests.
    public var trackSummary: [(index: Int, from: Double, to: Double)] { tracks.summary }
}
