/// Start offsets for running the same animation over a list of views one after another
/// (GSAP's `stagger`), computed as GSAP's `distribute()` computes them, for every option the
/// two share (`each`, `amount`, `from`, `grid`, `axis`, `ease`):
///
/// - each view's distance from the origin is measured on its grid — columns from
///   ``grid``'s `columns` (a line is one row), rows by filling them in order — straight-line,
///   or along one ``axis``; a named origin sits at a fraction of the grid's extent measured
///   from its outer edge (`start` the top-left corner, `center` the middle, `end` the
///   bottom-right corner, the rows counted as `count / columns`), an index origin on that
///   view's cell;
/// - distances are normalised between the nearest and the farthest (so the nearest views
///   start at 0 and the farthest at the total), go through ``ease``, and are multiplied by
///   the total: ``amount``, or ``each`` times `count − 1` on a line (or when there are more
///   columns than views), times the larger of the columns and `count / columns` on a grid,
///   the columns alone along `x`, `count / columns` along `y`;
/// - `edges` starts at the edges: one minus the distance from the middle, normalised, through
///   the ease (GSAP's inverted ease on a negative total);
/// - `random` shuffles the distances from `start`.
///
/// Segue's extras, which GSAP does not have: `random` is shuffled by a seeded generator (the
/// same order for the same seed; GSAP uses `Math.random`), ``each`` defaults to 0.1, an
/// ``amount`` of 0 starts every view together (GSAP falls back to `each`), an index origin
/// is clamped into the list, and offsets are not rounded (GSAP rounds to 1e-7).
///
/// Promises: offsets lie in `0…total`; the nearest views start at 0 and the farthest at
/// `total`; views at equal distances start together.
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
        var nearest = Double.infinity, farthest = -Double.infinity
        for d in distances {
            nearest = min(nearest, d)
            farthest = max(farthest, d)
        }
        let spread = farthest - nearest
        let total = self.total(count: count)
        guard total > 0, total.isFinite else { return Array(repeating: 0, count: count) }
        return distances.map { distance in
            let share = spread > 0 ? (distance - nearest) / spread : 0
            if origin == .edges {
                return (ease?.value(at: 1 - share) ?? (1 - share)) * total
            }
            return (ease?.value(at: share) ?? share) * total
        }
    }

    /// The offset of the last view to start: ``amount``, or ``each`` times GSAP's count of
    /// steps for the layout.
    func total(count: Int) -> Double {
        if let amount { return amount }
        let n = Double(count)
        guard let columns = grid.map({ Double(max($0.columns, 1)) }), columns <= n else { return each * (n - 1) }
        switch axis {
        case .both: return each * max(columns, n / columns)
        case .x: return each * columns
        case .y: return each * (n / columns)
        }
    }

    /// How far each view is from the origin, in cells of its grid (a line is one row).
    func distances(count: Int) -> [Double] {
        let n = Double(count)
        // A line is a single row as long as the list.
        let columns = grid.map { max($0.columns, 1) } ?? count
        let width = Double(columns)
        let isGrid = grid != nil
        func fractionOrigin(_ fraction: Double) -> (x: Double, y: Double) {
            (min(width, n) * fraction - 0.5, isGrid ? n * fraction / width - 0.5 : 0)
        }
        let from: (x: Double, y: Double)
        switch origin {
        case .start, .random: from = fractionOrigin(0)
        case .end: from = fractionOrigin(1)
        case .center, .edges: from = fractionOrigin(0.5)
        case .index(let index):
            let i = min(max(index, 0), count - 1)
            from = (Double(i % columns), Double(i / columns))
        }
        var distances = (0..<count).map { index -> Double in
            let dx = Double(index % columns) - from.x
            let dy = from.y - Double(index / columns)
            switch axis {
            case .x: return abs(dx)
            case .y: return abs(dy)
            case .both: return (dx * dx + dy * dy).squareRoot()
            }
        }
        if case .random(let seed) = origin {
            var generator = SeededGenerator(seed: seed)
            distances.shuffle(using: &generator)
        }
        return distances
    }
}
