import SegueCore

/// Records an ``ExportTake`` from a take of a `StageDriver`: call ``sample()`` after each
/// of the take's frames (a `TransitionRunner`'s `frameHandler`, a spec's `runFrames`
/// sampler), then ``take(title:interaction:)``.
///
/// Promises: frame `k`'s time is the driver's `takeTime` when it was sampled, its values
/// `StageValues(window:)` of the scene then — the same values `s:record`'s golden traces and
/// `segue run` read.
public final class ExportTakeRecorder {
    /// The driver whose take is recorded.
    public let driver: StageDriver
    /// Frames sampled so far: their times, seconds from the take's start.
    public private(set) var times: [Double] = []
    /// Frames sampled so far: their values.
    public private(set) var frames: [StageValues] = []
    /// Each animator seen running at a sample, in the order first seen, with its tracks and
    /// run start (take time) as last seen; `start` nil once its run was seen interrupted.
    private var animators: [(animator: PropertyAnimator, tracks: [SymbolicAnimationTrack], start: Double?)] = []

    /// A recorder of `driver`'s take (begin the take first).
    public init(driver: StageDriver) {
        self.driver = driver
    }

    /// Records the stage as it stands now as the take's next frame.
    public func sample() {
        let time = driver.takeTime
        times.append(time)
        frames.append(StageValues(window: driver.scene.window))
        guard let animator = driver.runningAnimator else { return }
        // The run's start in take time: the clock's time less the take's origin.
        let start = animator.uninterruptedStart.map { $0 - (driver.scene.clock.now - time) }
        if let k = animators.firstIndex(where: { $0.animator === animator }) {
            let seen = animators[k]
            // Seen interrupted once, or started over: not one run.
            let kept = seen.start.flatMap { previous in start.flatMap { abs($0 - previous) <= 1e-12 ? previous : nil } }
            animators[k] = (animator, animator.symbolicTracks, kept)
        } else {
            animators.append((animator, animator.symbolicTracks, start))
        }
    }

    /// Largest difference, relative to the track's size (at least 1), at which a symbolic
    /// track counts as reproducing the frames.
    public static let agreement = 1e-9

    /// The symbolic tracks of the animators seen, in take time, that reproduce the frames'
    /// values of their view and property at every frame that draws the view; the others are
    /// left to sampling.
    public func symbolicTracks() -> [SymbolicTrack] {
        var result: [SymbolicTrack] = []
        let indices = ExportTake(title: "", size: Size(width: 0, height: 0), fps: driver.fps, times: times, frames: frames).frameIndices()
        for seen in animators {
            guard let start = seen.start else { continue }
            for track in seen.tracks {
                let candidate = SymbolicTrack(viewID: track.viewID, property: track.property, from: track.from, to: track.to,
                                              delay: start + track.delay, duration: track.duration, timing: track.timing,
                                              range: track.range)
                if reproducesFrames(candidate, indices: indices) { result.append(candidate) }
            }
        }
        return result
    }

    private func reproducesFrames(_ track: SymbolicTrack, indices: [[String: Int]]) -> Bool {
        let scale = max(1, abs(track.from), abs(track.to))
        for (k, frame) in frames.enumerated() {
            guard let index = indices[k][track.viewID] else { continue }
            let engine = frame.values[index * ViewProperty.count + track.property.rawValue]
            guard abs(track.value(at: times[k]) - engine) <= Self.agreement * scale else { return false }
        }
        return true
    }

    /// The take recorded, named `title`, with `interaction` for the hand-off and the window's
    /// background colour.
    public func take(title: String, interaction: InteractionDescription? = nil) -> ExportTake {
        ExportTake(title: title, size: driver.scene.window.bounds.size, fps: driver.fps, times: times, frames: frames,
                   tracks: symbolicTracks(), interaction: interaction, background: driver.scene.window.backgroundColor)
    }
}
