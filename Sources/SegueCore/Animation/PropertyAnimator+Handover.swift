/// Velocity-preserving interruptions. When the animator is grabbed, reversed, continued,
/// resumed or given new targets (``PropertyAnimator/addAnimations(delayFactor:alongside:_:)``
/// while active), each animated property's position and velocity just before are handed over:
/// what the new motion does not itself continue becomes a ``CarriedMotion`` — into the new
/// run's spring when it has one (the property follows exactly that spring started where it
/// stood at the speed it had, to the value its tracks end the run on), else added on top of
/// the new motion and faded out over the blend duration.
struct AnimationHandover {
    /// Clock time it was taken at; a handover not completed at that time is dropped.
    let time: Double
    /// The presented values then (the whole store).
    let values: [Double]
    /// Each animated property's velocity then, per second: its slope times the progress's
    /// velocity, plus what a carried motion added; nil for the base of a held animator whose
    /// velocity nobody handed over (its new motion's own velocity is kept).
    let baseVelocities: [Int: Double]?
    /// The velocity a carried motion added to each property then.
    let carriedVelocities: [Int: Double]
    /// The central slopes then, reused for properties whose tracks did not change.
    let slopes: [Int: Double]
    /// The properties animated then — by a track or a carried motion. Only they hand over: a
    /// property first animated after it starts its animation as UIKit's `addAnimations` does.
    let animated: Set<Int>
    /// Properties given new tracks since it was taken.
    var retargeted: Set<Int> = []
}

extension PropertyAnimator {
    /// Takes a handover now unless one is pending for this instant. `progress` must be the
    /// progress presented now.
    func beginHandover() {
        let now = clock.now
        if let pending = handover, pending.time == now { return }
        let indices = tracks.animatedIndices
        var presented = store.values
        tracks.apply(progress: progress, to: &presented)
        let carriedNow = carried?.contributions(at: now) ?? [:]
        if let carried {
            carried.apply(at: now, to: &presented)
            tracks.holdToUnitInterval(&presented)
        }
        let slopes = tracks.slopes(at: progress, of: indices, values: store.values)
        let progressVelocity = run.map { $0.progressVelocity(at: now) } ?? handVelocity
        var base: [Int: Double]?
        if let progressVelocity {
            var velocities: [Int: Double] = [:]
            for index in indices { velocities[index] = (slopes[index] ?? 0) * progressVelocity }
            // A spring's carried motion gives its properties' whole velocities.
            if let carried, carried.replacesTracks { for index in carriedNow.keys { velocities[index] = 0 } }
            base = velocities
        }
        handover = AnimationHandover(time: now, values: presented, baseVelocities: base,
                                     carriedVelocities: carriedNow.mapValues(\.velocity), slopes: slopes,
                                     animated: Set(indices).union(carriedNow.keys))
    }

    /// Marks `indices` as given new tracks since the pending handover.
    func markRetargeted(_ indices: [Int]) {
        guard handover?.time == clock.now else { return }
        handover?.retargeted.formUnion(indices)
    }

    /// Completes the pending handover once the new motion is set (`run` and `progress` are
    /// the new motion's now): builds the motion it carries, or none.
    func completeHandover(blendDuration newBlend: Double? = nil) {
        let now = clock.now
        guard let taken = handover, taken.time == now else {
            handover = nil
            return
        }
        handover = nil
        handVelocity = nil
        let indices = tracks.animatedIndices
        var newBase = store.values
        tracks.apply(progress: progress, to: &newBase)
        let newVelocity = run.map { $0.progressVelocity(at: now) } ?? 0
        let side: Double = newVelocity < 0 ? -1 : 1
        let unchanged = indices.filter { !taken.retargeted.contains($0) }
        let changed = indices.filter { taken.retargeted.contains($0) }
        var slopes = tracks.slopes(at: progress, of: unchanged, values: store.values)
        for (index, slope) in tracks.slopes(at: progress, of: changed, values: store.values, side: side) { slopes[index] = slope }
        for index in unchanged { if let slope = taken.slopes[index] { slopes[index] = slope } }

        // Into a spring, a property handed over moves from where it stood to where its tracks
        // end the run; the run's end is where `u` is heading.
        var ends = store.values
        if let run { tracks.apply(progress: run.direction > 0 ? run.progressEnd : run.progressStart, to: &ends) }
        var kept: [Int] = [], offsets: [Double] = [], velocities: [Double] = []
        var springOffsets: [Double] = [], springVelocities: [Double] = [], springEnds: [Double] = [], springStarts: [Double] = []
        for index in indices where taken.animated.contains(index) {
            let newV = (slopes[index] ?? 0) * newVelocity
            let oldBase = taken.baseVelocities.map { $0[index] ?? 0 } ?? newV
            let dv = oldBase + (taken.carriedVelocities[index] ?? 0) - newV
            let dp = taken.values[index] - newBase[index]
            let significantOffset = abs(dp) > 1e-12 * max(1, abs(newBase[index]))
            let significantVelocity = abs(dv) > 1e-9 * max(1, abs(oldBase), abs(newV))
            guard significantOffset || significantVelocity else { continue }
            kept.append(index)
            offsets.append(significantOffset ? dp : 0)
            velocities.append(significantVelocity ? dv : 0)
            springOffsets.append(taken.values[index] - ends[index])
            springVelocities.append(oldBase + (taken.carriedVelocities[index] ?? 0))
            springEnds.append(ends[index])
            springStarts.append(taken.values[index])
        }
        carried = nil
        guard !kept.isEmpty else { return }

        let blend = newBlend ?? blendDuration
        var remaining = Double.infinity
        if let run {
            let u = run.u(at: now)
            remaining = (run.direction > 0 ? 1 - u : u) * run.seconds + max(0, run.startTime - now)
        }
        if let run, let spring = run.springInClockTime, remaining > 0 {
            carried = CarriedMotion(indices: kept, offsets: springOffsets, velocities: springVelocities, ends: springEnds, starts: springStarts,
                                    startTime: now, length: remaining, kernel: .spring(spring))
        } else if blend > 0 {
            carried = CarriedMotion(indices: kept, offsets: offsets, velocities: velocities, startTime: now,
                                    length: min(blend, remaining), kernel: .blend)
        } else if offsets.contains(where: { $0 != 0 }), remaining > 0 {
            // Nothing to carry the velocity into: it is dropped (UIKit's rule), but a position
            // never jumps — what a carried motion still added fades out.
            carried = CarriedMotion(indices: kept, offsets: offsets, velocities: velocities.map { _ in 0 }, startTime: now,
                                    length: min(Self.offsetFade, remaining), kernel: .blend)
        }
        if carried != nil { clock.add(self) }
    }

    /// Seconds over which a carried offset fades when nothing carries its velocity
    /// (SwiftUI's `interactiveSpring` blend duration).
    static let offsetFade = 0.25
}
