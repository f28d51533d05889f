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
    /// One view's entry as JSON bytes, with the ranges of its fields in them.
    struct Entry {
        var bytes: [UInt8]
        var fields: [Range<Int>]

        init(_ text: String) {
            bytes = Array(text.utf8)
            fields = JSONSplit.ranges(in: bytes, of: 0 ..< bytes.count)
        }
    }

    /// Writes `frames` as the take message's `frames` array.
    static func write(_ frames: [Take.Frame], into out: inout JSONOut) {
        out.beginArray()
        var previous: [Entry] = []
        for frame in frames {
            let entries = frame.drawing.views.map { view in
                var entry = JSONOut(capacity: 512)
                PreviewMessages.view(view, into: &entry)
                return Entry(entry.text)
            }
            out.beginObject()
            PreviewMessages.frameHeader(frame, into: &out)
            if previous.isEmpty || previous.count != entries.count {
                out.key("views"); out.beginArray()
                for entry in entries { out.raw(String(decoding: entry.bytes, as: UTF8.self)) }
                out.endArray()
            } else {
                out.key("changes"); out.beginArray()
                for index in entries.indices
                where !JSONSplit.same(entries[index].bytes, entries[index].bytes.indices, previous[index].bytes, previous[index].bytes.indices) {
                    out.raw("[\(index)," + changes(from: previous[index], to: entries[index]) + "]")
                }
                out.endArray()
            }
            out.endObject()
            previous = entries
        }
        out.endArray()
    }

    /// The `place, value` pairs that turn `old` into `new`, as JSON text ("" when none).
    static func changes(from old: Entry, to new: Entry) -> String {
        var text: [UInt8] = []
        for place in new.fields.indices {
            let now = new.fields[place]
            if place < old.fields.count {
                let before = old.fields[place]
                if JSONSplit.same(old.bytes, before, new.bytes, now) { continue }
                if let partial = partialChange(old.bytes, before, new.bytes, now) {
                    if !text.isEmpty { text.append(UInt8(ascii: ",")) }
                    text += Array("\(-(place + 1)),".utf8) + partial
                    continue
                }
            }
            if !text.isEmpty { text.append(UInt8(ascii: ",")) }
            text += Array("\(place),".utf8) + new.bytes[now]
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `[position, entry, …]` of the entries that differ when the fields at `old` and `new`
    /// are both arrays of one length and fewer than half of their entries changed; nil otherwise.
    static func partialChange(_ oldBytes: [UInt8], _ old: Range<Int>, _ newBytes: [UInt8], _ new: Range<Int>) -> [UInt8]? {
        let open: UInt8 = 0x5B
        guard !old.isEmpty, !new.isEmpty, oldBytes[old.lowerBound] == open, newBytes[new.lowerBound] == open else { return nil }
        let before = JSONSplit.ranges(in: oldBytes, of: old), now = JSONSplit.ranges(in: newBytes, of: new)
        guard before.count == now.count, !now.isEmpty else { return nil }
        var changed: [Int] = []
        for position in now.indices where !JSONSplit.same(oldBytes, before[position], newBytes, now[position]) {
            changed.append(position)
            guard changed.count * 2 < now.count else { return nil }
        }
        var text: [UInt8] = [UInt8(ascii: "[")]
        for (n, position) in changed.enumerated() {
            if n > 0 { text.append(UInt8(ascii: ",")) }
            text += Array("\(position),".utf8) + newBytes[now[position]]
        }
        text.append(UInt8(ascii: "]"))
        return text
    }
}
