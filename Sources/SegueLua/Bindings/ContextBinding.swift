import CLua
import CLuaBridge
import SegueCore

/// `ctx`: the Lua face of a ``TransitionContext``, a table per transition with the container,
/// the two sides, the direction and the flags, whose metatable gives its methods
/// (``methods``: `ctx:keyframe`, `ctx:snapshot`, … and those with binding files of their own,
/// `StaggerBinding`, `PathBinding`, `KeyframesBinding`, `MatchBinding`), and whose `views` finds any view of the
/// scene by id.
enum ContextBinding {
    static let methodsKey = "segue.contextmethods"
    static let viewsMetaKey = "segue.contextviews"

    /// Creates the shared metatables in `state`; call once per state.
    static func register(in state: LuaState) {
        let L = state.L
        // Metatable of ctx tables: methods, locked.
        state.newTable()
        state.newTable(recordCount: Int32(methods.count))
        state.setFunctions(methods)
        state.setRawField("__index", of: -2)
        state.push("segue.context")
        state.setRawField("__metatable", of: -2)
        lua_setfield(L, segue_registryindex(), methodsKey)
        // Metatable of ctx.views: lookup by id.
        state.newTable()
        state.setFunctions([("__index", viewsIndex), ("__newindex", viewsNewIndex)])
        state.push("segue.views")
        state.setRawField("__metatable", of: -2)
        lua_setfield(L, segue_registryindex(), viewsMetaKey)
    }

    // MARK: Pushing a context

    /// Pushes a new ctx table for `context`.
    static func push(_ context: TransitionContext, duration: Double, in state: LuaState) {
        let L = state.L
        state.newTable(recordCount: 10)
        state.push(context.containerView)
        state.setRawField("container", of: -2)
        for side in [TransitionSide.from, .to] {
            guard let controller = context.viewController(forKey: side) else { continue }
            state.newTable(recordCount: 4)
            state.push(controller.view)
            state.setRawField("view", of: -2)
            state.push(controller.id)
            state.setRawField("controller", of: -2)
            state.push(context.initialFrame(for: side))
            state.setRawField("initialFrame", of: -2)
            state.push(context.finalFrame(for: side))
            state.setRawField("finalFrame", of: -2)
            state.setRawField(side.rawValue, of: -2)
        }
        state.push(context.direction)
        state.setRawField("direction", of: -2)
        state.push(context.userInfo["kind"] ?? "")
        state.setRawField("kind", of: -2)
        if let pan = context.userInfo["pan"] {
            state.push(pan)
            state.setRawField("pan", of: -2)
        }
        state.push(duration)
        state.setRawField("duration", of: -2)
        state.newTable()
        lua_getfield(L, segue_registryindex(), viewsMetaKey)
        lua_setmetatable(L, -2)
        state.setRawField("views", of: -2)
        lua_getfield(L, segue_registryindex(), methodsKey)
        lua_setmetatable(L, -2)
        update(context, tableAt: -1, in: state)
    }

    /// Refreshes the flags of the ctx table at `index` before a hook runs.
    static func update(_ context: TransitionContext, tableAt index: Int32, in state: LuaState) {
        let table = lua_absindex(state.L, index)
        state.push(context.isInteractive)
        state.setRawField("isInteractive", of: table)
        state.push(context.transitionWasCancelled)
        state.setRawField("isCancelled", of: table)
        state.push(context.completionVelocity)
        state.setRawField("completionVelocity", of: table)
    }

    // MARK: Methods

    /// The methods of a ctx table: its own, and those with a binding file of their own.
    static var methods: [(name: String, body: LuaHostFunction)] { [
        ("keyframe", keyframe), ("snapshot", snapshot), ("makeView", makeView), ("alongside", alongside),
        ("stagger", StaggerBinding.stagger), ("path", PathBinding.path), ("keyframes", KeyframesBinding.keyframes), ("matchViews", MatchBinding.matchViews),
        ("percentComplete", percentComplete), ("animator", animator), ("touch", touch),
    ] }

    /// `ctx:keyframe(start, duration, body [, timing [, { repeatCount, autoreverses }]])`.
    private static func keyframe(_ lua: LuaState) throws -> Int32 {
        let animator = try ScriptHost.of(lua).animationHookAnimator(for: "keyframe")
        let start = try lua.checkNumber(2, function: "keyframe")
        let duration = try lua.checkNumber(3, function: "keyframe")
        try lua.checkFunction(4, function: "keyframe")
        guard (0...1).contains(start), (0...1).contains(duration), start + duration <= 1 + 1e-9 else {
            throw LuaScriptError("keyframe window \(start)…\(start + duration) must lie within 0…1")
        }
        let curve = lua.isNil(5) ? nil : try TimingReader.read(lua, at: 5, field: "keyframe timing")
        var repetition: Repetition?
        if !lua.isNil(6) {
            try lua.checkTable(6, function: "keyframe", expected: "a table { repeatCount, autoreverses }")
            repetition = try RepetitionReader.read(TableFields(lua, at: 6, name: "keyframe"), cycleSeconds: nil)
        }
        try animator.addKeyframe(relativeStart: start, relativeDuration: duration, curve: curve, repetition: repetition) {
            lua.pushValue(at: 4)
            try lua.call(arguments: 0, results: 0)
        }
        return 0
    }

    /// `ctx:snapshot(view)`: a phantom copy placed at the view's frame in the container's
    /// coordinates, removed when the transition ends; named by ``SnapshotNaming``.
    private static func snapshot(_ lua: LuaState) throws -> Int32 {
        let context = try ScriptHost.of(lua).hookContext(for: "snapshot")
        let view = try lua.checkView(2, function: "snapshot")
        try HostCharge.views(view.subtree.count, in: view.store, lua: lua, function: "ctx:snapshot")
        var naming = SnapshotNaming(avoidingTreeOf: context.containerView, and: context.temporaryViews)
        let copy = view.snapshot(naming: { naming.name(for: $0, suffix: "~snapshot") }, leavingOut: { _ in false })
        let origin = view.origin(in: nil), containerOrigin = context.containerView.origin(in: nil)
        copy.store.withoutCapture {
            copy[.x] = origin.x - containerOrigin.x
            copy[.y] = origin.y - containerOrigin.y
        }
        context.addTemporaryView(copy)
        lua.push(copy)
        return 1
    }

    /// `ctx:makeView { id = …, x = …, color = …, … }`: a helper view for this transition
    /// (not yet in any view; add it where it belongs), removed when the transition ends,
    /// completed or cancelled. Its properties are set at once, never animated. An id of a
    /// helper view from an earlier transition is reused.
    private static func makeView(_ lua: LuaState) throws -> Int32 {
        let host = try ScriptHost.of(lua)
        guard let context = host.currentContext, let store = host.scene?.store else {
            throw LuaScriptError("ctx:makeView can only be called inside a hook")
        }
        try lua.checkTable(2, function: "makeView", expected: "a table { id = …, x = …, … }")
        lua.rawField("id", of: 2)
        guard let id = lua.string(at: -1), !id.isEmpty else {
            throw LuaScriptError("ctx:makeView: the view needs a string 'id'")
        }
        lua.pop()
        _ = try ViewIdentifier.checked(id, "ctx:makeView: the view")
        let view: View
        if let old = store.firstView(id: id) {
            guard old.role == "helper", old.superview == nil else {
                throw LuaScriptError("ctx:makeView: the id '\(id)' is taken by a view of the scene")
            }
            view = old
            store.withoutCapture {
                for property in ViewProperty.allCases { view[property] = property.defaultValue }
            }
        } else {
            try HostCharge.views(1, in: store, lua: lua, function: "ctx:makeView")
            view = store.makeView(id: id)
            view.role = "helper"
        }
        try store.withoutCapture {
            let L = lua.L
            let keys = try lua.optionNames(ofTable: 2) { _ in LuaScriptError("ctx:makeView: field names must be strings") }
            for key in keys {
                lua.rawField(key, of: 2)
                defer { lua.pop() }
                switch key {
                case "id": continue
                case "color":
                    guard let hex = lua.string(at: -1), let color = Color(hex: hex) else {
                        throw LuaScriptError("ctx:makeView: 'color' must be '#rgb', '#rrggbb' or '#rrggbbaa'")
                    }
                    view.backgroundColor = color
                case "shadowColor":
                    guard let hex = lua.string(at: -1), let color = Color(hex: hex) else {
                        throw LuaScriptError("ctx:makeView: 'shadowColor' must be '#rgb' or '#rrggbb'")
                    }
                    view.shadowColor = color
                case "hidden": view.isHidden = lua.bool(at: -1)
                case "match":
                    guard lua_type(L, -1) == LUA_TSTRING, let id = lua.string(at: -1), !id.isEmpty else {
                        throw LuaScriptError("ctx:makeView: 'match' must be a non-empty string")
                    }
                    view.matchID = id
                case "clipsToBounds": view.clipsToBounds = lua.bool(at: -1)
                default:
                    guard let property = ViewProperty(name: key) else {
                        let known = ViewProperty.allCases.map(\.name) + ["id", "color", "shadowColor", "hidden", "clipsToBounds", "match"]
                        throw LuaScriptError("ctx:makeView: unknown view property '\(key)'"
                            + NameSuggestion.hint(for: key, among: known))
                    }
                    guard lua_type(L, -1) == LUA_TNUMBER, let value = lua.number(at: -1) else {
                        throw LuaScriptError("ctx:makeView: '\(key)' must be a number, got \(lua.typeName(at: -1))")
                    }
                    guard ViewValueRange.contains(value) else {
                        throw LuaScriptError("ctx:makeView: " + ViewValueRange.rejection(of: value, for: key))
                    }
                    view[property] = value
                }
            }
        }
        context.addTemporaryView(view)
        lua.push(view)
        return 1
    }

    /// `ctx:alongside(fn)`: writes `fn` makes join the running transition's animation from
    /// where it stands (UIKit's `animate(alongsideTransition:)`), on any view of the scene;
    /// they scrub, finish and cancel with it. Valid from the `animation` hook on.
    private static func alongside(_ lua: LuaState) throws -> Int32 {
        let animator = try ScriptHost.of(lua).runningTransition(for: "alongside").animator
        try lua.checkFunction(2, function: "alongside")
        try animator.addAnimations {
            lua.pushValue(at: 2)
            try lua.call(arguments: 0, results: 0)
        }
        return 0
    }

    /// `ctx:animator()`: the transition's property animator (a `segue.Animator`), from the
    /// `animation` hook on — there to set its options, later to read and drive it.
    private static func animator(_ lua: LuaState) throws -> Int32 {
        let host = try ScriptHost.of(lua)
        let (context, animator) = try host.runningTransition(for: "animator")
        AnimatorBinding.push(animator, of: context, host: host, in: lua)
        return 1
    }

    /// `ctx:percentComplete()`: the transition's presented progress now, 0…1.
    private static func percentComplete(_ lua: LuaState) throws -> Int32 {
        let host = try ScriptHost.of(lua)
        let context = try host.hookContext(for: "percentComplete")
        if let animator = host.runningAnimators[ObjectIdentifier(context)] {
            lua.push(min(max(animator.progress, 0), 1))
        } else {
            lua.push(context.isCompleted ? (context.transitionWasCancelled ? 0 : 1) : context.percentComplete)
        }
        return 1
    }

    /// `ctx:touch()`: the finger driving the transition — `{ x, y, translationX,
    /// translationY, velocityX, velocityY, down, time }` in the container view's coordinates
    /// (points, points per second) — or the last one that did, `down` false once it
    /// lifted; nil while no touch drives the transition. A new table each call.
    private static func touch(_ lua: LuaState) throws -> Int32 {
        let context = try ScriptHost.of(lua).hookContext(for: "touch")
        guard let touch = context.touch else {
            lua.pushNil()
            return 1
        }
        lua.newTable(recordCount: 8)
        for (name, value) in [("x", touch.location.x), ("y", touch.location.y),
                              ("translationX", touch.translation.x), ("translationY", touch.translation.y),
                              ("velocityX", touch.velocity.x), ("velocityY", touch.velocity.y), ("time", touch.time)] {
            lua.push(value)
            lua.setRawField(name, of: -2)
        }
        lua.push(touch.isDown)
        lua.setRawField("down", of: -2)
        return 1
    }

    // MARK: Fields

    /// `ctx.views[id]`: the scene's view `id`, or nil.
    private static func viewsIndex(_ lua: LuaState) throws -> Int32 {
        let host = try ScriptHost.of(lua)
        guard let id = lua.string(at: 2) else { lua.pushNil(); return 1 }
        lua.push(host.scene?.anyView(id: id))
        return 1
    }

    /// `ctx.views` is read-only.
    private static func viewsNewIndex(_ lua: LuaState) throws -> Int32 {
        throw LuaScriptError("ctx.views is read-only")
    }
}
