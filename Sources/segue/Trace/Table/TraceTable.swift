import SegueCore

/// Prints a run's frames as a table, for people: one row per frame with the properties that
/// change during the run.
struct TraceTable {
    let frames: [FrameRecord]

    /// A table with one row per frame: time, progress and, for each view that changes
    /// during the run, the properties that change.
    func write(outcome: RunOutcome) {
        let watched = changes()
        var header = pad("t", 7) + pad("progress", 9)
        for (id, properties) in watched {
            header += "  " + id + "." + (properties.count == 1 ? properties[0].name : "{" + properties.map(\.name).joined(separator: ",") + "}")
        }
        print(header)
        for frame in frames {
            var row = pad(fixed(frame.time, 3), 7) + pad(fixed(frame.progress, 4), 9)
            // Each view's place in this frame, found once per frame instead of a scan per
            // column (a scan per column made the table quadratic in the number of views).
            var index: [String: Int] = [:]
            index.reserveCapacity(frame.views.count)
            for (i, view) in frame.views.enumerated() where index[view.id] == nil { index[view.id] = i }
            for (id, properties) in watched {
                let cell: String
                if let i = index[id] {
                    let view = frame.views[i]
                    cell = properties.map { fixed(view[$0], $0 == .alpha || $0 == .effectIntensity ? 3 : 1) }.joined(separator: " ")
                } else {
                    cell = "(removed)"
                }
                row += "  " + cell
            }
            print(row)
        }
        print("\(outcome.rawValue) after \(fixed(frames.last?.time ?? 0, 3)) s, \(frames.count) frames")
    }

    /// The views whose values change during the run, with the properties that change.
    private func changes() -> [(String, [ViewProperty])] {
        var order: [String] = []
        var first: [String: [Double]] = [:]
        var changed: [String: Set<Int>] = [:]
        for frame in frames {
            for view in frame.views {
                guard let initial = first[view.id] else {
                    first[view.id] = view.values
                    order.append(view.id)
                    continue
                }
                for i in 0..<initial.count where initial[i] != view.values[i] {
                    changed[view.id, default: []].insert(i)
                }
            }
        }
        return order.compactMap { id in
            guard let set = changed[id], !set.isEmpty else { return nil }
            return (id, set.sorted().compactMap { ViewProperty(rawValue: $0) })
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    private func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        var text = "\(rounded)"
        if text == "-0.0" { text = "0.0" }
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        }
        return text
    }
}
