#if canImport(Glibc)
import Glibc
#endif
import SegueCore
import SegueLua
import SegueTesting

/// Spec throughput: the examples' specs run end to end by the runner (fresh state per
/// file, DSL, watchdog, stage harness, hooks), in spec cases per second, against a
/// baseline measured in the same run — loading one example into a fresh script state and
/// building its scene, the least a test that loads a stage can cost. Then each file's cost in
/// the best run: its cases, its whole time, what it spent outside its cases (the fresh state,
/// the DSL, declaring its tests, its teardowns) and per case, so the file that slows the suite
/// is named. Wall clock on a shared machine is noisy: the process's CPU time of the best run
/// is printed beside it.
enum SpecBenchmarks {
    /// Reports nothing, and keeps every result (for the per-file costs).
    final class Silent: SpecReporter {
        var needsEveryResult: Bool { true }
        func runFinished(_ report: RunReport) {}
    }

    static func run(folder: String, quick: Bool) {
        print("")
        print("Specs: the examples' specs under \(folder), best of \(quick ? 1 : 5) runs, one job")
        let runner = SpecRunner()
        var best: (wall: Double, cpu: Double, report: RunReport)?
        for _ in 0..<(quick ? 1 : 5) {
            let cpuStart = cpuNanoseconds()
            let start = monotonicNanoseconds()
            let report = runner.run(paths: [folder], reporter: Silent())
            let wall = Double(monotonicNanoseconds() - start)
            let cpu = Double(cpuNanoseconds() - cpuStart)
            if best == nil || wall < best?.wall ?? .infinity { best = (wall, cpu, report) }
        }
        guard let best, best.report.testCount > 0 else {
            print("no spec cases found under \(folder)")
            return
        }
        let cases = best.report.testCount
        let failures = best.report.failed + best.report.loadErrors.count
        let perCase = best.wall / Double(cases)
        let example = folder + "/snapchat_swipe.lua"
        let baseline = bestOf(quick ? 3 : 20) {
            guard let script = try? TransitionScript.load(path: example), let _ = try? script.makeStage() else {
                fatalError("cannot load \(example)")
            }
        }
        print("cases   µs per case   cases/s   cases/CPU-s   baseline µs (fresh state + load + scene)   ratio")
        print("\(cases)".padding(8) + format(perCase / 1000, 1).padding(14) + format(1e9 / perCase, 0).padding(10)
              + format(Double(cases) * 1e9 / best.cpu, 0).padding(14)
              + format(baseline / 1000, 1).padding(43) + format(perCase / baseline, 2))
        if failures > 0 { print("warning: \(failures) spec failures in the measured run") }
        perFile(best.report)
    }

    /// Each file of `report`: cases, ms in all, ms outside its cases, µs per case; costliest first.
    static func perFile(_ report: RunReport) {
        print("file                               cases   ms     outside cases ms   µs per case")
        for file in report.files.sorted(by: { $0.duration > $1.duration }) {
            let inCases = file.tests.reduce(0) { $0 + $1.duration }
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            let count = max(file.tests.count, 1)
            print(name.padding(35) + "\(file.tests.count)".padding(8) + format(file.duration * 1000, 1).padding(7)
                  + format((file.duration - inCases) * 1000, 1).padding(19) + format(file.duration * 1e6 / Double(count), 0))
        }
    }

    /// The CPU time (user and system) the process has used, in nanoseconds.
    static func cpuNanoseconds() -> UInt64 {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        let user = UInt64(usage.ru_utime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_utime.tv_usec) * 1000
        let system = UInt64(usage.ru_stime.tv_sec) * 1_000_000_000 + UInt64(usage.ru_stime.tv_usec) * 1000
        return user + system
    }
}
