import CLua
import SegueCore

/// A `TransitionAnimation` whose hooks are the Lua functions of a transition script.
/// Each transition gets its own `ctx` table, released when the transition completes; each
/// hook runs under the host's watchdog budget, and its errors are thrown as ``LuaError``s
/// carrying `file:line` and a traceback.
///
/// Ownership: the script's ``TransitionScript`` owns its host and this transition; the host
/// owns the scenes built for it, whose containers own the animator that calls this
/// transition. The reference back to the host is therefore not a strong one (that closed the
/// cycle host → scene → container → animator → transition → host, so no host, Lua state or
/// scene was ever freed): it is unretained, used only while the host's
/// `ScriptHostLifetime` says it exists. Once the host is gone a hook throws instead of
/// running.
public final class ScriptedTransition: TransitionAnimation {
    public let duration: Double
    public let timing: TimingCurve
    /// How the script's keyframes fill the time between them (`calculationMode`).
    public let keyframeCalculationMode: KeyframeCalculationMode
    /// The host, not retained: used only while ``hostLifetime`` has not ended.
    private let unretainedHost: Unmanaged<ScriptHost>
    private let hostLifetime: ScriptHostLifetime
    /// The host, nil once it was freed.
    var host: ScriptHost? { hostLifetime.hasEnded ? nil : unretainedHost.takeUnretainedValue() }
    let hooks: [String: Int32]
    private let addToHook, prepareHook, animationHook, finalizeHook, interactionEndedHook, updateHook: Int32?
    /// The transition's `zoom`, if it declares one.
    let zoom: ScriptedZoom?
    /// The zoom's source view of each running transition, asked as it begins.
    @exclusivity(unchecked) var zoomSources: [ObjectIdentifier: View] = [:]
    /// The zoom of each running transition, from its animation hook on.
    @exclusivity(unchecked) var zoomFlights: [ObjectIdentifier: ZoomFlight] = [:]
    /// Receives errors of hooks the engine does not call itself (`interactionEnded`), with
    /// the transition they belong to; a stage ends that transition as a failed one.
    public var onHookError: ((Error, String, TransitionContext) -> Void)?

    /// A transition's ctx table and the flags last written into it; one object per
    /// transition, shared by the table of them and the last-used shortcut, so a hook call
    /// updates its account in place without a lookup.
    final class ContextTable {
        let reference: Int32
        /// The flags last written into the table.
        @exclusivity(unchecked) var written: InteractionState
        /// Lua seconds the transition's hooks have used so far (its total budget's account).
        @exclusivity(unchecked) var spentSeconds: Double = 0

        init(reference: Int32, written: InteractionState) {
            self.reference = reference
            self.written = written
        }
    }
    @exclusivity(unchecked) private var contextTables: [ObjectIdentifier: ContextTable] = [:]

    init(host: ScriptHost, duration: Double, timing: TimingCurve, calculationMode: KeyframeCalculationMode = .linear,
         hooks: [String: Int32], zoom: ScriptedZoom? = nil) {
        self.zoom = zoom
        keyframeCalculationMode = calculationMode
        unretainedHost = Unmanaged.passUnretained(host)
        hostLifetime = host.lifetime
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
        if zoom != nil { try askZoomSource(for: context) }
        try call(addToHook, context)
        if zoom != nil { placeZoomedView(for: context) }
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
        if zoom != nil { try beginZoom(for: context) }
    }

    public func finalize(_ context: TransitionContext, completed: Bool) throws {
        try call(finalizeHook, context, completed: completed)
    }

    public var updatesEveryFrame: Bool { updateHook != nil || zoom != nil }

    public func update(_ context: TransitionContext, progress: Double) throws {
        if let flight = zoomFlights[ObjectIdentifier(context)] {
            flight.update(progress: progress, touch: context.touch, container: context.containerView,
                          cancelled: context.transitionWasCancelled)
        }
        try call(updateHook, context, progress: progress)
    }

    /// Whether the script defines `hook`.
    public func defines(_ hook: String) -> Bool { hooks[hook] != nil }

    /// Runs one hook for `context` outside the transition's own sequence (for the REPL's
    /// and the player's `onReload`, and for benchmarks); does nothing when the script does
    /// not define it. Without a context the hook is called with `nil`. Its error is thrown;
    /// when it failed for a transition still running, that transition is first ended as
    /// after any hook's failure (through ``onHookError``, which the stage hears of too).
    public func invoke(_ hook: String, for context: TransitionContext?) throws {
        if let context {
            do {
                return try call(hooks[hook], context)
            } catch {
                if !context.isCompleted, !context.hookFailed { onHookError?(error, hook, context) }
                throw error
            }
        }
        guard let function = hooks[hook] else { return }
        let host = try liveHost()
        let state = host.state
        state.push(reference: function)
        state.pushNil()
        try state.withBudget(host.hookBudget) {
            try state.call(arguments: 1, results: 0)
        }
    }

    /// Calls `hook` with the ctx table of `context` (and `completed` or `progress`), leaving
    /// `results` results on the stack.
    func call(_ hook: Int32?, _ context: TransitionContext, completed: Bool? = nil, progress: Double? = nil,
              results: Int32 = 0) throws {
        guard let function = hook else { return }
        guard !hostLifetime.hasEnded else { throw Self.hostUnloaded }
        // Borrowed, not retained: the host is alive (checked above) and owns this transition.
        try unretainedHost._withUnsafeGuaranteedRef { host in
            try call(function, context, completed: completed, progress: progress, results: results, in: host)
        }
    }

    private func call(_ function: Int32, _ context: TransitionContext, completed: Bool?, progress: Double?,
                      results: Int32, in host: ScriptHost) throws {
        let state = host.state
        // A protected call leaves the stack balanced, results or error alike; the message
        // handler goes first so that the call moves no stack slot.
        let base = state.top
        state.pushMessageHandler()
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
        let previous = host.runningContext
        host.runningContext = Unmanaged.passUnretained(context)
        defer { host.runningContext = previous }
        guard let total = host.transitionBudget else {
            // No total to keep: the hook budget alone, without the bookkeeping.
            return try state.withBudget(host.hookBudget) { try state.callHandled(arguments: arguments, results: results) }
        }
        // The time the transition's hooks have used lives with its ctx table (made by
        // pushTable above, dropped when the transition completes).
        var budget = TransitionBudget(hookBudget: host.hookBudget, total: total, used: table.spentSeconds)
        defer { table.spentSeconds = budget.used }
        do {
            try budget.run(state) {
                try state.callHandled(arguments: arguments, results: results)
            }
        } catch {
            // A budget used up refuses the call before it is made: what was pushed for it goes.
            state.top = base
            throw error
        }
    }

    private static var hostUnloaded: LuaError {
        LuaError(kind: .other, rawMessage: "the transition's script was unloaded; its hooks cannot run")
    }

    /// The host, or an error when it was freed (a scene kept after its script was dropped).
    func liveHost() throws -> ScriptHost {
        guard let host else { throw Self.hostUnloaded }
        return host
    }

    /// Releases the hooks' and the ctx tables' registry references, so a host that runs many
    /// scripts (a spec's) does not keep each dropped script's functions.
    deinit {
        guard let host else { return }
        for reference in hooks.values { host.state.release(reference: reference) }
        for reference in zoom?.references ?? [] { host.state.release(reference: reference) }
        for table in contextTables.values { host.state.release(reference: table.reference) }
        for key in contextTables.keys { host.runningAnimators[key] = nil }
    }


    /// Lets go of the ctx tables of the transitions still running (and their animators'
    /// entries in the host), for a stage nobody can drive any more (a spec dropped it
    /// mid-transition). A running transition's ctx table is held through the registry and
    /// holds views of its scene, which keep the scene from being pruned — and the scene keeps
    /// this object, so without this each stage dropped mid-transition stayed for good.
    public func releaseRunningContexts() {
        guard let host else { return }
        for table in contextTables.values { host.state.release(reference: table.reference) }
        for key in contextTables.keys {
            host.runningAnimators[key] = nil
            zoomSources[key] = nil
            zoomFlights[key] = nil
        }
        contextTables = [:]
        lastKey = nil
        lastTable = nil
    }

    /// Pushes the ctx table of `context`, made on first use, with its flags brought up to
    /// date (written only when they changed, so a hook call stays cheap); returns its record.
    @discardableResult
    func pushTable(for context: TransitionContext, in host: ScriptHost) -> ContextTable {
        let state = host.state
        let key = ObjectIdentifier(context)
        let now = context.interactionState
        if key == lastKey, let table = lastTable, table.written == now {
            state.push(reference: table.reference)
            return table
        }
        guard let table = contextTables[key] else {
            ContextBinding.push(context, duration: duration, in: state)
            state.pushValue(at: -1)
            let table = ContextTable(reference: state.reference(), written: now)
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
                    self.zoomSources[key] = nil
                    self.zoomFlights[key] = nil
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
        if table.written != now {
            ContextBinding.update(context, tableAt: -1, in: state)
            table.written = now
        }
        lastKey = key
        lastTable = table
        return table
    }

    /// The last ctx table pushed, so consecutive hooks of one transition skip the lookup.
    @exclusivity(unchecked) private var lastKey: ObjectIdentifier?
    @exclusivity(unchecked) private var lastTable: ContextTable?
}
