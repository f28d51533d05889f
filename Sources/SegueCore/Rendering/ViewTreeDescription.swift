/// The window's view tree as indented text, one view per line with every property: the
/// frame, then each other property that differs from its default, and the flags. A view
/// that is not in the window (a snapshot waiting to be added, say) is not listed.
public enum ViewTreeDescription {
    /// One line per view, depth first, back to front; children indented by two spaces.
    public static func lines(of scene: Scene) -> [String] {
        var lines: [String] = []
        func visit(_ view: View, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + line(for: view))
            for child in view.subviews { visit(child, depth: depth + 1) }
        }
        visit(scene.window, depth: 0)
        return lines
    }

    /// `id  x=… y=… width=… height=…  alpha=0.5 …  [hidden] [clips] (role)`.
    public static func line(for view: View) -> String {
        var parts = [view.id.isEmpty ? "(unnamed)" : view.id]
        let frame = [ViewProperty.x, .y, .width, .height].map { "\($0.name)=\(decimalText(view[$0], places: 6))" }
        parts.append(frame.joined(separator: " "))
        let others = ViewProperty.allCases.dropFirst(4).filter { view[$0] != $0.defaultValue }
        if !others.isEmpty {
            parts.append(others.map { "\($0.name)=\(decimalText(view[$0], places: 6))" }.joined(separator: " "))
        }
        var flags: [String] = []
        if view.isHidden { flags.append("[hidden]") }
        if view.clipsToBounds { flags.append("[clips]") }
        if let role = view.role { flags.append("(\(role))") }
        if !flags.isEmpty { parts.append(flags.joined(separator: " ")) }
        return parts.joined(separator: "  ")
    }
}
