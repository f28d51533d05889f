import ArgumentParser
import SegueLua

/// The limit options every command that runs scripts shares (`run`, `repl`, `test`, `render`,
/// `preview`), turned into one ``ScriptLimits``.
public struct LimitOptions: ParsableArguments {
    /// No option given (ArgumentParser fills in what the command line says).
    public init() {}

    @Option(name: .customLong("hook-budget"), help: ArgumentHelp(
        "Seconds one hook (or the script's main chunk, or a REPL line) may run before it is stopped with a timeout error (default 2).",
        valueName: "seconds"))
    var hookBudget: Double?

    @Option(name: .customLong("transition-budget"), help: ArgumentHelp(
        "Seconds of Lua time all hooks of one transition may use together; past it the running hook is stopped with a timeout error (default 10).",
        valueName: "seconds"))
    var transitionBudget: Double?

    @Option(name: .customLong("memory-limit"), help: ArgumentHelp(
        "Megabytes a script's Lua state may hold, views it makes included; past it the allocation fails with a memory error (default 64, 256 for segue test).",
        valueName: "MB"))
    var memoryLimit: Double?

    @Option(name: .customLong("max-frames"), help: ArgumentHelp(
        "Frames one run, replayed gesture or recorded trace may produce; the run stops there with an error (default 100000).",
        valueName: "N"))
    var maxFrames: Int?

    /// The values given, as plain settings.
    public var settings: LimitSettings {
        LimitSettings(hookBudget: hookBudget, transitionBudget: transitionBudget, memoryLimit: memoryLimit, maxFrames: maxFrames)
    }

    /// `defaults` with the options given, each validated (a usage error otherwise).
    public func limits(defaults: ScriptLimits) throws -> ScriptLimits {
        try settings.limits(defaults: defaults)
    }
}
