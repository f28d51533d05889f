import Segue

/// The host application's own view: what it draws, kept in its own model. Segue tells it
/// every change of the scene view it is bound to; it never reads Segue's tree.
final class TextView: HostView {
    let viewID: String
    /// The character it is drawn with.
    let fill: Character
    /// The frame the host lays out (Segue reads it before each transition).
    var laidOutFrame: Rect
    /// What the view looks like now, as the host keeps it.
    private(set) var frame: Rect
    private(set) var offsetX = 0.0
    private(set) var alpha = 1.0
    private(set) var isOnScreen = false
    /// Its place among its superview's subviews, back to front.
    private(set) var zOrder = 0
    /// How many changes Segue delivered.
    private(set) var changesReceived = 0

    init(_ id: String, fill: Character, frame: Rect) {
        viewID = id
        self.fill = fill
        laidOutFrame = frame
        self.frame = frame
    }

    var layout: ViewLayout { ViewLayout(frame: laidOutFrame) }

    func apply(_ change: ViewChange) {
        changesReceived += 1
        frame = change.state.frame
        offsetX = change.state[.translationX]
        alpha = change.state.alpha
        isOnScreen = change.state.superviewID != nil && !change.state.isHidden
        zOrder = change.state.index
    }

    /// Where it is drawn: its frame moved by its translation.
    var drawnFrame: Rect { Rect(x: frame.minX + offsetX, y: frame.minY, width: frame.width, height: frame.height) }

    /// Its character, lighter when it is faded.
    var drawnCharacter: Character { alpha < 0.8 ? "." : fill }
}
