/// Velocity-matched cubic keyframes fitted to sampled values: the fewest keys a target
/// without springs (Lottie, CSS `cubic-bezier()` segments) needs to follow a curve it cannot
/// name within a tolerance.
///
/// The fit starts with a key at each end (and on both sides of every jump), then adds a key
/// at the sample where the curve of keys is furthest from the samples, until every sample is
/// within its channel's tolerance. Each segment between keys is the cubic Hermite that meets
/// the samples' positions and velocities at both its keys, written as Lottie's normalised
/// Bézier easing with handles at a third and two thirds of the segment's time — so a player
/// that solves the Bézier for its time plays that Hermite exactly. A jump (a change between
/// two samples several times larger than the changes either side of it, and above the
/// tolerance) becomes a hold key. The fit starts from the turning points too, and ends by
/// dropping every key the others can do without.
///
/// Channels fitted together share their keys and each segment's easing (Lottie gives one
/// easing to a multi-dimensional property): the easing follows the channel that moves most
/// for its tolerance, and keys are added until every channel is within its own.
///
/// Promises: the keys pass exactly through the samples they sit on; every sample is within
/// its channel's tolerance of the keys' `value(channel:at:)` (``largestError``), or a key
/// sits on every sample; no trap on any finite or non-finite input (non-finite samples are
/// held as they are).
public struct CubicKeyframeFit: Sendable {
    /// The fitted keys, in time order.
    public private(set) var keys: [CubicKeyframe]
    /// For each channel, the largest difference between a sample and the keys' value at its time.
    public private(set) var largestError: [Double]

    /// How many times a segment's easing handle may exceed the unit square before the segment
    /// is split: handles far outside it (a segment that barely moves but moves fast) lose
    /// precision in players that compute in single precision.
    static let handleLimit = 10.0
    /// How many times larger than its neighbours a change between two samples must be to be a jump.
    static let jumpRatio = 4.0

    /// Fits keys to `channels` (each sampled at `times`, seconds, increasing) within
    /// `tolerances` (one per channel; a missing or non-positive one counts as 1e-9).
    public init(times: [Double], channels: [[Double]], tolerances: [Double]) {
        let count = channels.allSatisfy({ $0.count == times.count }) ? times.count : 0
        let width = channels.count
        keys = []
        largestError = Array(repeating: 0, count: width)
        guard count > 0, width > 0 else { return }
        let tolerance = (0 ..< width).map { c in c < tolerances.count && tolerances[c] > 0 ? tolerances[c] : 1e-9 }
        let samples = channels.map { $0.map { $0.isFinite ? $0 : 0 } }

        let pieces = Self.pieces(times: times, channels: samples, tolerances: tolerance)
        var velocity = Array(repeating: Array(repeating: 0.0, count: count), count: width)
        for c in 0 ..< width {
            for piece in pieces {
                let v = Self.velocities(times: times, values: samples[c], piece: piece)
                for (offset, k) in piece.enumerated() { velocity[c][k] = v[offset] }
            }
        }

        var isKey = Array(repeating: false, count: count)
        var holdsAfter = Array(repeating: false, count: count)
        for piece in pieces {
            isKey[piece.lowerBound] = true
            isKey[piece.upperBound] = true
            if piece.upperBound + 1 < count { holdsAfter[piece.upperBound] = true }
        }
        // A key on every turning point of a channel (a spring's overshoots) further than the
        // tolerance from where the piece ends: there the velocity is zero and the segments
        // either side are each one smooth swing.
        for c in 0 ..< width {
            for piece in pieces where piece.count > 2 {
                for k in piece.lowerBound + 1 ..< piece.upperBound {
                    let before = samples[c][k] - samples[c][k - 1], after = samples[c][k + 1] - samples[c][k]
                    let settled = abs(samples[c][k] - samples[c][piece.upperBound]) <= tolerance[c]
                    if before * after < 0, !settled { isKey[k] = true }
                }
            }
        }
        let fitting = Fitting(times: times, samples: samples, velocity: velocity, tolerance: tolerance)
        // Refine: the segment whose worst sample is furthest out is split there, until none
        // is out. Each segment's worst is found once (a split finds its two halves'), and the
        // segments wait in a heap, so a take of many frames costs n log n, not n².
        var next = Array(repeating: -1, count: count)
        var previous = -1
        for k in 0 ..< count where isKey[k] {
            if previous >= 0 { next[previous] = k }
            previous = k
        }
        var waiting = SegmentHeap()
        func consider(_ a: Int) {
            let b = next[a]
            guard b > a + 1, !holdsAfter[a], let worst = fitting.worstSample(from: a, to: b) else { return }
            waiting.push(SegmentHeap.Entry(error: worst.normalisedError, sample: worst.sample, start: a, end: b))
        }
        for k in 0 ..< count where isKey[k] { consider(k) }
        while let top = waiting.pop() {
            guard next[top.start] == top.end else { continue }  // split since
            guard top.error > 1 else { break }
            isKey[top.sample] = true
            next[top.sample] = top.end
            next[top.start] = top.sample
            consider(top.start)
            consider(top.sample)
        }
        // Then every key the others can do without goes, one at a time: only the segment the
        // two around it would make is checked.
        var mustStay = Array(repeating: false, count: count)
        for piece in pieces {
            mustStay[piece.lowerBound] = true
            mustStay[piece.upperBound] = true
        }
        var lastKey = -1
        for k in 0 ..< count where isKey[k] {
            defer { if isKey[k] { lastKey = k } }
            guard !mustStay[k], lastKey >= 0, !holdsAfter[lastKey] else { continue }
            let after = next[k]
            guard after > k else { continue }
            if (fitting.worstSample(from: lastKey, to: after)?.normalisedError ?? 0) <= 1 {
                isKey[k] = false
                next[lastKey] = after
            }
        }
        keys = fitting.keys(isKey: isKey, holdsAfter: holdsAfter)
        for c in 0 ..< width {
            var largest = 0.0
            for k in 0 ..< count {
                largest = max(largest, abs((keys.value(channel: c, at: times[k]) ?? 0) - samples[c][k]))
            }
            largestError[c] = largest
        }
    }

    /// The samples split at jumps into runs that move continuously.
    static func pieces(times: [Double], channels: [[Double]], tolerances: [Double]) -> [ClosedRange<Int>] {
        let count = times.count
        guard count > 1 else { return [0 ... 0] }
        var pieces: [ClosedRange<Int>] = []
        var start = 0
        for k in 0 ..< count - 1 {
            var jumps = false
            for (c, values) in channels.enumerated() {
                let change = abs(values[k + 1] - values[k])
                let before = k > 0 ? abs(values[k] - values[k - 1]) : 0
                let after = k + 2 < count ? abs(values[k + 2] - values[k + 1]) : 0
                if change > tolerances[c], change > jumpRatio * max(before, after) { jumps = true }
            }
            if jumps {
                pieces.append(start ... k)
                start = k + 1
            }
        }
        pieces.append(start ... count - 1)
        return pieces
    }
}

/// The working state of one fit: samples, velocities, tolerances.
private struct Fitting {
    var times: [Double]
    var samples: [[Double]]
    var velocity: [[Double]]
    var tolerance: [Double]

    /// The easing of the segment from sample `a` to sample `b`, and whether its handles stay
    /// within ``CubicKeyframeFit/handleLimit``.
    func easing(from a: Int, to b: Int) -> (SegmentEasing, Bool) {
        let span = times[b] - times[a]
        var dominant = -1
        var largest = 0.0
        for c in samples.indices {
            let share = abs(samples[c][b] - samples[c][a]) / tolerance[c]
            if share > largest {
                largest = share
                dominant = c
            }
        }
        guard dominant >= 0, span > 0 else { return (.bezier(outX: 1.0 / 3, outY: 1.0 / 3, inX: 2.0 / 3, inY: 2.0 / 3), true) }
        let change = samples[dominant][b] - samples[dominant][a]
        let outY = velocity[dominant][a] * span / (3 * change)
        let inY = 1 - velocity[dominant][b] * span / (3 * change)
        let limit = CubicKeyframeFit.handleLimit
        guard outY.isFinite, inY.isFinite else { return (.bezier(outX: 1.0 / 3, outY: 1.0 / 3, inX: 2.0 / 3, inY: 2.0 / 3), false) }
        let tame = abs(outY) <= limit && abs(inY) <= limit
        let clamp = { (y: Double) in min(max(y, -limit), limit) }
        return (.bezier(outX: 1.0 / 3, outY: clamp(outY), inX: 2.0 / 3, inY: clamp(inY)), tame)
    }

    /// The keys the flags describe.
    func keys(isKey: [Bool], holdsAfter: [Bool]) -> [CubicKeyframe] {
        let indices = isKey.indices.filter { isKey[$0] }
        var keys: [CubicKeyframe] = []
        for (n, k) in indices.enumerated() {
            var easing: SegmentEasing?
            if n + 1 < indices.count {
                easing = holdsAfter[k] ? .hold : self.easing(from: k, to: indices[n + 1]).0
            }
            keys.append(CubicKeyframe(sample: k, time: times[k], values: samples.map { $0[k] }, easing: easing))
        }
        return keys
    }

    /// The sample strictly between keys `a` and `b` furthest from the segment's curve, in
    /// units of its channel's tolerance (infinite in the middle of a segment whose handles run
    /// wild); nil when there is none between them.
    func worstSample(from a: Int, to b: Int) -> (sample: Int, normalisedError: Double)? {
        guard b - a > 1 else { return nil }
        let (easing, tame) = easing(from: a, to: b)
        guard tame else { return ((a + b) / 2, .infinity) }
        var worst: (sample: Int, normalisedError: Double) = (a + 1, 0)
        for k in a + 1 ..< b {
            let progress = easing.progress(at: (times[k] - times[a]) / (times[b] - times[a]))
            for c in samples.indices {
                let fitted = samples[c][a] + (samples[c][b] - samples[c][a]) * progress
                let error = abs(fitted - samples[c][k]) / tolerance[c]
                if error > worst.normalisedError { worst = (k, error) }
            }
        }
        return worst
    }
}

/// A max-heap of segments by their worst sample's error.
private struct SegmentHeap {
    struct Entry {
        var error: Double
        var sample: Int
        var start: Int
        var end: Int
    }

    private var entries: [Entry] = []

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].error > entries[parent].error else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Entry? {
        guard let top = entries.first else { return nil }
        let last = entries.removeLast()
        guard !entries.isEmpty else { return top }
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < entries.count, entries[left].error > entries[largest].error { largest = left }
            if right < entries.count, entries[right].error > entries[largest].error { largest = right }
            guard largest != parent else { return top }
            entries.swapAt(parent, largest)
            parent = largest
        }
    }
}
