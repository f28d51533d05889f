/// A take's frames as the page receives them: the first frame's views whole, each later
/// frame's as only the fields that changed since the frame before (most of a take's views
/// stand still most of the time, and a moving view changes a few of its fields). The one
/// encoder of frames: the live page's take and baseline messages and the offline page's
/// embedded take are all written by it.
///
/// A frame is `{t, p, f, running, views: [entry, …]}` (``ViewEntry``) when it is the first or
/// its number of views differs from the frame before; otherwise `{t, p, f, running, changes:
/// [[index, place, value, place, value, …], …]}`: for view `index`, the field at `place` (in
/// ``ViewEntry``'s order) is now `value`. A field that is an array of the same length as
/// before, of which fewer than half the entries changed, is sent as the entries that
/// changed: `place` is then `-(place + 1)` and `value` is `[position, entry, position, entry,
/// …]`. A view none of whose fields changed is not listed. The page (take-wire.js) rebuilds
/// every frame whole before it draws any.
///
/// Each view's fields are taken from the engine's values once a frame and compared as values
/// with the frame before's: nothing is written as JSON to be read again, and a field that did
/// not change is never formatted.
///
/// Promises: a field is left out only when it would be written as the same JSON text as in
/// the frame before (``ViewEntry``), so the rebuilt frames hold exactly the numbers the
/// engine drew, bit for bit.
enum FrameDeltas {
    /// Writes `frames` as the take message's `frames` array.
    static func write(_ frames: [Take.Frame], into out: inout JSONOut) {
        out.beginArray()
        var previous: [[ViewEntry.Field]] = []
        for frame in frames {
            let entries = frame.drawing.views.map(ViewEntry.fields(of:))
            out.beginObject()
            PreviewMessages.frameHeader(frame, into: &out)
            if previous.isEmpty || previous.count != entries.count {
                out.key("views"); out.beginArray()
                for entry in entries { ViewEntry.write(entry, into: &out) }
                out.endArray()
            } else {
                out.key("changes"); out.beginArray()
                for index in entries.indices { changes(of: index, from: previous[index], to: entries[index], into: &out) }
                out.endArray()
            }
            out.endObject()
            previous = entries
        }
        out.endArray()
    }

    /// Writes `[index, place, value, …]` for the fields that turn `old` into `new`; nothing
    /// when none changed.
    static func changes(of index: Int, from old: [ViewEntry.Field], to new: [ViewEntry.Field], into out: inout JSONOut) {
        var begun = false
        for place in new.indices {
            if place < old.count, new[place].same(as: old[place]) { continue }
            if !begun { out.beginArray(); out.number(index); begun = true }
            if place < old.count, case .numbers(let before?) = old[place], case .numbers(let now?) = new[place],
               let changed = changedPositions(before, now) {
                out.number(-(place + 1))
                out.beginArray()
                for position in changed { out.number(position); out.number(now[position]) }
                out.endArray()
                continue
            }
            out.number(place)
            new[place].write(into: &out)
        }
        if begun { out.endArray() }
    }

    /// The positions whose numbers differ, when `old` and `new` are of one length and fewer
    /// than half of their entries changed; nil otherwise (the field is then sent whole).
    static func changedPositions(_ old: [Double], _ new: [Double]) -> [Int]? {
        guard old.count == new.count, !new.isEmpty else { return nil }
        var changed: [Int] = []
        for position in new.indices where old[position].bitPattern != new[position].bitPattern {
            changed.append(position)
            guard changed.count * 2 < new.count else { return nil }
        }
        return changed
    }
}
