/// A request a ``StageDriver`` cannot carry out, said in plain words without naming any
/// one surface: each surface puts its own name in front (a spec's `stage:step: …`, the
/// command line's `segue: FILE: …`, the embedding API's `PlayerError`).
public enum StageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A request for another kind of container (`present` on a navigation stack).
    case wrongContainer(request: String, needs: String, has: String)
    /// A request whose name reads as none of the requests (`--request dimiss`).
    case unknownRequest(name: String, hint: String)
    /// A page or tab number outside 1…1000000.
    case pageOutOfRange(Int)
    /// A `push` with every page of the scene on the stack already.
    case nothingToPush
    /// A request the container refused now, with its reason (`nothing is presented`).
    case refused(request: String, reason: String)
    /// An interactive call with no interactive transition running.
    case noInteractiveTransition
    /// A call that needs a running transition, with none running.
    case noTransitionRunning
    /// A call that needs the stage at rest, with a transition running.
    case transitionRunning
    /// A step of more frames than the frame limit allows in one call.
    case tooManyFrames(asked: Int, limit: Int)
    /// A run that did not end within the frame limit.
    case frameLimit(Int)
    /// A run that did not end within `seconds` of clock time; `why` says why the running
    /// animator will not end by itself, when that is the reason.
    case timeLimit(seconds: Double, why: String?)
    /// An advance that would move the clock backwards or past `VirtualClock.maximumTime`.
    case clockLimit(now: Double, asked: Double)
    /// A touch with a finger down already.
    case fingerDown(Point)
    /// A move, lift or cancel with no finger down.
    case noFingerDown(TouchPhase)
    /// A touch that began without saying where.
    case touchNeedsLocation(TouchPhase)
    /// A drag lasting outside 0…60 s.
    case dragDuration(Double)
    /// A drag that starts a new finger while one is down.
    case dragStartsOverFinger
    /// A drag that continues a finger when none is down.
    case dragNeedsStart
    /// A gesture trace whose event (1-based) cannot be played from here.
    case gestureEvent(index: Int, problem: String)
    /// A recorded gesture that ends with the finger still down.
    case gestureEndsDown
    /// A recorded gesture that left its transition held part-way.
    case gestureHeld(progress: Double)
    /// A recorded gesture that started no transition.
    case gestureStartedNothing
    /// A take caught its transition in flight `time` seconds in, but it had ended by then.
    case nothingToCatch(time: Double)
    /// A detent asked of a scene that presents no sheet (`presentation.style` is not
    /// `pageSheet`).
    case notASheet
    /// A detent identifier the sheet does not have, with the ones it has.
    case unknownDetent(String, known: [String])

    public var description: String {
        switch self {
        case .wrongContainer(let request, let needs, let has):
            "\(request) needs a '\(needs)' container; this scene's is '\(has)'"
        case .unknownRequest(let name, let hint):
            "unknown transition '\(name)': expected next, push, pop, present, dismiss, page:N, tab:N, pan:DIRECTION or detent:ID" + hint
        case .pageOutOfRange(let page):
            "the page number must be in 1…1000000, got \(page)"
        case .nothingToPush:
            "no page left to push (the scene's pages are all on the stack)"
        case .refused(let request, let reason):
            "could not start '\(request)': \(reason)"
        case .noInteractiveTransition:
            "no interactive transition is running"
        case .noTransitionRunning:
            "no transition is running (begin one first)"
        case .transitionRunning:
            "a transition is already running; settle it first"
        case .tooManyFrames(let asked, let limit):
            "\(asked) frames is more than the limit of \(limit) (--max-frames)"
        case .frameLimit(let limit):
            "the transition did not end within \(limit) frames (--max-frames)"
        case .timeLimit(let seconds, let why):
            "the transition did not end within \(decimalText(seconds, places: 3)) s of clock time" + (why.map { ": \($0)" } ?? "")
        case .clockLimit(let now, let asked):
            "the clock may reach \(decimalText(VirtualClock.maximumTime, places: 0)) s at most; it is at \(decimalText(now, places: 3)) s, asked for \(asked) s more"
        case .fingerDown(let point):
            "a finger is already down at (\(decimalText(point.x, places: 1)), \(decimalText(point.y, places: 1))); lift it first"
        case .noFingerDown(let phase):
            "no finger is down ('\(phase.rawValue)' needs a touch that began)"
        case .touchNeedsLocation(let phase):
            "'\(phase.rawValue)' needs the point where the finger touches (x, y)"
        case .dragDuration(let seconds):
            "a drag lasts 0…60 seconds, got \(seconds)"
        case .dragStartsOverFinger:
            "a finger is already down; leave out where the drag starts to continue it"
        case .dragNeedsStart:
            "no finger is down; say where the drag starts"
        case .gestureEvent(let index, let problem):
            "gesture event \(index): \(problem)"
        case .gestureEndsDown:
            "the trace ends with the finger down; a recorded run needs it lifted"
        case .gestureHeld(let progress):
            "the gesture left the transition held at \(decimalText(progress, places: 3)); a recorded run must settle"
        case .gestureStartedNothing:
            "the gesture started no transition"
        case .nothingToCatch(let time):
            "the transition had ended \(decimalText(time, places: 3)) s in: nothing to catch there"
        case .notASheet:
            "this scene presents no sheet (presentation.style = \"pageSheet\")"
        case .unknownDetent(let identifier, let known):
            "the sheet has no detent '\(identifier)'\(NameSuggestion.hint(for: identifier, among: known)) (detents: \(known.joined(separator: ", ")))"
        }
    }
}
