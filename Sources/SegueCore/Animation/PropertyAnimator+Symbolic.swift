extension PropertyAnimator {
    /// The simple tracks it animates, described by name and in seconds of its run (see
    /// ``SymbolicAnimationTrack`` for what is described and what is left out), in the
    /// store's order. They describe the motion only over an uninterrupted run
    /// (``uninterruptedStart``); read them while it runs — a completed animator forgets its
    /// tracks.
    public var symbolicTracks: [SymbolicAnimationTrack] {
        var result: [SymbolicAnimationTrack] = []
        let alongside = Set(trackWindows.filter(\.isAlongside).map { "\($0.viewID).\($0.property.rawValue)" })
        for i in tracks.targets.indices {
            let index = tracks.targets[i]
            let slot = index / ViewProperty.count
            guard slot < store.views.count, let property = ViewProperty(rawValue: index % ViewProperty.count),
                  tracks.segmentOfTrack.indices.contains(i), tracks.segments.indices.contains(tracks.segmentOfTrack[i]) else { continue }
            let segment = tracks.segments[tracks.segmentOfTrack[i]]
            guard segment.repetition == nil else { continue }
            let delay: Double, length: Double, curve: TimingCurve
            if segment.start == 0, segment.duration == 1, segment.curve == nil {
                (delay, length, curve) = (0, duration, timing)
            } else if timing == .linear {
                (delay, length, curve) = (segment.start * duration, segment.duration * duration, segment.curve ?? .linear)
            } else {
                continue
            }
            let hold = tracks.clamped.first { $0.index == index }.map { $0.lower...$0.upper }
            let id = store.views[slot].id
            result.append(SymbolicAnimationTrack(viewID: id, property: property, from: tracks.from[i], to: tracks.to[i],
                                                 delay: delay, duration: length, timing: curve, range: hold,
                                                 isAlongside: alongside.contains("\(id).\(property.rawValue)")))
        }
        return result.sorted { ($0.viewID, $0.property.rawValue) < ($1.viewID, $1.property.rawValue) }
    }
}
