import SegueCore

/// Builds one JSON text by appending: the preview's messages to the page are large (a take
/// is tens of thousands of numbers), so they are written straight into one string.
///
/// Promises: the text is valid JSON if the calls nest properly; a number that is not finite
/// is written as `null`; strings are escaped per RFC 8259.
struct JSONOut {
    private(set) var text = ""
    private var needsComma = false

    init(capacity: Int = 1024) { text.reserveCapacity(capacity) }

    mutating func beginObject() { separate(); text += "{"; needsComma = false }
    mutating func endObject() { text += "}"; needsComma = true }
    mutating func beginArray() { separate(); text += "["; needsComma = false }
    mutating func endArray() { text += "]"; needsComma = true }

    /// Writes `"name":` inside an object; the value follows.
    mutating func key(_ name: String) {
        separate()
        appendString(name)
        text += ":"
        needsComma = false
    }

    mutating func number(_ value: Double) {
        separate()
        if !value.isFinite {
            text += "null"
        } else if value == value.rounded(), abs(value) < 1e15 {
            text += String(Int64(value))
        } else {
            text += String(value)
        }
        needsComma = true
    }

    /// Writes `json`, a JSON value's text this type wrote, as the next value.
    mutating func raw(_ json: String) { separate(); text += json; needsComma = true }

    mutating func number(_ value: Int) { separate(); text += String(value); needsComma = true }
    mutating func bool(_ value: Bool) { separate(); text += value ? "true" : "false"; needsComma = true }
    mutating func null() { separate(); text += "null"; needsComma = true }
    mutating func string(_ value: String) { separate(); appendString(value); needsComma = true }
    mutating func string(_ value: String?) { if let value { string(value) } else { null() } }

    mutating func field(_ name: String, _ value: String?) { key(name); string(value) }
    mutating func field(_ name: String, _ value: Double) { key(name); number(value) }
    mutating func field(_ name: String, _ value: Int) { key(name); number(value) }
    mutating func field(_ name: String, _ value: Bool) { key(name); bool(value) }

    private mutating func separate() { if needsComma { text += "," } }

    private mutating func appendString(_ value: String) { text += jsonQuoted(value) }
}
