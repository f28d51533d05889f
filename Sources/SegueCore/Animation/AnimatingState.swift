/// The state of a ``PropertyAnimator`` (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: String, Sendable {
    /// No animation is configured or it has completed; views hold their values.
    case inactive
    /// Started or paused: animations are configured and can be driven.
    case active
    /// Stopped part-way: waiting for ``PropertyAnimator/finishAnimation(at:)``.
    case stopped
}

/// Where an animation ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: String, Sendable {
    /// At the end values.
    case end
    /// Back at the start values.
    case start
    /// Wherever it stood when stopped.
    case current
}
