import CLua
import SegueCore

/// `ctx:matchViews([options])` inside `animation`: the views of the two sides that share a
/// `match` id fly between each other (``MatchedViewPairing``, ``MatchedFlight``). Options:
/// `layer` (`"top"`, the default, or `{ under = "viewId" }`), `clip` (a view id), `timing`,
/// `start` and `duration` (the window of the animation the flight plays in). Returns a table
/// of the flying views by match id. A match id on one side only is a warning at the calling
/// line; a duplicate id on a side, an animated matched view (checked again as the hook
/// returns, in `ScriptedTransition`), a bad option are errors there.
enum MatchBinding {
    private static let optionNames = ["layer", "clip", "timing", "start", "duration"]

    static func matchViews(_ lua: LuaState) throws -> Int32 {
        let host = try ScriptHost.of(lua)
        _ = try host.animationHookAnimator(for: "matchViews")
        let context = try host.hookContext(for: "matchViews")
        if let earlier = host.matchedFlights.first {
            throw LuaScriptError("ctx:matchViews was already called in this animation hook (at \(earlier.position.dropLast(2))); its pairs are flying")
        }
        var options = MatchedFlight.Options()
        if !lua.isNil(2) {
            try lua.checkTable(2, function: "matchViews", expected: "an options table")
            try checkOptionNames(lua)
            options = try read(TableFields(lua, at: 2, name: "matchViews"), lua: lua, host: host)
        }
        let pairing: MatchedViewPairing
        do throws(MatchedViewError) {
            pairing = try MatchedViewPairing(from: context.view(forKey: .from), to: context.view(forKey: .to))
        } catch {
            throw LuaScriptError("ctx:matchViews: \(error.description)")
        }
        for lone in pairing.unmatched {
            host.warn("ctx:matchViews: match id '\(lone.id)' (view '\(lone.view)') is only on the \(lone.side.rawValue) side; it does not fly")
        }
        // The copies (and a clipping view) count against the script's memory cap, as
        // ctx:snapshot's do.
        let copies = pairing.pairs.reduce(0) { $0 + $1.source.subtree.count } + (options.clip == nil ? 0 : 1)
        try HostCharge.views(copies, in: context.containerView.store, lua: lua, function: "ctx:matchViews")
        do throws(MatchedViewError) {
            let flight = try MatchedFlight.begin(pairing.pairs, in: context, options: options)
            host.matchedFlights.append((flight, lua.callerPosition()))
            lua.newTable()
            for (pair, view) in zip(flight.pairs, flight.flyingViews) {
                lua.push(view)
                lua.setRawField(pair.id, of: -2)
            }
            return 1
        } catch {
            throw LuaScriptError("ctx:matchViews: \(error.description)")
        }
    }

    private static func read(_ fields: TableFields, lua: LuaState, host: ScriptHost) throws -> MatchedFlight.Options {
        var options = MatchedFlight.Options()
        _ = try fields.value("layer") {
            if lua_type(lua.L, -1) == LUA_TSTRING, let name = lua.string(at: -1) {
                guard name == "top" else {
                    throw LuaScriptError("matchViews: 'layer' must be \"top\" or { under = \"viewId\" }, got '\(name)'"
                        + NameSuggestion.hint(for: name, among: ["top"]))
                }
            } else if lua.isTable(-1) {
                let layer = try TableFields(lua, at: -1, name: "matchViews.layer")
                guard let id = try layer.string("under") else {
                    throw LuaScriptError("matchViews: 'layer' must be \"top\" or { under = \"viewId\" }")
                }
                options.layer = .under(try view(id, field: "layer.under", host: host))
            } else {
                throw LuaScriptError("matchViews: 'layer' must be \"top\" or { under = \"viewId\" }, got \(lua.typeName(at: -1))")
            }
        }
        if let id = try fields.string("clip") { options.clip = try view(id, field: "clip", host: host) }
        let start = try fields.number("start", in: 0...1) ?? 0
        let duration = try fields.number("duration", in: 0...1) ?? (1 - start)
        guard start + duration <= 1 + 1e-9 else {
            throw LuaScriptError("matchViews: the window \(start)…\(start + duration) must lie within 0…1")
        }
        let curve = try fields.value("timing") { try TimingReader.read(lua, at: -1, field: "matchViews timing") }
        options.segment = AnimationSegment(start: start, duration: min(duration, 1 - start), curve: curve)
        return options
    }

    /// The scene's view `id`, or an error naming the option and the nearest id.
    private static func view(_ id: String, field: String, host: ScriptHost) throws -> View {
        guard let view = host.scene?.anyView(id: id) else {
            let ids = host.scene?.store.views.map(\.id) ?? []
            throw LuaScriptError("matchViews: '\(field)': no view '\(id)'" + NameSuggestion.hint(for: id, among: ids))
        }
        return view
    }

    /// Refuses an option that is not one of ``optionNames``, suggesting the nearest.
    private static func checkOptionNames(_ lua: LuaState) throws {
        let keys = try lua.optionNames(ofTable: 2) { _ in LuaScriptError("matchViews: option names must be strings") }
        for key in keys {
            guard optionNames.contains(key) else {
                throw LuaScriptError("matchViews: unknown option '\(key)'" + NameSuggestion.hint(for: key, among: optionNames)
                    + " (layer, clip, timing, start, duration)")
            }
        }
    }
}
