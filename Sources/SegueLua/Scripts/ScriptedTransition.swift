import CLua
import SegueCore

/// A `TransitionAnimation` whose hooks are the Lua functions of a transition script.
/// Each transition gets its own `ctx` table, released when the transition completes; each
/// hook runs under the host's watchdog budget, and its errors are thrown as ``LuaError``s
/// carrying `file:line` and a traceback.
///
/// Ownership: the script's ``TransitionScript`` owns its host and this transition; the host
/// owns the scenes built for it, whose containers own the animator that calls this
/// transition. The reference back to the host is therefore weak (a strong one closed the
/// cycle host → scene → container → animator → transition → host, so no host, Lua state or
/// scene was ever freed). Once the host is gone a hook throws instead of running.
public final class ScriptedTransition: TransitionAnimation {
    public let duration: Double
    public let timing: TimingCurve
    /// How the script's keyframes fill the time between them (`calculationMode`).
    public let keyframeCalculationMode: KeyframeCalculationMode
    @exclusivity(unchecked) private(set) weak var host: ScriptHost?
    let hooks: [String: Int32]
    private let addToHook, prepareHook, animationHook, finalizeHook, interactionEndedHook, updateHook: Int32?
    /// Receives errors of hooks the engine does not call itself (`interactionEnded`), with
    /// the transition they belong to; a stage ends that transition as a failed one.
    public var onHookError: ((Error, String, TransitionContext) -> Void)?

    /// A transition's ctx table and the flags last written into it; one object per
    /// transition, shared by the table of them and the last-used shortcut, so a hook call
    /// updates its account in place without a lookup.
    private final class ContextTable {
        let reference: Int32
        var isInteractive: Bool
        var isCancelled: Bool
        var completionVelocity: Double
        /// Lua seconds the transition's hooks have used so far (its total budget's account).
        var spentSeconds: Double = 0

        init(reference: Int32, isInteractive: Bool, isCancelled: Bool, completionVelocity: Double) {
            self.reference = reference
            self.isInteractive = isInteractive
            self.isCancelled = isCancelled
            self.completionVelocity = completionVelocity
        }

        func matches(_ context: TransitionContext) -> Bool {
            isInteractive == context.isInteractive && isCancelled == context.transitionWasCancelled
                && completionVelocity == context.completionVelocity
        }
    }
    @exclusivity(unchecked) private var contextTables: [ObjectIdentifier: ContextTable] = [:]

    init(host: ScriptHost, duration: Double, timing: TimingCurve, calculationMode: KeyframeCalculationMode = .linear,
         hooks: [String: Int32]) {
        keyframeCalculationMode = calculationMode
        self.host = host
        // UIKit's transitionDuration is how long the animation takes: a spring with its own
        // physics takes its settling time, whatever `duration` says (ctx.duration too).
        self.duration = timing.ownDuration ?? duration
        self.timing = timing
        self.hooks = hooks
        addToHook = hooks["addTo"]
        prepareHook = hooks["prepare"]
        animationHook = hooks["animation"]
        finalizeHook = hooks["finalize"]
        interactionEndedHook = hooks["interactionEnded"]
        updateHook = hooks["update"]
    }

    public func addTo(_ context: TransitionContext) throws {
        try call(addToHook, context)
    }

    public func prepare(_ context: TransitionContext) throws {
        try call(prepareHook, context)
    }

    public func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {
        let host = try liveHost()
        host.currentAnimator = animator
        host.runningAnimators[ObjectIdentifier(context)] = animator
        host.matchedFlights = []
        defer {
            host.currentAnimator = nil
            host.matchedFlights = []
        }
        try call(animationHook, context)
        // A matched view animated after ctx:matchViews: hidden while its copy flies, that
        // animation would never be seen; the error points at the ctx:matchViews call.
        for (flight, position) in host.matchedFlights {
            do throws(MatchedViewError) { try flight.checkOriginalsUnanimated() } catch {
                throw LuaError(kind: .runtime, rawMessage: position + "ctx:matchViews: \(error.description)")
            }
        }
    }

    public func finalize(_ context: TransitionContext, completed: Bool) throws {
        try call(finalizeHook, context, completed: completed)
    }

    public var updatesEveryFrame: Bool { updateHook != nil }

    public func update(_ context: TransitionContext, progress: Double) throws {
        try call(updateHook, context, progress: progress)
    }

    /// Whether the script defines `hook`.
    public func defines(_ hook: String) -> Bool { hooks[hook] != nil }

    /// Runs one hook for `context` outside the transition's own sequence (for the REPL's
    /// `onReload` and for benchmarks); does nothing when the script does not define it.
    /// Without a context the hook is called with `nil`.
    public func invoke(_ hook: String, for context: TransitionContext?) throws {
        if let context { return try call(hooks[hook], context) }
        guard let function = hooks[hook] else { return }
        let host = try liveHost()
        let state = host.state
        state.push(reference: function)
        state.pushNil()
        try state.withBudget(host.hookBudget) {
            try state.call(arguments: 1, results: 0)
        }
    }

    private func call(_ hook: Int32?, _ context: TransitionContext, completed: Bool? = nil, progress: Double? = nil) throws {
        guard let function = hook else { return }
        let host = try liveHost()
        let state = host.state
        // A protected call leaves the stack balanced, results or error alike.
        state.push(reference: function)
        let table = pushTable(for: context, in: host)
        var arguments: Int32 = 1
        if let completed {
            state.push(completed)
            arguments += 1
        }
        if let progress {
            state.push(progress)
            arguments += 1
        }
        let previous = host.currentContext
        host.currentContext = context
        defer { host.currentContext = previous }
        guard host.transitionBudget != nil else {
            // No total to keep: the hook budget alone, without the bookkeeping.
            return try state.withBudget(host.hookBudget) { try state.call(arguments: arguments, results: 0) }
        }
        // The time the transition's hooks have used lives with its ctx table (made by
        // pushTable above, dropped when the transition completes).
        var budget = TransitionBudget(host: host, used: table.spentSeconds)
        defer { table.spentSeconds = budget.used }
        try budget.run(state) {
            try state.call(arguments: arguments, results: 0)
        }
    }

    /// The host, or an error when it was freed (a scene kept after its script was dropped).
    private func liveHost() throws -> ScriptHost {
        guard let host else {
            throw LuaError(kind: .other, rawMessage: "the transition's script was unloaded; its hooks cannot run")
        }
        return host
    }

    /// Releases the hooks' and the ctx tables' registry references, so a host that runs many
    /// scripts (a spec's) does not keep each dropped script's functions.
    deinit {
        guard let host else { return }
        for reference in hooks.values { host.state.release(reference: reference) }
        for table in contextTables.values { host.state.release(reference: table.reference) }
        for key in contextTables.keys { host.runningAnimators[key] = nil }
    }


    /// Pushes the ctx table of `context`, made on first use, with its flags brought up to
    /// date (written only when they changed, so a hook call stays cheap); returns its record.
    @discardableResult
    private func pushTable(for context: TransitionContext, in host: ScriptHost) -> ContextTable {
        let state = host.state
        let key = ObjectIdentifier(context)
        if key == lastKey, let table = lastTable, table.matches(context) {
            state.push(reference: table.reference)
            return table
        }
        guard let table = contextTables[key] else {
            ContextBinding.push(context, duration: duration, in: state)
            state.pushValue(at: -1)
            let table = ContextTable(reference: state.reference(), isInteractive: context.isInteractive,
                                     isCancelled: context.transitionWasCancelled,
                                     completionVelocity: context.completionVelocity)
            contextTables[key] = table
            lastKey = key
            lastTable = table
            context.observe { [weak self, unowned context] event in
                guard let self else { return }
                switch event {
                case .finishing, .cancelling:
                    // The gesture let go: the script hears of it (UIKit's
                    // notifyWhenInteractionChanges), with ctx.isCancelled already decided;
                    // not when a failed hook is what cancels it.
                    guard !context.hookFailed else { return }
                    do { try self.call(self.interactionEndedHook, context) } catch {
                        self.onHookError?(error, "interactionEnded", context)
                    }
                case .completed:
                    if let table = self.contextTables.removeValue(forKey: key) {
                        self.host?.state.release(reference: table.reference)
                    }
                    self.host?.runningAnimators[key] = nil
                    if self.lastKey == key {
                        self.lastKey = nil
                        self.lastTable = nil
                    }
                case .updated, .paused:
                    break
                }
            }
            return table
        }
        state.push(reference: table.reference)
        if !table.matches(context) {
            ContextBinding.update(context, tableAt: -1, in: state)
            table.isInteractive = context.isInteractive
            table.isCancelled = context.transitionWasCancelled
            table.completionVelocity = context.completionVelocity
        }
        lastKey = key
        lastTable = table
        return table
    }

    /// The last ctx table pushed, so consecutive hooks of one transition skip the lookup.
    @exclusivity(unchecked) private var lastKey: ObjectIdentifier?
    @exclusivity(unchecked) private var lastTable: ContextTable?
}
