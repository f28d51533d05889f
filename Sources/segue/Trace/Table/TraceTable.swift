import SegueCore

/// `segue run`'s table, for people (docs/trace.md): one row per frame with the time, the
/// progress and, for each view whose values change during the run, the properties that
/// change, then the outcome.
///
/// Which columns there are is known only once the run has ended, yet nothing here grows with
/// the number of frames. As frames are made (``record(_:progress:)``, the runner's frame
/// handler) the table keeps, per column — one per view id, in the order ids first appear,
/// found from the view's store slot without a scan — the values it first had, which of its
/// properties ever differ from them, and what it printed last; each frame goes to a
/// ``TableSpill`` as a compact record of what would print differently from the frame before
/// (views entering and leaving the tree, cells whose rounded value changed). At the end
/// (``write(outcome:)``) the records are read back, each frame's cells rebuilt from the one
/// before, and the rows written as bytes into one buffer, out in large writes.
///
/// Used by one thread, never re-entered: its arrays skip the dynamic exclusivity check.
final class TraceTable {
    /// What a spilled entry says about its column (the low 2 bits of its tag).
    enum Entry: UInt64 {
        /// The view was in the tree the frame before: a bit mask of the cells that print
        /// differently, then those cells.
        case changed = 0
        /// The view entered the tree: every cell.
        case entered = 1
        /// The view left the tree.
        case left = 2
    }

    /// A cell's spilled form for a value beyond ``FixedDecimal/scaled(_:digits:)``'s range:
    /// the raw double follows. Every other cell is its zigzagged scaled integer times 2.
    static let rawCell: UInt64 = 1
    static let stride = ViewProperty.count
    /// Decimals printed per property: 3 for alpha and effectIntensity, 1 for the rest.
    static let digits: [Int] = ViewProperty.allCases.map { $0 == .alpha || $0 == .effectIntensity ? 3 : 1 }

    /// The view ids of the columns, in the order they first appeared.
    private(set) var columnIDs: [String] = []
    private var columnByID: [String: Int] = [:]
    /// The column of each store slot seen so far; -1 for a slot not seen yet.
    @exclusivity(unchecked) private var columnBySlot: [Int] = []
    /// Per column, `stride` values: the values its view had when it first appeared.
    @exclusivity(unchecked) private var firstValues: [Double] = []
    /// Per column, `stride` cells: the cells its view printed when it first appeared.
    @exclusivity(unchecked) private var firstCells: [UInt64] = []
    /// Per column: bit p set when property p printed differently from its first cell in some
    /// frame — a change below the property's resolution (its printed decimals: ±1-ulp colour
    /// noise, say) does not make a column.
    @exclusivity(unchecked) private(set) var changedProperties: [UInt64] = []
    /// Per column, `stride` values: the values and cells of the last frame it was in.
    @exclusivity(unchecked) private var lastValues: [Double] = []
    @exclusivity(unchecked) private var lastCells: [UInt64] = []
    /// Per column: the number of the last frame its view was in the tree (-1: none yet).
    @exclusivity(unchecked) private var lastFrameIn: [Int] = []
    @exclusivity(unchecked) private var frameBytes: [UInt8] = []
    /// Frames recorded so far.
    @exclusivity(unchecked) private(set) var frameCount = 0
    /// ``stride`` and ``digits`` as instance constants: the static ones are reached through a
    /// lazy-initialisation check on every access.
    let propertyCount = TraceTable.stride
    let digitsByProperty = TraceTable.digits
    /// The clock time of the last frame recorded, 0 before the first.
    private(set) var lastTime = 0.0
    /// The clock time of the first frame recorded (not 0 when `--after` ran transitions first).
    private(set) var firstTime: Double?
    /// Where the frames wait for ``write(outcome:)``.
    let spill = TableSpill()

    init() {
        precondition(Self.stride <= 64, "a column's changed properties are a 64-bit mask")
        frameBytes.reserveCapacity(1 << 12)
    }

    /// Records `scene` as it stands, at `progress`: one row of the table.
    func record(_ scene: Scene, progress: Double) {
        frameCount += 1
        lastTime = scene.clock.now
        if firstTime == nil { firstTime = lastTime }
        frameBytes.removeAll(keepingCapacity: true)
        frameBytes.appendRaw(lastTime)
        frameBytes.appendRaw(progress)
        let store = scene.store
        if columnBySlot.count < store.views.count {
            columnBySlot.append(contentsOf: repeatElement(-1, count: store.views.count - columnBySlot.count))
        }
        store.values.withUnsafeBufferPointer { values in
            recordTree(scene.window, values: values)
        }
        let previous = frameCount - 1
        for column in 0..<lastFrameIn.count where lastFrameIn[column] == previous {
            frameBytes.appendVarint(UInt64(column) << 2 | Entry.left.rawValue)
        }
        spill.append(frame: frameBytes)
    }

    /// Records `view` and its subtree, depth first, back to front.
    private func recordTree(_ view: View, values: UnsafeBufferPointer<Double>) {
        recordView(view, values: values)
        for subview in view.subviews { recordTree(subview, values: values) }
    }

    private func recordView(_ view: View, values: UnsafeBufferPointer<Double>) {
        let stride = propertyCount
        let start = view.slot &* stride
        var column = columnBySlot[view.slot]
        var isNew = false
        if column < 0 {
            (column, isNew) = self.column(for: view.id, values: values, start: start)
            columnBySlot[view.slot] = column
        }
        let base = column &* stride
        var changed = changedProperties[column]
        defer { changedProperties[column] = changed }
        if lastFrameIn[column] == frameCount {
            // A second view with this id in this frame: the row shows the first one, but
            // this one's values choose columns too.
            for p in 0..<stride {
                let value = values[start &+ p]
                if Self.printsDifferently(value, Self.cell(value, digits: digitsByProperty[p]),
                                          from: firstValues[base &+ p], firstCells[base &+ p]) { changed |= 1 << p }
            }
            return
        }
        let entered = lastFrameIn[column] != frameCount &- 1
        lastFrameIn[column] = frameCount
        if entered {
            frameBytes.appendVarint(UInt64(column) << 2 | Entry.entered.rawValue)
            for p in 0..<stride {
                let value = values[start &+ p]
                let cell = Self.cell(value, digits: digitsByProperty[p])
                if !isNew, Self.printsDifferently(value, cell, from: firstValues[base &+ p], firstCells[base &+ p]) {
                    changed |= 1 << p
                }
                lastValues[base &+ p] = value
                lastCells[base &+ p] = cell
                appendCell(cell, value)
            }
            return
        }
        var differing: UInt64 = 0
        for p in 0..<stride {
            let value = values[start &+ p]
            // The same bits print the same; NaN is compared again, as it never equals.
            guard value.bitPattern != lastValues[base &+ p].bitPattern || value.isNaN else { continue }
            lastValues[base &+ p] = value
            let cell = Self.cell(value, digits: digitsByProperty[p])
            if Self.printsDifferently(value, cell, from: firstValues[base &+ p], firstCells[base &+ p]) { changed |= 1 << p }
            if cell != lastCells[base &+ p] || cell == Self.rawCell {
                lastCells[base &+ p] = cell
                differing |= 1 << p
            }
        }
        guard differing != 0 else { return }
        frameBytes.appendVarint(UInt64(column) << 2 | Entry.changed.rawValue)
        frameBytes.appendVarint(differing)
        var bits = differing
        while bits != 0 {
            let p = bits.trailingZeroBitCount
            bits &= bits &- 1
            appendCell(lastCells[base &+ p], lastValues[base &+ p])
        }
    }

    /// The column of the views with `id`, made (with `values` as its first values) when
    /// `id` is new.
    private func column(for id: String, values: UnsafeBufferPointer<Double>, start: Int) -> (Int, isNew: Bool) {
        if let column = columnByID[id] { return (column, false) }
        let column = columnIDs.count
        columnIDs.append(id)
        columnByID[id] = column
        let own = UnsafeBufferPointer(rebasing: values[start..<start + Self.stride])
        firstValues.append(contentsOf: own)
        for p in 0..<Self.stride { firstCells.append(Self.cell(own[p], digits: Self.digits[p])) }
        lastValues.append(contentsOf: own)
        lastCells.append(contentsOf: repeatElement(0, count: Self.stride))
        changedProperties.append(0)
        lastFrameIn.append(-1)
        return (column, true)
    }

    @inline(__always)
    private func appendCell(_ cell: UInt64, _ value: Double) {
        frameBytes.appendVarint(cell)
        if cell == Self.rawCell { frameBytes.appendRaw(value) }
    }

    /// Whether `value` (whose cell is `cell`) prints differently from `first` (whose cell is
    /// `firstCell`): another rounded value, or, beyond the cells' range, another value.
    @inline(__always)
    static func printsDifferently(_ value: Double, _ cell: UInt64, from first: Double, _ firstCell: UInt64) -> Bool {
        if cell == rawCell || firstCell == rawCell {
            return cell != firstCell || (value != first && !(value.isNaN && first.isNaN))
        }
        return cell != firstCell
    }

    /// The spilled form of `value` printed with `digits` decimals: its scaled integer,
    /// zigzagged and doubled (even), or ``rawCell`` when it is beyond the integers' range.
    @inline(__always)
    static func cell(_ value: Double, digits: Int) -> UInt64 {
        guard let scaled = FixedDecimal.scaled(value, digits: digits) else { return rawCell }
        // |scaled| < 10^15 < 2^50: the zigzag fits 51 bits and the doubling 52.
        let zigzag = UInt64(bitPattern: (scaled << 1) ^ (scaled >> 63))
        return zigzag << 1
    }

    /// The scaled integer of a cell that is not ``rawCell``.
    @inline(__always)
    static func scaled(ofCell cell: UInt64) -> Int64 {
        let zigzag = cell >> 1
        return Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
    }
}
