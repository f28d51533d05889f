#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import CLua
import SegueCore
import SegueLua

/// The watchdog's promise, measured: every attack of the battery
/// (`Tests/Fixtures/safety/attacks.lua`) that the watchdog has to stop runs in a transition's
/// `animation` hook under a 0.2 s budget; the figure is how long the whole timed run took past
/// the budget, against the same transition without the attack measured in the same run.
/// docs/safety.md promises at most 50 ms.
enum WatchdogBenchmark {
    static let budget = 0.2

    static func run(attacksFile: String, quick: Bool) {
        print("")
        print("Watchdog: a timed run whose animation hook is stopped by a \(budget) s budget, past the budget")
        guard let template = readTextFile(String(attacksFile.dropLast("attacks.lua".count)) + "battery_stage.lua"),
              let attacks = loadAttacks(attacksFile) else {
            return print("cannot read \(attacksFile) and the stage beside it")
        }
        let folder = "/tmp/segue-watchdog-\(getpid())"
        mkdir(folder, 0o755)
        let path = folder + "/attack.lua"
        defer {
            unlink(path)
            rmdir(folder)
        }
        func timedRun(_ body: String) -> (seconds: Double, timedOut: Bool) {
            let source = template.replacing("animation = function(ctx) ctx.to.view.x = 0 end",
                                            with: "animation = function(ctx) ctx.to.view.x = 0\n\(body)\nend")
            var timedOut = false
            let start = monotonicNanoseconds()
            if let script = try? TransitionScript.load(path: path, source: LuaSource(source), hookBudget: budget),
               let stage = try? script.makeStage(onError: { error, _ in
                   if (error as? LuaError)?.kind == .timeout { timedOut = true }
               }) {
                _ = TransitionRunner(scene: stage.scene).runTimed()
            }
            return (Double(monotonicNanoseconds() - start) / 1e9, timedOut)
        }
        let repetitions = quick ? 1 : 3
        var baseline = Double.infinity
        for _ in 0..<5 { baseline = min(baseline, timedRun("").seconds) }
        print("baseline run without an attack: \(format(baseline * 1000, 2)) ms")
        print("attack".padding(32) + "past the budget (worst of \(repetitions))")
        var worst = 0.0
        for (name, code) in attacks {
            var past = -Double.infinity
            var stopped = true
            for _ in 0..<repetitions {
                let run = timedRun("(function(ctx)\n\(code)\nend)(ctx)")
                stopped = stopped && run.timedOut
                past = max(past, run.seconds - baseline - budget)
            }
            guard stopped else { continue }  // ended by an error of its own, not by the watchdog
            worst = max(worst, past)
            print(name.padding(32) + format(past * 1000, 2) + " ms")
        }
        print("worst: \(format(worst * 1000, 2)) ms past a \(budget) s budget (promise: 50 ms)")
    }

    /// The battery's attacks, name and code, in file order.
    private static func loadAttacks(_ path: String) -> [(String, String)]? {
        guard let source = readTextFile(path) else { return nil }
        let state = LuaState(memoryLimit: 0)
        guard (try? state.load(source, chunkName: path)) != nil, (try? state.call(results: 1)) != nil else { return nil }
        var attacks: [(String, String)] = []
        let count = state.rawLength(at: -1)
        for i in 0..<count {
            state.pushRawElement(i + 1, of: -1)
            state.rawField("name", of: -1)
            state.rawField("code", of: -2)
            if let name = state.string(at: -2), let code = state.string(at: -1) { attacks.append((name, code)) }
            state.pop(3)
        }
        return attacks
    }
}
