/// Matched views flying (Hero's matched views, SwiftUI's `matchedGeometryEffect`): for each
/// ``MatchedPair``, a snapshot of the source flies from the source's frame to the
/// destination's — frame, corner radius, alpha and background colour — while both originals
/// are hidden.
///
/// Frames are measured in the container's coordinates through every frame, anchor point and
/// transform on the way (`View.convert(_:to:)` for a rectangle; a turned view gives the smallest
/// rectangle holding it): the source's as the animation block found it (before its writes),
/// the destination's as the block has set it so far. The flying view has no transform of its
/// own. Its content scales with its frame, as a snapshot's would (``ContentScaling``): every
/// view inside the copy keeps its place and size relative to the copy's frame, so the
/// source's content fills the destination's frame at the end. A matched view inside another
/// matched view flies on its own and is left out of the enclosing copy; the copies' ids
/// follow ``SnapshotNaming``, unique in the window's tree.
///
/// It promises: at progress 0 each flying view's frame in the container is exactly the
/// source's and at 1 exactly the destination's (bit for bit unclipped; clipped, the frame is
/// kept relative to the clipping view, so within the rounding of its offset); the flying views sit above every other view
/// of the container (or just under the one named), inside a clipping view when asked; the
/// flying views (and the clipping view) are temporary views of the transition, removed when
/// it ends; the originals' `hidden` flags are put back as they were by
/// ``TransitionContext/restoreTemporaryChanges()`` — before `finalize` on completion and on
/// cancel, timed or driven by a gesture, and when a hook fails.
public final class MatchedFlight {
    /// Where the flying views sit among the container's subviews.
    public enum Layer: Equatable {
        /// Above every other view of the container.
        case top
        /// Just under the container's subview that is (or holds) this view.
        case under(View)

        public static func == (a: Layer, b: Layer) -> Bool {
            switch (a, b) {
            case (.top, .top): true
            case let (.under(x), .under(y)): x === y
            default: false
            }
        }
    }

    /// How the views fly.
    public struct Options {
        /// Where the flying views sit.
        public var layer: Layer
        /// A view whose frame (in the container) clips the flying views, or nil.
        public var clip: View?
        /// The window of the animation the flight plays in, with its curve.
        public var segment: AnimationSegment

        /// Options: above everything, unclipped, over the whole animation with its timing.
        public init(layer: Layer = .top, clip: View? = nil, segment: AnimationSegment = .whole) {
            self.layer = layer
            self.clip = clip
            self.segment = segment
        }
    }

    /// The pairs that fly.
    public let pairs: [MatchedPair]
    /// The flying view of each pair, in the same order (each a snapshot of its source).
    public let flyingViews: [View]
    /// The view clipping the flying views, when ``Options/clip`` asked for one.
    public let clipView: View?
    /// The originals and whether each was hidden before the flight.
    private var hiddenBefore: [(view: View, wasHidden: Bool)]

    private init(pairs: [MatchedPair], flyingViews: [View], clipView: View?, hiddenBefore: [(view: View, wasHidden: Bool)]) {
        self.pairs = pairs
        self.flyingViews = flyingViews
        self.clipView = clipView
        self.hiddenBefore = hiddenBefore
    }

    /// Starts the flight of `pairs` in `context`'s container, inside an open animation block
    /// of the container's store: makes the flying views at the sources' frames, hides the
    /// originals, and writes the destinations' frames, corner radii, alphas and colours as
    /// the flying views' animation targets in `options.segment`.
    ///
    /// Throws, changing nothing, when no animation block is open, when the block has
    /// animated a property of a matched view (hidden during the flight, the animation would
    /// not be seen), when a frame cannot be measured, or when the view named by the layer or
    /// the clip is not in the container.
    public static func begin(_ pairs: [MatchedPair], in context: TransitionContext,
                             options: Options = Options()) throws(MatchedViewError) -> MatchedFlight {
        let container = context.containerView
        let store = container.store
        guard store.isCapturing else { throw .outsideAnimation }
        for pair in pairs {
            for view in [pair.source, pair.destination] {
                if let property = store.capturedProperties(of: view).first {
                    throw .ignoredAnimation(id: pair.id, view: view.id, property: property.name)
                }
            }
        }
        let starts = try store.withValuesBeforeCaptures { () throws(MatchedViewError) in
            try pairs.map { pair throws(MatchedViewError) in try Look(of: pair.source, id: pair.id, in: container) }
        }
        let ends = try pairs.map { pair throws(MatchedViewError) in try Look(of: pair.destination, id: pair.id, in: container) }
        // The container's subview the flight goes under, and the clipping rectangle.
        var sibling: View?
        if case let .under(view) = options.layer {
            sibling = try childOfContainer(holding: view, container: container, role: "layer")
        }
        var clipFrame: Rect?
        if let clip = options.clip {
            _ = try childOfContainer(holding: clip, container: container, role: "clip")
            guard let frame = clip.convert(clip.bounds, to: container) else {
                throw .unmeasurable(id: "clip", view: clip.id)
            }
            clipFrame = frame
        }

        let offset = clipFrame?.origin ?? Point(x: 0, y: 0)
        var clipView: View?
        var flying: [View] = []
        let matchedSources = Set(pairs.map { ObjectIdentifier($0.source) })
        var naming = SnapshotNaming(avoidingTreeOf: container, and: context.temporaryViews)
        store.withoutCapture {
            if let clipFrame, let clip = options.clip {
                let host = store.makeView(id: clip.id + "~matchClip", frame: clipFrame)
                host.role = "matchClip"
                host.clipsToBounds = true
                host[.backgroundAlpha] = 0
                place(host, in: container, under: sibling)
                context.addTemporaryView(host)
                clipView = host
            }
            for (pair, start) in zip(pairs, starts) {
                let view = pair.source.snapshot(naming: { naming.name(for: $0, suffix: "~match") },
                                                leavingOut: { matchedSources.contains(ObjectIdentifier($0)) })
                view.role = "match"
                view.resetTransform()
                view[.anchorX] = 0.5
                view[.anchorY] = 0.5
                start.apply(to: view, offset: offset)
                if let clipView { clipView.addSubview(view) } else { place(view, in: container, under: sibling) }
                context.addTemporaryView(view)
                flying.append(view)
            }
        }
        var hiddenBefore: [(view: View, wasHidden: Bool)] = []
        for pair in pairs {
            for view in [pair.source, pair.destination] where !hiddenBefore.contains(where: { $0.view === view }) {
                hiddenBefore.append((view, view.isHidden))
                view.isHidden = true
            }
        }
        let capture = store.beginCapture(segment: options.segment)
        for ((view, end), start) in zip(zip(flying, ends), starts) {
            end.apply(to: view, offset: offset)
            ContentScaling(from: start.frame.size, to: end.frame.size).scaleContent(of: view)
        }
        store.endCapture(capture)
        let flight = MatchedFlight(pairs: pairs, flyingViews: flying, clipView: clipView, hiddenBefore: hiddenBefore)
        context.addRestoration { flight.restoreOriginals() }
        return flight
    }

    /// Throws ``MatchedViewError/ignoredAnimation(id:view:property:)`` when the open
    /// animation block has animated a property of an original since the flight began (call
    /// it as the block ends: an original is hidden while its copy flies, so the animation
    /// would never be seen).
    public func checkOriginalsUnanimated() throws(MatchedViewError) {
        for pair in pairs {
            for view in [pair.source, pair.destination] {
                if let property = view.store.capturedProperties(of: view).first {
                    throw .ignoredAnimation(id: pair.id, view: view.id, property: property.name)
                }
            }
        }
    }

    /// Puts the originals' `hidden` flags back as they were before the flight (once).
    public func restoreOriginals() {
        for entry in hiddenBefore { entry.view.isHidden = entry.wasHidden }
        hiddenBefore.removeAll()
    }

    /// What a flying view takes from a matched view: its frame in the container, corner
    /// radius, alpha and background colour.
    private struct Look {
        var frame: Rect
        var cornerRadius: Double
        var alpha: Double
        var color: Color

        init(of view: View, id: String, in container: View) throws(MatchedViewError) {
            guard let frame = view.convert(view.bounds, to: container) else {
                throw .unmeasurable(id: id, view: view.id)
            }
            self.frame = frame
            cornerRadius = view[.cornerRadius]
            alpha = view[.alpha]
            color = view.backgroundColor
        }

        func apply(to view: View, offset: Point) {
            view.frame = Rect(x: frame.minX - offset.x, y: frame.minY - offset.y, width: frame.width, height: frame.height)
            view[.cornerRadius] = cornerRadius
            view[.alpha] = alpha
            view.backgroundColor = color
        }
    }

    /// The container's subview that is `view` or holds it.
    private static func childOfContainer(holding view: View, container: View, role: String) throws(MatchedViewError) -> View {
        var node = view
        while let parent = node.superview, parent !== container { node = parent }
        guard node.superview === container else { throw .notInContainer(view: view.id, role: role) }
        return node
    }

    private static func place(_ view: View, in container: View, under sibling: View?) {
        if let sibling { container.insertSubview(view, belowSubview: sibling) } else { container.addSubview(view) }
    }
}
