import SegueCore

/// Where in a transition a `ctx` method may be called, checked the same way by every
/// binding: the error names the method and when it can be called.
extension ScriptHost {
    /// The animator the running `animation` hook is capturing, or the error that `ctx:method`
    /// can only be called there.
    func animationHookAnimator(for method: String) throws -> PropertyAnimator {
        guard let animator = currentAnimator else {
            throw LuaScriptError("ctx:\(method) can only be called inside the animation hook")
        }
        return animator
    }

    /// The context of the running hook, or the error that `ctx:method` can only be called
    /// inside a hook.
    func hookContext(for method: String) throws -> TransitionContext {
        guard let context = currentContext else {
            throw LuaScriptError("ctx:\(method) can only be called inside a hook")
        }
        return context
    }

    /// The running transition's context and animator (from the `animation` hook on), or
    /// the error that `ctx:method` can only be called then.
    func runningTransition(for method: String) throws -> (context: TransitionContext, animator: PropertyAnimator) {
        guard let context = currentContext, let animator = runningAnimators[ObjectIdentifier(context)] else {
            throw LuaScriptError("ctx:\(method) can only be called from the animation hook on, while the transition runs")
        }
        return (context, animator)
    }
}
