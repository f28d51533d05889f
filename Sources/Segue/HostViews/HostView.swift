import SegueCore

/// A view of the host application that a transition animates.
///
/// The host keeps its own view model; Segue keeps the engine's (the scene's views, by id).
/// Binding a host view to the scene view with the same ``viewID`` makes two promises:
/// - before the view is first animated, and again before every transition begins, Segue
///   reads ``layout`` and writes the values it gives into the scene view, so transitions
///   start from the geometry the host laid out;
/// - after every step of the engine (a clock advance, a touch, a begin, cancel or finish)
///   that changed anything about the scene view, Segue calls ``apply(_:)`` once with what
///   changed. A step that changed nothing calls nothing, and the host never walks Segue's
///   tree.
///
/// Calls come on the thread that drives the engine, never concurrently.
public protocol HostView: AnyObject {
    /// The id of the scene view this view mirrors (a view id of the transition's scene).
    var viewID: String { get }
    /// The values the host lays out itself (usually the frame); properties left out keep
    /// the scene's values. The default gives none.
    var layout: ViewLayout { get }
    /// Takes one change: the properties that moved, and the view's whole state after it.
    func apply(_ change: ViewChange)
}

extension HostView {
    public var layout: ViewLayout { ViewLayout() }
}
