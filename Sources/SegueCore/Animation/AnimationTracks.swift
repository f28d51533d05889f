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
    /// Properties of one view that make one value — its position, its size — keyframed
    /// together in `paced` mode: paced along their path as one (``PacedVectorTrack``).
    var pacedVectors: [PacedVectorTrack] = []
    /// Views moving along a curve: their x and y (and rotation) written from the path.
    var paths: [PathTrack] = []
    /// Properties played by keyframe tracks (SwiftUI's keyframes).
    var keyframeTracks: [KeyframeTrackAnimation] = []
    /// Tracks of properties Core Animation draws within 0…1 (`ViewProperty.isUnitInterval`),
    /// with the range each is held to: 0…1 widened to its own keyframe values, so an
    /// overshooting curve (a spring, a back ease) never shows alpha above 1, while the values
    /// the script wrote — start and end — are always reached exactly.
    var clamped: [(index: Int, lower: Double, upper: Double)] = []
    /// How a property written in several keyframes fills the time between them.
    var calculationMode: KeyframeCalculationMode = .linear
    /// Whether every simple track plays over the whole animation with no curve of its own.
    var allWhole = true
    /// Position of each animated store index among the simple tracks.
    private var positions: [Int: Int] = [:]

    var isEmpty: Bool { targets.isEmpty && keyframed.isEmpty && paths.isEmpty && pacedVectors.isEmpty && keyframeTracks.isEmpty }
    var count: Int {
        targets.count + keyframed.count + paths.count + keyframeTracks.count + pacedVectors.reduce(0) { $0 + $1.liveCount }
    }

    /// Plays a property by a keyframe track: it replaces any animation of that property.
    mutating func add(_ track: KeyframeTrackAnimation) {
        remove(index: track.index)
        keyframeTracks.append(track)
        rebuildHolds()
    }

    /// Moves a view along `path` in `segment`: its x and y tracks are replaced by the path.
    mutating func add(_ path: PathTrack) {
        remove(index: path.xIndex)
        remove(index: path.yIndex)
        if let rotation = path.rotationIndex { remove(index: rotation) }
        paths.removeAll { $0.xIndex == path.xIndex }
        paths.append(path)
    }

    /// Adds the records of a closed capture.
    mutating func add(_ records: [AnimationCapture.Record]) {
        var order: [Int] = []
        var groups: [Int: [AnimationCapture.Record]] = [:]
        for record in records {
            if groups[record.index] == nil { order.append(record.index) }
            groups[record.index, default: []].append(record)
        }
        if calculationMode == .paced {
            for track in PacedVectorTrack.tracks(of: groups, in: order) {
                for index in track.indices { remove(index: index) }
                pacedVectors.append(track)
                order.removeAll { track.indices.contains($0) }
            }
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
                keyframed.append(KeyframedTrack(index: index, keyframes: steps, mode: calculationMode))
            }
        }
        segmentProgress = Array(repeating: 0, count: segments.count)
        rebuildHolds()
    }

    /// The ranges properties drawn within 0…1 are held to, for every track.
    private mutating func rebuildHolds() {
        clamped = []
        func hold(_ index: Int, _ values: [Double]) {
            guard ViewProperty(rawValue: index % ViewProperty.count)?.isUnitInterval == true else { return }
            clamped.append((index, min(0, values.min() ?? 0), max(1, values.max() ?? 1)))
        }
        for i in 0..<targets.count { hold(targets[i], [from[i], to[i]]) }
        for track in keyframed { hold(track.index, track.keyframes.flatMap { [$0.from, $0.to] }) }
        for track in pacedVectors {
            for (k, index) in track.indices.enumerated() where index >= 0 { hold(index, track.path.points.map { $0[k] }) }
        }
        for track in keyframeTracks { hold(track.index, track.keyValues) }
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
        if !keyframeTracks.isEmpty { keyframeTracks.removeAll { $0.index == index } }
        // A newer animation of one coordinate takes it over; the others keep their path.
        for i in pacedVectors.indices {
            if let k = pacedVectors[i].indices.firstIndex(of: index) { pacedVectors[i].indices[k] = -1 }
        }
        pacedVectors.removeAll { $0.liveCount == 0 }
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
        for track in pacedVectors { track.apply(progress: progress, to: &values) }
        for path in paths { path.apply(progress: progress, to: &values) }
        for track in keyframeTracks { track.apply(progress: progress, to: &values) }
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
        for track in pacedVectors {
            for (k, index) in track.indices.enumerated() where index >= 0 {
                result.append((index, track.windows[k], track.path.points[0][k], track.path.points[track.path.points.count - 1][k]))
            }
        }
        for track in keyframeTracks {
            result.append((track.index, [track.segment], track.track.initialValue, track.track.value(time: track.timelineDuration)))
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
        for track in pacedVectors {
            for (k, index) in track.indices.enumerated() where index >= 0 {
                result.append((index, track.path.points[0][k], track.path.points[track.path.points.count - 1][k]))
            }
        }
        for track in keyframeTracks {
            result.append((track.index, track.track.initialValue, track.track.value(time: track.timelineDuration)))
        }
        return result
    }
}

/// A view moving along a ``MotionRoute`` in a window of the animation: its x and y follow the
/// curve, and its rotation, when asked, turns with the direction of travel (starting from
/// the rotation it had).
struct PathTrack {
    let xIndex: Int
    let yIndex: Int
    let rotationIndex: Int?
    let path: MotionRoute
    let segment: AnimationSegment
    let startRotation: Double

    func apply(progress: Double, to values: inout [Double]) {
        let local = segment.localProgress(progress)
        let point = path.point(at: local)
        values[xIndex] = point.x
        values[yIndex] = point.y
        if let rotationIndex {
            values[rotationIndex] = local <= 0 ? startRotation : startRotation + (path.angle(at: local) - path.angle(at: 0))
        }
    }
}

/// A property written in more than one keyframe. In UIKit's linear calculation mode each
/// keyframe plays in its own window (with its own curve), starting from what the previous
/// one left; the other modes go through the same values with ``KeyframeInterpolation``:
/// `discrete` jumps to each keyframe's value as its window ends, `paced` moves at one speed
/// through all of them over the whole animation, `cubic` follows a Catmull-Rom spline through
/// them at their windows' ends. Every mode starts exactly at the first value and ends exactly
/// at the last.
struct KeyframedTrack {
    let index: Int
    let keyframes: [AnimationCapture.Record]
    /// The interpolation for a mode other than linear; nil for linear (and for windows that
    /// overlap or have no length, which only the sequential form can play).
    let interpolation: KeyframeInterpolation?

    init(index: Int, keyframes: [AnimationCapture.Record], mode: KeyframeCalculationMode = .linear) {
        self.index = index
        self.keyframes = keyframes
        interpolation = Self.interpolation(of: keyframes, mode: mode)
    }

    private static func interpolation(of keyframes: [AnimationCapture.Record], mode: KeyframeCalculationMode) -> KeyframeInterpolation? {
        guard let first = keyframes.first else { return nil }
        let values = [first.from] + keyframes.map(\.to)
        let ends = keyframes.map { $0.segment.start + $0.segment.duration }
        switch mode {
        case .linear:
            return nil
        case .paced:
            return try? KeyframeInterpolation(evenlySpaced: values, mode: .paced)
        case .discrete:
            return try? KeyframeInterpolation(keyTimes: [0] + ends, values: values, mode: .discrete)
        case .cubic:
            var times = [first.segment.start], points = [first.from]
            for (j, keyframe) in keyframes.enumerated() {
                // Held until this window opens (windows that meet up to rounding, such as
                // (k − 1)/6 after k/6 − 1/6, are one path).
                if j > 0, keyframe.segment.start > ends[j - 1] + 1e-9 {
                    times.append(keyframe.segment.start)
                    points.append(keyframes[j - 1].to)
                }
                times.append(ends[j])
                points.append(keyframe.to)
            }
            return try? KeyframeInterpolation(keyTimes: times, values: points, mode: .cubic)
        }
    }

    func value(at progress: Double) -> Double {
        if let interpolation { return interpolation.value(at: progress) }
        var value = keyframes[0].from
        for keyframe in keyframes {
            if progress < keyframe.segment.start && keyframe.segment.start > 0 { break }
            let p = keyframe.segment.localProgress(progress)
            value = keyframe.from * (1 - p) + keyframe.to * p
        }
        return value
    }
}

/// Properties of one view that make one value in Core Animation — its position (`x`, `y`),
/// its size (`width`, `height`), its translation (`translationX`, `translationY`,
/// `translationZ`), its scale, its anchor point, its shadow's offset — keyframed in `paced`
/// mode: paced as one point along the path through their keyframes (Core Animation's
/// `kCAAnimationPaced` for `position`), not each coordinate at its own speed.
///
/// The path has a point for the start and one for each keyframe window that writes any of
/// the coordinates (windows in order of start, then end; writes in the same window are one
/// point); a coordinate a window does not write keeps its value there, as a UIKit keyframe
/// that sets only `center.x` keeps `center.y`. Built when the path has at least two
/// windows and two coordinates are written; otherwise each property is paced on its own.
struct PacedVectorTrack {
    /// Store index of each coordinate; −1 once a newer animation took that coordinate over.
    var indices: [Int]
    let path: PacedKeyframePath
    /// The windows each coordinate was written in (for timelines).
    let windows: [[AnimationSegment]]

    var liveCount: Int { indices.reduce(0) { $0 + ($1 >= 0 ? 1 : 0) } }

    /// The properties paced together, by Core Animation's values.
    static let groups: [[ViewProperty]] = [
        [.x, .y], [.width, .height], [.translationX, .translationY, .translationZ],
        [.scaleX, .scaleY], [.anchorX, .anchorY], [.shadowOffsetX, .shadowOffsetY],
    ]

    /// The tracks the records of one capture make, by view (in the order first written).
    static func tracks(of records: [Int: [AnimationCapture.Record]], in order: [Int]) -> [PacedVectorTrack] {
        var result: [PacedVectorTrack] = []
        var seen: Set<Int> = []
        for index in order {
            let slot = index / ViewProperty.count
            guard let property = ViewProperty(rawValue: index % ViewProperty.count),
                  let group = groups.first(where: { $0.contains(property) }) else { continue }
            let base = slot * ViewProperty.count
            guard seen.insert(base + group[0].rawValue).inserted else { continue }
            let members = group.map { base + $0.rawValue }
            let written = members.filter { records[$0] != nil }
            guard written.count >= 2, let track = track(members: written, records: records) else { continue }
            result.append(track)
        }
        return result
    }

    private static func track(members: [Int], records: [Int: [AnimationCapture.Record]]) -> PacedVectorTrack? {
        struct Write { let member: Int; let record: AnimationCapture.Record }
        var writes: [Write] = []
        for (k, index) in members.enumerated() {
            for record in records[index]! { writes.append(Write(member: k, record: record)) }
        }
        // Stable: writes in the same window keep their order.
        let sorted = writes.enumerated().sorted { a, b in
            let sa = a.element.record.segment, sb = b.element.record.segment
            if sa.start != sb.start { return sa.start < sb.start }
            if sa.duration != sb.duration { return sa.duration < sb.duration }
            return a.offset < b.offset
        }.map(\.element)
        var start = [Double](repeating: 0, count: members.count)
        var started = [Bool](repeating: false, count: members.count)
        for write in sorted where !started[write.member] {
            start[write.member] = write.record.from
            started[write.member] = true
        }
        var points = [start]
        var windows = [[AnimationSegment]](repeating: [], count: members.count)
        var current = start
        var window: AnimationSegment?
        for write in sorted {
            let segment = write.record.segment
            if let open = window, open.start == segment.start, open.duration == segment.duration {
                points[points.count - 1][write.member] = write.record.to
            } else {
                window = segment
                points.append(current)
                points[points.count - 1][write.member] = write.record.to
            }
            current = points[points.count - 1]
            windows[write.member].append(segment)
        }
        guard points.count >= 3, let path = try? PacedKeyframePath(points: points) else { return nil }
        return PacedVectorTrack(indices: members, path: path, windows: windows)
    }

    func apply(progress: Double, to values: inout [Double]) {
        let (piece, fraction) = path.locate(progress)
        for k in indices.indices where indices[k] >= 0 {
            values[indices[k]] = path.coordinate(k, piece: piece, fraction: fraction)
        }
    }
}
