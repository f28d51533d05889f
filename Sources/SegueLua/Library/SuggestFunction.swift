import CLua
import SegueCore

/// The library's `suggest(name, candidates, …)`: the candidate a mistyped name most likely
/// meant (`NameSuggestion`), or nil. Each candidates argument is a table whose string keys
/// (a set such as `{ alpha = true }`) and string values (a list) are the names it offers.
/// Only the library calls it; scripts never see it.
enum SuggestFunction {
    /// At most this many candidates are read, so a huge table costs a bounded time.
    static let maximumCandidates = 4096

    static func push(in state: LuaState) {
        state.pushFunction { lua in
            guard lua.type(at: 1) == LUA_TSTRING, let name = lua.string(at: 1) else {
                lua.pushNil()
                return 1
            }
            var candidates: [String] = []
            var argument: Int32 = 2
            while argument <= lua.top, candidates.count < maximumCandidates {
                candidates += lua.strings(inTable: argument, limit: maximumCandidates - candidates.count)
                argument += 1
            }
            if let suggestion = NameSuggestion.closest(to: name, among: candidates) {
                lua.push(suggestion)
            } else {
                lua.pushNil()
            }
            return 1
        }
    }
}
