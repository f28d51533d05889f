import Foundation
import SegueSystem
import Testing

/// A captured subprocess keeps to its limits: only the environment it is given, never more
/// output than the limit, never longer than the time limit — nor anything it started, nor
/// a child that closed its output and runs on; a run to a log file has a time limit too.
@Suite struct ExternalToolCaptureTests {
    @Test func theChildSeesOnlyTheEnvironmentGiven() throws {
        let env = try #require(ExternalTool.find("env"))
        let run = env.capture([], environment: ["ONLY=this"], limit: 4096, timeLimit: 30)
        #expect(run.succeeded)
        #expect(String(decoding: run.output, as: UTF8.self) == "ONLY=this\n")
    }

    @Test func outputBeyondTheLimitKillsTheChild() throws {
        let yes = try #require(ExternalTool.find("yes"))
        let run = yes.capture([], environment: [], limit: 10_000, timeLimit: 60)
        #expect(run.end == .tooLong)
        #expect(run.output.isEmpty)
    }

    @Test func aChildPastItsTimeIsKilled() throws {
        let sleep = try #require(ExternalTool.find("sleep"))
        let run = sleep.capture(["60"], environment: [], limit: 100, timeLimit: 0.2)
        #expect(run.end == .timedOut)
    }

    @Test func theExitStatusAndStandardErrorAreKept() throws {
        let sh = try #require(ExternalTool.find("sh"))
        let run = sh.capture(["-c", "echo out; echo oops >&2; exit 3"], environment: [], limit: 100, timeLimit: 30)
        #expect(run.end == .exited(3))
        #expect(String(decoding: run.output, as: UTF8.self) == "out\n")
        #expect(run.errors == "oops\n")
    }

    /// Whether the process `pid` still runs: not when it is gone, a zombie waiting for its
    /// reaper, or has a SIGKILL pending (killed, not yet scheduled to die).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].split(separator: " ").first
        guard state != "Z", state != "X" else { return false }
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        for line in status.split(separator: "\n") where line.hasPrefix("SigPnd:") || line.hasPrefix("ShdPnd:") {
            let mask = UInt64(line.split(separator: "\t").last.map(String.init) ?? "", radix: 16) ?? 0
            if mask & (1 << (SIGKILL - 1)) != 0 { return false }
        }
        return true
    }

    @Test func whatTheChildStartedIsKilledWithIt() throws {
        let sh = try #require(ExternalTool.find("sh"))
        let run = sh.capture(["-c", "sleep 100000 & echo $!; exec sleep 100000"], environment: ["PATH=/usr/bin:/bin"],
                             limit: 100, timeLimit: 0.3)
        #expect(run.end == .timedOut)
        let helper = try #require(Int32(String(decoding: run.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!Self.isRunning(helper), "the child's own child is killed with its process group")
        #expect(Self.isRunning(getpid()), "the check sees a running process")
    }

    @Test func aChildThatClosedItsOutputAndRunsOnIsKilledAtItsTime() throws {
        let sh = try #require(ExternalTool.find("sh"))
        let run = sh.capture(["-c", "exec >&- 2>&-; exec sleep 100000"], environment: ["PATH=/usr/bin:/bin"],
                             limit: 100, timeLimit: 0.3)
        #expect(run.end == .timedOut)
    }

    @Test func aRunToALogIsKilledPastItsTimeLimitAndSaysSo() throws {
        let sh = try #require(ExternalTool.find("sh"))
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("segue-tool-\(UUID().uuidString).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let hung = sh.run(["-c", "echo started; exec sleep 100000"], log: log, timeLimit: 0.3)
        #expect(hung.status == -1)
        #expect(hung.overran == 0.3)
        #expect(hung.output == "started\n")
        let quick = sh.run(["-c", "echo done; exit 4"], log: log, timeLimit: 60)
        #expect(quick.status == 4 && quick.overran == nil && quick.output == "done\n")
    }
}
