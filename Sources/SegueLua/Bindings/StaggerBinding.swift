import CLua
import SegueCore

/// `ctx:stagger(views, options, body)` inside `animation`: runs `body(view, i)` for each view
/// in a keyframe window of its own, the windows starting one after another as ``Stagger``
/// lays them out (GSAP's stagger, equal to its `distribute()`). Options: `each` or `amount` (fractions of the animation),
/// `from` (`"start"`, `"end"`, `"center"`, `"edges"`, `"random"` or a 1-based index), `seed`
/// (for `"random"`), `grid` (`{ rows, columns }`), `axis` (`"x"` or `"y"`), `ease` (a timing
/// over the distances), `duration` (each window; the time left after the last start by
/// default) and `timing` (each window's curve).
enum StaggerBinding {
    static func stagger(_ lua: LuaState) throws -> Int32 {
        let animator = try ScriptHost.of(lua).animationHookAnimator(for: "stagger")
        try lua.checkTable(2, function: "stagger", expected: "a list of views")
        try lua.checkTable(3, function: "stagger", expected: "an options table")
        try lua.checkFunction(4, function: "stagger")
        let views = try TableFields(lua, at: 2, name: "stagger views").list(limit: 10_000) { _, name in
            guard let view = lua.view(at: -1) else { throw LuaScriptError("'\(name)' must be a view") }
            return view
        }
        let options = try TableFields(lua, at: 3, name: "stagger")
        let stagger = try read(options, count: views.count)
        let offsets = stagger.offsets(count: views.count)
        let last = offsets.max() ?? 0
        guard last <= 1 else {
            throw LuaScriptError("stagger: the last view would start at \(last), past the animation's end (1)")
        }
        let duration = try options.number("duration", in: 0...1) ?? (1 - last)
        guard last + duration <= 1 + 1e-9 else {
            throw LuaScriptError("stagger: the last window \(last)…\(last + duration) must end within 1")
        }
        let curve = try options.value("timing") { try TimingReader.read(lua, at: -1, field: "stagger timing") }
        for (index, view) in views.enumerated() {
            try animator.addKeyframe(relativeStart: offsets[index], relativeDuration: min(duration, 1 - offsets[index]),
                                     curve: curve) {
                lua.pushValue(at: 4)
                lua.push(view)
                lua.push(index + 1)
                try lua.call(arguments: 2, results: 0)
            }
        }
        return 0
    }

    private static func read(_ options: TableFields, count: Int) throws -> Stagger {
        var stagger = Stagger()
        if let each = try options.number("each", in: 0...1) { stagger.each = each }
        stagger.amount = try options.number("amount", in: 0...1)
        let seed = try options.integer("seed", in: 0...Int(Int32.max)) ?? 1
        let from = try options.value("from") { () -> Stagger.Origin in
            if options.state.type(at: -1) == LUA_TSTRING, let name = options.state.string(at: -1) {
                switch name {
                case "start": return .start
                case "end": return .end
                case "center": return .center
                case "edges": return .edges
                case "random": return .random(seed: UInt64(seed))
                default:
                    throw LuaScriptError("stagger: unknown 'from' '\(name)'"
                        + NameSuggestion.hint(for: name, among: ["start", "end", "center", "edges", "random"])
                        + " (start, end, center, edges, random, or a view's index)")
                }
            }
            guard let number = options.state.number(at: -1), number == number.rounded(), number >= 1, number <= Double(max(count, 1)) else {
                throw LuaScriptError("stagger: 'from' must be start, end, center, edges, random or an index 1…\(count)")
            }
            return .index(Int(number) - 1)
        }
        stagger.origin = from ?? .start
        stagger.grid = try options.table("grid") { grid -> (rows: Int, columns: Int) in
            let rows = try grid.integer("rows", in: 1...10_000) ?? 1
            guard let columns = try grid.integer("columns", in: 1...10_000) else {
                throw LuaScriptError("stagger: 'grid' needs 'columns' (and 'rows')")
            }
            return (rows, columns)
        }
        if let axis = try options.string("axis") {
            switch axis {
            case "x": stagger.axis = .x
            case "y": stagger.axis = .y
            default: throw LuaScriptError("stagger: 'axis' must be 'x' or 'y', got '\(axis)'")
            }
        }
        stagger.ease = try options.value("ease") { try TimingReader.read(options.state, at: -1, field: "stagger ease") }
        return stagger
    }
}
