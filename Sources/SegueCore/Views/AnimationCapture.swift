/// Where inside an animation a captured write plays: a window of the animation's progress
/// (`start` and `duration` as fractions of the whole, like UIKit's relative keyframe times)
/// with an optional curve of its own.
public struct AnimationSegment: Equatable, Sendable {
    /// Start of the window, 0…1.
    public var start: Double
    /// Length of the window, 0…1.
    public var duration: Double
    /// Curve applied inside the window; `nil` is linear.
    public var curve: TimingCurve?
    /// Cycles the window plays its motion in (Core Animation's `repeatCount`,
    /// `autoreverses`), each eased by ``curve``; `nil` plays it once.
    public var repetition: Repetition?

    /// Creates a window; values are clamped into 0…1 and the window into the animation.
    public init(start: Double, duration: Double, curve: TimingCurve? = nil, repetition: Repetition? = nil) {
        let s = min(max(start, 0), 1)
        self.start = s
        self.duration = min(max(duration, 0), 1 - s)
        self.curve = curve
        self.repetition = repetition
    }

    /// The whole animation.
    public static let whole = AnimationSegment(start: 0, duration: 1)

    /// The segment's local progress at the animation's progress `progress`.
    @inline(__always)
    public func localProgress(_ progress: Double) -> Double {
        if start == 0 && duration == 1 && curve == nil && repetition == nil { return progress }
        // A plain window that runs to the end follows the animation past it, as the whole
        // animation does: a spring's overshoot shows there too (a new target given mid-flight
        // overshoots it as the spring would).
        if progress > 1, curve == nil, repetition == nil, duration > 0, start + duration >= 1 - 1e-12 {
            return (progress - start) / duration
        }
        var local: Double
        if duration <= 0 {
            local = progress >= start ? 1 : 0
        } else {
            local = min(max((progress - start) / duration, 0), 1)
        }
        if let repetition { local = repetition.fraction(at: local) }
        return curve?.value(at: local) ?? local
    }
}

/// The writes made while an animation block ran: for each property written, the value it
/// had before the block and the value the block gave it, with the segment it plays in.
public final class AnimationCapture {
    /// One captured write.
    public struct Record: Sendable {
        /// Flat index in the ``ViewStore``.
        public var index: Int
        /// Value before the block wrote it.
        public var from: Double
        /// Value the block left.
        public var to: Double
        /// Where in the animation it plays.
        public var segment: AnimationSegment
    }

    /// The records, in the order properties were first written.
    public private(set) var records: [Record] = []
    let segment: AnimationSegment
    let parent: AnimationCapture?
    private var positions: [Int: Int] = [:]

    init(segment: AnimationSegment, parent: AnimationCapture?) {
        self.segment = segment
        self.parent = parent
    }

    func record(index: Int, from: Double, to: Double) {
        if let position = positions[index] {
            records[position].to = to
        } else {
            positions[index] = records.count
            records.append(Record(index: index, from: from, to: to, segment: segment))
        }
    }

    /// Takes a nested capture's records (keyframes inside an animation block). Each keeps its
    /// own segment, so the same property can be set in several keyframes.
    func absorb(_ child: AnimationCapture) {
        for record in child.records {
            records.append(record)
        }
        // Later writes in this block start from what the keyframes left.
        positions.removeAll(keepingCapacity: true)
    }
}
