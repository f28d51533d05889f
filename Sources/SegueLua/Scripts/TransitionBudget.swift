#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// The time one hook call of a transition may take: its host's hook budget, and no more
/// than what is left of the transition's total budget (``ScriptHost/transitionBudget``).
/// A hook stopped because the total ran out fails with a timeout error saying so; a hook
/// called with nothing left fails at once.
struct TransitionBudget {
    let host: ScriptHost
    /// Seconds the transition's hooks have used, this call included once it returns.
    private(set) var used: Double

    init(host: ScriptHost, used: Double) {
        self.host = host
        self.used = used
    }

    /// Runs `body` (one protected Lua call) under the budget and adds the time it took.
    mutating func run(_ state: LuaState, _ body: () throws -> Void) throws {
        let hook = host.hookBudget
        var seconds = hook
        var totalBinds = false
        if let total = host.transitionBudget {
            let left = total - used
            guard left > 0 else { throw exhausted(total) }
            if hook.map({ left < $0 }) ?? true {
                seconds = left
                totalBinds = true
            }
        }
        let start = Self.now()
        defer { used += max(0, Self.now() - start) }
        do {
            try state.withBudget(seconds) { try body() }
        } catch var error as LuaError where error.kind == .timeout && totalBinds {
            if let total = host.transitionBudget {
                error.message = "the transition's hooks ran past their total Lua time budget of \(format(total)) s (--transition-budget)"
            }
            throw error
        }
    }

    private func exhausted(_ total: Double) -> LuaError {
        LuaError(kind: .timeout,
                 rawMessage: "the transition's hooks used up their total Lua time budget of \(format(total)) s (--transition-budget)")
    }

    private func format(_ seconds: Double) -> String { decimalText(seconds, places: 3) }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
