import SegueCore

/// Generates spec files that drive a stage the way a careless or hostile spec would: every
/// call of the stage's Lua face (begin and the container's requests, the clock, scrubbing,
/// grabbing and releasing, the animator, touches and drags, recording and rendering, reading
/// views) in a random order with hostile arguments, against a transition whose hooks fail at
/// a moment the seed chooses (at set-up, mid-flight, at the end, every time).
///
/// Each generated case is one `it`; most calls run under `pcall` so one case reaches many,
/// some run bare so a failing call fails the test. The runner must finish every case with a
/// verdict: nothing a spec or its transition does may crash or hang the process.
struct StageFuzzer {
    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(random.next() % UInt64(choices.count))]
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double(random.next() % 10_000) < probability * 10_000
    }

    static let numbers = ["0/0", "1/0", "-1/0", "1e308", "-1e308", "math.maxinteger", "math.mininteger", "-1", "0",
                          "0.5", "1", "2", "3", "0.25", "0.75", "1e-300", "1e9", "300", "-800", "800"]
    static let strings = ["\"\"", "\"x\"", "\"began\"", "\"changed\"", "\"ended\"", "\"cancelled\"", "\"start\"",
                          "\"end\"", "\"current\"", "\"aView\"", "\"bView\"", "\"cView\"", "\"nosuch\"",
                          "\"trace\\nline\"", "\"..\"", "\"/etc/passwd\"", "string.rep('x', 10000)"]

    /// A Lua expression for a hostile (or, often, ordinary) value.
    mutating func value(depth: Int = 0) -> String {
        switch random.next() % 12 {
        case 0...4: return pick(Self.numbers)
        case 5, 6: return pick(Self.strings)
        case 7: return pick(["true", "false", "nil", "{}", "function() end", "s"])
        case 8: return "raising"
        case 9 where depth < 2:
            return "{ interactive = \(value(depth: depth + 1)), frames = \(value(depth: depth + 1)), fps = \(value(depth: depth + 1)) }"
        case 10 where depth < 2:
            return "{ x = \(value(depth: depth + 1)), y = \(value(depth: depth + 1)) }"
        default: return pick(Self.numbers)
        }
    }

    /// One call on the stage `s`.
    mutating func call() -> String {
        switch random.next() % 26 {
        case 0, 1: return "s:begin(\(pick(["", "{ interactive = true }", "{ interactive = false }", value()])))"
        case 2: return "s:showPage(\(value()), \(value()))"
        case 3: return "s:\(pick(["present", "dismiss", "push", "pop"]))(\(value()))"
        case 4: return "s:select(\(value()))"
        case 5, 6: return "s:step(\(pick(["", "1", "5", "30", value()])))"
        case 7: return "s:advance(\(pick(["0.05", "0.2", value()])))"
        case 8, 9: return "s:settle()"
        case 10, 11: return "s:scrub(\(value()))"
        case 12: return "s:pause()"
        case 13: return "s:grab()"
        case 14: return "s:release(\(value()))"
        case 15: return "s:\(pick(["finish", "cancel"]))(\(value()))"
        case 16: return "s:animator():\(pick(["pauseAnimation", "startAnimation", "stopAnimation", "finishAnimation", "continueAnimation"]))(\(value()))"
        case 17: return "s:animator().\(pick(["fractionComplete", "isReversed", "pausesOnCompletion"])) = \(value())"
        case 18: return "s:touch(\(value()), \(value()), \(value()))"
        case 19: return "s:drag { from = \(value()), to = \(value()), seconds = \(value()), lift = \(value()) }"
        case 20:
            if chance(0.5) { return "s:record { frames = \(value()), fps = \(value()) }" }
            return "local _ = s:record():column(\(pick(["\"t\"", "\"progress\"", value()])))"
        case 21: return "s:render { frames = \(pick(["2", value()])) }"
        case 22: return "local _ = s:view(\(value()))\(pick(["", ".x", ".alpha"]))"
        case 23: return "local _ = s:snapshot()"
        case 24: return "local _ = s.progress, s.running, s.outcome, s.time, s.page, s.errors, s:log(), s:warnings()"
        default: return "s = stage.load(\"transition.lua\")"
        }
    }

    /// One test case: a stage loaded, then calls, most under `pcall`, then an end state.
    mutating func testCase(index: Int) -> String {
        var lines = ["local s = stage.load(\"transition.lua\")"]
        for _ in 0..<(2 + random.next() % 10) {
            let line = call()
            lines.append(chance(0.85) ? "pcall(function() \(line) end)" : line)
        }
        if chance(0.5) { lines.append("pcall(function() s:settle() end)") }
        return """
        it("case \(index)", function()
          \(lines.joined(separator: "\n  "))
        end)
        """
    }

    /// A spec file of `count` cases.
    mutating func spec(cases count: Int) -> String {
        let header = """
        local raising = setmetatable({}, {
          __index = function() error("raising __index") end, __len = function() error("raising __len") end,
          __tostring = function() error("raising __tostring") end, __call = function() error("raising __call") end,
          __eq = function() error("raising __eq") end, __lt = function() error("raising __lt") end,
        })
        """
        return header + "\n" + (0..<count).map { testCase(index: $0) }.joined(separator: "\n") + "\n"
    }

    /// The transition the specs drive: a swipe of three pages whose one hook fails at one
    /// moment (or none does), chosen by the seed.
    mutating func transition() -> String {
        let hooks = ["addTo", "prepare", "animation", "update", "finalize", "interactionEnded", "alongside", "none"]
        let failing = pick(hooks)
        // When the failing hook raises: at its first call, past half way, or every time.
        let when = pick(["true", "(progress or 0) > 0.5", "calls > 1"])
        func body(_ hook: String) -> String {
            hook == failing ? "calls = calls + 1; if \(when) then error('boom in \(hook)') end" : ""
        }
        let duration = pick(["0.2", "0", "0.2", "1e-9", "0.5"])
        return """
        local calls = 0
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } },
                      { id = "c", view = { id = "cView" } } } },
          duration = \(duration),
          timing = "\(pick(["linear", "easeInOut"]))",
          addTo = function(ctx) local progress = 0; \(body("addTo")) ctx.container:add(ctx.to.view) end,
          prepare = function(ctx) local progress = 0; \(body("prepare")) ctx.to.view.x = 300 * ctx.direction end,
          animation = function(ctx)
            local progress = 0; \(body("animation"))
            ctx.to.view.x = 0
            ctx.from.view.alpha = 0.5
            ctx:alongside(function() local progress = ctx:percentComplete(); \(body("alongside")) ctx.to.view.cornerRadius = 8 end)
          end,
          update = function(ctx, progress) \(body("update")) ctx.to.view.translationY = 10 * progress end,
          interactionEnded = function(ctx) local progress = ctx:percentComplete(); \(body("interactionEnded")) end,
          finalize = function(ctx, completed) local progress = 1; \(body("finalize")) ctx.from.view.alpha = 1 end,
        }
        """
    }
}
