/// Issue 28, item 4: the hook × moment matrix of the attack battery. Every hook a transition
/// script has, made to fail once at every moment it can run at — as the transition is set
/// up, in flight, as it completes, on a cancel, under a finger, at the release, with a
/// duration of 0, reversed, grabbed while completing, after a hot reload — in a script
/// generated for the case. Every host that drives a stage plays the same cases with its own
/// calls (``HookFailureCase/steps``) and checks the same promises: no crash, the transition
/// completes exactly once, `finalize` runs exactly once, the error names the script's
/// `file:line` (``HookFailureCase/errorLine``), and the container runs the next transition.

/// A hook of a transition script, or a block a hook runs.
public enum MatrixHook: String, CaseIterable, Sendable {
    case addTo, prepare, animation
    /// A `ctx:keyframe` block (run by `animation`).
    case keyframe
    /// A `ctx:stagger` block (run by `animation`).
    case stagger
    /// A `ctx:alongside` block (run by `animation`, and by `interactionEnded` at a release).
    case alongside
    case update, interactionEnded, finalize, onReload
}

/// When the hook fails.
public enum MatrixMoment: String, CaseIterable, Sendable {
    /// Its first call, as a timed transition is set up.
    case setUp
    /// Its first call, as an interactive transition is set up.
    case interactiveBegin
    /// Its first call, in a transition whose duration is 0.
    case durationZero
    /// Mid-flight of a timed transition (0.2 < progress < 0.8).
    case midFlight
    /// As a timed transition completes (progress 1; `finalize` after completing).
    case completion
    /// After an interactive transition was cancelled.
    case cancel
    /// As an interactive transition is released towards its end.
    case release
    /// After a timed transition was turned round mid-flight.
    case reversed
    /// As a released transition, completing, is grabbed again.
    case grab
    /// In the new version of the script, as a hot reload brings it back to the same place.
    case reload
}

/// One way a host drives its stage; every host maps each step to its own calls.
public enum MatrixStep: Equatable, Sendable {
    /// Starts the container's next transition, timed or interactive.
    case begin(interactive: Bool)
    /// Scrubs the interactive transition to a progress.
    case scrub(Double)
    /// Lets an interactive transition run to its end (a release towards the end).
    case finish
    /// Lets an interactive transition run back to its start.
    case cancel
    /// Advances the clock by frames at 60 fps.
    case frames(Int)
    /// Grabs the running transition where it stands (it becomes interactive there).
    case grab
    /// Turns a timed transition round where it stands (grab, then cancel).
    case reverse
    /// Replaces the script with ``HookFailureCase/script`` (the failing version) and hot-reloads it.
    case reload
    /// Lets the clock run until no transition runs.
    case settle
}

/// One case of the matrix: a hook, a moment, the scripts, how to drive them and what must
/// hold afterwards.
public struct HookFailureCase: CustomStringConvertible, Sendable {
    public let hook: MatrixHook
    public let moment: MatrixMoment

    /// The Lua condition, over `ctx`, `t` (update's progress), `n` (the hook's call count),
    /// `back`, `held` and `late`, under which the hook fails; nil when the hook does not
    /// run at that moment.
    private static func condition(_ hook: MatrixHook, _ moment: MatrixMoment) -> String? {
        switch (moment, hook) {
        case (.setUp, .addTo), (.setUp, .prepare), (.setUp, .animation), (.setUp, .keyframe), (.setUp, .stagger),
             (.setUp, .alongside), (.setUp, .update),
             (.interactiveBegin, .addTo), (.interactiveBegin, .prepare), (.interactiveBegin, .animation),
             (.interactiveBegin, .keyframe), (.interactiveBegin, .stagger), (.interactiveBegin, .alongside),
             (.interactiveBegin, .update),
             (.durationZero, .addTo), (.durationZero, .prepare), (.durationZero, .animation), (.durationZero, .keyframe),
             (.durationZero, .stagger), (.durationZero, .alongside), (.durationZero, .update), (.durationZero, .finalize),
             (.reload, .addTo), (.reload, .prepare), (.reload, .animation), (.reload, .keyframe), (.reload, .stagger),
             (.reload, .alongside), (.reload, .update), (.reload, .onReload):
            return "n == 1"
        case (.midFlight, .update): return "t > 0.2 and t < 0.8"
        case (.completion, .update): return "t >= 1"
        case (.completion, .finalize), (.cancel, .finalize), (.reversed, .finalize), (.grab, .finalize): return "true"
        case (.cancel, .update), (.cancel, .interactionEnded), (.reversed, .interactionEnded): return "ctx.isCancelled"
        case (.release, .update): return "not ctx.isInteractive and calls.interactionEnded ~= nil"
        case (.release, .interactionEnded): return "true"
        case (.release, .alongside): return "late"
        case (.reversed, .update): return "back"
        case (.grab, .update): return "held"
        case (.grab, .interactionEnded): return "n >= 2"
        default: return nil
        }
    }

    /// Every case the matrix holds, hook by hook.
    public static let all: [HookFailureCase] = MatrixHook.allCases.flatMap { hook in
        MatrixMoment.allCases.compactMap { moment in
            condition(hook, moment) == nil ? nil : HookFailureCase(hook: hook, moment: moment)
        }
    }

    /// The cases a host without hot reload plays.
    public static let withoutReload = all.filter { $0.moment != .reload }

    public var description: String { "\(hook.rawValue) at \(moment.rawValue)" }

    /// How a host drives the case; then ``afterwards`` shows the container still works.
    public var steps: [MatrixStep] {
        switch moment {
        case .setUp, .durationZero, .midFlight, .completion: [.begin(interactive: false), .settle]
        case .interactiveBegin, .release: [.begin(interactive: true), .scrub(0.5), .finish, .settle]
        case .cancel: [.begin(interactive: true), .scrub(0.5), .cancel, .settle]
        case .reversed: [.begin(interactive: false), .frames(6), .reverse, .settle]
        case .grab: [.begin(interactive: true), .scrub(0.5), .finish, .frames(2), .grab, .cancel, .settle]
        case .reload: [.begin(interactive: true), .scrub(0.5), .reload, .finish, .settle]
        }
    }

    /// A second transition, timed: it must run to its end, completed, with no new error.
    public static let afterwards: [MatrixStep] = [.begin(interactive: false), .settle]

    /// Whether the failing transition still ends completed: only when `finalize` fails
    /// after the animation reached its end (the outcome was decided before it ran).
    public var completes: Bool {
        hook == .finalize && (moment == .completion || moment == .durationZero)
    }

    /// The error's message, after `file:line: `.
    public var message: String { "boom in \(hook.rawValue)" }

    /// The line of the generated scripts that raises the error.
    public var errorLine: Int {
        (script.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("error(\"boom in") } ?? -1) + 1
    }

    /// What the error must read: `file:line: boom in <hook>`.
    public func positionedMessage(file: String) -> String { "\(file):\(errorLine): \(message)" }

    /// The script the case starts with: for a reload, a version that never fails (the
    /// version ``script`` replaces it with does); otherwise ``script``.
    public var firstScript: String { moment == .reload ? Self.source(failing: nil, duration: 0.2) : script }

    /// The script that fails.
    public var script: String {
        Self.source(failing: (hook, Self.condition(hook, moment) ?? "false"), duration: moment == .durationZero ? 0 : 0.2)
    }

    /// A swipe between two pages whose every hook (and every block a hook runs) calls `trip`,
    /// which raises `boom in <hook>` at line ``errorLine`` the first time `failing`'s
    /// condition holds for its hook. `finalize` prints `finalize <completed>` first.
    private static func source(failing: (hook: MatrixHook, condition: String)?, duration: Double) -> String {
        """
        local calls, last, moved, armed = {}, {}, false, true
        local function trip(hook, ctx, t, late)
          local n = (calls[hook] or 0) + 1
          calls[hook] = n
          if hook == "interactionEnded" then moved = false end
          local prev = last[hook]
          last[hook] = t
          -- back: the progress went down; held: it stood still after moving (a grab)
          local back = t ~= nil and prev ~= nil and t < prev
          local held = t ~= nil and t == prev and moved
          if t ~= nil and prev ~= nil and t ~= prev then moved = true end
          if armed and hook == "\(failing?.hook.rawValue ?? "none")" and (\(failing?.condition ?? "false")) then
            armed = false
            error("boom in " .. hook)
          end
        end
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView", subviews = { { id = "dot" } } } },
                      { id = "b", view = { id = "bView" } } } },
          duration = \(duration),
          timing = "linear",
          addTo = function(ctx)
            ctx.container:add(ctx.to.view)
            trip("addTo", ctx)
          end,
          prepare = function(ctx)
            ctx.to.view.x = ctx.container.width
            ctx.from.view.alpha = 0.5
            ctx.container:add(ctx:makeView { id = "shade", alpha = 0 })
            trip("prepare", ctx)
          end,
          animation = function(ctx)
            ctx.to.view.x = 0
            ctx:keyframe(0, 0.5, function() ctx.from.view.x = -100; trip("keyframe", ctx) end)
            ctx:stagger({ ctx.views.dot }, { each = 0.1 }, function(view) view.alpha = 0.5; trip("stagger", ctx) end)
            ctx:alongside(function() ctx.from.view.y = 10; trip("alongside", ctx) end)
            trip("animation", ctx)
          end,
          update = function(ctx, t)
            ctx.from.view.cornerRadius = t * 10
            trip("update", ctx, t)
          end,
          interactionEnded = function(ctx)
            ctx:alongside(function() ctx.to.view.alpha = 1; trip("alongside", ctx, nil, true) end)
            trip("interactionEnded", ctx)
          end,
          finalize = function(ctx, completed)
            print("finalize " .. tostring(completed))
            if completed then ctx.from.view.alpha = 1 end
            trip("finalize", ctx)
          end,
          onReload = function(ctx)
            trip("onReload", ctx)
          end,
        }
        """
    }
}
