import CLua
import CLuaBridge
import SegueCore

/// Everything one script runs in: its own Lua state, its sandbox, the `segue` library
/// exposed read-only, and the view binding. The state's owner is this host, so bindings
/// reach the scene and the transition being animated from their callbacks.
public final class ScriptHost {
    /// The script's Lua state.
    public let state: LuaState
    /// The script's environment.
    public let sandbox: Sandbox
    /// Seconds a hook (or the script's main chunk) may run before the watchdog stops it;
    /// `nil` disables the watchdog.
    @exclusivity(unchecked) public var hookBudget: Double? = ScriptLimits.scripts.hookBudget
    /// Seconds of Lua time all hooks of one transition may use together; `nil`: no total.
    @exclusivity(unchecked) public var transitionBudget: Double? = ScriptLimits.scripts.transitionBudget
    /// The scene the script's views belong to.
    public internal(set) var scene: Scene? {
        didSet {
            guard let scene, !scenes.contains(where: { $0 === scene }) else { return }
            scenes.append(scene)
            if scenes.count > pruneAt { pruneScenes() }
        }
    }

    /// Makes `scene` the one `ctx.views` and new views refer to (a host may drive several).
    public func activate(_ scene: Scene) {
        if self.scene !== scene { self.scene = scene }
    }
    /// The scenes built for this script that may still be in use: Lua may hold views of an
    /// older one, and a view's store must outlive it. Pruned (see `pruneScenes()`) so that
    /// a host that builds scene after scene (a spec's `stage.load` in a loop) keeps only those.
    var scenes: [Scene] = []
    /// The scene count past which the next new scene prunes the list (doubles with what stays).
    var pruneAt = 8

    @exclusivity(unchecked) var currentAnimator: PropertyAnimator?
    /// The context of the hook running now, nil between hooks. Unretained: only
    /// ``ScriptedTransition`` sets it, for the length of a hook call whose caller holds the
    /// context, and puts back the one before (a retain and release per hook call cost more
    /// than the rest of the call's bookkeeping).
    @exclusivity(unchecked) var runningContext: Unmanaged<TransitionContext>?
    /// The context of the hook running now (see ``runningContext``).
    var currentContext: TransitionContext? { runningContext?.takeUnretainedValue() }
    /// Ends with the host: what must not keep the host alive checks it before using an
    /// unretained reference to it.
    let lifetime = ScriptHostLifetime()
    /// The flights `ctx:matchViews` began in the `animation` hook running now, with the
    /// `file:line: ` of each call (checked as the hook returns).
    @exclusivity(unchecked) var matchedFlights: [(flight: MatchedFlight, position: String)] = []
    /// The animator of each running transition, once its `animation` hook has run (for
    /// `ctx:alongside` and `ctx:percentComplete` from later hooks).
    @exclusivity(unchecked) var runningAnimators: [ObjectIdentifier: PropertyAnimator] = [:]
    /// The warnings the script's calls raised, oldest first, each `file:line: warning: …`
    /// (at most the first 1000).
    public internal(set) var warnings: [String] = []
    private let transitionMeta: Int32
    private let sceneMeta: Int32
    /// The library's copier of a transition handle (``pushOwnCopy(ofTransitionAt:)``).
    private let copyTransition: Int32

    /// Creates a host whose `require` finds modules under `roots`.
    public init(roots: [String], memoryLimit: Int = 64 << 20) throws {
        state = LuaState(memoryLimit: memoryLimit)
        sandbox = try Sandbox.make(in: state, roots: roots)
        ViewBinding.register(in: state)
        ContextBinding.register(in: state)
        AnimatorBinding.register(in: state)
        // The library chunk runs in the sandbox with debug.getinfo, the call-through wrapper
        // that keeps a tail-calling script's frame for error positions, the version
        // (`segue.version`), the typo suggester its errors use, the settling duration of a
        // spring (`segue.settlingDuration`) and the keyframe tracks' sampler
        // (`segue.keyframes`). The names it checks (timing names, view properties, kinds) are
        // generated into it from SegueSchema (scripts/generate-schema).
        try SegueLibrarySource.chunk.load(into: state)
        ScriptHost.setEnvironment(state, sandbox)
        state.pushLibraryFunctions(["getinfo"], of: "debug")
        segue_push_call_through_maker(state.L)
        state.push(SegueVersion.current)
        SuggestFunction.push(in: state)
        SettlingFunction.push(in: state)
        SheetReader.pushCheck(in: state)
        KeyframeTracksFunction.push(in: state)
        try state.call(arguments: 7, results: 3)
        LuaState.storeValidatedCopies(in: state)
        state.rawField("transition", of: -1)
        transitionMeta = state.reference()
        state.rawField("scene", of: -1)
        sceneMeta = state.reference()
        state.rawField("copy", of: -1)
        copyTransition = state.reference()
        state.pop()
        try sandbox.expose("segue", in: state)
        state.owner = self
    }

    /// Applies `limits`: the hook and transition budgets and the memory cap.
    public func apply(_ limits: ScriptLimits) {
        hookBudget = limits.hookBudget
        transitionBudget = limits.transitionBudget
        state.memoryLimit = limits.memoryLimit
    }

    /// The host of a state made by this class, or an error when the state has none (the
    /// host was dropped while the state lived on).
    static func of(_ state: LuaState) throws -> ScriptHost {
        guard let host = state.owner as? ScriptHost else {
            throw LuaScriptError("the script's host is gone")
        }
        return host
    }

    /// Sets the sandbox as the `_ENV` of the function on top of the stack.
    static func setEnvironment(_ state: LuaState, _ sandbox: Sandbox) {
        state.push(reference: sandbox.environment)
        state.setChunkEnvironment()
    }

    /// Compiles and runs `source` in the sandbox under the watchdog, leaving one result.
    /// With `ownEnvironment`, the chunk runs in an isolated environment
    /// (``Sandbox/pushIsolatedEnvironment(in:)``): its own copies of the libraries and
    /// `segue`, none of the sandbox's other globals, so a script sharing the state with a
    /// spec can neither see the spec's globals nor change what the spec's code computes.
    public func run(_ source: String, chunkName: String, ownEnvironment: Bool = false) throws {
        try run(LuaSource(source), chunkName: chunkName, ownEnvironment: ownEnvironment)
    }

    /// Compiles and runs `source`'s exact bytes, as ``run(_:chunkName:ownEnvironment:)-(String,_,_)``.
    public func run(_ source: LuaSource, chunkName: String, ownEnvironment: Bool = false) throws {
        try state.load(source, chunkName: chunkName)
        if ownEnvironment {
            try sandbox.pushIsolatedEnvironment(in: state)
            state.setChunkEnvironment()
        } else {
            ScriptHost.setEnvironment(state, sandbox)
        }
        try state.withBudget(hookBudget) {
            try state.call(arguments: 0, results: 1)
        }
    }

    /// Compiles `source` as text in the sandbox and pushes the function, without running
    /// it; a syntax error throws naming `chunkName` and the line.
    public func compile(_ source: String, chunkName: String) throws {
        try state.load(source, chunkName: chunkName)
        ScriptHost.setEnvironment(state, sandbox)
    }

    /// Whether the value at `index` was made by `segue.transition`.
    public func isTransition(at index: Int32) -> Bool { state.hasMetatable(at: index, reference: transitionMeta) }

    /// Pushes a new transition handle over a copy of the fields of the transition at
    /// `index`: what is set on the copy — a hook replaced, a spec's `spy.on` — changes
    /// neither the handle at `index` nor what the script that made it can reach, and the
    /// script's later changes to its own handle do not reach the copy. Throws when the value
    /// is no transition or the state is out of memory.
    public func pushOwnCopy(ofTransitionAt index: Int32) throws {
        guard isTransition(at: index) else { throw LuaScriptError("not a segue.transition") }
        let absolute = state.absoluteIndex(index)
        state.push(reference: copyTransition)
        state.pushValue(at: absolute)
        try state.call(arguments: 1, results: 1)
    }

    /// Pushes the validated copy behind the `segue` handle at `index` and returns true;
    /// pushes nothing and returns false for any other value (see
    /// ``LuaState/pushValidatedCopy(of:)``).
    public func pushValidatedCopy(of index: Int32) -> Bool { state.pushValidatedCopy(of: index) }

    deinit {
        lifetime.hasEnded = true
    }
}
