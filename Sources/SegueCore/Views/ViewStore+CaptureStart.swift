extension ViewStore {
    /// Runs `body` with every value written in the open captures put back to what it was
    /// before the first write — the views as the animation block found them — then puts the
    /// written values back. `body` reads; a write it made would be lost.
    public func withValuesBeforeCaptures<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        guard !captures.isEmpty else { return try body() }
        let current = values
        defer { values = current }
        // Innermost capture first, each newest record first: the earliest `from` is the last
        // one written back.
        for capture in captures.reversed() {
            for record in capture.records.reversed() { values[record.index] = record.from }
        }
        return try body()
    }

    /// The properties of `view` the open captures have recorded a write to, in the order
    /// first written (none outside an animation block).
    public func capturedProperties(of view: View) -> [ViewProperty] {
        let first = view.slot &* ViewProperty.count
        var found: [ViewProperty] = []
        for capture in captures {
            for record in capture.records where record.index >= first && record.index < first + ViewProperty.count {
                if let property = ViewProperty(rawValue: record.index - first), !found.contains(property) {
                    found.append(property)
                }
            }
        }
        return found
    }

    /// Whether an animation block is open (writes are being captured).
    public var isCapturing: Bool { !captures.isEmpty }
}
