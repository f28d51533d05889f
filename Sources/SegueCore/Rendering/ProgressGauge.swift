/// A transition's progress as lines of text: the timing curve as a sparkline over the time
/// fraction, beneath it a bar filled to the time fraction, so a person sees where on the
/// curve the transition stands, and a bar filled to the presented progress — two different
/// numbers, labelled as such.
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
            let level = CheckedNumber.clampedInt(value * Double(Self.levels.count - 1), in: 0...(Self.levels.count - 1))
            return Self.levels[level]
        })
    }

    /// The bar filled to `fraction` (clamped to 0…1), in eighths of a cell.
    public func bar(_ fraction: Double) -> String {
        let eighths = CheckedNumber.clampedInt(fraction * Double(width * 8), in: 0...(width * 8))
        var text = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { text.append(Self.partials[eighths % 8 - 1]) }
        return text + String(repeating: "·", count: width - text.count)
    }

    /// Three lines, labelled: `curve ▕▁▂▄▆█▏ name`, then `time ▕████▌···▏ 0.341` filled
    /// to the time fraction (where on the curve the transition stands), then
    /// `progress ▕███▏ 0.243` filled to the presented progress (what the views show, the
    /// curve's value there; a spring's overshoot prints beyond 1 on a full bar), with
    /// `status` after it.
    public func render(time: Double, progress: Double, curve: TimingCurve, status: String) -> [String] {
        [
            "curve    ▕" + curveLine(curve) + "▏ " + curve.displayName,
            "time     ▕" + bar(time) + "▏ " + Self.shown(min(max(time, 0), 1)),
            "progress ▕" + bar(progress) + "▏ " + Self.shown(progress) + (status.isEmpty ? "" : "  " + status),
        ]
    }

    /// A value to three decimals.
    private static func shown(_ value: Double) -> String {
        decimalText(value, places: 3)
    }
}
