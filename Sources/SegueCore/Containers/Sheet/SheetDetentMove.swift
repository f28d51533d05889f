/// One move of a sheet between heights — a change of detent, a drag, or a drag whose
/// dismissal is refused — as a function of its transition's progress. Until it is released
/// the height runs linearly from the ``origin`` detent's (progress 0) to ``targetHeight`` (1), so a
/// finger dragging it moves with it; a release that picks another resting detent bends the
/// rest of the way from where it stands to that detent (``retarget(progress:to:)``), so the
/// sheet neither jumps nor stops at a detent it passes.
public struct SheetDetentMove: Equatable, Sendable {
    /// The detent the sheet rested at when the move began.
    public var origin: ResolvedSheetDetent
    /// The height at progress 1 until released.
    public var targetHeight: Double
    /// The detent the sheet rests at when the move completes.
    public var destination: ResolvedSheetDetent
    /// The detents a release may pick, lowest first.
    public var candidates: [ResolvedSheetDetent]
    /// Whether the move is a refused dismissal (`isModalInPresentation`): it only ever
    /// springs back.
    public var isRefusedDismissal: Bool
    /// Where the last release took over: its progress and the height there.
    private var release: (progress: Double, height: Double)?

    public static func == (a: SheetDetentMove, b: SheetDetentMove) -> Bool {
        a.origin == b.origin && a.targetHeight == b.targetHeight && a.destination == b.destination
            && a.candidates == b.candidates && a.isRefusedDismissal == b.isRefusedDismissal
            && a.release?.progress == b.release?.progress && a.release?.height == b.release?.height
    }

    /// A move from `origin` towards `destination` (also its height at progress 1).
    public init(from origin: ResolvedSheetDetent, to destination: ResolvedSheetDetent, candidates: [ResolvedSheetDetent]) {
        self.origin = origin
        self.destination = destination
        self.targetHeight = destination.value
        self.candidates = candidates
        isRefusedDismissal = false
    }

    /// A drag down from `origin` whose dismissal is refused: it spans the whole way off
    /// screen at half the finger's pace (the sheet resists), and only ever rests at `origin`.
    public init(refusedDismissalFrom origin: ResolvedSheetDetent) {
        self.origin = origin
        self.destination = origin
        targetHeight = 0
        candidates = [origin]
        isRefusedDismissal = true
    }

    /// The points of finger travel the whole move spans (twice the height for a refused
    /// dismissal: the sheet moves at half the finger's pace).
    public var distance: Double {
        let span = abs(targetHeight - origin.value)
        return max(isRefusedDismissal ? 2 * span : span, 1)
    }

    /// +1 when the sheet grows as the move goes on, −1 when it shrinks.
    public var heightSign: Double { targetHeight >= origin.value ? 1 : -1 }

    /// The sheet's visible height at `progress`.
    public func height(at progress: Double) -> Double {
        guard let release else { return origin.value + progress * (targetHeight - origin.value) }
        let remaining = 1 - release.progress
        guard remaining > 1e-12 else { return destination.value }
        return release.height + (progress - release.progress) / remaining * (destination.value - release.height)
    }

    /// From `progress` on, the move ends at `detent`: the height runs from where it stands
    /// now to the detent as the progress runs to 1.
    public mutating func retarget(progress: Double, to detent: ResolvedSheetDetent) {
        let now = height(at: progress)
        release = (progress, now)
        destination = detent
    }

    /// Whether the move has a release that bent it.
    public var isRetargeted: Bool { release != nil }
}
