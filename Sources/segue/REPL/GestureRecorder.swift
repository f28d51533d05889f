import SegueCore
import SegueLua
import SegueSystem
import SegueTesting

/// Records the touches of a REPL session into a ``GestureTrace``: every event the stage's
/// gesture driver receives (from `:touch`, `:drag`, `:replay` or `stage:touch` at the
/// prompt), times counted from the start of the recording and continuing across reloads
/// (a reload rebuilds the scene and its clock).
final class GestureRecorder {
    /// Where the trace goes.
    let path: String
    private(set) var trace: GestureTrace
    /// Clock time that recorded time 0 corresponds to on the current scene's clock.
    private var offset: Double

    /// Most events the trace keeps (the `--max-frames` limit); later ones are dropped.
    let maxEvents: Int
    /// Events dropped because the trace was full.
    private(set) var dropped = 0

    /// Starts recording at `now` on a scene of `size`, keeping at most `maxEvents` events.
    init(path: String, size: Size, now: Double, maxEvents: Int = ScriptLimits.scripts.maxFrames) {
        self.path = path
        self.maxEvents = maxEvents
        trace = GestureTrace(events: [], size: size, note: "recorded in segue repl")
        offset = now
    }

    /// What the trace is, for a person reading it.
    var note: String? {
        get { trace.note }
        set { trace.note = newValue }
    }

    /// How a run of the trace ends, when stated.
    var expectedOutcome: TakeOutcome? {
        get { trace.expectedOutcome }
        set { trace.expectedOutcome = newValue }
    }

    /// Records `event`.
    func record(_ event: TouchEvent) {
        guard trace.events.count < maxEvents else {
            dropped += 1
            return
        }
        var event = event
        event.timestamp = max(event.timestamp - offset, trace.events.last?.timestamp ?? 0)
        trace.events.append(event)
    }

    /// A new scene's clock reads `now` where the old one was at the last recorded time.
    func continueOnNewClock(now: Double) {
        offset = now - (trace.events.last?.timestamp ?? 0)
    }

    /// Writes the trace; throws a message naming the file when it cannot.
    func save() throws {
        do { try OutputFile.write(trace.json, to: path) } catch { throw ReplError("\(error)") }
    }
}
