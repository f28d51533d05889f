import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// A transition over a two-page swipe scene; `extra` goes in the transition's table,
/// `after` between `local T = …` and `return T`.
private func transitionSource(extra: String = "", scene: String = "", after: String = "") -> String {
    """
    local T = segue.transition {
      scene = segue.scene {
        container = "swipe", size = { width = 100, height = 200 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
        \(scene)
      },
      duration = 0.5,
      addTo = function(ctx) ctx.container:add(ctx.to.view) end,
      animation = function(ctx) ctx.to.view.x = 0 end,
      \(extra)
    }
    \(after)
    return T
    """
}

/// Loads `source` as a script file; returns the error, or nil when it loaded.
private func loadError(_ source: String) throws -> (path: String, error: LuaError?) {
    let path = try writeScript(source)
    do {
        _ = try TransitionScript.load(path: path)
        return (path, nil)
    } catch let error as LuaError {
        return (path, error)
    }
}

/// Validated values are frozen: changing them after the constructor returned is an error at
/// the line that tried (issue 13, item 3: these were a SIGSEGV in lua_rawget, overflow
/// traps and `Int(1e300)` traps).
@Suite struct ValidatedValuesTests {
    @Test(arguments: [
        "T.scene.pages[2] = 1",
        "T.scene.size = 1",
        "T.release = 1",
        "T.scene.initialPage = math.mininteger",
        "T.duration = 1e300",
        "T.scene.pages[1].view.id = {}",
        "T.scene.container = 'modal'",
        "rawset = nil; T.timing = 0/0",
    ])
    func changingAValidatedTableIsAnErrorAtItsLine(mutation: String) throws {
        let source = transitionSource(after: mutation)
        let (path, error) = try loadError(source)
        let failure = try #require(error, "\(mutation) was accepted")
        #expect(failure.file == path, "\(failure)")
        #expect(failure.line == line(of: mutation, in: source), "\(failure)")
        #expect(failure.message.contains("read-only"), "\(failure)")
    }

    @Test func aTimingIsFrozenToo() throws {
        let source = """
            local steps = segue.steps(3)
            steps.count = 1e308
            return nil
            """
        let (_, error) = try loadError(source)
        #expect(error?.line == 2, "\(String(describing: error))")
    }

    @Test func changingTheTableGivenToTheConstructorChangesNothing() throws {
        let source = """
            local release = { threshold = 0.25 }
            local pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } }
            local T = segue.transition {
              scene = segue.scene { container = "swipe", size = { width = 100, height = 200 }, pages = pages },
              release = release,
            }
            release.threshold = 0/0
            pages[2] = 1
            return T
            """
        let path = try writeScript(source)
        let script = try TransitionScript.load(path: path)
        #expect(script.releasePolicy.progressThreshold == 0.25)
        #expect(script.scene?.pages.map(\.id) == ["a", "b"])
    }

    @Test func aFrozenTableStillReadsLikeTheTableItWas() throws {
        let host = try ScriptHost(roots: ["/tmp"])
        try host.run("""
            local T = segue.transition {
              scene = segue.scene { container = "swipe", size = { width = 100, height = 200 },
                pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
              release = { threshold = 0.25 }, timing = segue.spring { dampingRatio = 0.8 },
            }
            local keys = {}
            for k in pairs(T.scene.pages[2]) do keys[#keys + 1] = k end
            table.sort(keys)
            return #T.scene.pages == 2 and T.scene.pages[2].view.id == "bView" and T.release.threshold == 0.25
              and table.concat(keys, ",") == "id,view" and T.scene.size == T.scene.size
              and getmetatable(T) == "segue.transition" and T.timing.dampingRatio == 0.8
            """, chunkName: "probe.lua")
        #expect(host.state.bool(at: -1))
    }

    @Test func hooksMayStillBeReplacedByFunctionsOnly() throws {
        let replaced = try writeScript(transitionSource(after: "T.finalize = function() end\nT.finalize = nil\nT.prepare = function() end"))
        _ = try TransitionScript.load(path: replaced)
        let (_, error) = try loadError(transitionSource(after: "T.prepare = 42"))
        #expect(error?.message.contains("'prepare' must be a function") == true, "\(String(describing: error))")
    }

    @Test func aFakeSceneOrTimingIsRefused() throws {
        let fake = "setmetatable({}, { __metatable = 'segue.scene' })"
        let (_, error) = try loadError("return segue.transition { scene = \(fake) }")
        #expect(error?.message.contains("'scene' must be made with segue.scene") == true, "\(String(describing: error))")
        let (_, timingError) = try loadError("return segue.transition { timing = setmetatable({}, { __metatable = 'segue.timing' }) }")
        #expect(timingError?.line == 1, "\(String(describing: timingError))")
    }

    @Test func aTableThatLiesThroughMetamethodsIsReadRaw() throws {
        // __index would answer a different duration on every read; the copy is taken raw.
        let source = """
            local calls = 0
            local spec = setmetatable({}, { __index = function() calls = calls + 1; return calls == 1 and 0.5 or 0/0 end })
            return segue.transition(spec)
            """
        let path = try writeScript(source)
        let script = try TransitionScript.load(path: path)
        #expect(script.duration == 0.35)
    }

    @Test func aCyclicSceneIsAnErrorNotARecursion() throws {
        let source = """
            local v = { id = "v" }
            v.subviews = { v }
            return segue.transition { scene = segue.scene { container = "swipe", size = { width = 1, height = 1 },
              pages = { { id = "a", view = v }, { id = "b", view = { id = "w" } } } } }
            """
        let (path, error) = try loadError(source)
        #expect(error?.file == path && error?.line == 3, "\(String(describing: error))")
    }
}

/// Numbers that are not finite, not whole or out of range are refused where the script
/// gives them (issue 13, item 4).
@Suite struct HostileNumberTests {
    @Test(arguments: [
        ("initialPage = 0/0", "scene"),
        ("initialPage = 1.5", "scene"),
        ("initialPage = math.huge", "scene"),
        ("initialPage = math.mininteger", "scene"),
        ("release = { threshold = 0/0 }", "extra"),
        ("release = { velocity = 0/0 }", "extra"),
        ("release = { deceleration = -0/0 }", "extra"),
        ("duration = 0/0", "extra"),
        ("timing = segue.steps(1e308)", "extra"),
        ("timing = segue.spring { dampingRatio = 0/0 }", "extra"),
        ("timing = segue.bezier(0/0, 0, 1, 1)", "extra"),
        ("timing = segue.bezier(0, 1/0, 1, 1)", "extra"),
        ("completion = { speed = 1/0 }", "extra"),
        ("gesture = { maxProgress = 0/0 }", "extra"),
    ])
    func aNonFiniteOrWrongNumberIsAnErrorAtItsLine(field: String, place: String) throws {
        let source = place == "scene" ? transitionSource(scene: field + ",") : transitionSource(extra: field + ",")
        let (path, error) = try loadError(source.replacingOccurrences(of: "  duration = 0.5,\n", with: field.hasPrefix("duration") ? "" : "  duration = 0.5,\n"))
        let failure = try #require(error, "\(field) was accepted")
        #expect(failure.file == path, "\(failure)")
        #expect(failure.line != nil, "\(failure)")
    }

    @Test func infiniteReleaseVelocitiesStillMeanNever() throws {
        let path = try writeScript(transitionSource(extra: "release = { velocity = math.huge, opposing = math.huge },"))
        let script = try TransitionScript.load(path: path)
        #expect(script.releasePolicy.velocityThreshold == .infinity)
    }

    @Test func aFullwidthColourIsAHookErrorNotATrap() throws {
        let source = transitionSource(extra: "prepare = function(ctx) ctx.to.view.color = \"#ＦＦＦ\" end,")
        let script = try TransitionScript.load(path: try writeScript(source))
        var errors: [String] = []
        let stage = try script.makeStage { error, _ in errors.append("\(error)") }
        TransitionRunner(scene: stage.scene).runTimed()
        #expect(errors.count == 1, "\(errors)")
    }
}

/// Generated hostile values for every field of segue.scene, segue.transition, the timing
/// constructors and the release fields: each either loads or fails with the script's file
/// and a line; none crashes. Changing any field afterwards is an error at its line.
@Suite struct HostileFieldPropertyTests {
    static let hostile = ["0/0", "-(0/0)", "1/0", "-1/0", "1e308", "-1e308", "math.maxinteger", "math.mininteger",
                          "-1", "0", "0.5", "1.5", "2", "1e9", "'x'", "true", "{}", "{ 1, 2 }", "function() end",
                          "segue.spring { dampingRatio = 1 }", "setmetatable({}, { __index = function() return 0/0 end })"]

    /// Each field and how to put a value into it (`%` is the value).
    static let fields = [
        "duration = %", "name = %", "timing = %", "completion = { speed = % }", "completion = { curve = % }",
        "release = { mode = % }", "release = { threshold = % }", "release = { velocity = % }",
        "release = { opposing = % }", "release = { deceleration = % }", "release = %",
        "gesture = { margin = % }", "gesture = { slop = % }", "gesture = { distance = % }",
        "gesture = { maxProgress = % }", "gesture = { velocityWindow = % }", "gesture = { edge = % }",
        "gesture = { axis = % }", "gesture = { directions = % }", "gesture = { directions = { % } }", "gesture = %",
        "timing = segue.spring { dampingRatio = % }", "timing = segue.spring { dampingRatio = 0.5, response = % }",
        "timing = segue.spring { mass = %, stiffness = 100, damping = 10 }",
        "timing = segue.spring { stiffness = %, damping = 10 }", "timing = segue.spring { stiffness = 100, damping = % }",
        "timing = segue.spring { duration = % }", "timing = segue.spring { duration = 0.5, bounce = % }",
        "timing = segue.spring { dampingRatio = 1, initialVelocity = % }",
        "timing = segue.bezier(%, 0, 1, 1)", "timing = segue.bezier(0, %, 1, 1)", "timing = segue.bezier(0, 0, %, 1)",
        "timing = segue.bezier(0, 0, 1, %)", "timing = segue.steps(%)", "timing = segue.steps(2, %)",
    ]

    static let sceneFields = [
        "initialPage = %", "size = %", "size = { width = %, height = 10 }", "size = { width = 10, height = % }",
        "indicator = { width = % }", "indicator = { bottomInset = % }", "indicator = %",
        "blur = %", "wraps = %", "swipes = %", "swipes = { left = % }", "swipes = { up = %, down = 'next' }",
        "background = { id = 'bg', view = { id = 'bgView', x = % } }",
        "background = { id = 'bg', view = { id = 'bgView', alpha = %, color = '#fff' } }",
        "background = { id = 'bg', view = { id = 'bgView', color = % } }",
        "background = { id = 'bg', view = { id = 'bgView', subviews = % } }",
        "background = { id = 'bg', view = { id = 'bgView', subviews = { % } } }",
        "background = { id = 'bg', view = % }", "background = %",
    ]

    static let modalFields = [
        "presentation = { style = % }", "presentation = { height = % }", "presentation = { dimming = % }",
        "presentation = { dimmingColor = % }", "presentation = %",
    ]

    /// Loads `source`: a failure must name the file and a line; a script that loads is run,
    /// timed and interactively, and must end within the runner's limit.
    private func check(_ source: String, _ label: String) throws {
        let path = try writeScript(source)
        let script: TransitionScript
        do {
            script = try TransitionScript.load(path: path)
        } catch let error as LuaError {
            #expect(error.file == path && error.line != nil, "\(label): \(error)")
            return
        }
        guard script.scene != nil else { return }
        for interactive in [false, true] {
            let stage = try script.makeStage()
            let runner = TransitionRunner(scene: stage.scene)
            // A very slow spring may run past the runner's limit: it stops there (timedOut).
            _ = interactive ? runner.runInteractive(scrub: 0.5, velocity: 0) : runner.runTimed()
            #expect(runner.frames.count <= 60 * 60 + 2, "\(label): \(runner.frames.count) frames")
        }
    }

    @Test func everyTransitionFieldTakesEveryHostileValue() throws {
        for field in Self.fields {
            for value in Self.hostile {
                let entry = field.replacingOccurrences(of: "%", with: value)
                try check(transitionSource(extra: entry + ","), entry)
            }
        }
    }

    @Test func everySceneFieldTakesEveryHostileValue() throws {
        for field in Self.sceneFields {
            for value in Self.hostile {
                let entry = field.replacingOccurrences(of: "%", with: value)
                try check(transitionSource(scene: entry + ","), entry)
            }
        }
        for field in Self.modalFields {
            for value in Self.hostile {
                let entry = field.replacingOccurrences(of: "%", with: value)
                let source = transitionSource(scene: entry + ",").replacingOccurrences(of: "\"swipe\"", with: "\"modal\"")
                try check(source, entry)
            }
        }
    }

    @Test func everyFieldChangedAfterValidationIsAnErrorAtItsLine() throws {
        let targets = ["T.duration", "T.name", "T.timing", "T.release", "T.scene", "T.scene.initialPage", "T.scene.size",
                       "T.scene.size.width", "T.scene.pages", "T.scene.pages[1]", "T.scene.pages[3]",
                       "T.scene.pages[1].view", "T.scene.pages[1].view.x", "T.scene.pages[2].view.subviews"]
        for target in targets {
            for value in ["0/0", "math.mininteger", "1e300", "'x'", "{}"] {
                let mutation = "\(target) = \(value)"
                let source = transitionSource(extra: "release = { threshold = 0.5 },", after: mutation)
                let (path, error) = try loadError(source)
                let failure = try #require(error, "\(mutation) was accepted")
                #expect(failure.file == path && failure.line == line(of: mutation, in: source), "\(mutation): \(failure)")
            }
        }
    }

    @Test func seededRandomCombinationsNeverCrash() throws {
        var generator = SeededGenerator(seed: 13)
        let all = Self.fields
        for _ in 0..<300 {
            var entries: [String] = []
            for _ in 0..<3 {
                let field = all[Int(generator.next() % UInt64(all.count))]
                let value = Self.hostile[Int(generator.next() % UInt64(Self.hostile.count))]
                entries.append(field.replacingOccurrences(of: "%", with: value))
            }
            // A later entry may repeat a field: Lua keeps the last, which is fine.
            let scene = Self.sceneFields[Int(generator.next() % UInt64(Self.sceneFields.count))]
                .replacingOccurrences(of: "%", with: Self.hostile[Int(generator.next() % UInt64(Self.hostile.count))])
            try check(transitionSource(extra: entries.joined(separator: ",\n") + ",", scene: scene + ","), entries.joined(separator: "; "))
        }
    }
}

