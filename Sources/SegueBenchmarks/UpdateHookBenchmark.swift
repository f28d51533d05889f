import SegueCore
import SegueLua

/// What the per-frame `update(ctx, progress)` hook costs: scrubbing an interactive push
/// through many progress values (each one applies the tracks, then calls the hook), with no
/// hook as the baseline measured in the same run, an empty hook, and the parallax example's
/// work (four property writes and a sine per frame).
enum UpdateHookBenchmark {
    /// The variants of `Lua/update_transition.lua`, by its `variant` number.
    static let variants = ["no update hook (baseline)", "empty update hook", "parallax's update (4 writes, a sine)"]

    static func run(quick: Bool) {
        print("")
        print("update(ctx, progress) hook: ns per frame (a scrub: tracks applied, then the hook)")
        let template = String(decoding: PackageResources.update_transition_lua, as: UTF8.self)
        let frames = quick ? 2_000 : 100_000
        var baseline = Double.nan
        for (number, name) in variants.enumerated() {
            let source = template.replacing("local variant = 0 -- VARIANT", with: "local variant = \(number)")
            let stage: TransitionStage
            do {
                let script = try TransitionScript.load(path: "/tmp/segue-update-bench.lua", source: LuaSource(source))
                stage = try script.makeStage(onError: { error, _ in print("error: \(error)") })
            } catch {
                print("\(name): \(error)")
                continue
            }
            guard stage.scene.container.beginTransition(interactive: true), let interactor = stage.scene.container.interactor else {
                print("\(name): the push did not begin")
                continue
            }
            var best = Double.infinity
            for _ in 0..<5 {
                let start = monotonicNanoseconds()
                for frame in 0..<frames { interactor.update(Double(frame % 997) / 997) }
                best = min(best, Double(monotonicNanoseconds() - start) / Double(frames))
            }
            if baseline.isNaN { baseline = best }
            print(name.padding(40) + format(best, 1).padding(10) + " ns   "
                  + (number == 0 ? "" : "+\(format(best - baseline, 1)) ns over the baseline"))
        }
    }
}
