import CLua
import SegueCore

/// A transition's should-begin hooks, asked before a finger begins a transition:
/// `interactiveDismissShouldBegin` before a dismissal (UIKit's
/// `ZoomOptions.interactiveDismissShouldBegin`), `interactivePresentShouldBegin` before a
/// presentation (the presenting pan's `gestureRecognizerShouldBegin`). Both are asked with
/// `{ kind, location = { x, y }, velocity = { x, y }, willBegin }`.
extension ScriptedTransition: InteractiveDismissalVeto, InteractivePresentationVeto {
    /// Asks `interactiveDismissShouldBegin(interaction)`: `false` vetoes, anything else lets
    /// the dismissal begin. An error in it, or an answer that is not a boolean, is a warning
    /// at the line defining the hook; an error vetoes, a non-boolean does not.
    public func interactiveDismissShouldBegin(_ dismissal: InteractiveDismissal) -> Bool {
        shouldBegin(dismissal)
    }

    /// Asks `interactivePresentShouldBegin(interaction)` as ``interactiveDismissShouldBegin(_:)``
    /// asks its hook: `false` vetoes, an error vetoes with a warning, a non-boolean answer lets
    /// the presentation begin with a warning.
    public func interactivePresentShouldBegin(_ presentation: InteractivePresentation) -> Bool {
        shouldBegin(presentation)
    }

    /// Calls the direction's hook (true when the script has none) with the interaction table.
    private func shouldBegin<Direction>(_ beginning: InteractiveBeginning<Direction>) -> Bool {
        let name = Direction.hook, what = Direction.noun
        guard let hook = hooks[name], let host else { return true }
        let state = host.state
        let base = state.top
        defer { state.top = base }
        state.pushMessageHandler()
        state.push(reference: hook)
        state.newTable(recordCount: 4)
        state.push(beginning.kind)
        state.setRawField("kind", of: -2)
        state.push(beginning.location)
        state.setRawField("location", of: -2)
        state.push(beginning.velocity)
        state.setRawField("velocity", of: -2)
        state.push(beginning.willBegin)
        state.setRawField("willBegin", of: -2)
        do {
            try state.withBudget(host.hookBudget) { try state.callHandled(arguments: 1, results: 1) }
        } catch {
            host.warn(at: "", "\(name) failed, so the \(what) does not begin: \(error)")
            return false
        }
        if state.type(at: -1) == LUA_TBOOLEAN { return state.bool(at: -1) }
        host.warn(at: "", "\(name) returned \(state.typeName(at: -1)), not a boolean; the \(what) begins")
        return true
    }
}
