import SegueCore

/// What one step of the engine changed about one view, handed to its ``HostView``.
public struct ViewChange: Equatable, Sendable {
    /// The view's id.
    public var viewID: String
    /// The properties whose values changed, in `ViewProperty` order (empty when only the
    /// view's place or flags changed).
    public var properties: [ViewProperty]
    /// Whether its superview, index among its siblings, hidden or clipping flag changed.
    public var structureChanged: Bool
    /// The view's whole state after the step.
    public var state: ViewState

    /// Creates a change.
    public init(viewID: String, properties: [ViewProperty], structureChanged: Bool, state: ViewState) {
        self.viewID = viewID
        self.properties = properties
        self.structureChanged = structureChanged
        self.state = state
    }
}
