import CLua
import CLuaBridge
import SegueCore

/// `segue.Animator`: the Lua face of a transition's `PropertyAnimator` (UIKit's
/// `UIViewPropertyAnimator`), reached with `ctx:animator()` in a transition script and
/// `s:animator()` in a spec. It reads the animator's state and drives it with UIKit's calls
/// and UIKit's rules — a call UIKit refuses (finishing an animator that is not stopped,
/// starting a stopped one) is an error at the caller's line instead of an exception.
///
/// A handle holds its animator and transition weakly: once the transition has ended, the
/// fields read an inactive animator and every call that drives it is an error.
public enum AnimatorBinding {
    static let metatableName = "segue.Animator"

    /// What a handle refers to.
    final class Handle {
        weak var animator: PropertyAnimator?
        weak var context: TransitionContext?
        /// The host of the script whose `animation` hook is capturing this animator's
        /// tracks, if the handle was made by that script: the engine starts the animator
        /// after the hook, so the hook may set options but not drive it.
        weak var host: ScriptHost?

        init(animator: PropertyAnimator, context: TransitionContext, host: ScriptHost?) {
            self.animator = animator
            self.context = context
            self.host = host
        }

        /// Whether the animator is still the running transition's.
        var isLive: Bool {
            guard let animator, let context, !context.isCompleted else { return false }
            return animator.state != .inactive || isConfiguring
        }

        /// Whether the transition's `animation` hook is capturing its tracks right now.
        var isConfiguring: Bool {
            guard let animator, let host else { return false }
            return host.currentAnimator === animator
        }
    }

    /// The fields a handle reads; the writable ones are ``writableFields``.
    static let fields = ["state", "isRunning", "isReversed", "fractionComplete", "progress", "duration",
                         "pausesOnCompletion", "scrubsLinearly", "isInterruptible", "blendDuration"]
    static let writableFields = ["isReversed", "fractionComplete", "pausesOnCompletion", "scrubsLinearly", "blendDuration"]
    /// The names of ``methods``, for suggestions.
    static let methodNames = ["startAnimation", "pauseAnimation", "stopAnimation", "finishAnimation", "continueAnimation"]

    /// Creates the metatable in `state`; call once per state.
    static func register(in state: LuaState) {
        let L = state.L
        luaL_newmetatable(L, metatableName)
        let metatable = lua_gettop(L)
        state.newTable(recordCount: Int32(methods.count))
        state.setFunctions(methods)
        state.pushFunction(upvalues: 1, index)
        state.setRawField("__index", of: metatable)
        state.pushFunction(newIndex)
        state.setRawField("__newindex", of: metatable)
        state.pushFunction { lua in
            let state = handle(at: 1, in: lua)?.animator?.state.rawValue ?? "ended"
            lua.push("Animator(\(state))")
            return 1
        }
        state.setRawField("__tostring", of: metatable)
        RetainedUserdata.pushFinalizer(for: Handle.self, in: state)
        state.setRawField("__gc", of: metatable)
        state.push(metatableName)
        state.setRawField("__metatable", of: metatable)
        lua_settop(L, metatable - 1)
    }

    // MARK: Pushing and reading handles

    /// Pushes a handle on `animator`, the animator of the transition `context`; `host` is the
    /// script host whose `animation` hook may be capturing it (nil for a spec's handle).
    public static func push(_ animator: PropertyAnimator, of context: TransitionContext, host: ScriptHost?,
                            in state: LuaState) {
        RetainedUserdata.push(Handle(animator: animator, context: context, host: host), metatable: metatableName, in: state)
    }

    /// The handle at `index`, if it is one whose finalizer has not run.
    private static func handle(at index: Int32, in lua: LuaState) -> Handle? {
        RetainedUserdata.object(at: index, metatable: metatableName, in: lua)
    }

    /// Argument 1 (`self`), a live handle, or a bad-argument error.
    private static func checkAnimator(_ lua: LuaState, function: String) throws -> Handle {
        guard let handle = handle(at: 1, in: lua) else {
            throw lua.argumentError(1, function: function, "Animator expected, got \(lua.typeName(at: 1)); call it as animator:\(function)(…)")
        }
        return handle
    }

    /// The animator of a handle that may drive it now, or the error saying why not.
    private static func drivable(_ lua: LuaState, function: String) throws -> PropertyAnimator {
        let handle = try checkAnimator(lua, function: function)
        guard handle.isLive, let animator = handle.animator else {
            throw LuaScriptError("animator:\(function): the transition has ended; its animator can no longer be driven")
        }
        if handle.isConfiguring {
            throw LuaScriptError("animator:\(function): the engine starts the animator after the animation hook; "
                                 + "set its options (pausesOnCompletion, scrubsLinearly) there and drive it later")
        }
        return animator
    }

    // MARK: Methods

    /// The methods of a handle, found through `__index` before its fields.
    static var methods: [(name: String, body: LuaHostFunction)] { [
        ("startAnimation", { lua in
            let animator = try drivable(lua, function: "startAnimation")
            let delay = try lua.optFinite(2, function: "startAnimation", in: 0...VirtualClock.maximumTime, default: 0)
            guard animator.state != .stopped else {
                throw LuaScriptError("animator:startAnimation: the animator is stopped; finish it with animator:finishAnimation(position)")
            }
            animator.startAnimation(afterDelay: delay)
            return 0
        }),
        ("pauseAnimation", { lua in
            let animator = try drivable(lua, function: "pauseAnimation")
            guard animator.state != .stopped else {
                throw LuaScriptError("animator:pauseAnimation: the animator is stopped; finish it with animator:finishAnimation(position)")
            }
            animator.pauseAnimation()
            return 0
        }),
        ("stopAnimation", { lua in
            let animator = try drivable(lua, function: "stopAnimation")
            let withoutFinishing = try lua.checkBoolean(2, function: "stopAnimation", expected: "boolean withoutFinishing")
            animator.stopAnimation(withoutFinishing: withoutFinishing)
            return 0
        }),
        ("finishAnimation", { lua in
            let animator = try drivable(lua, function: "finishAnimation")
            let name = try lua.checkString(2, function: "finishAnimation")
            guard let position = AnimatingPosition(rawValue: name) else {
                throw lua.argumentError(2, function: "finishAnimation", "position must be 'start', 'end' or 'current', got '\(name)'"
                                        + NameSuggestion.hint(for: name, among: ["start", "end", "current"]))
            }
            guard animator.state == .stopped else {
                throw LuaScriptError("animator:finishAnimation: the animator is \(animator.state.rawValue), not stopped; "
                                     + "call animator:stopAnimation(false) first")
            }
            animator.finishAnimation(at: position)
            return 0
        }),
        ("continueAnimation", { lua in
            let animator = try drivable(lua, function: "continueAnimation")
            let timing = lua.isNil(2) ? nil : try TimingReader.read(lua, at: 2, field: "continueAnimation")
            let factor = try lua.optFinite(3, function: "continueAnimation", in: 0...1_000, default: 1)
            guard animator.state == .active else {
                throw LuaScriptError("animator:continueAnimation: the animator is \(animator.state.rawValue); "
                                     + "only an active animator (paused or running) can be continued")
            }
            animator.continueAnimation(withTimingParameters: timing, durationFactor: factor)
            return 0
        }),
    ] }

    // MARK: Fields

    private static func index(_ lua: LuaState) throws -> Int32 {
        guard let key = lua.string(at: 2) else {
            throw LuaScriptError("animator fields are named by strings, got \(lua.typeName(at: 2))")
        }
        if lua_getfield(lua.L, LuaState.upvalue(1), key) != LUA_TNIL { return 1 }
        lua.pop()
        guard let handle = handle(at: 1, in: lua) else { throw LuaScriptError("animator used after it was garbage-collected") }
        let animator = handle.isLive ? handle.animator : nil
        switch key {
        case "state": lua.push(animator?.state.rawValue ?? AnimatingState.inactive.rawValue)
        case "isRunning": lua.push(animator?.isRunning ?? false)
        case "isReversed": lua.push(animator?.isReversed ?? false)
        case "fractionComplete": lua.push(animator?.fractionComplete ?? 0)
        case "progress": lua.push(animator?.progress ?? 0)
        case "duration": lua.push(handle.animator?.duration ?? 0)
        case "pausesOnCompletion": lua.push(handle.animator?.pausesOnCompletion ?? false)
        case "scrubsLinearly": lua.push(handle.animator?.scrubsLinearly ?? true)
        case "isInterruptible": lua.push(true)
        case "blendDuration": lua.push(handle.animator?.blendDuration ?? 0)
        default:
            throw LuaScriptError("unknown animator field '\(key)'" + NameSuggestion.hint(for: key, among: fields + methodNames))
        }
        return 1
    }

    private static func newIndex(_ lua: LuaState) throws -> Int32 {
        guard let key = lua.string(at: 2) else {
            throw LuaScriptError("animator fields are named by strings, got \(lua.typeName(at: 2))")
        }
        guard writableFields.contains(key) else {
            if fields.contains(key) || methodNames.contains(key) { throw LuaScriptError("animator.\(key) is read-only") }
            throw LuaScriptError("unknown animator field '\(key)'" + NameSuggestion.hint(for: key, among: writableFields))
        }
        if key == "fractionComplete" {
            let animator = try drivable(lua, function: "fractionComplete")
            // A field written, not an argument: its error names the field.
            guard lua.type(at: 3) == LUA_TNUMBER, let number = lua.number(at: 3) else {
                throw LuaScriptError("animator.fractionComplete must be a number, got \(lua.typeName(at: 3))")
            }
            let value: Double
            do { value = try CheckedNumber.finite(number, "animator.fractionComplete", in: 0...1) } catch { throw LuaScriptError(error.message) }
            guard animator.state == .active || animator.state == .inactive, !animator.isRunning else {
                throw LuaScriptError("animator.fractionComplete can be set only on a paused animator (it is "
                                     + "\(animator.isRunning ? "running" : animator.state.rawValue)); call animator:pauseAnimation() first")
            }
            animator.fractionComplete = value
            return 0
        }
        if key == "blendDuration" {
            let handle = try checkAnimator(lua, function: key)
            guard handle.isLive, let animator = handle.animator else {
                throw LuaScriptError("animator.blendDuration: the transition has ended; its animator can no longer be changed")
            }
            guard lua.type(at: 3) == LUA_TNUMBER, let number = lua.number(at: 3) else {
                throw LuaScriptError("animator.blendDuration must be a number, got \(lua.typeName(at: 3))")
            }
            do { animator.blendDuration = try CheckedNumber.finite(number, "animator.blendDuration", in: 0...60) } catch {
                throw LuaScriptError(error.message)
            }
            return 0
        }
        guard lua_type(lua.L, 3) == LUA_TBOOLEAN else {
            throw LuaScriptError("animator.\(key) must be a boolean, got \(lua.typeName(at: 3))")
        }
        let flag = lua.bool(at: 3)
        let handle = try checkAnimator(lua, function: key)
        guard handle.isLive, let animator = handle.animator else {
            throw LuaScriptError("animator.\(key): the transition has ended; its animator can no longer be changed")
        }
        switch key {
        case "isReversed":
            if handle.isConfiguring { _ = try drivable(lua, function: "isReversed") }
            animator.isReversed = flag
        case "pausesOnCompletion": animator.pausesOnCompletion = flag
        default: animator.scrubsLinearly = flag
        }
        return 0
    }
}
