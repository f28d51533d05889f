#if canImport(Glibc)
import Glibc
#endif
import SegueSystem
import Segue
import SegueCore
import SegueLua

/// What idle preview pages cost: two players on one 16 MB script (a transition and a long
/// comment, the largest file Segue reads), each asked every 5 ms whether its files changed —
/// what each open page's session does while nobody saves. Reported as the share of one core
/// the process used (`getrusage`: user and system time over wall time) while nothing changed,
/// then the time one save took to be picked up.
enum IdleWatchBenchmark {
    static func run(example: String, quick: Bool) {
        print("")
        print("Idle watching: 2 players on a 16 MB script, polled every 5 ms")
        guard let original = readTextFile(example) else { return print("cannot read \(example)") }
        let folder = "/tmp/segue-idle-\(getpid())"
        mkdir(folder, 0o755)
        let path = folder + "/script.lua"
        defer {
            unlink(path)
            rmdir(folder)
        }
        let padding = InputFile.sizeLimit - original.utf8.count - 16
        write(original + "\n--[[" + String(repeating: "x", count: padding) + "]]\n", to: path)
        guard let first = try? TransitionPlayer(contentsOfFile: path),
              let second = try? TransitionPlayer(contentsOfFile: path) else {
            return print("cannot load the padded \(example)")
        }
        let seconds = quick ? 1.0 : 4.0
        let started = ScriptReloader.now()
        let cpu = cpuSeconds()
        var polls = 0
        while ScriptReloader.now() - started < seconds {
            for player in [first, second] {
                if case .unchanged = player.reloadIfChanged() {} else { return print("an idle poll reloaded") }
            }
            polls += 1
            usleep(5000)
        }
        let used = cpuSeconds() - cpu
        let share = used / (ScriptReloader.now() - started) * 100
        write(original + "\n-- saved\n", to: path)
        let saved = ScriptReloader.now()
        var picked = false
        while !picked, ScriptReloader.now() - saved < 2 {
            if case .reloaded = first.reloadIfChanged() { picked = true } else { usleep(1000) }
        }
        print("polls per player   CPU % of one core   CPU ms per poll of both   save picked up after ms")
        print("\(polls)".padding(19) + format(share, 1).padding(20) + format(used * 1000 / Double(max(polls, 1)), 3).padding(26)
              + (picked ? format((ScriptReloader.now() - saved) * 1000, 1) : "not within 2 s"))
    }

    /// User and system seconds this process used so far.
    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    }

    /// Writes `text` the way editors save atomically: a temporary file renamed over `path`.
    private static func write(_ text: String, to path: String) {
        let temporary = path + ".tmp"
        guard let file = fopen(temporary, "wb") else { return }
        _ = text.withCString { fputs($0, file) }
        fclose(file)
        rename(temporary, path)
    }
}
