/// Start offsets for running the same animation over a list of views one after another
/// (GSAP's `stagger`): each view's distance from an origin — in the list, or on a grid —
/// turned into a start time, eased.
///
/// Promises: offsets lie in `0…total`, where `total` is ``amount``, or ``each`` times the
/// largest distance; the view at the origin starts at 0 and the farthest at `total`; views at
/// equal distances start together; a seeded random order is the same for the same seed.
public struct Stagger: Equatable, Sendable {
    /// Where the wave starts.
    public enum Origin: Equatable, Sendable {
        /// The first view (`"start"`), the last (`"end"`), the middle (`"center"`), both ends
        /// at once (`"edges"`), the view at a 0-based index, or a shuffled order.
        case start, end, center, edges, index(Int), random(seed: UInt64)
    }

    /// Which distances count on a grid: both axes (straight-line distance), or one.
    public enum Axis: Equatable, Sendable { case both, x, y }

    /// Time between two neighbours' starts, as a fraction of the animation (used when
    /// ``amount`` is nil).
    public var each: Double
    /// Time between the first start and the last, split among all (overrides ``each``).
    public var amount: Double?
    public var origin: Origin
    /// Rows and columns when the views form a grid (row by row), nil for a line.
    public var grid: (rows: Int, columns: Int)?
    public var axis: Axis
    /// The curve distances go through before becoming offsets (linear when nil).
    public var ease: TimingCurve?

    /// A stagger of `each` between neighbours from `origin`.
    public init(each: Double = 0.1, amount: Double? = nil, origin: Origin = .start,
                grid: (rows: Int, columns: Int)? = nil, axis: Axis = .both, ease: TimingCurve? = nil) {
        self.each = each
        self.amount = amount
        self.origin = origin
        self.grid = grid
        self.axis = axis
        self.ease = ease
    }

    public static func == (a: Stagger, b: Stagger) -> Bool {
        a.each == b.each && a.amount == b.amount && a.origin == b.origin && a.axis == b.axis && a.ease == b.ease
            && a.grid?.rows == b.grid?.rows && a.grid?.columns == b.grid?.columns
    }

    /// The start offset of each of `count` views, in list order.
    public func offsets(count: Int) -> [Double] {
        guard count > 0 else { return [] }
        let distances = self.distances(count: count)
        let largest = distances.max() ?? 0
        let total = amount ?? each * largest
        guard largest > 0, total > 0 else { return Array(repeating: 0, count: count) }
        return distances.map { distance in
            let share = distance / largest
            return (ease?.value(at: share) ?? share) * total
        }
    }

    /// How far each view is from the origin: in list positions, or grid cells.
    func distances(count: Int) -> [Double] {
        if case .random(let seed) = origin {
            var generator = SeededGenerator(seed: seed)
            var order = Array(0..<count)
            order.shuffle(using: &generator)
            var distances = [Double](repeating: 0, count: count)
            for (rank, index) in order.enumerated() { distances[index] = Double(rank) }
            return distances
        }
        let columns = max(grid?.columns ?? count, 1)
        let rows = max(grid?.rows ?? 1, (count + columns - 1) / columns)
        func place(_ index: Int) -> (row: Double, column: Double) {
            (Double(index / columns), Double(index % columns))
        }
        let last = (row: Double(rows - 1), column: Double(columns - 1))
        let from: (row: Double, column: Double)
        switch origin {
        case .start: from = (0, 0)
        case .end: from = grid == nil ? place(count - 1) : last
        case .center: from = grid == nil ? (0, Double(count - 1) / 2) : (last.row / 2, last.column / 2)
        case .index(let index): from = place(min(max(index, 0), count - 1))
        case .edges, .random: from = (0, 0)
        }
        return (0..<count).map { index in
            let at = place(index)
            if origin == .edges {
                let edgeColumn = min(at.column, (grid == nil ? Double(count - 1) : last.column) - at.column)
                let edgeRow = grid == nil ? 0 : min(at.row, last.row - at.row)
                switch axis {
                case .x: return edgeColumn
                case .y: return edgeRow
                case .both: return grid == nil ? edgeColumn : min(edgeRow, edgeColumn)
                }
            }
            let dx = abs(at.column - from.column), dy = abs(at.row - from.row)
            switch axis {
            case .x: return dx
            case .y: return dy
            case .both: return (dx * dx + dy * dy).squareRoot()
            }
        }
    }
}
