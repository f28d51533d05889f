import SegueSystem
import CLua
import SegueCore

/// A loaded transition script: its host state, its settings and hooks, and the scene it
/// declares. Loading compiles the file as text in a fresh sandbox, runs it under the
/// watchdog, and checks that it returns `segue.transition { … }`.
public final class TransitionScript {
    /// The file it was loaded from, as given.
    public let path: String
    /// The script's Lua host.
    public let host: ScriptHost
    /// `name`, or the file name.
    public let name: String
    /// Seconds of the timed transition, as the script declares them (a spring with its own
    /// duration animates for `TimingCurve.ownDuration` instead).
    public let duration: Double
    /// Timing of the timed transition.
    public let timing: TimingCurve
    /// How the script's keyframes fill the time between them (`calculationMode`, UIKit's
    /// keyframe calculation mode; linear by default).
    public let calculationMode: KeyframeCalculationMode
    /// How an interactive release decides.
    public let releasePolicy: ReleasePolicy
    /// Speed and curve of the completion after a release.
    public let completionSpeed: Double
    public let completionCurve: TimingCurve
    /// The scene the script declares, if any.
    public let scene: SceneDescription?
    /// The pan that drives the transition interactively, if the script declares one.
    public let gesture: GestureDescription?
    /// The hooks as a `TransitionAnimation`.
    public let animation: ScriptedTransition

    /// Loads the script at `path` (or `source`, named `path`, when given) into a fresh host,
    /// with the default transition budget — none when `hookBudget` is `nil` (no watchdog).
    public static func load(path: String, source: LuaSource? = nil, memoryLimit: Int = 64 << 20,
                            hookBudget: Double? = 2) throws -> TransitionScript {
        try load(path: path, source: source, memoryLimit: memoryLimit, hookBudget: hookBudget,
                 transitionBudget: hookBudget == nil ? nil : ScriptLimits.scripts.transitionBudget)
    }

    /// Loads the script at `path` (or `source`, named `path`, when given) into a fresh host
    /// that runs under `limits`.
    public static func load(path: String, source: LuaSource? = nil, limits: ScriptLimits) throws -> TransitionScript {
        try load(path: path, source: source, memoryLimit: limits.memoryLimit, hookBudget: limits.hookBudget,
                 transitionBudget: limits.transitionBudget)
    }

    private static func load(path: String, source: LuaSource?, memoryLimit: Int, hookBudget: Double?,
                             transitionBudget: Double?) throws -> TransitionScript {
        let text = try source ?? readSource(path)
        let host = try ScriptHost(roots: [directoryOf(path)], memoryLimit: memoryLimit)
        host.hookBudget = hookBudget
        host.transitionBudget = transitionBudget
        let state = host.state
        let base = state.top
        defer { state.top = base }
        try pushTable(path: path, source: text, in: host, ownEnvironment: false)
        return try TransitionScript(path: path, host: host)
    }

    /// Loads `source`, named `path`, into a fresh host (its text as UTF-8).
    public static func load(path: String, source: String, memoryLimit: Int = 64 << 20,
                            hookBudget: Double? = 2) throws -> TransitionScript {
        try load(path: path, source: LuaSource(source), memoryLimit: memoryLimit, hookBudget: hookBudget)
    }

    /// Loads the script at `path` into `host`, which may already run other scripts (a
    /// spec's state): the script gets globals of its own and its folder joins `require`'s.
    public static func load(path: String, into host: ScriptHost) throws -> TransitionScript {
        let state = host.state
        let base = state.top
        defer { state.top = base }
        try pushTable(path: path, in: host)
        return try TransitionScript(path: path, host: host)
    }

    /// Runs the script at `path` in `host`, in globals of its own, and pushes the
    /// `segue.transition` table it returns. Errors name the file and line.
    public static func pushTable(path: String, source: LuaSource? = nil, in host: ScriptHost,
                                 ownEnvironment: Bool = true) throws {
        let text = try source ?? readSource(path)
        if ownEnvironment { host.sandbox.addRoot(directoryOf(path), in: host.state) }
        do {
            try host.run(text, chunkName: path, ownEnvironment: ownEnvironment)
        } catch var error as LuaError where error.kind == .runtime {
            if error.line == nil, let line = SourceLocator.locate(error.message, in: text.text) {
                error.file = path
                error.line = line
            } else if error.file == path, let call = error.line, error.message.hasPrefix("segue."),
                      let line = SourceLocator.locate(error.message, in: text.text, from: call) {
                // The constructor call's line: name the line of the field at fault instead.
                error.line = line
            }
            throw error
        }
        guard host.isTransition(at: -1) else {
            let type = host.state.typeName(at: -1)
            host.state.pop()
            throw LuaError(kind: .runtime,
                           rawMessage: "\(path): the script must return segue.transition { … }, got \(type)")
        }
    }

    /// The chunk in the file at `path`; a refused file is a ``LuaError`` naming the path
    /// and why.
    private static func readSource(_ path: String) throws -> LuaSource {
        do {
            return try LuaSource.read(path)
        } catch {
            throw LuaError(kind: .other, rawMessage: error.description)
        }
    }

    /// Reads the `segue.transition` table on top of `host`'s stack (popped), made by the
    /// script at `path` or by a spec. The hooks are taken as they are now.
    public static func read(path: String, host: ScriptHost) throws -> TransitionScript {
        let state = host.state
        let base = state.top - 1
        defer { state.top = base }
        guard host.isTransition(at: -1) else {
            throw LuaError(kind: .runtime, rawMessage: "\(path): expected segue.transition { … }, got \(state.typeName(at: -1))")
        }
        return try TransitionScript(path: path, host: host)
    }

    /// Reads the transition handle on top of the stack (left there) through the library's
    /// private validated copy: what the script changes after `segue.transition` returned is
    /// never seen (only hooks may be replaced, and they are taken as they are now).
    private init(path: String, host: ScriptHost) throws {
        self.path = path
        self.host = host
        let state = host.state
        let base = state.top
        defer { state.top = base }
        guard host.pushValidatedCopy(of: -1) else {
            throw LuaError(kind: .runtime, rawMessage: "\(path): expected segue.transition { … }, got \(state.typeName(at: -1))")
        }
        let table = state.top
        do {
            let fields = try TableFields(state, at: table, name: "")
            name = try fields.string("name") ?? String(path.split(separator: "/").last ?? "")
            duration = try fields.number("duration", in: 0...3600) ?? 0.35
            timing = try fields.value("timing") { try TimingReader.read(state, at: -1, field: "timing") } ?? .easeInOut
            if let modeName = try fields.string("calculationMode") {
                guard let mode = KeyframeCalculationMode(rawValue: modeName) else {
                    throw LuaScriptError("calculationMode: unknown mode '\(modeName)'"
                        + NameSuggestion.hint(for: modeName, among: KeyframeCalculationMode.allCases.map(\.rawValue)))
                }
                calculationMode = mode
            } else {
                calculationMode = .linear
            }
            releasePolicy = try fields.table("release") { release in
                var mode = ReleasePolicy.Mode.threshold
                if let modeName = try release.string("mode") {
                    guard let named = ReleasePolicy.Mode(rawValue: modeName) else {
                        throw LuaScriptError("release.mode: unknown mode '\(modeName)' (\(ReleasePolicy.Mode.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    mode = named
                }
                let speeds = 0...CheckedNumber.maximumMagnitude
                return ReleasePolicy(mode: mode,
                                     progressThreshold: try release.number("threshold", in: 0...1) ?? 0.5,
                                     velocityThreshold: try release.number("velocity", in: speeds, allowsInfinity: true) ?? .infinity,
                                     opposingVelocityTolerance: try release.number("opposing", in: speeds, allowsInfinity: true) ?? .infinity,
                                     decelerationRate: try release.number("deceleration", in: 0...0.999999) ?? 0.998)
            } ?? ReleasePolicy()
            completionSpeed = try fields.table("completion") { try $0.number("speed", in: 0.0001...10_000) }.flatMap { $0 } ?? 1
            completionCurve = try fields.table("completion") { completion in
                try completion.value("curve") { try TimingReader.read(state, at: -1, field: "completion.curve") }
            }.flatMap { $0 } ?? .linear
            scene = try fields.value("scene") { try SceneReader.read(state, at: -1) }
            gesture = try fields.value("gesture") { try GestureReader.read(state, at: -1) }
        } catch let error as LuaScriptError {
            throw LuaError(kind: .runtime, rawMessage: "\(path): \(error.message)")
        }
        var hooks: [String: Int32] = [:]
        for hook in ["addTo", "prepare", "animation", "finalize", "onReload", "interactionEnded", "update",
                     "interactiveDismissShouldBegin", "interactivePresentShouldBegin"] {
            state.rawField(hook, of: table)
            if state.isFunction(-1) { hooks[hook] = state.reference() } else { state.pop() }
        }
        var zoom: ScriptedZoom?
        state.rawField("zoom", of: table)
        defer { state.pop() }
        if state.isTable(-1) {
            do {
                zoom = try ScriptedZoom.read(state, at: -1, path: path)
            } catch let error as LuaScriptError {
                for reference in hooks.values { state.release(reference: reference) }
                throw LuaError(kind: .runtime, rawMessage: "\(path): \(error.message)")
            }
        }
        animation = ScriptedTransition(host: host, duration: duration, timing: timing, calculationMode: calculationMode,
                                       hooks: hooks, zoom: zoom)
    }

    /// Builds the declared scene — or `scene`, when given (a host's own) — with this script
    /// animating its container's transitions. `onError` receives every hook error and the
    /// hook's name.
    public func makeStage(scene: SceneDescription? = nil,
                          onError: ((Error, String) -> Void)? = nil) throws -> TransitionStage {
        guard let description = scene ?? self.scene else {
            throw LuaError(kind: .runtime, rawMessage: "\(path): the transition declares no scene (add scene = segue.scene { … })")
        }
        let built: Scene
        do {
            built = try Scene.build(description)
        } catch let error as SceneError {
            throw LuaError(kind: .runtime, rawMessage: "\(path): \(error.message)")
        }
        host.scene = built
        let animator = HookedTransitionAnimator(animation: animation, clock: built.clock, store: built.store)
        animator.onError = onError
        animation.onHookError = { [weak animator] error, hook, context in
            animator?.abort(context, error: error, hook: hook)
        }
        built.container.animator = animator
        built.container.releasePolicy = releasePolicy
        built.container.completionSpeed = completionSpeed
        built.container.completionCurve = completionCurve
        return TransitionStage(scene: built, script: self, animator: animator)
    }
}

/// A built scene whose container runs a script's transition.
public final class TransitionStage {
    /// The scene.
    public let scene: Scene
    /// The script animating it.
    public let script: TransitionScript
    /// The engine side of the script's transition.
    public let animator: HookedTransitionAnimator

    /// A driver for the script's gesture on this stage (a plain pan on the container's axis
    /// when the script declares none).
    public func makeGestureDriver() -> GestureDriver {
        GestureDriver(container: scene.container, description: script.gesture ?? GestureDescription())
    }

    init(scene: Scene, script: TransitionScript, animator: HookedTransitionAnimator) {
        self.scene = scene
        self.script = script
        self.animator = animator
    }
}
