import SegueCore

/// Generates transition scripts that call every part of the Lua API with hostile values:
/// NaN, infinities, huge and extreme integers, wrong types, tables whose metamethods raise
/// or loop, views of other transitions kept across runs, coroutines and finalizers.
///
/// Every script is a valid transition skeleton (so the engine runs its hooks) whose hooks
/// are filled with generated statements; most statements run under `pcall`, so one script
/// exercises many calls, and some run bare, so hook errors are exercised too.
struct ScriptFuzzer {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(random.next() % UInt64(choices.count))]
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 10_000) < probability * 10_000
    }

    static let numbers = ["0/0", "-(0/0)", "1/0", "-1/0", "1e308", "-1e308", "math.maxinteger", "math.mininteger",
                          "-1", "0", "-0.0", "0.5", "1", "2", "300", "1e-300", "1e9", "-1e9", "1e10", "2^53"]
    static let strings = ["\"\"", "\"x\"", "\"#ＦＦＦ\"", "\"#fff\"", "\"#12345\"", "\"linear\"", "\"easeIn\"",
                          "\"swipe\"", "\"modal\"", "\"aView\"", "\"bView\"", "\"jumpBoth\"", "\"threshold\"",
                          "string.rep('x', 100000)", "\"\\0\"", "\"\\xff\\xfe\""]
    static let properties = ["x", "y", "width", "height", "alpha", "translationX", "translationY", "translationZ",
                             "scaleX", "scaleY", "scale", "rotation", "rotationX", "rotationY", "perspective",
                             "cornerRadius", "zPosition", "effectIntensity", "backgroundRed", "backgroundGreen",
                             "backgroundBlue", "backgroundAlpha", "color", "hidden", "clipsToBounds", "id",
                             "superview", "subviews", "frame", "nosuch", "anchorX", "anchorY", "shadowOpacity",
                             "shadowRadius", "shadowOffsetX", "shadowOffsetY", "shadowColor", "match"]
    static let views = ["ctx.to.view", "ctx.from.view", "ctx.container", "kept", "ctx.views.aView", "ctx.views.bView",
                        "ctx.views[\"nosuch\"]"]

    /// A Lua expression for a hostile (or, sometimes, ordinary) value.
    mutating func value(depth: Int = 0) -> String {
        switch random.next() % 16 {
        case 0...4: return pick(Self.numbers)
        case 5, 6: return pick(Self.strings)
        case 7: return pick(["true", "false", "nil", "{}", "function() end", "print"])
        case 8: return pick(Self.views)
        case 9: return chance(0.05) ? "looping" : "raising"
        case 10: return "coroutine.create(function() end)"
        case 11 where depth < 2:
            return "{ x = \(value(depth: depth + 1)), y = \(value(depth: depth + 1)), width = \(value(depth: depth + 1)), height = \(value(depth: depth + 1)) }"
        case 12 where depth < 2:
            return "{ \(value(depth: depth + 1)), \(value(depth: depth + 1)), id = \(value(depth: depth + 1)) }"
        case 13 where depth < 2:
            return "{ dampingRatio = \(value(depth: depth + 1)), response = \(value(depth: depth + 1)), duration = \(value(depth: depth + 1)), initialVelocity = \(value(depth: depth + 1)), blendDuration = \(value(depth: depth + 1)) }"
        case 14 where depth < 2:
            return "{ id = \(value(depth: depth + 1)), \(pick(Self.properties)) = \(value(depth: depth + 1)), subviews = \(value(depth: depth + 1)) }"
        default: return pick(Self.numbers)
        }
    }

    /// One statement that uses the API.
    mutating func statement(depth: Int = 0) -> String {
        let view = pick(Self.views)
        switch random.next() % 34 {
        case 0: return "segue.spring(\(value()))"
        case 1: return "segue.spring { dampingRatio = \(value()), response = \(value()), mass = \(value()), stiffness = \(value()), damping = \(value()), bounce = \(value()) }"
        case 2: return "segue.bezier(\(value()), \(value()), \(value()), \(value()))"
        case 3: return "segue.steps(\(value()), \(value()))"
        case 4: return "segue.curve(\(value()))"
        case 5: return "segue.scene { container = \(pick(["\"swipe\"", "\"tabs\"", "\"navigation\"", "\"modal\"", value()])), size = { width = \(value()), height = \(value()) }, pages = { { id = \"p\", view = \(value()) } }, initialPage = \(value())\(swipeOptions()) }"
        case 6:
            // A gesture as a hostile value, or with a present area and a tap holding hostile values.
            let gesture = chance(0.5) ? value()
                : "{ presentArea = \(pick([value(), "\"p\"", "\"nowhere\""])), tap = { area = \(value()), request = \(pick([value(), "\"present\"", "\"tab:\(value())\"", "\"pan:\(value())\""])) } }"
            return "segue.transition { duration = \(value()), timing = \(value()), release = \(value()), gesture = \(gesture), completion = \(value()) }"
        case 7, 8, 9: return "\(view).\(pick(Self.properties)) = \(value())"
        case 10: return "local _ = \(view).\(pick(Self.properties))"
        case 11: return "\(view):\(pick(["add", "insertBelow", "insertAbove", "find"]))(\(value()), \(value()))"
        case 12: return "\(view):removeFromSuperview()"
        case 13: return "ctx.container:add(ctx:makeView(\(value())))"
        case 14: return "ctx:snapshot(\(value()))"
        case 15: return "ctx:alongside(\(depth < 2 ? "function() \(statement(depth: depth + 1)) end" : value()))"
        case 16: return "ctx:keyframe(\(value()), \(value()), \(depth < 2 ? "function() \(statement(depth: depth + 1)) end" : value()), \(value()))"
        case 17: return "local _ = ctx:percentComplete() + ctx.direction + ctx.duration; local t = ctx:touch(); local _ = (t and t.x + t.velocityY), ctx.pan"
        case 18: return "local _ = ctx.views[\(value())]"
        case 19: return "kept = \(view)"
        case 20: return depth < 2 ? "coroutine.wrap(function() \(statement(depth: depth + 1)) end)()" : "local _ = 1"
        case 21: return "ctx.\(pick(["to", "from", "views", "container", "kind", "direction"])) = \(value())"
        case 22: return "setmetatable({}, { __gc = function() local _ = kept and kept.x end })"
        case 23: return "ctx:path(\(view), \(pathSpec()))"
        case 24: return "ctx:stagger({ \(view), \(pick(Self.views)), \(value()) }, \(staggerOptions()), \(depth < 2 ? "function(v, i) \(statement(depth: depth + 1)) end" : value()))"
        case 25: return "ctx:matchViews(\(pick(["", value(), "{ duration = \(value()), timing = \(value()), fade = \(value()) }"])))"
        case 26, 27: return animatorStatement()
        case 28: return "local _ = \(view):convert(\(value()), \(pick([value(), pick(Self.views)])))"
        case 29: return "local _ = \(view):frameIn(\(pick([value(), pick(Self.views)])))"
        case 30: return "\(view).match = \(pick(["\"m\"", value()]))"
        case 31: return "ctx:keyframes(\(view), \(keyframesSpec()), \(pick([value(), "{ start = \(often()), duration = \(often()), repeatCount = \(often()), repeatDuration = \(value()), autoreverses = \(value()) }"])))"
        case 32:
            return pick([
                "local _ = \(keyframesSpec()):\(pick(["value", "velocity"]))(\(often()), \(pick([value(), "{ x = \(value()) }"])))",
                "ctx:keyframe(\(often()), \(often()), function() \(view).alpha = \(often()) end, \(value()), { repeatCount = \(often()), autoreverses = \(value()) })",
            ])
        default: return "local _ = tostring(\(value())) .. #tostring(\(view))"
        }
    }

    /// Nothing, or the swipe container's options with hostile values among them.
    mutating func swipeOptions() -> String {
        switch random.next() % 3 {
        case 0: return ""
        case 1: return ", swipes = { \(pick(["left", "right", "up", "down"])) = \(pick(["\"next\"", "\"previous\"", value()])) }, wraps = \(value())"
        default: return ", blur = \(value()), indicator = \(pick(["false", value()]))"
        }
    }

    /// A `ctx:path` specification: one of the curve kinds, with hostile values inside.
    mutating func pathSpec() -> String {
        let curve: String
        switch random.next() % 6 {
        case 0: curve = "control = { x = \(value()), y = \(value()) }"
        case 1: curve = "controls = { { x = \(value()), y = \(value()) }, { x = \(value()), y = \(value()) } }"
        case 2: curve = "arc = \(pick(["\"startVertical\"", "\"startHorizontal\"", "\"flip\"", value()]))"
        case 3: curve = "keyPositions = { { at = \(value()), percentX = \(value()), percentY = \(value()), type = \(pick(["\"pathRelative\"", "\"parentRelative\"", value()])) }, \(value()) }"
        case 4: curve = "arc = \(pick(["\"flip\"", value()])), keyPositions = { { at = \(value()), percentX = \(value()), arc = \(pick(["\"flip\"", "\"startVertical\"", value()])) }, { at = \(value()), percentY = \(value()) } }"
        default: curve = "control = \(value())"
        }
        return "{ to = { x = \(value()), y = \(value()) }, \(curve), start = \(value()), duration = \(value()), timing = \(value()), rotate = \(value()) }"
    }

    /// A hostile value, or now and then an ordinary one so the call gets past its first check.
    mutating func often() -> String { chance(0.5) ? pick(["0.3", "1", "0", "100"]) : value() }

    /// A `segue.keyframes` timeline (or `segue.phases`) of every keyframe kind: ordinary, so it
    /// gets past the constructors' checks and plays, but for one slot in two given a hostile value.
    mutating func keyframesSpec() -> String {
        var slots = ["0.3", "0.2", "\"easeIn\"", "40", "0.25", "300", "-50", "150", "0.4",
                     "segue.spring { preset = \"bouncy\" }", "10", "20", pick(Self.properties)]
        if chance(0.5) { slots[Int(random.next() % UInt64(slots.count))] = value() }
        let p = slots[12]
        if chance(0.25) {
            return "segue.phases { { \(p) = \(slots[0]), animation = false }, { \(p) = \(slots[3]), animation = \(slots[2]), duration = \(slots[1]) }, "
                + "{ \(p) = \(slots[7]), animation = \(slots[9]) }, cycles = \(pick(["2", slots[10]])) }"
        }
        return "segue.keyframes { \(p) = { segue.linearKeyframe(\(slots[0]), \(slots[1]), \(slots[2])), "
            + "segue.cubicKeyframe(\(slots[3]), \(slots[4]), { startVelocity = \(slots[5]), endVelocity = \(slots[6]) }), "
            + "segue.springKeyframe(\(slots[7]), { duration = \(pick(["nil", slots[8]])), spring = \(slots[9]), startVelocity = \(slots[10]) }), "
            + "segue.moveKeyframe(\(slots[11])) } }"
    }

    /// Options of `ctx:stagger`, each field hostile or ordinary.
    mutating func staggerOptions() -> String {
        let from = pick(["\"start\"", "\"end\"", "\"center\"", "\"edges\"", "\"random\"", value()])
        return "{ each = \(value()), amount = \(value()), from = \(from), seed = \(value()), grid = { rows = \(value()), columns = \(value()) }, axis = \(pick(["\"x\"", "\"y\"", value()])), ease = \(value()), duration = \(value()), timing = \(value()) }"
    }

    /// A use of the transition's property animator: its members read and written, its
    /// methods called with hostile arguments, or the animator kept past its transition.
    mutating func animatorStatement() -> String {
        switch random.next() % 8 {
        case 0: return "ctx:animator().fractionComplete = \(value())"
        case 1: return "ctx:animator().isReversed = \(value())"
        case 2: return "ctx:animator().\(pick(["pausesOnCompletion", "blendDuration"])) = \(value())"
        case 3: return "ctx:animator():\(pick(["pauseAnimation", "startAnimation", "stopAnimation", "finishAnimation"]))(\(value()))"
        case 4: return "ctx:animator():continueAnimation(\(value()), \(value()))"
        case 5: return "keptAnimator = ctx:animator()"
        case 6: return "if keptAnimator then keptAnimator:\(pick(["pauseAnimation", "startAnimation", "stopAnimation", "finishAnimation"]))(\(value())) end"
        default: return "local _ = ctx:animator().\(pick(["state", "isRunning", "fractionComplete", "progress", "duration", "nosuch"]))"
        }
    }

    /// The body of one hook: a few statements, most under `pcall`.
    mutating func hookBody() -> String {
        var lines: [String] = []
        for _ in 0..<(1 + random.next() % 4) {
            let line = statement()
            lines.append(chance(0.8) ? "pcall(function() \(line) end)" : line)
        }
        return lines.joined(separator: "\n    ")
    }

    /// A whole transition script.
    mutating func script() -> String {
        let duration = chance(0.9) ? "0.2" : value()
        let timing = chance(0.8) ? "\"linear\"" : value()
        // The optional hooks: `update` runs at set-up, every frame and the end; `interactionEnded`
        // when a gesture lets go.
        let updateHook = chance(0.5) ? "\n  update = function(ctx, progress)\n    \(hookBody())\n  end," : ""
        let interactionEndedHook = chance(0.3) ? "\n  interactionEnded = function(ctx)\n    \(hookBody())\n  end," : ""
        return """
        kept = nil
        keptAnimator = nil
        local raising = setmetatable({}, {
          __index = function() error("raising __index") end, __newindex = function() error("raising __newindex") end,
          __len = function() error("raising __len") end, __pairs = function() error("raising __pairs") end,
          __tostring = function() error("raising __tostring") end, __call = function() error("raising __call") end,
          __eq = function() error("raising __eq") end, __lt = function() error("raising __lt") end,
          __concat = function() error("raising __concat") end, __unm = function() error("raising __unm") end,
        })
        local looping = setmetatable({}, {
          __index = function() while true do end end, __len = function() while true do end end,
          __pairs = function() while true do end end, __tostring = function() while true do end end,
        })
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = \(duration),
          timing = \(timing),
          addTo = function(ctx)
            ctx.container:add(ctx.to.view)
            \(hookBody())
          end,
          prepare = function(ctx)
            \(hookBody())
          end,
          animation = function(ctx)
            ctx.to.view.x = 0
            \(hookBody())
          end,
          finalize = function(ctx, completed)
            \(hookBody())
          end,\(updateHook)\(interactionEndedHook)
        }
        """
    }
}
