import SegueCore
import SegueLua

/// What the per-frame `update(ctx, progress)` hook costs: scrubbing an interactive push
/// through many progress values (each one applies the tracks, then calls the hook), with no
/// hook as the baseline measured in the same run, an empty hook, and the parallax example's
/// work (four property writes and a sine per frame).
enum UpdateHookBenchmark {
    static let variants: [(name: String, field: String)] = [
        ("no update hook (baseline)", ""),
        ("empty update hook", "update = function(ctx, progress) end,"),
        ("parallax's update (4 writes, a sine)", """
        update = function(ctx, progress)
            local v = ctx.views
            v.sky.translationX = (1 - progress) * 75
            v.hills.translationX = (1 - progress) * 187.5
            v.card.translationX = (1 - progress) * 375
            v.card.rotation = 0.12 * math.sin(progress * 3 * math.pi) * (1 - progress)
          end,
        """),
    ]

    static func run(quick: Bool) {
        print("")
        print("update(ctx, progress) hook: ns per frame (a scrub: tracks applied, then the hook)")
        let template = String(decoding: PackageResources.update_transition_lua, as: UTF8.self)
        let frames = quick ? 2_000 : 100_000
        var baseline = Double.nan
        for variant in variants {
            let source = template.replacing("UPDATE_FIELD", with: variant.field)
            let stage: TransitionStage
            do {
                let script = try TransitionScript.load(path: "/tmp/segue-update-bench.lua", source: LuaSource(source))
                stage = try script.makeStage(onError: { error, _ in print("error: \(error)") })
            } catch {
                print("\(variant.name): \(error)")
                continue
            }
            guard stage.scene.container.beginTransition(interactive: true), let interactor = stage.scene.container.interactor else {
                print("\(variant.name): the push did not begin")
                continue
            }
            var best = Double.infinity
            for _ in 0..<5 {
                let start = monotonicNanoseconds()
                for frame in 0..<frames { interactor.update(Double(frame % 997) / 997) }
                best = min(best, Double(monotonicNanoseconds() - start) / Double(frames))
            }
            if baseline.isNaN { baseline = best }
            print(variant.name.padding(40) + format(best, 1).padding(10) + " ns   "
                  + (variant.field.isEmpty ? "" : "+\(format(best - baseline, 1)) ns over the baseline"))
        }
    }
}
