import SegueCore

/// The time one hook call of a transition may take: its host's hook budget, and no more
/// than what is left of the transition's total budget (``ScriptHost/transitionBudget``).
/// A hook stopped because the total ran out fails with a timeout error saying so; a hook
/// called with nothing left fails at once.
struct TransitionBudget {
    /// Seconds one hook call may take (``ScriptHost/hookBudget``), nil for no bound.
    let hookBudget: Double?
    /// Seconds all the transition's hooks may take (``ScriptHost/transitionBudget``).
    let total: Double
    /// Seconds the transition's hooks have used, this call included once it returns.
    private(set) var used: Double

    init(hookBudget: Double?, total: Double, used: Double) {
        self.hookBudget = hookBudget
        self.total = total
        self.used = used
    }

    /// Runs `body` (one protected Lua call) under the budget and adds the time it took.
    mutating func run(_ state: LuaState, _ body: () throws -> Void) throws {
        var seconds = hookBudget
        var totalBinds = false
        let left = total - used
        guard left > 0 else { throw exhausted(total) }
        if hookBudget.map({ left < $0 }) ?? true {
            seconds = left
            totalBinds = true
        }
        let start = LuaState.monotonicSeconds()
        defer { used += max(0, LuaState.monotonicSeconds() - start) }
        do {
            try state.withBudget(seconds, from: start) { try body() }
        } catch var error as LuaError where error.kind == .timeout && totalBinds {
            error.message = "the transition's hooks ran past their total Lua time budget of \(format(total)) s (--transition-budget)"
            throw error
        }
    }

    private func exhausted(_ total: Double) -> LuaError {
        LuaError(kind: .timeout,
                 rawMessage: "the transition's hooks used up their total Lua time budget of \(format(total)) s (--transition-budget)")
    }

    private func format(_ seconds: Double) -> String { decimalText(seconds, places: 3) }
}
