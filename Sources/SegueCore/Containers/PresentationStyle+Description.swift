/// How a `modal` scene presents its pages: the presented view's frame, the dimming behind
/// it, and whether the presenter's view leaves the window once covered.
public struct PresentationDescription: Equatable, Sendable {
    /// `.fullScreen` (the presenter's view is removed once covered), `.overFullScreen`
    /// (it stays), `.custom` (a partial frame, the presenter stays) or `.pageSheet` (a sheet
    /// at detents, ``sheet``).
    public var style: PresentationStyle
    /// For `.custom`: the presented view's height as a fraction of the container's, at its
    /// bottom (0.5: the bottom half).
    public var heightFraction: Double
    /// The dimming view's final alpha behind the presented view; 0: no dimming view.
    public var dimming: Double
    /// The dimming view's colour.
    public var dimmingColor: Color
    /// For `.pageSheet`: the detents, the selected and largest undimmed ones, the grabber,
    /// the corner radius and whether a dismissal is refused.
    public var sheet = SheetConfiguration()

    /// Creates a description.
    public init(style: PresentationStyle = .fullScreen, heightFraction: Double = 1, dimming: Double = 0,
                dimmingColor: Color = Color(red: 0, green: 0, blue: 0, alpha: 1)) {
        self.style = style
        self.heightFraction = heightFraction
        self.dimming = dimming
        self.dimmingColor = dimmingColor
    }
}
