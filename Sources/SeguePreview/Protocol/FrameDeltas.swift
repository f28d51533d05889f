/// A take's frames as the page receives them: the first frame's views whole, each later
/// frame's as only the fields that changed since the frame before (most of a take's views
/// stand still most of the time, and a moving view changes a few of its fields).
///
/// A frame is `{t, p, f, running, views: [entry, …]}` (``PreviewMessages``'s view entries)
/// when it is the first or its number of views differs from the frame before; otherwise
/// `{t, p, f, running, changes: [[index, place, value, place, value, …], …]}`: for view
/// `index`, the field at `place` (in `viewFields` order) is now `value`. A field that is an
/// array of the same length as before, of which fewer than half the entries changed, is sent
/// as the entries that changed: `place` is then `-(place + 1)` and `value` is
/// `[position, entry, position, entry, …]`. A view none of whose fields changed is not listed.
/// The page (take-wire.js) rebuilds every frame whole before it draws any.
///
/// Promises: a field is left out only when its JSON text is the same as in the frame before,
/// so the rebuilt frames hold exactly the numbers the engine drew, bit for bit.
enum FrameDeltas {
    /// Writes `frames` as the take message's `frames` array.
    static func write(_ frames: [Take.Frame], into out: inout JSONOut) {
        out.beginArray()
        var previous: [[String]] = []
        for frame in frames {
            let fields = frame.drawing.views.map { view in
                var entry = JSONOut(capacity: 512)
                PreviewMessages.view(view, into: &entry)
                return JSONSplit.elements(of: entry.text)
            }
            out.beginObject()
            PreviewMessages.frameHeader(frame, into: &out)
            if previous.isEmpty || previous.count != fields.count {
                out.key("views"); out.beginArray()
                for entry in fields { out.raw("[" + entry.joined(separator: ",") + "]") }
                out.endArray()
            } else {
                out.key("changes"); out.beginArray()
                for (index, entry) in fields.enumerated() {
                    let change = changes(from: previous[index], to: entry)
                    if !change.isEmpty { out.raw("[\(index)," + change + "]") }
                }
                out.endArray()
            }
            out.endObject()
            previous = fields
        }
        out.endArray()
    }

    /// The `place, value` pairs that turn `old` into `new`, as JSON text ("" when none).
    static func changes(from old: [String], to new: [String]) -> String {
        var parts: [String] = []
        for place in new.indices {
            let now = new[place]
            guard place < old.count else { parts.append("\(place),\(now)"); continue }
            let before = old[place]
            if before == now { continue }
            if let partial = partialChange(from: before, to: now) {
                parts.append("\(-(place + 1)),\(partial)")
            } else {
                parts.append("\(place),\(now)")
            }
        }
        return parts.joined(separator: ",")
    }

    /// `[position, entry, …]` of the entries that differ when both are arrays of one length
    /// and fewer than half of their entries changed; nil otherwise.
    static func partialChange(from old: String, to new: String) -> String? {
        guard old.hasPrefix("["), new.hasPrefix("[") else { return nil }
        let before = JSONSplit.elements(of: old), now = JSONSplit.elements(of: new)
        guard before.count == now.count, !now.isEmpty else { return nil }
        var pairs: [String] = []
        for position in now.indices where before[position] != now[position] {
            pairs.append("\(position),\(now[position])")
        }
        guard pairs.count * 2 < now.count else { return nil }
        return "[" + pairs.joined(separator: ",") + "]"
    }
}
