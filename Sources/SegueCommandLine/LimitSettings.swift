import ArgumentParser
import SegueLua

/// The script limits a command line asked for, as plain values: each one `nil` when its option
/// was not given. ``LimitOptions`` reads them with ArgumentParser; `segue run`'s own reader of
/// its plain command lines makes them directly.
public struct LimitSettings: Equatable, Sendable {
    /// `--hook-budget`, seconds.
    public var hookBudget: Double?
    /// `--transition-budget`, seconds.
    public var transitionBudget: Double?
    /// `--memory-limit`, megabytes.
    public var memoryLimit: Double?
    /// `--max-frames`.
    public var maxFrames: Int?

    /// Settings with the given values (none given: every limit at its default).
    public init(hookBudget: Double? = nil, transitionBudget: Double? = nil, memoryLimit: Double? = nil, maxFrames: Int? = nil) {
        self.hookBudget = hookBudget
        self.transitionBudget = transitionBudget
        self.memoryLimit = memoryLimit
        self.maxFrames = maxFrames
    }

    /// `defaults` with the values given, each validated; a usage error (ArgumentParser's
    /// `ValidationError`, naming the option) otherwise.
    public func limits(defaults: ScriptLimits) throws -> ScriptLimits {
        do {
            return try ScriptLimits.validated(hookBudget: hookBudget, transitionBudget: transitionBudget,
                                              memoryMegabytes: memoryLimit, maxFrames: maxFrames, defaults: defaults)
        } catch let error as ScriptLimitError {
            throw ValidationError(error.message)
        }
    }
}
