import CLuaBridge
import SegueLua

/// Lua patterns from the command line (`--filter`, `--filter-out`, `--pattern`), matched
/// with the sandbox's bounded `string.find` under the watchdog: a pathological pattern ends
/// in an error naming the option, never in a hang.
struct LuaPatternMatch {
    /// The state the matching runs in.
    let state: LuaState
    /// Seconds one match may take.
    let timeout: Double

    /// Whether `text` matches `pattern`; throws a ``SpecLoadError`` naming `option` when the
    /// pattern is malformed or the match runs past the timeout.
    func matches(_ text: String, pattern: String, option: String, subject: String) throws -> Bool {
        let base = state.top
        defer { state.top = base }
        segue_push_bounded_find(state.L)
        state.push(text)
        state.push(pattern)
        do {
            try state.withBudget(timeout) {
                try state.call(arguments: 2, results: 1)
            }
        } catch let error as LuaError where error.kind == .timeout {
            throw SpecLoadError("\(option) '\(pattern)': matching \(subject) '\(text)' ran past "
                + "\(format(timeout)) s (the watchdog stopped it; simplify the pattern)")
        } catch let error as LuaError {
            throw SpecLoadError("\(option) '\(pattern)': malformed Lua pattern (\(error.message))")
        }
        return !state.isNil(-1)
    }
}
