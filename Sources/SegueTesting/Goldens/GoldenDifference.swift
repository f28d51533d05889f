/// How a recorded trace differs from its golden beyond the tolerance: the words a failure
/// says, and what a report charts — which frames and columns differ, where each column first
/// differs, and the largest difference in each unit.
///
/// Columns are counted as a trace's rows hold them: 0 is `t`, 1 the progress, then
/// `GoldenTrace.columns` from 2.
public struct GoldenDifference: Sendable {
    /// A largest difference: its size, and the column and frame where it is.
    public struct Extreme: Sendable {
        public var difference: Double
        public var column: Int
        public var frame: Int
        /// The difference in units in the last place of the larger of the two values.
        public var ulps: Double = 0
    }

    /// The most units in the last place two values may be apart and differ only by
    /// rounding: below the resolution of a double at their size, no difference a summary
    /// or a chart reports (an exact golden still fails on it, and its first value is named).
    public static let roundingUlps = 4.0

    /// The difference in words (the first differing value, then the counts).
    public var words: String
    /// The frame and column of the first differing value; nil when the views or the frame
    /// counts differ and no value does.
    public var firstFrame: Int?
    public var firstColumn: Int?
    /// How many frames both traces have, and how many of them differ.
    public var frames = 0
    public var differingFrames = 0
    /// The differing columns, in order, and the number of columns in all (`t` and progress included).
    public var differingColumns: [Int] = []
    public var columnCount = 0
    /// The first frame at which each differing column differs.
    public var firstFrames: [Int: Int] = [:]
    /// The largest difference in each unit (`""`: a column of no unit), among those beyond
    /// rounding (more than ``roundingUlps`` apart).
    public var largest: [String: Extreme] = [:]
    /// The largest difference in each unit none of whose differences is beyond rounding: the
    /// units that differ only in the last bits, kept apart so a summary does not call 1.1e-16
    /// a largest difference.
    public var roundingOnly: [String: Extreme] = [:]

    /// A difference said in `words` alone.
    public init(words: String) {
        self.words = words
    }
}
