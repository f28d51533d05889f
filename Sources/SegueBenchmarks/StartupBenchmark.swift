#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import SegueLua

/// Start-up as a user meets it: whole `segue` processes (`run` of a one-view transition in
/// jsonl, `--version`, `--help`) against `lua5.4 -e ''`, the three taken in turn, round after
/// round, so that a machine busy with other work slows each alike; each figure is the median
/// of its runs and the ratio is against `lua5.4`'s median of the same run (issue 44's goal:
/// a one-view run at most 3.5×). Then, when valgrind is there, the instructions of the same
/// runs against the counts `scripts/perf-gate` stores (benchmarks/instructions.baseline),
/// counted as the gate counts them (cachegrind, the binary's debug info stripped).
enum StartupBenchmark {
    static func run(quick: Bool) {
        print("")
        guard let segue = EndToEndBenchmark.segueBinary() else {
            return print("start-up: no release segue: run `scripts/segue --help` or `swift build -c release` first")
        }
        guard let template = readTextFile("benchmarks/end_to_end/many_views.lua") else {
            return print("start-up: run from the repository root (benchmarks/end_to_end/many_views.lua not found)")
        }
        let work = "/tmp/segue-startup-\(getpid())"
        mkdir(work, 0o755)
        defer { _ = system("rm -rf '\(work)'") }
        // The perf gate's one-view case: the same script, the same command line.
        let one = "\(work)/views_1.lua"
        guard (try? OutputFile.write(template.replacing("local count = 1000", with: "local count = 1"), to: one)) != nil else {
            return print("start-up: cannot write \(one)")
        }
        let cases: [(name: String, gate: String?, command: [String])] = [
            ("lua5.4 -e ''", nil, ["/usr/bin/lua5.4", "-e", ""]),
            ("segue run, one view (jsonl)", "run_one_view_jsonl", [segue, "run", one, "--format", "jsonl"]),
            ("segue --version", nil, [segue, "--version"]),
            ("segue --help", "help", [segue, "--help"]),
        ]
        let rounds = quick ? 20 : 100
        print("Start-up: whole processes, \(rounds) rounds taken in turn (after 5 to warm up); segue: \(segue)")
        var times = Array(repeating: [Double](), count: cases.count)
        for round in 0..<(rounds + 5) {
            for (index, entry) in cases.enumerated() {
                guard let measure = EndToEndBenchmark.spawn(entry.command) else {
                    return print("start-up: \(entry.command.joined(separator: " ")) failed")
                }
                if round >= 5 { times[index].append(measure.milliseconds) }
            }
        }
        let medians = times.map { $0.sorted()[$0.count / 2] }
        print("case                            median ms   × lua5.4 -e ''")
        for (index, entry) in cases.enumerated() {
            print(entry.name.padding(32) + format(medians[index], 2).padding(12) + format(medians[index] / medians[0], 2))
        }
        instructions(segue: segue, cases: cases, work: work)
    }

    /// Each case the perf gate stores, counted under cachegrind, against its stored count.
    static func instructions(segue: String, cases: [(name: String, gate: String?, command: [String])], work: String) {
        guard access("/usr/bin/valgrind", X_OK) == 0 else { return print("(no valgrind: instruction counts skipped)") }
        let stored = readTextFile("benchmarks/instructions.baseline") ?? ""
        var baseline: [String: Double] = [:]
        for line in stored.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ")
            if fields.count == 2, let count = Double(fields[1]) { baseline[String(fields[0])] = count }
        }
        let stripped = "\(work)/segue"
        guard system("cp '\(segue)' '\(stripped)' && strip --strip-debug '\(stripped)'") == 0 else {
            return print("(cannot copy and strip \(segue): instruction counts skipped)")
        }
        print("case                            instructions   perf-gate baseline   ratio")
        for entry in cases {
            guard let gate = entry.gate else { continue }
            let log = "\(work)/\(gate).valgrind"
            let command = ["/usr/bin/valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                           "--log-file=\(log)", stripped] + entry.command.dropFirst()
            guard EndToEndBenchmark.spawn(command) != nil, let text = readTextFile(log),
                  let count = refs(in: text) else { print(entry.name + ": valgrind failed"); continue }
            let base = baseline[gate]
            print(entry.name.padding(32) + "\(Int(count))".padding(15)
                  + (base.map { "\(Int($0))" } ?? "—").padding(21) + (base.map { format(count / $0, 3) } ?? "—"))
        }
    }

    /// The count of cachegrind's `I   refs:` line (as the gate reads it: spaces dropped).
    static func refs(in log: String) -> Double? {
        guard let line = log.split(separator: "\n").first(where: { $0.filter { $0 != " " }.contains("Irefs:") }),
              let value = line.split(separator: ":").last else { return nil }
        return Double(value.filter { $0.isNumber })
    }
}
