import CLua
import SegueCore

/// A ``TransitionAnimation`` whose hooks are the Lua functions of a transition script.
/// Each transition gets its own `ctx` table, released when the transition completes; each
/// hook runs under the host's watchdog budget, and its errors are thrown as ``LuaError``s
/// carrying `file:line` and a traceback.
public final class ScriptedTransition: TransitionAnimation {
    public let duration: Double
    public let timing: TimingCurve
    let host: ScriptHost
    let hooks: [String: Int32]
    private var contextTables: [ObjectIdentifier: Int32] = [:]

    init(host: ScriptHost, duration: Double, timing: TimingCurve, hooks: [String: Int32]) {
        self.host = host
        self.duration = duration
        self.timing = timing
        self.hooks = hooks
    }

    public func addTo(_ context: TransitionContext) throws {
        try call("addTo", context)
    }

    public func prepare(_ context: TransitionContext) throws {
        try call("prepare", context)
    }

    public func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {
        host.currentAnimator = animator
        defer { host.currentAnimator = nil }
        try call("animation", context)
    }

    public func finalize(_ context: TransitionContext, completed: Bool) throws {
        try call("finalize", context, completed: completed)
    }

    /// Whether the script defines `hook`.
    public func defines(_ hook: String) -> Bool { hooks[hook] != nil }

    private func call(_ hook: String, _ context: TransitionContext, completed: Bool? = nil) throws {
        guard let function = hooks[hook] else { return }
        let state = host.state
        let base = state.top
        defer { state.top = base }
        state.push(reference: function)
        state.push(reference: table(for: context))
        ContextBinding.update(context, tableAt: -1, in: state)
        var arguments: Int32 = 1
        if let completed {
            state.push(completed)
            arguments += 1
        }
        let previous = host.currentContext
        host.currentContext = context
        defer { host.currentContext = previous }
        try state.withBudget(host.hookBudget) {
            try state.call(arguments: arguments, results: 0)
        }
    }

    private func table(for context: TransitionContext) -> Int32 {
        let key = ObjectIdentifier(context)
        if let existing = contextTables[key] { return existing }
        ContextBinding.push(context, duration: duration, in: host.state)
        let reference = host.state.reference()
        contextTables[key] = reference
        context.observe { [weak self] event in
            guard case .completed = event, let self else { return }
            if let reference = self.contextTables.removeValue(forKey: key) {
                self.host.state.release(reference: reference)
            }
        }
        return reference
    }
}
