import CLua
import SegueCore
import SegueLua
import Segue

/// The methods of a stage (`s:begin()`, `s:step(3)`, …), each given the stage's harness and
/// the Lua state with the stage at index 1 and the arguments after it.
enum StageMethods {
    typealias Method = @Sendable (StageHarness, LuaState) throws -> Int32

    /// The read-only fields, for error messages.
    static let fields = ["progress", "time", "running", "outcome", "page", "top", "detent", "stack", "kind", "fps", "errors"]

    /// Every method: these and the touch methods (``StageGestureMethods``).
    static let all: [String: Method] = basic.merging(StageGestureMethods.all) { first, _ in first }

    private static let basic: [String: Method] = [
        "begin": starter("begin", optionsAt: 2) { _ in .next },
        "showPage": starter("showPage", optionsAt: 3) { .showPage(try pageArgument($0, function: "showPage")) },
        "select": starter("select", optionsAt: 3) { .select(try pageArgument($0, function: "select")) },
        "push": starter("push", optionsAt: 2) { _ in .push },
        "pop": starter("pop", optionsAt: 2) { _ in .pop },
        "present": starter("present", optionsAt: 2) { _ in .present },
        "dismiss": starter("dismiss", optionsAt: 2) { _ in .dismiss },
        "selectDetent": starter("selectDetent", optionsAt: 3) { .selectDetent(try $0.checkString(2, function: "selectDetent")) },
        "grab": { harness, lua in
            lua.push(try harness.driver.grab())
            return 1
        },
        "step": { harness, lua in
            var frames = 1
            if !lua.isNil(2) {
                frames = try lua.checkInteger(2, function: "step", in: 1...1_000_000)
            }
            try harness.step(frames: frames)
            lua.pushValue(at: 1)
            return 1
        },
        "advance": { harness, lua in
            let seconds = try lua.checkFinite(2, function: "advance", in: 0...VirtualClock.maximumTime)
            try harness.advance(seconds: seconds)
            lua.pushValue(at: 1)
            return 1
        },
        "settle": { harness, lua in
            switch try harness.settle() {
            case true?: lua.push("completed")
            case false?: lua.push("cancelled")
            case nil: lua.pushNil()
            }
            return 1
        },
        "scrub": { harness, lua in
            let progress = try lua.checkFinite(2, function: "scrub")
            try harness.driver.interact { $0.update(progress) }
            lua.pushValue(at: 1)
            return 1
        },
        "pause": { harness, lua in
            try harness.driver.interact { $0.pause() }
            lua.pushValue(at: 1)
            return 1
        },
        "release": { harness, lua in
            let velocity = try velocityArgument(lua, function: "release")
            let finishing = try harness.driver.interact { $0.release(velocity: velocity, policy: harness.container.releasePolicy) }
            lua.push(finishing == .finish)
            return 1
        },
        "finish": { harness, lua in
            let velocity = try velocityArgument(lua, function: "finish")
            try harness.driver.interact { $0.finish(velocity: velocity) }
            lua.pushValue(at: 1)
            return 1
        },
        "cancel": { harness, lua in
            let velocity = try velocityArgument(lua, function: "cancel")
            try harness.driver.interact { $0.cancel(velocity: velocity) }
            lua.pushValue(at: 1)
            return 1
        },
        "animator": { harness, lua in
            guard let context = harness.container.activeContext, let animator = harness.driver.runningAnimator else {
                throw StageError.noTransitionRunning
            }
            AnimatorBinding.push(animator, of: context, host: nil, in: lua)
            return 1
        },
        "view": { harness, lua in
            let id = try lua.checkString(2, function: "view")
            guard let view = harness.scene.anyView(id: id) else {
                let known = harness.scene.store.views.map(\.id).filter { !$0.isEmpty }
                throw LuaScriptError("stage:view: no view '\(id)' in the scene (views: \(known.joined(separator: ", ")))")
            }
            lua.push(view)
            return 1
        },
        "controller": { harness, lua in
            let id = try lua.checkString(2, function: "controller")
            guard let controller = harness.scene.controller(id: id) else {
                let known = [harness.container.controller.id] + harness.scene.controllers.map(\.id)
                throw LuaScriptError("stage:controller: no controller '\(id)' (controllers: \(known.joined(separator: ", ")))")
            }
            pushController(controller, window: harness.scene.window, in: lua)
            return 1
        },
        "log": { harness, lua in
            lua.pushList(harness.scene.log.lines)
            return 1
        },
        "warnings": { harness, lua in
            lua.pushList(harness.warnings)
            return 1
        },
        "clearLog": { harness, lua in
            harness.scene.log.clear()
            lua.pushValue(at: 1)
            return 1
        },
        "snapshot": { harness, lua in
            pushSnapshot(of: harness.scene, in: lua)
            return 1
        },
    ]

    /// A method that starts the transition `request` reads from its arguments, reading
    /// `{ interactive = … }` at `optionsAt`; returns whether it started.
    private static func starter(_ method: String, optionsAt index: Int32,
                                _ request: @escaping @Sendable (LuaState) throws -> StageRequest) -> Method {
        { harness, lua in
            let request = try request(lua)
            let interactive = try interactiveOption(lua, at: index, function: method)
            lua.push(try harness.start(request, interactive: interactive))
            return 1
        }
    }

    // MARK: Arguments

    private static func interactiveOption(_ lua: LuaState, at index: Int32, function: String) throws -> Bool {
        if lua.isNil(index) { return false }
        guard lua.isTable(index) else {
            throw lua.typeError(index, function: function, expected: "options table")
        }
        lua.rawField("interactive", of: index)
        defer { lua.pop() }
        return lua.bool(at: -1)
    }

    private static func pageArgument(_ lua: LuaState, function: String) throws -> Int {
        try lua.checkInteger(2, function: function, in: 1...1_000_000)
    }

    private static func velocityArgument(_ lua: LuaState, function: String) throws -> Double {
        if lua.isNil(2) { return 0 }
        return try lua.checkFinite(2, function: function)
    }

    // MARK: Values

    /// `{ id, appearance, parent, children, inWindow }`.
    private static func pushController(_ controller: ViewController, window: View, in lua: LuaState) {
        lua.newTable(recordCount: 5)
        lua.push(controller.id)
        lua.setRawField("id", of: -2)
        lua.push(controller.appearance.rawValue)
        lua.setRawField("appearance", of: -2)
        if let parent = controller.parent {
            lua.push(parent.id)
            lua.setRawField("parent", of: -2)
        }
        lua.pushList(controller.children.map(\.id))
        lua.setRawField("children", of: -2)
        lua.push(controller.view === window || controller.view.isDescendant(of: window))
        lua.setRawField("inWindow", of: -2)
    }

    /// `{ [id] = { x = …, alpha = …, …, hidden = false } }` for every view in the window.
    private static func pushSnapshot(of scene: Scene, in lua: LuaState) {
        let frame = FrameRecord.capture(scene, progress: 0)
        lua.newTable(recordCount: Int32(frame.views.count))
        for view in frame.views {
            lua.newTable(recordCount: Int32(ViewProperty.count + 1))
            for property in ViewProperty.allCases {
                lua.push(view[property])
                lua.setRawField(property.name, of: -2)
            }
            lua.push(view.isHidden)
            lua.setRawField("hidden", of: -2)
            lua.setRawField(view.id, of: -2)
        }
    }
}
