import CLua
import CLuaBridge
import SegueCore
import SegueLua

/// Lua-side costs, each with a baseline measured in the same run:
/// - a view property write from Lua against a plain Lua table field write;
/// - a hook call through the scripted transition (context refresh, watchdog, protected call)
///   against a bare `lua_pcall` of an empty function;
/// - loading a 50-line transition into a fresh sandboxed state against a bare state with the
///   standard libraries compiling the same text.
enum LuaBenchmarks {
    /// A 50-line transition, the size SPEC §6 measures loading with (`Lua/bench_transition.lua`).
    static let script = String(decoding: PackageResources.bench_transition_lua, as: UTF8.self)

    static func run(quick: Bool) {
        let writes = quick ? 100_000 : 2_000_000
        let calls = quick ? 10_000 : 200_000
        let loads = quick ? 20 : 300
        do {
            try propertyWrites(count: writes)
            try hookCalls(count: calls)
            try loading(count: loads)
        } catch {
            print("Lua benchmarks failed: \(error)")
        }
    }


    private static func loadBenchScript() throws -> TransitionScript {
        try TransitionScript.load(path: "bench.lua", source: script, hookBudget: nil)
    }

    /// ns per `view.x = i` from Lua, against `t.x = i` on a plain table.
    static func propertyWrites(count: Int) throws {
        let transition = try loadBenchScript()
        let stage = try transition.makeStage()
        let state = transition.host.state
        let view = stage.scene.view(id: "mainPage")!
        let loop = String(decoding: PackageResources.property_write_loop_lua, as: UTF8.self)
        func time(_ pushTarget: () -> Void) throws -> Double {
            try state.load(loop, chunkName: "=bench")
            let function = state.reference()
            defer { state.release(reference: function) }
            return try bestOfThrowing(5) {
                state.push(reference: function)
                pushTarget()
                state.push(count)
                try state.call(arguments: 2, results: 0)
            } / Double(count)
        }
        let proxy = try time { state.push(view) }
        let table = try time { state.newTable() }
        print("\nLua property write: \(format(proxy, 1)) ns per view write, plain Lua table write \(format(table, 1)) ns (ratio \(format(proxy / table, 2)))")
    }

    /// ns per hook call as the engine makes it (`ScriptedTransition.prepare`, the path every
    /// hook the animator calls takes), against lua_pcall of an empty function; and through
    /// `invoke(name)`, the REPL's by-name path, which adds a lookup of the hook's name.
    static func hookCalls(count: Int) throws {
        let transition = try loadBenchScript()
        let stage = try transition.makeStage()
        let state = transition.host.state
        _ = stage.scene.container.beginTransition(interactive: true)
        let context = stage.scene.container.activeContext!
        let hook = try bestOfThrowing(5) {
            for _ in 0..<count { try transition.animation.prepare(context) }
        } / Double(count)
        let byName = try bestOfThrowing(5) {
            for _ in 0..<count { try transition.animation.invoke("prepare", for: context) }
        } / Double(count)
        transition.host.hookBudget = 1
        let guarded = try bestOfThrowing(5) {
            for _ in 0..<count { try transition.animation.prepare(context) }
        } / Double(count)
        // As segue run calls hooks by default: the hook budget and the transition's total.
        transition.host.transitionBudget = 1e9
        let accounted = try bestOfThrowing(5) {
            for _ in 0..<count { try transition.animation.prepare(context) }
        } / Double(count)
        try state.load(String(decoding: PackageResources.empty_function_lua, as: UTF8.self), chunkName: "=bench")
        try state.call(arguments: 0, results: 1)
        let empty = state.reference()
        let L = state.L
        let bare = bestOf(5) {
            for _ in 0..<count {
                state.push(reference: empty)
                _ = segue_pcall_plain(L, 0, 0)
            }
        } / Double(count)
        print("Hook call by name (invoke, the REPL's path): \(format(byName, 1)) ns, \(format(byName - hook, 1)) ns more than the engine's")
        print("Hook call: \(format(hook, 1)) ns without watchdog, \(format(guarded, 1)) ns with it armed, \(format(accounted, 1)) ns with the transition budget too; bare lua_pcall of an empty function \(format(bare, 1)) ns (overhead \(format(hook - bare, 1)) / \(format(guarded - bare, 1)) / \(format(accounted - bare, 1)) ns)")
    }

    /// µs to load the 50-line script into a fresh sandboxed state, against a bare state
    /// with the standard libraries compiling the same text.
    static func loading(count: Int) throws {
        let full = try bestOfThrowing(5) {
            for _ in 0..<count { _ = try loadBenchScript() }
        } / Double(count) / 1000
        let bare = bestOf(5) {
            for _ in 0..<count {
                let L = segue_newstate(0)!
                luaL_openlibs(L)
                _ = segue_load_text(L, script, script.utf8.count, "=bench")
                segue_close(L)
            }
        } / Double(count) / 1000
        print("Load 50-line transition into a fresh sandboxed state: \(format(full, 1)) µs; bare state + libraries + compile \(format(bare, 1)) µs (ratio \(format(full / bare, 2)))")
    }
}

/// Best-of timing for a throwing body.
func bestOfThrowing(_ repetitions: Int, _ body: () throws -> Void) throws -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = monotonicNanoseconds()
        try body()
        best = min(best, Double(monotonicNanoseconds() - start))
    }
    return best
}
