import CLua
import SegueCore

/// A transition's `zoom` around its own hooks: the source asked before `addTo` (and named
/// in `ctx.source`), the zoomed view added when `addTo` left it out, the zoom begun after the
/// `animation` hook, the finger followed before each `update`.
extension ScriptedTransition {
    /// Whether `context` shows the zoomed view (present, push) rather than takes it away.
    private func isPresenting(_ context: TransitionContext) -> Bool {
        let kind = context.userInfo["kind"] ?? ""
        return !InteractiveDismissal.kinds.contains(kind)
    }

    /// The view that zooms: the incoming one presenting, the outgoing one dismissing.
    private func zoomedView(for context: TransitionContext) -> View? {
        context.view(forKey: isPresenting(context) ? .to : .from)
    }

    /// Asks the zoom's source (its function with the ctx table, or its id), finds the view
    /// in the window's tree and writes its id as `ctx.source` (nil: no source, the
    /// documented fallback). An answer that is not a view, an id or nil, and an id of no view
    /// in the window, are errors at the line defining the source. The ctx table is made here
    /// in any case, so the zoom's records of the transition go when it completes.
    func askZoomSource(for context: TransitionContext) throws {
        guard let zoom else { return }
        let host = try liveHost()
        let state = host.state
        let key = ObjectIdentifier(context)
        var found: View?
        var asked: String?
        let position: String
        switch zoom.source {
        case nil:
            position = ""
        case let .value(id)?:
            asked = id
            position = zoom.path + ": "
        case let .function(reference, at)?:
            position = at + " "
            try call(reference, context, results: 1)
            defer { state.pop() }
            if let view = state.view(at: -1) {
                found = view
            } else if state.type(at: -1) == LUA_TSTRING {
                asked = state.string(at: -1)
            } else if !state.isNil(-1) {
                throw LuaError(kind: .runtime, rawMessage: position
                    + "zoom.source must return a view, a view id or nil, got \(state.typeName(at: -1))")
            }
        }
        if let asked {
            guard let view = host.scene?.view(id: asked) else {
                let ids = host.scene?.window.subtree.map(\.id) ?? []
                throw LuaError(kind: .runtime, rawMessage: position
                    + "zoom.source: no view '\(asked)' in the window" + NameSuggestion.hint(for: asked, among: ids))
            }
            found = view
        }
        zoomSources[key] = found
        pushTable(for: context, in: host)
        if let found { state.push(found.id) } else { state.pushNil() }
        state.setRawField("source", of: -2)
        state.pop()
    }

    /// Adds the zoomed view on top of the container when `addTo` did not (the preset needs
    /// no `addTo`), and the view a dismissal returns to under everything when it is not there.
    func placeZoomedView(for context: TransitionContext) {
        let container = context.containerView
        if isPresenting(context) {
            if let zoomed = zoomedView(for: context), !zoomed.isDescendant(of: container) { container.addSubview(zoomed) }
        } else if let back = context.view(forKey: .to), !back.isDescendant(of: container) {
            container.insertSubview(back, at: 0)
        }
    }

    /// Begins the zoom, inside the animation block, after the script's `animation` hook.
    func beginZoom(for context: TransitionContext) throws {
        guard let zoom, let zoomed = zoomedView(for: context) else { return }
        let host = try liveHost()
        let state = host.state
        var options = zoom.options
        switch zoom.alignmentRect {
        case nil:
            break
        case let .value(rect)?:
            options.alignmentRect = rect
        case let .function(reference, position)?:
            try call(reference, context, results: 1)
            defer { state.pop() }
            if !state.isNil(-1) {
                do {
                    options.alignmentRect = try state.readFrame(at: -1, what: "zoom.alignmentRect")
                } catch let error as LuaScriptError {
                    throw LuaError(kind: .runtime, rawMessage: position + " " + error.message)
                }
            }
        }
        do throws(ZoomError) {
            let flight = try ZoomFlight.begin(in: context, zoomedView: zoomed, source: zoomSources[ObjectIdentifier(context)],
                                              presenting: isPresenting(context), options: options)
            zoomFlights[ObjectIdentifier(context)] = flight
        } catch {
            throw LuaError(kind: .runtime, rawMessage: zoom.path + ": zoom: " + error.description)
        }
    }
}
