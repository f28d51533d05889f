/// One sampled instant of a run as `segue render`'s writers receive it: when, how far the
/// transition had got, and what the window showed.
public struct FilmFrame: Sendable {
    /// Seconds since the run began.
    public var time: Double
    /// The transition's presented progress then.
    public var progress: Double
    /// What the window showed.
    public var drawing: StageDrawing

    /// A frame at `time` with `progress`, showing `drawing`.
    public init(time: Double, progress: Double, drawing: StageDrawing) {
        self.time = time
        self.progress = progress
        self.drawing = drawing
    }

    /// The line written under the frame: its time and progress, three decimals each.
    public var label: String {
        "t \(decimalText(time, places: 3)) s · progress \(decimalText(progress, places: 3))"
    }
}
