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

    /// `id  x=… y=… width=… height=…  alpha=0.5 backgroundColor=#f2f2f7 …  [hidden] [clips] (role)`:
    /// colours as `#rrggbb` (`#rrggbbaa` when their alpha is not 1), as a script writes them,
    /// each channel rounded to a byte and clamped to 0…1 as it is drawn.
    public static func line(for view: View) -> String {
        var parts = [view.id.isEmpty ? "(unnamed)" : view.id]
        let frame = [ViewProperty.x, .y, .width, .height].map { "\($0.name)=\(decimalText(view[$0], places: 6))" }
        parts.append(frame.joined(separator: " "))
        var others = ViewProperty.allCases.dropFirst(4).filter { view[$0] != $0.defaultValue && !colourChannels.contains($0) }
            .map { "\($0.name)=\(decimalText(view[$0], places: 6))" }
        if backgroundChannels.contains(where: { view[$0] != $0.defaultValue }) { others.append("backgroundColor=\(hex(view.backgroundColor))") }
        if shadowChannels.contains(where: { view[$0] != $0.defaultValue }) { others.append("shadowColor=\(hex(view.shadowColor))") }
        if !others.isEmpty { parts.append(others.joined(separator: " ")) }
        var flags: [String] = []
        if view.isHidden { flags.append("[hidden]") }
        if view.clipsToBounds { flags.append("[clips]") }
        if let role = view.role { flags.append("(\(role))") }
        if !flags.isEmpty { parts.append(flags.joined(separator: " ")) }
        return parts.joined(separator: "  ")
    }

    private static let backgroundChannels: [ViewProperty] = [.backgroundRed, .backgroundGreen, .backgroundBlue, .backgroundAlpha]
    private static let shadowChannels: [ViewProperty] = [.shadowRed, .shadowGreen, .shadowBlue]
    private static let colourChannels = Set(backgroundChannels + shadowChannels)

    /// `#rrggbb`, or `#rrggbbaa` when the alpha rounds to less than a full byte.
    private static func hex(_ color: Color) -> String {
        let full = color.hex
        return full.hasSuffix("ff") ? String(full.prefix(7)) : full
    }
}
