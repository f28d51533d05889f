import SegueCore

/// The limits a script runs under, carried as one value from the command line to the host,
/// the spec runner and the REPL. Every field has a default, a command-line option and a
/// documented effect when reached (docs/lua-api.md, "Limits").
public struct ScriptLimits: Sendable, Equatable {
    /// Seconds one hook (or a script's main chunk, or a REPL line) may run before the
    /// watchdog stops it with a timeout error. `--hook-budget`.
    public var hookBudget: Double
    /// Seconds of Lua time all the hooks of one transition may use together; past it the
    /// hook running is stopped with a timeout error. `--transition-budget`.
    public var transitionBudget: Double
    /// Bytes the script's Lua state may hold, host allocations made for it (views it makes,
    /// frames recorded for it) included. `--memory-limit` (in MB).
    public var memoryLimit: Int
    /// Frames one run, replayed gesture or recorded trace may produce. `--max-frames`.
    public var maxFrames: Int

    /// Creates limits; values are taken as given (validate user input with ``validated(hookBudget:transitionBudget:memoryMegabytes:maxFrames:defaults:)``).
    public init(hookBudget: Double, transitionBudget: Double, memoryLimit: Int, maxFrames: Int) {
        self.hookBudget = hookBudget
        self.transitionBudget = transitionBudget
        self.memoryLimit = memoryLimit
        self.maxFrames = maxFrames
    }

    /// The defaults of `segue run` and `segue repl`: 2 s a hook, 10 s a transition, 64 MB,
    /// 100,000 frames.
    public static let scripts = ScriptLimits(hookBudget: 2, transitionBudget: 10, memoryLimit: 64 << 20,
                                             maxFrames: 100_000)
    /// The defaults of `segue test`: as ``scripts``, with 256 MB for a spec's state (it
    /// holds the spec and every transition it loads).
    public static let specs = ScriptLimits(hookBudget: 2, transitionBudget: 10, memoryLimit: 256 << 20,
                                           maxFrames: 100_000)

    /// The accepted ranges, for validation and help texts.
    public static let secondsRange: ClosedRange<Double> = 0.001...86_400
    public static let megabytesRange: ClosedRange<Double> = 1...65_536
    public static let framesRange: ClosedRange<Int> = 1...10_000_000

    /// `defaults` with the values given replaced, each checked: seconds finite and in
    /// ``secondsRange``, megabytes finite and in ``megabytesRange``, frames in
    /// ``framesRange``. Throws a ``ScriptLimitError`` naming the option otherwise.
    public static func validated(hookBudget: Double? = nil, transitionBudget: Double? = nil,
                                 memoryMegabytes: Double? = nil, maxFrames: Int? = nil,
                                 defaults: ScriptLimits) throws -> ScriptLimits {
        var limits = defaults
        if let hookBudget { limits.hookBudget = try seconds(hookBudget, option: "--hook-budget") }
        if let transitionBudget { limits.transitionBudget = try seconds(transitionBudget, option: "--transition-budget") }
        if let memoryMegabytes {
            guard memoryMegabytes.isFinite, megabytesRange.contains(memoryMegabytes) else {
                throw ScriptLimitError("--memory-limit must be a number of MB in \(describe(megabytesRange)), got \(memoryMegabytes)")
            }
            limits.memoryLimit = Int((memoryMegabytes * 1_048_576).rounded())
        }
        if let maxFrames {
            guard framesRange.contains(maxFrames) else {
                throw ScriptLimitError("--max-frames must be a whole number in \(framesRange.lowerBound)…\(framesRange.upperBound), got \(maxFrames)")
            }
            limits.maxFrames = maxFrames
        }
        return limits
    }

    private static func seconds(_ value: Double, option: String) throws -> Double {
        guard value.isFinite, secondsRange.contains(value) else {
            throw ScriptLimitError("\(option) must be a number of seconds in \(describe(secondsRange)), got \(value)")
        }
        return value
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        "\(decimalText(range.lowerBound, places: 3))…\(decimalText(range.upperBound, places: 3))"
    }
}

/// A limit given out of range.
public struct ScriptLimitError: Error, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
