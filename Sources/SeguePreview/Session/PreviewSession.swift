import Segue
import SegueCore
import SegueLua

/// One page's view of one transition file: its own player, the take it shows, a finger
/// driving it, and the file watched for saves. Every call returns the messages to send.
///
/// Promises: nothing the page sends and nothing a save contains can take the session down
/// — a bad message, a hook error or a broken save becomes an `error` message and the last
/// good take stays; a save that loads is played again from where the current take started,
/// the same way, so the page keeps its place.
public actor PreviewSession {
    private let path: String
    private let player: TransitionPlayer
    private let recorder: TakeRecorder
    /// The take the page shows.
    private var take: Take?
    /// A finger driving the scene, while it does.
    private var live: LiveGesture?
    /// Whether the page shows a save's error now (cleared only by a save that goes live).
    private var showsSaveError = false
    /// The reload error last sent, so that one that has not changed (a file still missing,
    /// a FIFO read again at every poll) is sent once.
    private var lastReloadError: String?
    /// Whether the page was told the file cannot be read (missing, a FIFO…), and the error
    /// of the last version that failed to load (what the page must show again if the file
    /// comes back with the text already tried).
    private var unreadable = false
    private var loadError: String?
    /// The previous poll's failure, and ``loadError`` before it: a failure that repeats at
    /// every poll is the file unreadable, not a version tried once.
    private var previousFailure: String?
    private var loadErrorBefore: String?
    /// The folders of the script's files, opened as each was loaded: the page's edits and
    /// the source it is sent are read and written relative to them, never by path.
    private let folders: ScriptFolders
    /// The page's edits to the script's files, and their undo history.
    private let edits: ScriptEdit
    /// The limits every version of the script runs under.
    private let limits: ScriptLimits
    /// The comparison with the committed version, when the page asked for it.
    private let comparison: CommittedComparison

    /// A session on the transition at `path`; throws the script's `LuaError` when it does not
    /// load. Its undo history is kept in `undo` (by default the store every page of the
    /// process shares, so that the pages together stay within one budget).
    public init(path: String, limits: ScriptLimits, undo: UndoStore = .shared) throws {
        self.path = path
        self.limits = limits
        comparison = CommittedComparison(path: path, limits: limits)
        player = try TransitionPlayer(contentsOfFile: path, limits: limits)
        recorder = TakeRecorder(player: player)
        folders = ScriptFolders(script: path)
        folders.pin(player.scriptFiles)
        edits = ScriptEdit(store: undo, folders: folders)
    }

    /// The first messages: the scene, then a take of its natural first transition (or a
    /// still of the scene when it has none).
    public func open() -> [String] {
        var messages = [PreviewMessages.scene(path: path, scene: player.scene)]
        messages += record(TakeInput(drive: .timed(.next)), reason: "open", fallback: TakeInput(drive: .still))
        return messages
    }

    /// The messages answering one message from the page.
    public func handle(_ text: String) -> [String] {
        do {
            switch try PreviewCommand.parse(text) {
            case .play(let request, let fromStart):
                let from = fromStart ? (take?.input.prelude ?? []) : (take?.endPrelude ?? [])
                return record(TakeInput(prelude: from, drive: .timed(request)), reason: "request")
            case .action(let action, let progress, let velocity, let time):
                guard let take, let request = take.transitionRequest else {
                    throw PreviewError("no transition to \(action.rawValue): play one first")
                }
                // The page's Cancel is UIKit's cancelInteractiveTransition(): it hands no
                // velocity, so the transition turns back at once instead of going on forward
                // at the speed it had (Finish keeps it; Reverse turns it round).
                let speed = action == .cancel ? 0 : PagePrecision.speed(velocity)
                let progress = PagePrecision.progress(progress), time = time.map(PagePrecision.catchTime)
                let drive: TakeInput.Drive
                let release = TakeInput.Release(action, velocity: .progress(speed))
                switch (take.input.drive, time) {
                case (.timed, let time?):
                    // A timed transition is caught in flight at the playhead, as a finger would.
                    drive = .caught(request, time: time, release: release)
                case (.caught(_, let caughtAt, _), let time?) where time <= caughtAt:
                    drive = .caught(request, time: time, release: release)
                default:
                    drive = .scrubbed(request, progress: progress, release: release)
                }
                return record(TakeInput(prelude: take.input.prelude, drive: drive), reason: "action")
            case .touch(let phase, let location, let time):
                return try touch(phase, at: Point(x: PagePrecision.point(location.x), y: PagePrecision.point(location.y)),
                                 pageTime: time)
            case .take(let input):
                live = nil
                return record(input, reason: "address")
            case .reset:
                live = nil
                return record(TakeInput(drive: .still), reason: "request")
            case .saveGesture:
                guard let take, case .gesture(let gesture) = take.input.drive else {
                    throw PreviewError("no gesture to save: drag on the stage first")
                }
                let size = take.frames.first.map(\.drawing.size)
                let trace = GestureTrace(events: gesture.events, size: size, note: "recorded by segue preview on \(path)", after: take.input.prelude)
                let name = (path.split(separator: "/").last.map(String.init) ?? "transition")
                    .replacingSuffix(".lua", with: "") + ".gesture.json"
                return [PreviewMessages.gestureTrace(name: name, text: trace.json)]
            case .edit(let edit):
                let literal = try edits.apply(edit, allowedFiles: player.scriptFiles)
                return [edited("edit", file: edit.file, literal: literal)] + reloadAfterEdit()
            case .undo:
                let before = edits.undoCount
                do {
                    let file = try edits.undo(allowedFiles: player.scriptFiles)
                    return [edited("undo", file: file, literal: nil)] + reloadAfterEdit()
                } catch {
                    // A refused undo is forgotten: the page hears how many are left.
                    return [PreviewMessages.error(error, context: "message")] + forgottenEdits(always: edits.undoCount != before)
                }
            case .tryOut(let literals):
                return try tryOut(literals)
            case .compare(let withCommitted):
                if withCommitted { return comparison.start(take?.input) }
                comparison.stop()
                return []
            case .source(let file):
                let file = file ?? path
                guard player.scriptFiles.contains(file) || file == path else {
                    throw PreviewError("\(file) is not this transition's script or a module it loaded")
                }
                do {
                    return [PreviewMessages.source(ScriptLiterals(file: file, source: ScriptSource(bytes: try folders.read(file))))]
                } catch {
                    throw PreviewError("\(file) cannot be read: \(error.why)")
                }
            }
        } catch {
            return [PreviewMessages.error(error, context: "message")]
        }
    }

    /// Work that does not wait for the page: a saved file played again, a released finger's
    /// transition brought to the present on the server's clock.
    public func poll(now: ContinuousClock.Instant = .now) -> [String] {
        if var gesture = live {
            guard !gesture.isDown, player.isRunning else { return [] }
            do {
                let time = gesture.timeNow(now)
                try player.advance(to: time)
                gesture.lastTime = time
                gesture.lastSeen = now
                live = gesture
                var messages = [liveFrame(response: nil)]
                if !player.isRunning { messages += finishGesture() }
                return messages
            } catch {
                live = nil
                return [PreviewMessages.error(error, context: "gesture")]
            }
        }
        return reloadIfChanged()
    }

    // MARK: Takes

    /// Records `input` and answers with its take, or with the error that stopped it (then
    /// `fallback`'s take when there is one, else nothing: the page keeps the last take).
    private func record(_ input: TakeInput, reason: String, fallback: TakeInput? = nil) -> [String] {
        do {
            let recorded = try recorder.record(input)
            take = recorded
            var messages = [PreviewMessages.take(recorded, reason: reason, literals: literals(of: path), after: sceneAfter(recorded))]
            if reason == "reload" {
                lastReloadError = nil
                loadError = nil
                unreadable = false
            }
            if reason == "reload", showsSaveError {
                showsSaveError = false
                messages.insert(PreviewMessages.clearError(), at: 0)
            }
            return messages + comparison.messages(for: input)
        } catch {
            if let fallback, let recorded = try? recorder.record(fallback) {
                take = recorded
                return [PreviewMessages.take(recorded, reason: reason, literals: literals(of: path), after: sceneAfter(recorded))]
                    + comparison.messages(for: fallback)
            }
            if reason == "reload" { showsSaveError = true }
            // A transition the scene cannot play from where it stands is refused, not failed.
            return [PreviewMessages.error(error, context: error is RequestRefusal ? "refusal" : reason)]
        }
    }

    /// The scene where the next take starts after `take` (its `endPrelude`), for the
    /// transitions that can play next: the player stands there when the take ended at rest;
    /// a take cut off while a transition still ran is started over from its prelude first.
    private func sceneAfter(_ take: Take) -> Scene {
        if player.isRunning { try? recorder.start(after: take.endPrelude) }
        return player.scene
    }

    // MARK: Trying a number

    /// The current take's input played on the script with `literals` changed, nothing
    /// written: a `take` of reason `try` (the page keeps its place), or, with no literal,
    /// the file's own take again. A version that fails is an `error` in the `try` context;
    /// the live version and its take stay as they were.
    private func tryOut(_ literals: [LiteralEdit]) throws -> [String] {
        guard let take else { throw PreviewError("no take to try a number on: play one first") }
        guard !literals.isEmpty else { return [PreviewMessages.take(take, reason: "reload")] }
        do {
            if let module = literals.first(where: { $0.file != path }) {
                throw PreviewError("\(module.file) is not the script: a module's numbers play when let go, not while dragged")
            }
            let bytes = try edits.tryOut(literals, allowedFiles: player.scriptFiles)
            let trial = try ScriptVersion(bytes: bytes, name: path, limits: limits).record(take.input)
            return [PreviewMessages.take(trial, reason: "try")]
        } catch {
            return [PreviewMessages.error(error, context: "try")]
        }
    }

    // MARK: Reload

    private func reloadIfChanged() -> [String] {
        let outcome = player.reloadIfChanged()
        if case .unchanged = outcome { return reloadMessages(outcome) }
        // A save from outside leaves the page's edits before it impossible to undo.
        return forgottenEdits(always: false) + reloadMessages(outcome)
    }

    /// An `edited` message of action `forgotten` when edits of the history can no longer be
    /// undone (their file changed since; they are dropped), with how many are left — so the
    /// page's Undo is enabled only while it can work. With `always`, sent even when none was
    /// dropped now (after a refused undo, which dropped its own).
    private func forgottenEdits(always: Bool) -> [String] {
        let files = edits.forgetStale()
        guard always || !files.isEmpty else { return [] }
        return [edited("forgotten", file: files.first ?? path, literal: nil)]
    }

    private func reloadMessages(_ outcome: ReloadOutcome) -> [String] {
        let previous = previousFailure
        previousFailure = nil
        switch outcome {
        case .unchanged:
            guard unreadable else { return [] }
            // Back with the text already tried: the page shows that version's state again.
            unreadable = false
            if let loadError { return reportOnce(loadError) }
            showsSaveError = false
            lastReloadError = nil
            return [PreviewMessages.clearError()]
        case .missing(let file):
            unreadable = true
            return reportOnce(PreviewMessages.error(PreviewError("\(file) is missing; the last good version stays live"), context: "reload"))
        case .failed(let error):
            let message = PreviewMessages.error(error, context: "reload")
            if message == previous {
                unreadable = true
                loadError = loadErrorBefore
            } else {
                loadErrorBefore = loadError
                loadError = message
            }
            previousFailure = message
            return reportOnce(message)
        case .reloaded, .reloadedWithError:
            // The modules a new version loaded: their folders are opened now.
            folders.pin(player.scriptFiles)
            guard let take else { return open() }
            return record(take.input, reason: "reload")
        }
    }

    /// The `edited` message for `file`, with its digest and the script's timing literals now.
    private func edited(_ action: String, file: String, literal: SourceLiteral?) -> String {
        let script = literals(of: path)
        return PreviewMessages.edited(action: action, file: file, literal: literal, undoCount: edits.undoCount,
                                      edited: file == path ? script : literals(of: file), script: script)
    }

    /// The literals of `file` as it is now, read relative to its folder opened at load; nil
    /// when it cannot be read.
    private func literals(of file: String) -> ScriptLiterals? {
        guard let bytes = try? folders.read(file) else { return nil }
        return ScriptLiterals(file: file, source: ScriptSource(bytes: bytes))
    }

    /// After an edit or an undo wrote a file: the same hot reload as a save (the take
    /// played again with the same input, so the page keeps its place), at once.
    private func reloadAfterEdit() -> [String] {
        reloadIfChanged()
    }

    /// `message`, unless it is the reload error sent last.
    private func reportOnce(_ message: String) -> [String] {
        showsSaveError = true
        guard message != lastReloadError else { return [] }
        lastReloadError = message
        return [message]
    }

    // MARK: A finger on the stage

    private func touch(_ phase: TouchPhase, at location: Point, pageTime: Double) throws -> [String] {
        if live == nil {
            guard phase == .began else { return [] }
            try recorder.start(after: take?.endPrelude ?? [])
            live = LiveGesture(prelude: take?.endPrelude ?? [], firstPageTime: pageTime)
        }
        guard var gesture = live else { return [] }
        let time = PagePrecision.touchTime((pageTime - gesture.firstPageTime) / 1000, notBefore: gesture.lastTime)
        guard gesture.touches.count < GestureTrace.maximumEvents, time <= recorder.maximumDuration else {
            live = nil
            throw PreviewError("the gesture is too long to record (\(GestureTrace.maximumEvents) touches or \(Int(recorder.maximumDuration)) s at most)")
        }
        gesture.touches.append(TouchEvent(phase: phase, location: location, timestamp: time))
        gesture.lastTime = time
        gesture.lastSeen = .now
        gesture.isDown = phase == .began || phase == .changed
        live = gesture
        let response: GestureDriver.Response
        do {
            response = try player.touch(phase, at: location, time: time)
        } catch {
            live = nil
            throw error
        }
        var messages = [liveFrame(response: response.isNotable ? response.description : nil)]
        if !gesture.isDown, !player.isRunning { messages += finishGesture() }
        return messages
    }

    /// The finger is up and the scene at rest: the gesture becomes a take, recorded again
    /// from its touches so that it can be scrubbed (and replayed after a save).
    private func finishGesture() -> [String] {
        guard let gesture = live else { return [] }
        live = nil
        return record(TakeInput(prelude: gesture.prelude, drive: .gesture(GestureTrace(events: gesture.touches))), reason: "gesture")
    }

    private func liveFrame(response: String?) -> String {
        let time = live?.lastTime ?? 0
        return PreviewMessages.live(Take.Frame(time: time, progress: player.progress, fraction: player.fractionComplete, isRunning: player.isRunning,
                                               drawing: player.drawing), response: response)
    }
}

extension String {
    /// The string without `suffix` at its end (or unchanged), `replacement` in its place.
    fileprivate func replacingSuffix(_ suffix: String, with replacement: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) + replacement : self
    }
}
