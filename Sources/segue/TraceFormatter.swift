import SegueCore

/// Prints a run's frames as JSON lines or as a table.
struct TraceFormatter {
    let frames: [FrameRecord]

    /// One JSON object per frame: `t`, `progress`, and `views` keyed by id, each with every
    /// numeric property and `hidden`.
    func writeJSONLines() {
        var line = ""
        for frame in frames {
            line.removeAll(keepingCapacity: true)
            line += "{\"t\":\(number(frame.time)),\"progress\":\(number(frame.progress)),\"views\":{"
            for (i, view) in frame.views.enumerated() {
                if i > 0 { line += "," }
                line += jsonQuoted(view.id) + ":{"
                for property in ViewProperty.allCases {
                    line += "\"\(property.name)\":\(number(view[property])),"
                }
                line += "\"hidden\":\(view.isHidden)}"
            }
            line += "}}"
            print(line)
        }
    }

    /// A table with one row per frame: time, progress and, for each view that changes
    /// during the run, the properties that change.
    func writeTable(outcome: RunOutcome) {
        let watched = changes()
        var header = pad("t", 7) + pad("progress", 9)
        for (id, properties) in watched {
            header += "  " + id + "." + (properties.count == 1 ? properties[0].name : "{" + properties.map(\.name).joined(separator: ",") + "}")
        }
        print(header)
        for frame in frames {
            var row = pad(fixed(frame.time, 3), 7) + pad(fixed(frame.progress, 4), 9)
            for (id, properties) in watched {
                let cell: String
                if let view = frame.view(id) {
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

    /// JSON number: shortest round-trip form; non-finite values become null.
    private func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if abs(value) < 1e15, let whole = Int(exactly: value) { return String(whole) }
        return "\(value)"
    }
}
