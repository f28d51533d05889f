#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import SegueCore

/// Streams a run's frames to standard output as JSON lines, as they are made (docs/trace.md):
/// `{"t":…,"progress":…,"views":{"id":{"x":…,…,"hidden":false},…}}`, views depth first,
/// with `"touch":{"x":…,"y":…,…,"down":true}` after the progress in a frame a touch drives
/// (``touch``),
/// back to front. Bytes go straight into one buffer — keys and each view's `"id":{` prepared
/// once, numbers spelled by a ``JSONNumberSpeller`` that remembers recent spellings — and out
/// in large writes, so memory stays flat whatever the number of frames.
///
/// With `changesOnly`, a frame holds for each view only the properties that changed since
/// the previous frame; a view that did not change is left out, a view new in the tree is
/// written whole, and a view that left it is written as `null`. The first frame is whole.
///
/// Used by one thread, never re-entered: its stored properties skip the dynamic exclusivity
/// check, which cost a third of the time of a frame.
final class JSONLinesWriter {
    private let changesOnly: Bool
    @exclusivity(unchecked) private var sink = ByteSink()
    @exclusivity(unchecked) private var speller = JSONNumberSpeller()
    /// For each property, by raw value, a 32-byte slot holding `,"name":` (the first
    /// property's without its comma), and the lengths.
    private let keySlots: UnsafeMutableRawPointer
    private let keyLengths: [Int]
    /// `"id":` for each view slot written so far, in one arena: start and length by slot
    /// (length -1 until prepared).
    @exclusivity(unchecked) private var quotedIDs: [UInt8] = []
    @exclusivity(unchecked) private var quotedIDRanges: [(start: Int, length: Int)] = []
    /// For `changesOnly`: the values, hidden flags and presence written last, by slot.
    @exclusivity(unchecked) private var previousValues: [Double] = []
    @exclusivity(unchecked) private var previousHidden: [Bool] = []
    @exclusivity(unchecked) private var wasInTree: [Bool] = []
    @exclusivity(unchecked) private var inTree: [Bool] = []
    @exclusivity(unchecked) private var isFirstFrame = true
    /// The touch driving the run now, if any (a gesture run's driver's): written whole in
    /// every frame it gives one.
    var touch: (() -> GestureTouch?)?

    init(changesOnly: Bool) {
        self.changesOnly = changesOnly
        let names = ViewProperty.allCases.map { Array("\"\($0.name)\":".utf8) }
        // One slot more than there are keys: a copy from one byte into the last slot reads
        // into it.
        let bytes = (names.count + 1) * ByteSink.slotSize
        let slots = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        slots.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        var lengths: [Int] = []
        for (index, name) in names.enumerated() {
            let key = index == 0 ? name : [UInt8(ascii: ",")] + name
            let length = min(key.count, ByteSink.slotSize)
            key.withUnsafeBytes { bytes in
                if let source = bytes.baseAddress {
                    (slots + index * ByteSink.slotSize).copyMemory(from: source, byteCount: length)
                }
            }
            lengths.append(length)
        }
        keySlots = slots
        keyLengths = lengths
    }

    deinit {
        flush()
        keySlots.deallocate()
    }

    /// Writes `scene` as it stands, at `progress`.
    func write(_ scene: Scene, progress: Double) {
        let store = scene.store
        let count = store.views.count
        if quotedIDRanges.count < count {
            quotedIDRanges.append(contentsOf: repeatElement((start: 0, length: -1), count: count - quotedIDRanges.count))
            if changesOnly {
                previousValues.append(contentsOf: repeatElement(0, count: (count - wasInTree.count) * ViewProperty.count))
                previousHidden.append(contentsOf: repeatElement(false, count: count - wasInTree.count))
                wasInTree.append(contentsOf: repeatElement(false, count: count - wasInTree.count))
                inTree = Array(repeating: false, count: count)
            }
        }
        sink.append("{\"t\":")
        speller.append(scene.clock.now, to: &sink)
        sink.append(",\"progress\":")
        speller.append(progress, to: &sink)
        if let now = touch?() { append(now) }
        sink.append(",\"views\":{")
        var first = true
        store.values.withUnsafeBufferPointer { values in
            writeTree(scene.window, values: values, first: &first)
        }
        if changesOnly {
            for slot in 0..<count where wasInTree[slot] && !inTree[slot] {
                if !first { sink.append(UInt8(ascii: ",")) }
                first = false
                appendQuotedID(store.views[slot])
                sink.append("null")
            }
            for slot in 0..<count {
                wasInTree[slot] = inTree[slot]
                inTree[slot] = false
            }
        }
        sink.append("}}\n")
        isFirstFrame = false
        if sink.count >= 1 << 16 { flush() }
    }

    /// `,"touch":{"x":…,"y":…,"translationX":…,"translationY":…,"velocityX":…,"velocityY":…,"down":…}`.
    private func append(_ touch: GestureTouch) {
        let numbers = [("{\"x\":", touch.location.x), (",\"y\":", touch.location.y),
                       (",\"translationX\":", touch.translation.x), (",\"translationY\":", touch.translation.y),
                       (",\"velocityX\":", touch.velocity.x), (",\"velocityY\":", touch.velocity.y)]
        sink.append(",\"touch\":")
        for (key, value) in numbers {
            sink.append(key)
            speller.append(value, to: &sink)
        }
        sink.append(touch.isDown ? ",\"down\":true}" : ",\"down\":false}")
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
            if !first { sink.append(UInt8(ascii: ",")) }
            first = false
            appendQuotedID(view)
            sink.append(UInt8(ascii: "{"))
            for p in 0..<stride {
                sink.appendPadded(keySlots + p &* ByteSink.slotSize, length: keyLengths[p])
                speller.append(values[start &+ p], to: &sink)
            }
            sink.append(view.isHidden ? ",\"hidden\":true}" : ",\"hidden\":false}")
            return
        }
        let slot = view.slot
        let whole = isFirstFrame || !wasInTree[slot]
        inTree[slot] = true
        var opened = false
        func open() {
            if !first { sink.append(UInt8(ascii: ",")) }
            first = false
            appendQuotedID(view)
            sink.append(UInt8(ascii: "{"))
            opened = true
        }
        for p in 0..<stride {
            let value = values[start &+ p]
            guard whole || value.bitPattern != previousValues[start &+ p].bitPattern else { continue }
            if opened { sink.append(UInt8(ascii: ",")) } else { open() }
            // The slot's key without its leading comma (the first property's has none).
            let key = keySlots + p &* ByteSink.slotSize
            if p == 0 {
                sink.appendPadded(key, length: keyLengths[p])
            } else {
                sink.appendPadded(key + 1, length: keyLengths[p] &- 1)
            }
            speller.append(value, to: &sink)
            previousValues[start &+ p] = value
        }
        if whole || view.isHidden != previousHidden[slot] {
            if opened { sink.append(UInt8(ascii: ",")) } else { open() }
            sink.append(view.isHidden ? "\"hidden\":true" : "\"hidden\":false")
            previousHidden[slot] = view.isHidden
        }
        if opened { sink.append(UInt8(ascii: "}")) }
    }

    /// Appends `"id":`, JSON-quoted, prepared once per view.
    private func appendQuotedID(_ view: View) {
        var range = quotedIDRanges[view.slot]
        if range.length < 0 {
            let quoted = Array((jsonQuoted(view.id) + ":").utf8)
            range = (quotedIDs.count, quoted.count)
            quotedIDs.append(contentsOf: quoted)
            quotedIDRanges[view.slot] = range
        }
        quotedIDs.withUnsafeBytes { arena in
            sink.append(UnsafeRawBufferPointer(rebasing: arena[range.start ..< range.start &+ range.length]))
        }
    }

    /// Writes what is buffered to standard output.
    func flush() {
        sink.write(to: stdout)
    }
}
