@testable import SegueCore

/// A Swift-authored slide transition for engine tests: the incoming page slides in from the
/// side, the outgoing one slides out and fades in a keyframe; any hook can be made to throw.
final class SlideAnimation: TransitionAnimation {
    struct HookFailure: Error, Equatable { let hook: String }

    var duration: Double
    var timing: TimingCurve
    var failingHook: String?
    private(set) var calls: [String] = []
    /// The incoming view's x as `finalize` found it, once per call.
    private(set) var incomingXAtFinalize: [Double] = []

    init(duration: Double = 0.4, timing: TimingCurve = .linear, failingHook: String? = nil) {
        self.duration = duration
        self.timing = timing
        self.failingHook = failingHook
    }

    private func enter(_ hook: String) throws {
        calls.append(hook)
        if failingHook == hook { throw HookFailure(hook: hook) }
    }

    func addTo(_ context: TransitionContext) throws {
        if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
        try enter("addTo")
    }

    func prepare(_ context: TransitionContext) throws {
        context.view(forKey: .to)?[.x] = context.containerView[.width] * context.direction
        try enter("prepare")
    }

    func animation(_ context: TransitionContext, animator: PropertyAnimator) throws {
        let width = context.containerView[.width]
        context.view(forKey: .from)?[.x] = -width * context.direction
        context.view(forKey: .to)?[.x] = 0
        try animator.addKeyframe(relativeStart: 0.5, relativeDuration: 0.5) {
            context.view(forKey: .from)?[.alpha] = 0
            try enter("animation")
        }
    }

    func finalize(_ context: TransitionContext, completed: Bool) throws {
        if let to = context.view(forKey: .to) { incomingXAtFinalize.append(to[.x]) }
        context.view(forKey: .from)?[.alpha] = 1
        context.view(forKey: .from)?[.x] = 0
        calls.append("finalize(\(completed))")
        if failingHook == "finalize" { throw HookFailure(hook: "finalize") }
    }
}

/// A two-page swipe scene driven by ``SlideAnimation``.
struct SwipeFixture {
    let scene: Scene
    let slide: SlideAnimation
    let animator: HookedTransitionAnimator
    var errors: [String] = []

    var container: SwipeContainerController { scene.container as! SwipeContainerController }

    init(slide: SlideAnimation = SlideAnimation(), size: Size = Size(width: 300, height: 600)) throws {
        let description = SceneDescription(
            container: .swipe, size: size,
            background: ControllerDescription(id: "camera", view: ViewDescription(id: "cameraView")),
            pages: [
                ControllerDescription(id: "main", view: ViewDescription(id: "mainView")),
                ControllerDescription(id: "card", view: ViewDescription(id: "cardView", subviews: [
                    ViewDescription(id: "cardContent", frame: Rect(x: 16, y: 80, width: 268, height: 400)),
                ])),
            ])
        scene = try Scene.build(description)
        self.slide = slide
        animator = HookedTransitionAnimator(animation: slide, clock: scene.clock, store: scene.store)
        scene.container.animator = animator
    }

    func value(_ id: String, _ property: ViewProperty) -> Double {
        scene.anyView(id: id)![property]
    }
}

/// A three-controller scene of any container kind driven by ``SlideAnimation``.
struct ContainerFixture {
    let scene: Scene
    let slide: SlideAnimation
    let animator: HookedTransitionAnimator

    init(_ kind: ContainerKind, slide: SlideAnimation = SlideAnimation()) throws {
        let description = SceneDescription(
            container: kind, size: Size(width: 300, height: 600),
            pages: ["a", "b", "c"].map { ControllerDescription(id: $0, view: ViewDescription(id: $0 + "View")) })
        scene = try Scene.build(description)
        self.slide = slide
        animator = HookedTransitionAnimator(animation: slide, clock: scene.clock, store: scene.store)
        scene.container.animator = animator
    }

    init(scene: Scene, slide: SlideAnimation, animator: HookedTransitionAnimator) {
        self.scene = scene
        self.slide = slide
        self.animator = animator
    }

    var runner: TransitionRunner { TransitionRunner(scene: scene) }
}
