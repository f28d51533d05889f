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
                line += "\"\(escape(view.id))\":{"
                for property in ViewProperty.allCases {
                    line += "\"\(property.name)\":\(number(view[property])),"
                }
                line += "\"hidden\":\(view.isHidden)}"
            }
            line += "}}"
            print(line)
        }
    }

    /// A table with one row per frame: time, progress and, per view, the frame and alpha
    /// of the views that change during the run.
    func writeTable(outcome: RunOutcome) {
        let watched = changingViews()
        var header = pad("t", 7) + pad("progress", 9)
        for id in watched { header += "  " + id }
        print(header)
        for frame in frames {
            var row = pad(fixed(frame.time, 3), 7) + pad(fixed(frame.progress, 4), 9)
            for id in watched {
                if let view = frame.view(id) {
                    row += "  \(id) x=\(fixed(view[.x], 1)) y=\(fixed(view[.y], 1)) a=\(fixed(view[.alpha], 2))"
                    if view[.translationX] != 0 { row += " tx=\(fixed(view[.translationX], 1))" }
                } else {
                    row += "  \(id) —"
                }
            }
            print(row)
        }
        print("\(outcome.rawValue) after \(fixed(frames.last?.time ?? 0, 3)) s, \(frames.count) frames")
    }

    private func changingViews() -> [String] {
        guard let first = frames.first else { return [] }
        var ids: [String] = []
        var seen = Set<String>()
        for frame in frames {
            for view in frame.views where !seen.contains(view.id) {
                let initial = first.view(view.id)
                if initial == nil || initial!.values != view.values {
                    ids.append(view.id)
                    seen.insert(view.id)
                }
            }
        }
        return ids
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
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return "\(value)"
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for ch in text.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if ch.value < 0x20 { out += "\\u00" + (ch.value < 0x10 ? "0" : "") + String(ch.value, radix: 16) } else { out.unicodeScalars.append(ch) }
            }
        }
        return out
    }
}
