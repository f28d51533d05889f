/// A controller: a root view, children, containment callbacks and appearance callbacks, all
/// recorded in the scene's ``LifecycleLog``.
open class ViewController {
    /// Identifier used by scripts, traces and specs.
    public let id: String
    /// The root view.
    public let view: View
    /// The log every callback goes to.
    public let log: LifecycleLog
    /// The parent controller, if contained.
    public private(set) weak var parent: ViewController?
    /// Contained controllers, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// Where the view stands in its appearance cycle.
    public private(set) var appearance: AppearanceState = .disappeared

    /// The appearance cycle of a controller's view.
    public enum AppearanceState: String, Sendable {
        case disappeared, appearing, appeared, disappearing
    }

    /// Creates a controller around `view`.
    public init(id: String, view: View, log: LifecycleLog) {
        self.id = id
        self.view = view
        self.log = log
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {
        log.record(LifecycleEvent(controller: id, kind: .willMoveToParent, parent: parent?.id))
    }

    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {
        log.record(LifecycleEvent(controller: id, kind: .didMoveToParent, parent: parent?.id))
    }

    /// Adds `child`, calling its `willMove(toParent: self)` (UIKit's `addChild`). The caller
    /// adds the view and later calls `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child.parent !== self else { return }
        child.removeFromParentSilently()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)` (UIKit's
    /// `removeFromParent`); the caller calls `willMove(toParent: nil)` first.
    public func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        didMove(toParent: nil)
    }

    private func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Starts an appearance transition (`viewWillAppear` or `viewWillDisappear`).
    public func beginAppearanceTransition(isAppearing: Bool) {
        appearance = isAppearing ? .appearing : .disappearing
        log.record(LifecycleEvent(controller: id, kind: isAppearing ? .viewWillAppear : .viewWillDisappear))
    }

    /// Ends the appearance transition started last (`viewDidAppear` or `viewDidDisappear`).
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            log.record(LifecycleEvent(controller: id, kind: .viewDidAppear))
        case .disappearing:
            appearance = .disappeared
            log.record(LifecycleEvent(controller: id, kind: .viewDidDisappear))
        case .appeared, .disappeared:
            break
        }
    }
}
