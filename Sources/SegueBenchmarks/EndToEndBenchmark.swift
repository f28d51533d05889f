#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import SegueLua
import SegueTesting

/// Whole processes, as a user runs them: `segue run` of an N-view transition (jsonl, jsonl
/// with every value distinct — no spelling the writer can reuse within a frame —, jsonl with
/// --changes-only, table) against a plain Lua loop of our own writing the same JSON
/// lines on Debian's `lua5.4` and `luajit` (benchmarks/end_to_end/json_loop.lua), for
/// N = 10, 100, 1000, 10000; start-up against `lua5.4 -e ''`; peak RSS of each.
///
/// Per frame is the difference between a 5 s and a 0.5 s transition (301 and 31 frames at
/// 60 fps) over the 270 frames between, so start-up and scene building cancel out. Each
/// figure is the best of a few runs. Runs the `segue` scripts/segue builds (or, failing
/// that, the release one beside this binary).
enum EndToEndBenchmark {
    struct Measure {
        var milliseconds: Double
        var megabytes: Double
    }

    static func run(quick: Bool) {
        print("")
        print("End to end: whole processes (best of \(quick ? 1 : 3)), ms per frame of N views × 6 animated properties")
        guard let segue = segueBinary() else {
            return print("no release segue: run `scripts/segue --help` or `swift build -c release` first")
        }
        print("binary: \(segue)")
        guard let template = readTextFile("benchmarks/end_to_end/many_views.lua") else {
            return print("run from the repository root (benchmarks/end_to_end/many_views.lua not found)")
        }
        let work = "/tmp/segue-e2e-\(getpid())"
        mkdir(work, 0o755)
        defer { _ = system("rm -rf '\(work)'") }
        let loop = "benchmarks/end_to_end/json_loop.lua"
        let luajit = access("/usr/bin/luajit", X_OK) == 0 ? "/usr/bin/luajit" : nil
        let repetitions = quick ? 1 : 3
        print("N       segue jsonl  distinct  changes-only  table     lua5.4 loop  luajit loop   jsonl/luajit  distinct/luajit  jsonl/lua5.4  peak RSS MB (jsonl, table, luajit)")
        for count in quick ? [10, 100, 1000] : [10, 100, 1000, 10000] {
            var scripts: [Double: String] = [:]
            var distinctScripts: [Double: String] = [:]
            for duration in [0.5, 5] {
                for distinct in [false, true] {
                    let path = "\(work)/many_\(count)_\(duration)\(distinct ? "_distinct" : "").lua"
                    let text = template
                        .replacing("local count = 1000", with: "local count = \(count)")
                        .replacing("local spread = 0", with: "local spread = \(distinct ? 0.0137 : 0)")
                        .replacing("duration = 0.5", with: "duration = \(duration)")
                    guard (try? OutputFile.write(text, to: path)) != nil else { return print("cannot write \(path)") }
                    if distinct { distinctScripts[duration] = path } else { scripts[duration] = path }
                }
            }
            func perFrame(_ command: (Double) -> [String]) -> (Double, Measure)? {
                guard let short = best(command(0.5), repetitions), let long = best(command(5), repetitions) else { return nil }
                return ((long.milliseconds - short.milliseconds) / 270, long)
            }
            let limits = ["--memory-limit", "8192", "--max-frames", "1000000"]
            let jsonl = perFrame { [segue, "run", scripts[$0]!, "--format", "jsonl"] + limits }
            let distinct = perFrame { [segue, "run", distinctScripts[$0]!, "--format", "jsonl"] + limits }
            let changes = perFrame { [segue, "run", scripts[$0]!, "--format", "jsonl", "--changes-only"] + limits }
            let table = perFrame { [segue, "run", scripts[$0]!] + limits }
            let lua = perFrame { ["/usr/bin/lua5.4", loop, "\(count)", $0 == 5 ? "301" : "31"] }
            let jit = luajit.flatMap { luajit in perFrame { [luajit, loop, "\(count)", $0 == 5 ? "301" : "31"] } }
            func cell(_ value: (Double, Measure)?, _ width: Int) -> String {
                (value.map { format($0.0, 3) } ?? "failed").padding(width)
            }
            func ratio(_ a: (Double, Measure)?, _ b: (Double, Measure)?) -> String {
                guard let a, let b, b.0 > 0 else { return "—".padding(14) }
                return format(a.0 / b.0, 2).padding(14)
            }
            let rss = [jsonl, table, jit].map { $0.map { format($0.1.megabytes, 1) } ?? "—" }.joined(separator: ", ")
            print("\(count)".padding(8) + cell(jsonl, 13) + cell(distinct, 10) + cell(changes, 14) + cell(table, 10) + cell(lua, 13)
                  + cell(jit, 14) + ratio(jsonl, jit) + ratio(distinct, jit).padding(17) + ratio(jsonl, lua) + rss)
        }
        let one = "\(work)/one.lua"
        let oneView = template.replacing("local count = 1000", with: "local count = 1")
        guard (try? OutputFile.write(oneView, to: one)) != nil else { return }
        let startRepetitions = quick ? 10 : 40
        print("start-up, median of \(startRepetitions)   ms      peak RSS MB")
        for (name, command) in [("segue --help", [segue, "--help"]),
                                ("segue run, one view (jsonl)", [segue, "run", one, "--format", "jsonl"]),
                                ("lua5.4 -e ''", ["/usr/bin/lua5.4", "-e", ""])] {
            guard let measure = median(command, startRepetitions) else { print(name + ": failed"); continue }
            print(name.padding(30) + format(measure.milliseconds, 2).padding(8) + format(measure.megabytes, 1))
        }
    }

    /// The `segue` to measure: the binary scripts/segue runs (static Swift runtime), else the
    /// one built beside these benchmarks; nil when there is neither.
    static func segueBinary() -> String? {
        let candidates = [".build-static/release/segue", directoryOf(executablePath()) + "/segue"]
        return candidates.first { access($0, X_OK) == 0 }
    }

    /// The best of `repetitions` runs of `command`, its output thrown away.
    static func best(_ command: [String], _ repetitions: Int) -> Measure? {
        var result: Measure?
        for _ in 0..<repetitions {
            guard let measure = spawn(command) else { return nil }
            if result == nil || measure.milliseconds < result!.milliseconds { result = measure }
        }
        return result
    }

    /// The median of `repetitions` runs of `command`.
    static func median(_ command: [String], _ repetitions: Int) -> Measure? {
        var measures: [Measure] = []
        for _ in 0..<repetitions {
            guard let measure = spawn(command) else { return nil }
            measures.append(measure)
        }
        measures.sort { $0.milliseconds < $1.milliseconds }
        return measures[measures.count / 2]
    }

    /// Runs `command` with its output to /dev/null; wall time and peak RSS, nil if it failed.
    static func spawn(_ command: [String]) -> Measure? {
        var pointers = command.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = monotonicNanoseconds()
        var child: pid_t = 0
        guard posix_spawn(&child, command[0], &actions, nil, &pointers, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(child, &status, 0, &usage) == child, status == 0 else { return nil }
        let elapsed = Double(monotonicNanoseconds() - start) / 1e6
        return Measure(milliseconds: elapsed, megabytes: Double(usage.ru_maxrss) / 1024)
    }

    /// This process's executable.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
