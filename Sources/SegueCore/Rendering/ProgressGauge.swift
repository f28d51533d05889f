/// A transition's progress as two lines of text: the timing curve as a sparkline over the
/// time fraction, and beneath it a bar filled to the current fraction, so a person sees
/// where on the curve the transition stands.
public struct ProgressGauge: Sendable {
    /// Cells of the sparkline and of the bar.
    public var width: Int

    /// A gauge `width` cells wide.
    public init(width: Int = 40) {
        self.width = max(width, 4)
    }

    private static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    private static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The sparkline of `curve` (values clamped to 0…1), one cell per `1 / width` of time.
    public func curveLine(_ curve: TimingCurve) -> String {
        String((0..<width).map { cell in
            let value = curve.value(at: (Double(cell) + 0.5) / Double(width))
            let level = Int((min(max(value, 0), 1) * Double(Self.levels.count - 1)).rounded())
            return Self.levels[level]
        })
    }

    /// The bar filled to `fraction` (clamped to 0…1), in eighths of a cell.
    public func bar(_ fraction: Double) -> String {
        let eighths = Int((min(max(fraction, 0), 1) * Double(width * 8)).rounded())
        var text = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { text.append(Self.partials[eighths % 8 - 1]) }
        return text + String(repeating: "·", count: width - text.count)
    }

    /// Both lines, labelled: `curve ▁▂▄▆█ name` and `progress ████▌··· 0.42`, with
    /// `status` (time, state) after the fraction.
    public func render(fraction: Double, curve: TimingCurve, status: String) -> [String] {
        let shown = (min(max(fraction, 0), 1) * 1000).rounded() / 1000
        return [
            "curve    ▕" + curveLine(curve) + "▏ " + curve.displayName,
            "progress ▕" + bar(fraction) + "▏ " + String(shown) + (status.isEmpty ? "" : "  " + status),
        ]
    }
}
