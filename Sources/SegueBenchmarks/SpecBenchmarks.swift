import SegueCore
import SegueLua
import SegueTesting

/// Spec throughput: the examples' specs run end to end by the runner (fresh state per
/// file, DSL, watchdog, stage harness, hooks), in spec cases per second, against a
/// baseline measured in the same run — loading one example into a fresh script state and
/// building its scene, the least a test that loads a stage can cost.
enum SpecBenchmarks {
    /// Reports nothing, and like the terminal reporter needs only the counts.
    final class Silent: SpecReporter {
        var needsEveryResult: Bool { false }
        func runFinished(_ report: RunReport) {}
    }

    static func run(folder: String, quick: Bool) {
        print("")
        print("Specs: the examples' specs under \(folder), best of \(quick ? 1 : 5) runs")
        let runner = SpecRunner()
        var cases = 0
        var failures = 0
        let total = bestOf(quick ? 1 : 5) {
            let report = runner.run(paths: [folder], reporter: Silent())
            cases = report.testCount
            failures = report.failed + report.loadErrors.count
        }
        guard cases > 0 else {
            print("no spec cases found under \(folder)")
            return
        }
        let perCase = total / Double(cases)
        let example = folder + "/snapchat_swipe.lua"
        let baseline = bestOf(quick ? 3 : 20) {
            guard let script = try? TransitionScript.load(path: example), let _ = try? script.makeStage() else {
                fatalError("cannot load \(example)")
            }
        }
        print("cases   µs per case   cases/s   baseline µs (fresh state + load + scene)   ratio")
        print("\(cases)".padding(8) + format(perCase / 1000, 1).padding(14) + format(1e9 / perCase, 0).padding(10)
              + format(baseline / 1000, 1).padding(43) + format(perCase / baseline, 2))
        if failures > 0 { print("warning: \(failures) spec failures in the measured run") }
    }
}
