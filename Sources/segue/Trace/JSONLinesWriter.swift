#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import SegueCore

/// Streams a run's frames to standard output as JSON lines, as they are made (docs/trace.md):
/// `{"t":…,"progress":…,"views":{"id":{"x":…,…,"hidden":false},…}}`, views depth first,
/// back to front. Bytes go straight into one buffer — keys prepared once, numbers written
/// without intermediate strings where they are whole — and out in large writes, so memory
/// stays flat whatever the number of frames.
///
/// With `changesOnly`, a frame holds for each view only the properties that changed since
/// the previous frame; a view that did not change is left out, a view new in the tree is
/// written whole, and a view that left it is written as `null`. The first frame is whole.
///
/// Used by one thread, never re-entered: its stored properties skip the dynamic exclusivity
/// check, which cost a third of the time of a frame.
final class JSONLinesWriter {
    private let changesOnly: Bool
    @exclusivity(unchecked) private var buffer: [UInt8] = []
    /// `"name":` for each property, by raw value.
    private let keys: [[UInt8]] = ViewProperty.allCases.map { Array("\"\($0.name)\":".utf8) }
    /// `"id":` for each view slot written so far.
    @exclusivity(unchecked) private var quotedIDs: [[UInt8]?] = []
    /// For `changesOnly`: the values, hidden flags and presence written last, by slot.
    @exclusivity(unchecked) private var previousValues: [Double] = []
    @exclusivity(unchecked) private var previousHidden: [Bool] = []
    @exclusivity(unchecked) private var wasInTree: [Bool] = []
    @exclusivity(unchecked) private var inTree: [Bool] = []
    @exclusivity(unchecked) private var isFirstFrame = true

    init(changesOnly: Bool) {
        self.changesOnly = changesOnly
        buffer.reserveCapacity(1 << 17)
    }

    deinit { flush() }

    /// Writes `scene` as it stands, at `progress`.
    func write(_ scene: Scene, progress: Double) {
        let store = scene.store
        let count = store.views.count
        if quotedIDs.count < count {
            quotedIDs.append(contentsOf: repeatElement(nil, count: count - quotedIDs.count))
            if changesOnly {
                previousValues.append(contentsOf: repeatElement(0, count: (count - wasInTree.count) * ViewProperty.count))
                previousHidden.append(contentsOf: repeatElement(false, count: count - wasInTree.count))
                wasInTree.append(contentsOf: repeatElement(false, count: count - wasInTree.count))
                inTree = Array(repeating: false, count: count)
            }
        }
        append("{\"t\":")
        appendNumber(scene.clock.now)
        append(",\"progress\":")
        appendNumber(progress)
        append(",\"views\":{")
        var first = true
        store.values.withUnsafeBufferPointer { values in
            writeTree(scene.window, values: values, first: &first)
        }
        if changesOnly {
            for slot in 0..<count where wasInTree[slot] && !inTree[slot] {
                if !first { buffer.append(UInt8(ascii: ",")) }
                first = false
                buffer.append(contentsOf: quotedID(store.views[slot]))
                append("null")
            }
            for slot in 0..<count {
                wasInTree[slot] = inTree[slot]
                inTree[slot] = false
            }
        }
        append("}}\n")
        isFirstFrame = false
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `view` and its subtree, depth first.
    private func writeTree(_ view: View, values: UnsafeBufferPointer<Double>, first: inout Bool) {
        writeView(view, values: values, first: &first)
        for subview in view.subviews { writeTree(subview, values: values, first: &first) }
    }

    private func writeView(_ view: View, values: UnsafeBufferPointer<Double>, first: inout Bool) {
        let stride = ViewProperty.count
        let start = view.slot &* stride
        guard changesOnly else {
            if !first { buffer.append(UInt8(ascii: ",")) }
            first = false
            buffer.append(contentsOf: quotedID(view))
            buffer.append(UInt8(ascii: "{"))
            for p in 0..<stride {
                buffer.append(contentsOf: keys[p])
                appendNumber(values[start &+ p])
                buffer.append(UInt8(ascii: ","))
            }
            append(view.isHidden ? "\"hidden\":true}" : "\"hidden\":false}")
            return
        }
        let slot = view.slot
        let whole = isFirstFrame || !wasInTree[slot]
        inTree[slot] = true
        var opened = false
        func open() {
            if !first { buffer.append(UInt8(ascii: ",")) }
            first = false
            buffer.append(contentsOf: quotedID(view))
            buffer.append(UInt8(ascii: "{"))
            opened = true
        }
        for p in 0..<stride {
            let value = values[start &+ p]
            guard whole || value.bitPattern != previousValues[start &+ p].bitPattern else { continue }
            if opened { buffer.append(UInt8(ascii: ",")) } else { open() }
            buffer.append(contentsOf: keys[p])
            appendNumber(value)
            previousValues[start &+ p] = value
        }
        if whole || view.isHidden != previousHidden[slot] {
            if opened { buffer.append(UInt8(ascii: ",")) } else { open() }
            append(view.isHidden ? "\"hidden\":true" : "\"hidden\":false")
            previousHidden[slot] = view.isHidden
        }
        if opened { buffer.append(UInt8(ascii: "}")) }
    }

    /// `"id":`, JSON-quoted, prepared once per view.
    private func quotedID(_ view: View) -> [UInt8] {
        if let quoted = quotedIDs[view.slot] { return quoted }
        let quoted = Array((jsonQuoted(view.id) + ":").utf8)
        quotedIDs[view.slot] = quoted
        return quoted
    }

    /// A JSON number: whole values as integers, others in the shortest form that reads
    /// back to the same double; not finite values (which the engine never makes) as null.
    private func appendNumber(_ value: Double) {
        guard value.isFinite else { append("null"); return }
        if value.magnitude < 1e15, value == value.rounded(.towardZero) {
            var whole = Int64(value)
            if whole == 0 { buffer.append(UInt8(ascii: "0")); return }
            if whole < 0 {
                buffer.append(UInt8(ascii: "-"))
                whole = -whole
            }
            var digits: (UInt64, UInt64) = (0, 0)  // 16 bytes of scratch, enough for 15 digits
            withUnsafeMutableBytes(of: &digits) { scratch in
                var n = whole
                var i = scratch.count
                while n > 0 {
                    i -= 1
                    scratch[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n % 10)
                    n /= 10
                }
                buffer.append(contentsOf: scratch[i...])
            }
            return
        }
        buffer.append(contentsOf: value.description.utf8)
    }

    private func append(_ text: StaticString) {
        text.withUTF8Buffer { buffer.append(contentsOf: $0) }
    }

    /// Writes what is buffered to standard output.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
        buffer.removeAll(keepingCapacity: true)
    }
}
