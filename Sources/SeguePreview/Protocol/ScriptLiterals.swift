import SegueLua
import SegueSystem

/// The number literals of one script file as the page shows and edits them: for the Curve
/// panel, those of the timings (``isTiming(_:)``); for the source pane, all of them. Each
/// literal is sent with its file, byte offset and length, text, value, line, and — when it is
/// a field's or an argument's whole value — its path, name and the call it is given to; a
/// computed field is sent with why it is read-only. Offsets count the file's bytes.
struct ScriptLiterals {
    /// The file, as the page names it in an edit.
    let file: String
    /// Its bytes, read.
    let source: ScriptSource

    /// The literals of `file` as it is on disk now (read through the file gate), or nil
    /// when it cannot be read.
    static func read(_ file: String) -> ScriptLiterals? {
        guard let bytes = try? InputFile.read(file) else { return nil }
        return ScriptLiterals(file: file, source: ScriptSource(bytes: bytes))
    }

    /// Whether a value at `place` sets a timing the Curve panel shows: the transition's
    /// `duration`, the fields of `segue.spring { … }` (dampingRatio, response, duration,
    /// bounce, mass, stiffness, damping, initialVelocity, a preset's extraBounce),
    /// `segue.bezier`'s x1 y1 x2 y2, `segue.steps`'s count, a `ctx:keyframe` window's start,
    /// duration and repeatCount; the keyframes of a track — `segue.linearKeyframe`,
    /// `cubicKeyframe`, `springKeyframe`, `moveKeyframe`, each value, duration and velocity, so
    /// the panel names each keyframe by its kind —, a `segue.phases` phase's duration and its
    /// cycles, and a `ctx:keyframes` window's start, duration, repeatCount and repeatDuration.
    static func isTiming(_ place: ValuePlace) -> Bool {
        switch place.call {
        case "segue.spring", "segue.bezier", "segue.steps": return true
        case "segue.linearKeyframe", "segue.cubicKeyframe", "segue.springKeyframe", "segue.moveKeyframe": return true
        case "segue.phases": return place.name == "duration" || place.name == "cycles"
        case "segue.transition": return place.path == ["duration"]
        case let call? where call.hasSuffix(":keyframe"):
            return ["start", "duration", "repeatCount"].contains(place.name)
        case let call? where call.hasSuffix(":keyframes"):
            return ["start", "duration", "repeatCount", "repeatDuration"].contains(place.name)
        case _?, nil: return false
        }
    }

    /// Writes `{file, digest, literals: […], computed: […]}`, the timings' only when
    /// `timingOnly`.
    func write(timingOnly: Bool, into out: inout JSONOut) {
        out.beginObject()
        out.field("file", file)
        out.field("digest", source.digest)
        out.key("literals"); out.beginArray()
        for literal in source.literals where !timingOnly || literal.place.map(Self.isTiming) == true {
            Self.write(literal, into: &out)
        }
        out.endArray()
        out.key("computed"); out.beginArray()
        for value in source.computed where !timingOnly || Self.isTiming(value.place) {
            out.beginObject()
            out.field("offset", value.range.lowerBound)
            out.field("length", value.range.count)
            out.field("line", value.line)
            place(value.place, into: &out)
            out.field("reason", value.reason)
            out.endObject()
        }
        out.endArray()
        out.endObject()
    }

    /// `{offset, length, text, value, integer, line, path?, name?, call?}`.
    static func write(_ literal: SourceLiteral, into out: inout JSONOut) {
        out.beginObject()
        out.field("offset", literal.range.lowerBound)
        out.field("length", literal.range.count)
        out.field("text", literal.text)
        out.field("value", literal.value)
        out.field("integer", literal.isInteger)
        out.field("line", literal.line)
        if let place = literal.place { Self.place(place, into: &out) }
        out.endObject()
    }

    private func place(_ place: ValuePlace, into out: inout JSONOut) { Self.place(place, into: &out) }

    private static func place(_ place: ValuePlace, into out: inout JSONOut) {
        out.field("path", place.dotted)
        out.field("name", place.name)
        out.field("call", place.call)
    }
}
