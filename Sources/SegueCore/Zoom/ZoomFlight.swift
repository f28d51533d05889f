/// A zoom transition (iOS 18's `preferredTransition = .zoom`): the zoomed view grows out of
/// a source view — its alignment rect laid over the source's frame — to rest where it is,
/// over a dimming view, and shrinks back into the source (asked again, so it may have moved
/// or be another view) when dismissed. An interactive dismissal follows the finger in two
/// dimensions (``ZoomPose/following(grab:translation:frame:anchor:minimumScale:distance:)``)
/// and, once the finger lifts, goes from where it was let go to rest (cancelled) or into the
/// source (finished) with the transition's progress — a spring completion carries the
/// release velocity.
///
/// It promises: the zoomed view's transform is exactly the collapsed pose at the collapsed
/// end (progress 0 presenting, 1 dismissing) and exactly the identity at rest; while a finger
/// is down the point it took hold of stays under it; the zoomed view and the source cross-fade
/// at the source's end (the zoomed view fades in over the first ``ZoomFlight/fadeShare`` of
/// the animation presenting, the source out; the other way round over the last share
/// dismissing), so the source's place is never empty at either end; the source's alpha and
/// the zoomed view's transform and alpha are put back by
/// ``TransitionContext/restoreTemporaryChanges()`` (before `finalize`, completed or cancelled,
/// and when a hook fails); the dimming view is a temporary view of the transition.
///
/// Without a source view (a provider that returned none) the zoomed view scales from
/// ``ZoomOptions/minimumScale`` about its anchor, in place, fading — the documented fallback.
public final class ZoomFlight {
    /// The view that zooms: the presented view presenting, the dismissed view dismissing.
    public let zoomedView: View
    /// The source view it zooms from or into, if any.
    public let source: View?
    /// Whether it zooms out of the source (presenting) or into it (dismissing).
    public let isPresenting: Bool
    /// The pose laying the zoomed view over the source.
    public let collapsed: ZoomPose
    /// The view dimming what lies behind, when ``ZoomOptions/dimmingAlpha`` is above 0.
    public let dimmingView: View?
    /// How it looks.
    public let options: ZoomOptions
    /// The zoomed view's frame and anchor (the transform is about them).
    private let frame: Rect
    private let anchor: Point
    /// Where the finger let go: the pose then and the progress.
    private var release: (pose: ZoomPose, progress: Double)?
    /// The finger holding the view: where it took hold, and the pose the view had then.
    private var hold: (start: Point, base: ZoomPose)?
    /// The pose this flight last gave the view.
    private var lastPose: ZoomPose?

    private init(zoomedView: View, source: View?, isPresenting: Bool, collapsed: ZoomPose, dimmingView: View?,
                 options: ZoomOptions) {
        self.zoomedView = zoomedView
        self.source = source
        self.isPresenting = isPresenting
        self.collapsed = collapsed
        self.dimmingView = dimmingView
        self.options = options
        frame = zoomedView.frame
        anchor = zoomedView.anchorPoint
    }

    /// The fraction of the animation the zoomed view fades over (the first presenting, the
    /// last dismissing).
    public static let fadeShare = 0.3

    /// Starts the zoom in `context`, inside an open animation block: measures the source
    /// (as the block found it), inserts the dimming view just under the zoomed view,
    /// and writes the zoomed view's and the dimming's ends as animation targets. Throws,
    /// changing nothing, outside an animation block, when the zoomed view is not in the
    /// container, or when the source cannot be measured.
    public static func begin(in context: TransitionContext, zoomedView: View, source: View?, presenting: Bool,
                             options: ZoomOptions = ZoomOptions()) throws(ZoomError) -> ZoomFlight {
        let store = zoomedView.store
        guard store.isCapturing else { throw .outsideAnimation }
        guard zoomedView.isDescendant(of: context.containerView), let superview = zoomedView.superview else {
            throw .zoomedViewNotInContainer(view: zoomedView.id)
        }
        let frame = zoomedView.frame, anchor = zoomedView.anchorPoint
        var collapsed = ZoomPose(scale: options.minimumScale, translation: Point(x: 0, y: 0))
        if let source {
            let target = store.withValuesBeforeCaptures { source.convert(source.bounds, to: superview) }
            guard let target else { throw .unmeasurableSource(view: source.id) }
            collapsed = ZoomPose.aligning(options.alignmentRect ?? zoomedView.bounds, of: frame, anchor: anchor, onto: target)
        }
        let restAlpha = zoomedView.alpha
        let restPose = ZoomPose(of: zoomedView)
        var dimming: View?
        store.withoutCapture {
            if options.dimmingAlpha > 0 {
                let view = store.makeView(id: "zoomDimming", frame: superview.bounds)
                view.role = "dimming"
                view.backgroundColor = options.dimmingColor
                view.alpha = presenting ? 0 : options.dimmingAlpha
                superview.insertSubview(view, belowSubview: zoomedView)
                context.addTemporaryView(view)
                dimming = view
            }
            if presenting {
                collapsed.apply(to: zoomedView)
                zoomedView.alpha = 0
            }
        }
        let sourceAlpha = source?.alpha ?? 1
        if !presenting { store.withoutCapture { source?.alpha = 0 } }
        context.addRestoration {
            source?.alpha = sourceAlpha
            restPose.apply(to: zoomedView)
            zoomedView.alpha = restAlpha
        }
        (presenting ? ZoomPose.identity : collapsed).apply(to: zoomedView)
        dimming?.alpha = presenting ? options.dimmingAlpha : 0
        let fade = store.beginCapture(segment: AnimationSegment(start: presenting ? 0 : 1 - fadeShare, duration: fadeShare))
        zoomedView.alpha = presenting ? restAlpha : 0
        source?.alpha = presenting ? 0 : sourceAlpha
        store.endCapture(fade)
        return ZoomFlight(zoomedView: zoomedView, source: source, isPresenting: presenting, collapsed: collapsed,
                          dimmingView: dimming, options: options)
    }

    /// Follows the finger of an interactive dismissal (called after the animation's tracks
    /// were applied, at `progress`): while `touch` is down the zoomed view's pose follows it
    /// from the pose it had where the finger took hold (at rest for a pan that began the
    /// dismissal; where it was for a finger that caught it moving); once up, the pose goes from
    /// where it was let go to the identity (when `cancelled`) or to the collapsed pose, in step
    /// with the progress from the release's. Presenting, or with no touch, the tracks alone
    /// move it.
    public func update(progress: Double, touch: GestureTouch?, container: View, cancelled: Bool) {
        guard !isPresenting else { return }
        guard let touch else {
            // Timed: the tracks move it; a finger catching it takes hold of this pose.
            lastPose = ZoomPose(of: zoomedView)
            return
        }
        if touch.isDown {
            release = nil
            let start = Point(x: touch.location.x - touch.translation.x, y: touch.location.y - touch.translation.y)
            if hold?.start != start { hold = (start, lastPose ?? ZoomPose(of: zoomedView)) }
            guard let hold else { return }
            let grab = zoomedView.superview.flatMap { container.convert(start, to: $0) } ?? start
            let finger = ZoomPose.following(grab: grab, translation: touch.translation, frame: frame, anchor: anchor,
                                            minimumScale: options.minimumScale, distance: frame.height)
            show(finger.after(hold.base))
            return
        }
        hold = nil
        if release == nil { release = (lastPose ?? ZoomPose(of: zoomedView), progress) }
        guard let release else { return }
        let fraction: Double
        if cancelled {
            fraction = release.progress > 0 ? 1 - progress / release.progress : 1
        } else {
            fraction = release.progress < 1 ? (progress - release.progress) / (1 - release.progress) : 1
        }
        show(release.pose.interpolated(to: cancelled ? .identity : collapsed, fraction: fraction))
    }

    private func show(_ pose: ZoomPose) {
        pose.apply(to: zoomedView)
        lastPose = pose
    }
}
