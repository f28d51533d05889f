/// The from→to tracks of one animator, laid out for a single cache-friendly pass per frame:
/// parallel arrays of store index, start value and end value, each tied to a segment whose
/// local progress is computed once per frame. A property written in several keyframes
/// becomes a ``KeyframedTrack``: its keyframes play one after the other.
struct AnimationTracks {
    var targets: [Int] = []
    var from: [Double] = []
    var to: [Double] = []
    var segmentOfTrack: [Int] = []
    var segments: [AnimationSegment] = []
    var segmentProgress: [Double] = []
    var keyframed: [KeyframedTrack] = []
    /// Tracks of properties Core Animation draws within 0…1 (``ViewProperty/isUnitInterval``),
    /// with the range each is held to: 0…1 widened to its own keyframe values, so an
    /// overshooting curve (a spring, a back ease) never shows alpha above 1, while the values
    /// the script wrote — start and end — are always reached exactly.
    var clamped: [(index: Int, lower: Double, upper: Double)] = []
    /// Whether every simple track plays over the whole animation with no curve of its own.
    var allWhole = true
    /// Position of each animated store index among the simple tracks.
    private var positions: [Int: Int] = [:]

    var isEmpty: Bool { targets.isEmpty && keyframed.isEmpty }
    var count: Int { targets.count + keyframed.count }

    /// Adds the records of a closed capture.
    mutating func add(_ records: [AnimationCapture.Record]) {
        var order: [Int] = []
        var groups: [Int: [AnimationCapture.Record]] = [:]
        for record in records {
            if groups[record.index] == nil { order.append(record.index) }
            groups[record.index, default: []].append(record)
        }
        for index in order {
            let group = groups[index]!
            // A newer animation of the same property replaces the older one.
            remove(index: index)
            if group.count == 1 {
                let record = group[0]
                positions[index] = targets.count
                targets.append(index)
                from.append(record.from)
                to.append(record.to)
                segmentOfTrack.append(segmentIndex(record.segment))
            } else {
                let steps = group.sorted { $0.segment.start < $1.segment.start }
                keyframed.append(KeyframedTrack(index: index, keyframes: steps))
            }
        }
        segmentProgress = Array(repeating: 0, count: segments.count)
        clamped = []
        func hold(_ index: Int, _ values: [Double]) {
            guard ViewProperty(rawValue: index % ViewProperty.count)?.isUnitInterval == true else { return }
            clamped.append((index, min(0, values.min() ?? 0), max(1, values.max() ?? 1)))
        }
        for i in 0..<targets.count { hold(targets[i], [from[i], to[i]]) }
        for track in keyframed { hold(track.index, track.keyframes.flatMap { [$0.from, $0.to] }) }
    }

    private mutating func segmentIndex(_ segment: AnimationSegment) -> Int {
        if let found = segments.firstIndex(of: segment) { return found }
        segments.append(segment)
        if segment != .whole { allWhole = false }
        return segments.count - 1
    }

    private mutating func remove(index: Int) {
        if let i = positions.removeValue(forKey: index) {
            // Swap with the last track: order does not matter to a frame.
            let last = targets.count - 1
            if i != last {
                targets[i] = targets[last]
                from[i] = from[last]
                to[i] = to[last]
                segmentOfTrack[i] = segmentOfTrack[last]
                positions[targets[i]] = i
            }
            targets.removeLast()
            from.removeLast()
            to.removeLast()
            segmentOfTrack.removeLast()
        }
        if !keyframed.isEmpty { keyframed.removeAll { $0.index == index } }
    }

    /// Writes every track's value at the animation progress `progress` into `values`.
    /// Exact at the ends: progress 0 writes the start values, 1 the end values.
    mutating func apply(progress: Double, to values: inout [Double]) {
        if allWhole {
            values.withUnsafeMutableBufferPointer { out in
                targets.withUnsafeBufferPointer { t in
                    from.withUnsafeBufferPointer { a in
                        to.withUnsafeBufferPointer { b in
                            let keep = 1 - progress
                            for i in 0..<t.count {
                                out[t[i]] = a[i] * keep + b[i] * progress
                            }
                        }
                    }
                }
            }
        } else {
            segmentProgress.withUnsafeMutableBufferPointer { local in
                segments.withUnsafeBufferPointer { s in
                    for j in 0..<s.count { local[j] = s[j].localProgress(progress) }
                }
            }
            values.withUnsafeMutableBufferPointer { out in
                targets.withUnsafeBufferPointer { t in
                    from.withUnsafeBufferPointer { a in
                        to.withUnsafeBufferPointer { b in
                            segmentOfTrack.withUnsafeBufferPointer { seg in
                                segmentProgress.withUnsafeBufferPointer { local in
                                    for i in 0..<t.count {
                                        let p = local[seg[i]]
                                        out[t[i]] = a[i] * (1 - p) + b[i] * p
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        for track in keyframed {
            values[track.index] = track.value(at: progress)
        }
        for hold in clamped {
            let value = values[hold.index]
            if value < hold.lower { values[hold.index] = hold.lower } else if value > hold.upper { values[hold.index] = hold.upper }
        }
    }

    /// Every track's store index with the windows it moves in and its end values.
    var windows: [(index: Int, windows: [AnimationSegment], from: Double, to: Double)] {
        var result: [(index: Int, windows: [AnimationSegment], from: Double, to: Double)] = []
        for i in 0..<targets.count { result.append((targets[i], [segments[segmentOfTrack[i]]], from[i], to[i])) }
        for track in keyframed {
            result.append((track.index, track.keyframes.map(\.segment),
                           track.keyframes.first?.from ?? 0, track.keyframes.last?.to ?? 0))
        }
        return result.sorted { $0.index < $1.index }
    }

    /// The start and end value of every track, for inspection.
    var summary: [(index: Int, from: Double, to: Double)] {
        var result: [(Int, Double, Double)] = []
        for i in 0..<targets.count { result.append((targets[i], from[i], to[i])) }
        for track in keyframed {
            result.append((track.index, track.keyframes.first!.from, track.keyframes.last!.to))
        }
        return result
    }
}

/// A property written in more than one keyframe: each keyframe plays in its own window,
/// starting from what the previous one left (UIKit's linear calculation mode).
struct KeyframedTrack {
    let index: Int
    let keyframes: [AnimationCapture.Record]

    func value(at progress: Double) -> Double {
        var value = keyframes[0].from
        for keyframe in keyframes {
            if progress < keyframe.segment.start && keyframe.segment.start > 0 { break }
            let p = keyframe.segment.localProgress(progress)
            value = keyframe.from * (1 - p) + keyframe.to * p
        }
        return value
    }
}
