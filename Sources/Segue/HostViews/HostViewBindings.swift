import SegueCore

/// The host views bound to one scene's views, and what each was last told: after every step
/// of the engine, ``deliver()`` compares each bound view's state with the last one delivered
/// and hands the differences to its host view. The cost of a step is proportional to the
/// number of bound views, not to the size of the scene.
final class HostViewBindings {
    private struct Binding {
        let host: HostView
        var view: View
        var delivered: ViewState?
    }

    private var bindings: [Binding] = []
    private var store: ViewStore
    private var window: View
    /// Slots of views not bound and not offered yet.
    private var unoffered: [Int] = []
    private var offeredThrough = 0

    /// Asked for a host view for each view that enters the window's tree with none bound
    /// (snapshots, dimming and blur views, views a script makes, scene views the host did
    /// not bind) — once per view; the view returned is bound, nil leaves it unbound.
    var makeHostView: ((String, ViewState) -> HostView?)?

    /// Bindings on the views of `store`, drawn under `window`.
    init(store: ViewStore, window: View) {
        self.store = store
        self.window = window
    }

    /// The host views bound, in the order they were bound.
    var hostViews: [HostView] { bindings.map(\.host) }

    /// Binds `host` to the view with its ``HostView/viewID`` in `find`'s scene, writes its
    /// ``HostView/layout`` there and delivers the view's whole state to it. Throws when no
    /// such view exists, when another host view is bound to it, or when the layout holds a
    /// value out of range.
    func bind(_ host: HostView, find: (String) -> View?) throws {
        let id = host.viewID
        guard let view = find(id) else {
            throw HostViewError("the scene has no view '\(id)' to bind")
        }
        guard !bindings.contains(where: { $0.view === view }) else {
            throw HostViewError("view '\(id)' is bound to a host view already")
        }
        try Self.write(host.layout, to: view)
        bindings.append(Binding(host: host, view: view, delivered: nil))
        deliver()
    }

    /// Writes every bound host view's current ``HostView/layout`` into its scene view (before
    /// a transition begins); the changes are delivered by the next ``deliver()``.
    func applyLayouts() throws {
        for binding in bindings { try Self.write(binding.host.layout, to: binding.view) }
    }

    /// Moves every binding to the view with the same id in a rebuilt scene (a hot reload),
    /// keeping what each host view was last told, so the next ``deliver()`` sends only
    /// what the new version changed. Throws, changing nothing, when a bound id is missing.
    func rebind(store: ViewStore, window: View, find: (String) -> View?) throws {
        var moved = bindings
        for index in moved.indices {
            guard let view = find(moved[index].view.id) else {
                throw HostViewError("the new version's scene has no view '\(moved[index].view.id)', which the host binds")
            }
            moved[index].view = view
        }
        bindings = moved
        self.store = store
        self.window = window
        unoffered = []
        offeredThrough = 0
    }

    /// Hands every bound view's changes since the last delivery to its host view, then
    /// offers views that entered the tree unbound to ``makeHostView``.
    func deliver() {
        for index in bindings.indices {
            let state = ViewState(of: bindings[index].view)
            guard let previous = bindings[index].delivered else {
                bindings[index].delivered = state
                bindings[index].host.apply(ViewChange(viewID: bindings[index].view.id,
                                                      properties: ViewProperty.allCases,
                                                      structureChanged: true, state: state))
                continue
            }
            let properties = state.changedProperties(since: previous)
            let structure = state.structureDiffers(from: previous)
            guard !properties.isEmpty || structure else { continue }
            bindings[index].delivered = state
            bindings[index].host.apply(ViewChange(viewID: bindings[index].view.id, properties: properties,
                                                  structureChanged: structure, state: state))
        }
        if makeHostView != nil { offerNewViews() }
    }

    /// Offers each unbound view that is in the window's tree, once.
    private func offerNewViews() {
        guard let makeHostView else { return }
        if offeredThrough < store.views.count {
            unoffered.append(contentsOf: offeredThrough..<store.views.count)
            offeredThrough = store.views.count
        }
        var waiting: [Int] = []
        var made: [HostView] = []
        for slot in unoffered {
            let view = store.views[slot]
            if bindings.contains(where: { $0.view === view }) { continue }
            guard view !== window, view.isDescendant(of: window) else {
                waiting.append(slot)
                continue
            }
            if let host = makeHostView(view.id, ViewState(of: view)) {
                bindings.append(Binding(host: host, view: view, delivered: nil))
                made.append(host)
            }
        }
        unoffered = waiting
        if !made.isEmpty { deliver() }
    }

    private static func write(_ layout: ViewLayout, to view: View) throws {
        for (property, value) in layout.values {
            guard ViewValueRange.contains(value) else {
                throw HostViewError("view '\(view.id)': \(ViewValueRange.rejection(of: value, for: property.name))")
            }
        }
        view.store.withoutCapture {
            for (property, value) in layout.values { view[property] = value }
        }
        if let hidden = layout.isHidden { view.isHidden = hidden }
    }
}

/// A host view that cannot be bound, or a layout value out of range.
public struct HostViewError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the view.
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
