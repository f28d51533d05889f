/// The numeric state of every view of one scene, laid out flat so that interpolation writes
/// straight into one buffer: view `slot`'s property `p` lives at `slot * ViewProperty.count + p`.
///
/// Writes made through ``View`` while an ``AnimationCapture`` is open are recorded as
/// animation targets instead of staying applied (see ``beginCapture(segment:)``).
public final class ViewStore {
    /// The values of every view, `ViewProperty.count` per view.
    ///
    /// Accessed on every frame and every property write, by one thread at a time and never
    /// overlapping its own accesses, so the dynamic exclusivity check is left out here
    /// (instead of an unsafe compiler flag on the whole module).
    @exclusivity(unchecked) public internal(set) var values: [Double] = []
    /// The views, by slot.
    public private(set) var views: [View] = []
    /// Captures open on this store, innermost last.
    @exclusivity(unchecked) var captures: [AnimationCapture] = []
    /// Bytes whoever made views here counted against a budget for them (a script host charges
    /// the views a script makes to the script's memory cap), to give back when it lets the
    /// store go: the views of a store live as long as the store.
    public var chargedBytes = 0
    /// The slots of the views made with each id, oldest first (usually one).
    private var slotsByID: [String: [Int]] = [:]

    /// Creates an empty store.
    public init() {}

    /// Creates a view in this store with its properties at their defaults.
    public func makeView(id: String, frame: Rect = .zero) -> View {
        let slot = views.count
        values.append(contentsOf: ViewProperty.defaultValues)
        let view = View(id: id, store: self, slot: slot)
        views.append(view)
        slotsByID[id, default: []].append(slot)
        view.frame = frame
        return view
    }

    /// The first view made with `id`, found without a scan.
    public func firstView(id: String) -> View? {
        slotsByID[id]?.first.map { views[$0] }
    }

    /// Every view made with `id`, oldest first, found without a scan.
    public func views(withID id: String) -> [View] {
        slotsByID[id]?.map { views[$0] } ?? []
    }

    /// The flat index of `property` of the view in `slot`.
    @inline(__always)
    public func index(slot: Int, property: ViewProperty) -> Int {
        slot &* ViewProperty.count &+ property.rawValue
    }

    /// Reads a value.
    @inline(__always)
    public func value(at index: Int) -> Double { values[index] }

    /// Writes a value; recorded by the innermost open capture, if any.
    @inline(__always)
    public func setValue(_ value: Double, at index: Int) {
        if let capture = captures.last {
            capture.record(index: index, from: values[index], to: value)
        }
        values[index] = value
    }

    /// Opens a capture: until ``endCapture(_:)``, writes are recorded as from→to pairs.
    public func beginCapture(segment: AnimationSegment = .whole) -> AnimationCapture {
        let capture = AnimationCapture(segment: segment, parent: captures.last)
        captures.append(capture)
        return capture
    }

    /// Closes `capture`: the values written during it are put back to their start values
    /// (animations take them from there) and its records are handed to its parent, if any.
    public func endCapture(_ capture: AnimationCapture) {
        precondition(captures.last === capture, "captures must be closed innermost first")
        captures.removeLast()
        if let parent = capture.parent {
            parent.absorb(capture)
        } else {
            for record in capture.records.reversed() {
                values[record.index] = record.from
            }
        }
    }

    /// Runs `body` with writes applied at once even inside an animation block (for views
    /// the engine creates mid-animation, such as snapshots).
    public func withoutCapture<T>(_ body: () throws -> T) rethrows -> T {
        let saved = captures
        captures = []
        defer { captures = saved }
        return try body()
    }

    /// A copy of every value, to put back with `restore(_:)`.
    public func snapshotValues() -> [Double] { values }

    /// Puts back values taken by ``snapshotValues()``; views made since keep theirs.
    public func restore(_ saved: [Double]) {
        values.withUnsafeMutableBufferPointer { buffer in
            for i in 0..<min(saved.count, buffer.count) { buffer[i] = saved[i] }
        }
    }
}
