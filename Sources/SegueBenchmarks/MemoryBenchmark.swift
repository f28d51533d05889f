#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import SegueLua
import SegueTesting
import Segue
import SegueCore

/// Memory that must stay flat, measured on whole processes: this program runs itself as a
/// child (`--memory-child KIND N FOLDER`) doing N hot reloads, N repetitions of a
/// one-transition spec, or N `stage.load` calls in one spec, and reads the child's peak RSS
/// from `wait4`. Each workload runs for two N, ten times apart; the figure is the ratio of
/// the larger N's peak to the smaller's (1.0 when memory does not grow with N).
enum MemoryBenchmark {
    /// The workloads and their two sizes.
    static let workloads: [(kind: String, what: String, small: Int, large: Int)] = [
        ("reloads", "hot reloads (load, build, restore the stage)", 1_000, 10_000),
        ("repeats", "repetitions of a one-transition spec", 1_000, 10_000),
        ("stageloads", "stage.load calls in one test", 10_000, 100_000),
    ]

    static func run(example: String, quick: Bool) {
        print("")
        print("Memory: peak RSS of a whole process, small N against 10 × N (\(example))")
        print("workload                                          N          peak MB   10N        peak MB   ratio")
        for workload in workloads {
            let small = quick ? workload.small / 10 : workload.small
            let large = quick ? workload.large / 10 : workload.large
            guard let first = peakRSS(workload.kind, small, example),
                  let second = peakRSS(workload.kind, large, example) else {
                print("\(workload.kind): the child failed")
                continue
            }
            print(workload.what.padding(50) + "\(small)".padding(11) + format(first, 1).padding(10)
                  + "\(large)".padding(11) + format(second, 1).padding(10) + format(second / first, 2))
        }
        print("(the spec repetitions run with a reporter that, like the terminal one, needs only counts and failures;")
        print(" with a JSON, JUnit or TAP reporter the report keeps every result, about 1 KB each, to write them out)")
    }

    /// Runs the child for `kind` and `count`; its peak RSS in MB, or nil when it failed.
    private static func peakRSS(_ kind: String, _ count: Int, _ example: String) -> Double? {
        let arguments = ["SegueBenchmarks", "--memory-child", kind, "\(count)", example]
        var pointers = arguments.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var child: pid_t = 0
        guard posix_spawn(&child, "/proc/self/exe", nil, nil, &pointers, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(child, &status, 0, &usage) == child, status == 0 else { return nil }
        return Double(usage.ru_maxrss) / 1024
    }

    /// The child's work: `count` of `kind` on the script `example`; exits 0 when it all ran.
    static func child(kind: String, count: Int, example: String) -> Never {
        let folder = "/tmp/segue-memory-\(getpid())"
        mkdir(folder, 0o755)
        let script = folder + "/t.lua"
        let spec = folder + "/t_spec.lua"
        defer {
            unlink(script)
            unlink(spec)
            rmdir(folder)
        }
        guard let source = readTextFile(example), (try? OutputFile.write(source, to: script)) != nil else { exit(3) }
        var ok = false
        switch kind {
        case "reloads": ok = reloads(script, count)
        case "repeats":
            ok = specRun(spec, PackageResources.memory_repeats_spec_lua, repetitions: count)
        case "stageloads":
            // The spec declares one test per size; the filter picks this count's.
            ok = specRun(spec, PackageResources.memory_stageloads_spec_lua, repetitions: 1,
                         filter: "^loads \(count) times$")
        default: break
        }
        exit(ok ? 0 : 1)
    }

    private static func reloads(_ path: String, _ count: Int) -> Bool {
        guard let reloader = try? ScriptReloader(path: path),
              var harness = try? StageHarness(stage: reloader.script.makeStage(), fps: 60, allowsErrors: false) else {
            return false
        }
        for _ in 0..<count {
            let outcome = reloader.reload(force: true) { script in
                let fresh = StageHarness(stage: try script.makeStage(), fps: 60, allowsErrors: false)
                try StagePlace.capture(harness).restore(on: fresh)
                harness = fresh
            }
            guard case .reloaded = outcome else { return false }
        }
        return true
    }

    /// Writes the spec `source` (a `Lua/memory_*_spec.lua` file's bytes) to `spec` and runs
    /// it `repetitions` times, only the tests matching `filter` when one is given.
    private static func specRun(_ spec: String, _ source: [UInt8], repetitions: Int, filter: String? = nil) -> Bool {
        guard (try? OutputFile.write(String(decoding: source, as: UTF8.self), to: spec)) != nil else { return false }
        var options = SpecOptions()
        options.repetitions = repetitions
        if let filter { options.filters = [filter] }
        options.timeout = 600
        let report = SpecRunner(options: options).run(paths: [spec], reporter: SpecBenchmarks.Silent())
        if report.exitStatus != 0 {
            print(report.loadErrors, report.tests.compactMap(\.failure?.message).prefix(1))
        }
        return report.exitStatus == 0
    }
}
