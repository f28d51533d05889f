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
            let L = lua.L
            guard lua_type(L, 1) == LUA_TSTRING, let name = lua.string(at: 1) else {
                lua_pushnil(L)
                return 1
            }
            var candidates: [String] = []
            let top = lua_gettop(L)
            var argument: Int32 = 2
            while argument <= top, candidates.count < maximumCandidates {
                defer { argument += 1 }
                guard lua_type(L, argument) == LUA_TTABLE else { continue }
                lua_pushnil(L)
                while lua_next(L, argument) != 0 {
                    if lua_type(L, -2) == LUA_TSTRING, let key = lua.string(at: -2) { candidates.append(key) }
                    if lua_type(L, -1) == LUA_TSTRING, let value = lua.string(at: -1) { candidates.append(value) }
                    lua.pop()
                    if candidates.count >= maximumCandidates {
                        lua.pop()
                        break
                    }
                }
            }
            if let suggestion = NameSuggestion.closest(to: name, among: candidates) {
                lua.push(suggestion)
            } else {
                lua_pushnil(L)
            }
            return 1
        }
    }
}
