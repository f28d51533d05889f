import SegueCore
import SegueLua

/// The instants an image golden's frames show — each frame's time in the take and its
/// presented progress — kept beside its PNGs as `NAME.instants` (`NAME.animated.instants` for
/// an animated golden): a text file, so a pull request's diff shows when the take's instants
/// move (`2 0.25 0.5` → `2 0.5 0.5`) where a chunk inside the PNG would be hidden in binary.
///
/// The file: comment lines starting with `#`, then one line a frame, in order:
/// `K TIME PROGRESS` (K from 1, seconds and progress as plain decimals, six places at most).
///
/// Promises: ``text`` read back by ``init(text:path:)`` gives the same instants (to the
/// microsecond it writes); anything else — a frame out of order, a number that is not a finite
/// decimal, a missing field, more than ``limit`` frames — is an error naming the file and line.
struct ImageGoldenInstants: Sendable {
    /// Each frame's instant, frame 1 first.
    var moments: [ImageGoldenFiles.Moment]

    /// The most frames a file lists (`s:render` draws at most 64).
    static let limit = 10_000

    /// Decimal places of the times and progress written: a microsecond, finer than any frame.
    static let places = 6

    /// Two instants are one when their times are this close (what ``places`` keeps, rounded twice).
    static let sameTime = 1.5e-6

    /// The file of the instants of the golden `name` (`cube`, or `cube.animated`).
    static func file(_ name: String) -> String { "\(name).instants" }

    /// Instants of frames at `moments`; a frame without a time is at 0, without progress 0.
    init(_ moments: [ImageGoldenFiles.Moment]) {
        self.moments = moments.map { moment in
            ImageGoldenFiles.Moment(time: Self.rounded(moment.time ?? 0), progress: Self.rounded(moment.progress ?? 0))
        }
    }

    /// The instants written in `text` (the file at `path`, for errors).
    init(text: String, path: String) throws {
        var moments: [ImageGoldenFiles.Moment] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if fields.isEmpty || fields[0].hasPrefix("#") { continue }
            let place = "\(path):\(index + 1)"
            guard moments.count < Self.limit else { throw LuaScriptError("\(place): more than \(Self.limit) frames") }
            guard fields.count == 3, Int(fields[0]) == moments.count + 1 else {
                throw LuaScriptError("\(place): expected 'frame time progress' for frame \(moments.count + 1), got '\(line)'")
            }
            guard let time = Double(fields[1]), time.isFinite, time >= 0, let progress = Double(fields[2]), progress.isFinite else {
                throw LuaScriptError("\(place): the time and progress must be finite decimals (the time not negative), got '\(line)'")
            }
            moments.append(ImageGoldenFiles.Moment(time: time, progress: progress))
        }
        self.moments = moments
    }

    /// The file's text: a comment saying what the columns are, then a line a frame.
    func text(of name: String) -> String {
        var text = "# The instant each frame of the image golden \(name) shows: frame, seconds into the take, presented progress.\n"
        for (index, moment) in moments.enumerated() {
            text += "\(index + 1) \(decimalText(moment.time ?? 0, places: Self.places)) \(decimalText(moment.progress ?? 0, places: Self.places))\n"
        }
        return text
    }

    /// Whether `other` lists as many frames at the same times (progress is what the take did
    /// there, compared as pixels, not as instants).
    func sameInstants(as other: ImageGoldenInstants) -> Bool {
        moments.count == other.moments.count
            && zip(moments, other.moments).allSatisfy { abs(($0.time ?? 0) - ($1.time ?? 0)) <= Self.sameTime }
    }

    /// The times, for a message: `0, 0.25 and 0.5 s`.
    var timesText: String {
        let times = moments.map { decimalText($0.time ?? 0, places: 3) }
        guard let last = times.last else { return "no frames" }
        return (times.count == 1 ? last : times.dropLast().joined(separator: ", ") + " and " + last) + " s"
    }

    /// `value` as the file keeps it (``places`` decimals).
    private static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return Double(decimalText(value, places: places)) ?? value
    }
}
