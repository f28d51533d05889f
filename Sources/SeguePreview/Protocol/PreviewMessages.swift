import Segue
import SegueCore
import SegueLua

/// The messages the server sends the page, as JSON texts (docs/preview.md lists them).
///
/// A view at one instant is an array, so that a take of thousands of frames stays small:
/// `[id, role, parent, flags, alpha, opacity, cornerRadius, backdropBlur,
/// [red, green, blue, alpha], [x, y, width, height], matrix, quad, values, shadow]` — `parent` the
/// index of its superview in the same list (-1 for the window's subviews), `flags` 1 when
/// hidden and 2 when it clips, `matrix` the 16 entries of its transform row by row (Core
/// Animation's order, which is also CSS `matrix3d`'s) or null for the identity, `quad` its
/// corners in window coordinates, `values` every property in ``PreviewMessages/properties``
/// order (for the timeline and the inspector: the page draws from the rest alone),
/// `backdropBlur` the deviation of the view's backdrop blur in points
/// (`DrawnView.backdropBlur`) and `shadow` null or `[red, green, blue, alpha, offsetX,
/// offsetY, deviation]` (`DrawnShadow`: `alpha` the view's own shadow opacity, as the
/// page's nested elements already apply every opacity above it).
public enum PreviewMessages {
    /// The property names, in the order of each view's `values`.
    static let properties = ViewProperty.allCases.map(\.name)

    /// Each property's unit (`ViewPropertyUnit`'s raw value), in the order of ``properties``:
    /// the scene sends them as `propertyUnits`, and the page shows each value at its unit's
    /// precision (angles with degrees beside them) — by name from the schema, not from a list
    /// of its own.
    static let propertyUnits = ViewProperty.allCases.map(\.unit.rawValue)

    /// The names of a view entry's fields, in the order ``view(_:into:)`` writes them. The
    /// scene message sends them as `viewFields` and the page reads every field by name from
    /// them (`V.blur`), so the page and the server cannot drift apart: a name the page reads
    /// that is not here throws in the page and fails `ViewFieldNamesTests`.
    static let viewFields = ["id", "role", "parent", "flags", "alpha", "opacity", "radius", "blur",
                             "color", "frame", "matrix", "quad", "values", "shadow"]

    /// What the page needs before any take: the file, the container, what it offers.
    static func scene(path: String, scene: Scene) -> String {
        var out = JSONOut()
        out.beginObject()
        out.field("type", "scene")
        out.field("file", path)
        out.field("version", SegueVersion.current)
        out.field("container", scene.blueprint.container.rawValue)
        out.key("requests"); out.beginArray()
        for name in RequestName.offered(by: scene) { out.string(name) }
        out.endArray()
        out.key("properties"); out.beginArray()
        for name in properties { out.string(name) }
        out.endArray()
        out.key("propertyUnits"); out.beginArray()
        for unit in propertyUnits { out.string(unit) }
        out.endArray()
        out.key("viewFields"); out.beginArray()
        for name in viewFields { out.string(name) }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// A recorded take; `reason` says why it was made (`open`, `request`, `action`,
    /// `gesture`, `reload`, `address`: the input the page's address named). `literals`: the
    /// script's timing literals as the file stands, for the Curve panel's inputs (`null`
    /// when not given). `after`: the scene where the take leaves it, whose transitions that
    /// can play next the message lists as `requests` (``RequestChoices``; left out when nil).
    /// `frames` are written as ``FrameDeltas`` writes them: the first whole, the rest as
    /// what changed.
    static func take(_ take: Take, reason: String, literals: ScriptLiterals? = nil, after scene: Scene? = nil) -> String {
        self.take(take, type: "take", reason: reason, literals: literals, after: scene)
    }

    /// The take of the version the working copy is compared with (`label`: which, as the
    /// page names it), for the same input as the last `take`: a `take` message whose type
    /// is `baseline`.
    static func baseline(_ take: Take, label: String) -> String {
        self.take(take, type: "baseline", reason: "compare", literals: nil, label: label)
    }

    private static func take(_ take: Take, type: String, reason: String, literals: ScriptLiterals?,
                             label: String? = nil, after scene: Scene? = nil) -> String {
        let viewCount = take.frames.first?.drawing.views.count ?? 0
        var out = JSONOut(capacity: 256 + take.frames.count * viewCount * 400)
        out.beginObject()
        out.field("type", type)
        out.field("reason", reason)
        if let label { out.field("label", label) }
        out.field("sampleRate", take.sampleRate)
        out.field("duration", take.duration)
        out.key("outcome")
        if let outcome = take.outcome { out.bool(outcome) } else { out.null() }
        out.field("releasePolicy", take.releasePolicy)
        out.key("input"); input(take.input, into: &out)
        out.key("prelude"); out.beginArray()
        for request in take.endPrelude { out.string(RequestName.name(of: request)) }
        out.endArray()
        out.key("timing"); TimingMessage.write(take.timing, duration: take.transitionDuration, into: &out)
        out.key("literals")
        if let literals { literals.write(timingOnly: true, into: &out) } else { out.null() }
        if let scene { out.key("requests"); RequestChoices.write(scene: scene, into: &out) }
        out.key("tracks"); out.beginArray()
        for track in take.tracks { self.track(track, into: &out) }
        out.endArray()
        if let first = take.frames.first { out.key("window"); window(first.drawing, into: &out) }
        out.key("frames"); FrameDeltas.write(take.frames, into: &out)
        out.key("events"); out.beginArray()
        for event in take.events {
            out.beginObject()
            out.field("t", event.time)
            out.field("kind", event.kind)
            out.field("text", event.text)
            out.endObject()
        }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// One live frame while a finger drives the scene.
    static func live(_ frame: Take.Frame, response: String?) -> String {
        var out = JSONOut(capacity: 4096)
        out.beginObject()
        out.field("type", "live")
        out.field("response", response)
        out.key("window"); window(frame.drawing, into: &out)
        out.key("frame"); self.frame(frame, into: &out)
        out.endObject()
        return out.text
    }

    /// An error to show over the stage: `file` and `line` when a script is to blame.
    public static func error(_ error: Error, context: String) -> String {
        var out = JSONOut()
        out.beginObject()
        out.field("type", "error")
        out.field("context", context)
        if let lua = error as? LuaError {
            out.field("file", lua.file)
            out.key("line")
            if let line = lua.line { out.number(line) } else { out.null() }
            out.field("message", lua.description)
            out.field("traceback", lua.traceback)
        } else {
            out.field("message", "\(error)")
        }
        out.endObject()
        return out.text
    }

    /// The last error is gone: the live version loaded and played.
    public static func clearError() -> String { #"{"type":"clear-error"}"# }

    /// A script file's text and every literal in it, for the source pane. `text` is the
    /// file decoded as UTF-8; offsets count its bytes.
    static func source(_ literals: ScriptLiterals) -> String {
        var out = JSONOut(capacity: literals.source.bytes.count * 2 + 256)
        out.beginObject()
        out.field("type", "source")
        out.field("text", String(decoding: literals.source.bytes, as: UTF8.self))
        out.key("script"); literals.write(timingOnly: false, into: &out)
        out.endObject()
        return out.text
    }

    /// An edit was written (`action` `edit`, with the literal as it now stands) or undone
    /// (`undo`); `undo` is how many edits can still be undone; `digest` is the edited file's
    /// now, and `literals` the script's timing literals now (as a take's), so the page's
    /// next edit names the new version even when the reload that follows fails.
    static func edited(action: String, file: String, literal: SourceLiteral?, undoCount: Int,
                       edited: ScriptLiterals?, script: ScriptLiterals?) -> String {
        var out = JSONOut()
        out.beginObject()
        out.field("type", "edited")
        out.field("action", action)
        out.field("file", file)
        if let literal { out.key("literal"); ScriptLiterals.write(literal, into: &out) }
        out.field("undo", undoCount)
        out.field("digest", edited?.source.digest)
        out.key("literals")
        if let script { script.write(timingOnly: true, into: &out) } else { out.null() }
        out.endObject()
        return out.text
    }

    /// A gesture trace file's text for the page to save.
    static func gestureTrace(name: String, text: String) -> String {
        var out = JSONOut(capacity: text.utf8.count + 64)
        out.beginObject()
        out.field("type", "gesture-trace")
        out.field("name", name)
        out.field("text", text)
        out.endObject()
        return out.text
    }

    /// A release as the page reads it: `action` and `speed` (progress per second), or
    /// `velocity` (points per second) for one the page did not make.
    private static func release(_ release: TakeInput.Release, into out: inout JSONOut) {
        out.field("action", release.decision.rawValue)
        switch release.velocity {
        case .progress(let speed): out.field("speed", speed)
        case .points(let velocity): out.field("velocity", velocity)
        }
    }

    private static func input(_ input: TakeInput, into out: inout JSONOut) {
        out.beginObject()
        out.key("from"); out.beginArray()
        for request in input.prelude { out.string(RequestName.name(of: request)) }
        out.endArray()
        switch input.drive {
        case .still:
            out.field("kind", "still")
        case .timed(let request):
            out.field("kind", "timed")
            out.field("request", RequestName.name(of: request))
        case .scrubbed(let request, let progress, let release):
            out.field("kind", "scrubbed")
            out.field("request", RequestName.name(of: request))
            out.field("progress", progress)
            Self.release(release, into: &out)
        case .caught(let request, let time, let release):
            out.field("kind", "caught")
            out.field("request", RequestName.name(of: request))
            out.field("time", time)
            Self.release(release, into: &out)
        case .gesture(let trace):
            let touches = trace.events
            out.field("kind", "gesture")
            out.field("touches", touches.count)
            out.key("events"); out.beginArray()
            for touch in touches {
                out.beginArray()
                out.string(touch.phase.rawValue)
                out.number(touch.location.x); out.number(touch.location.y); out.number(touch.timestamp)
                out.endArray()
            }
            out.endArray()
        }
        out.endObject()
    }

    /// `[viewID, property, [[start, duration], …], alongside, from, to]`.
    private static func track(_ track: AnimationTrackWindow, into out: inout JSONOut) {
        out.beginArray()
        out.string(track.viewID)
        out.string(track.property.name)
        out.beginArray()
        for window in track.windows {
            out.beginArray(); out.number(window.start); out.number(window.duration); out.endArray()
        }
        out.endArray()
        out.bool(track.isAlongside)
        out.number(track.from)
        out.number(track.to)
        out.endArray()
    }

    private static func window(_ drawing: StageDrawing, into out: inout JSONOut) {
        out.beginObject()
        out.field("width", drawing.size.width)
        out.field("height", drawing.size.height)
        out.key("background"); color(drawing.backgroundColor, into: &out)
        out.endObject()
    }

    private static func frame(_ frame: Take.Frame, into out: inout JSONOut) {
        out.beginObject()
        frameHeader(frame, into: &out)
        out.key("views"); out.beginArray()
        for view in frame.drawing.views { self.view(view, into: &out) }
        out.endArray()
        out.endObject()
    }

    /// A frame's fields before its views: `t`, `p`, `f`, `running`.
    static func frameHeader(_ frame: Take.Frame, into out: inout JSONOut) {
        out.field("t", frame.time)
        out.field("p", frame.progress)
        out.field("f", frame.fraction)
        out.field("running", frame.isRunning)
    }

    /// One view's entry (``ViewEntry``: the array the type's documentation describes).
    static func view(_ view: DrawnView, into out: inout JSONOut) {
        ViewEntry.write(ViewEntry.fields(of: view), into: &out)
    }

    private static func color(_ color: Color, into out: inout JSONOut) {
        out.beginArray()
        out.number(color.red); out.number(color.green); out.number(color.blue); out.number(color.alpha)
        out.endArray()
    }
}
