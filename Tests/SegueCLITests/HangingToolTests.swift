import Foundation
import Testing
import TestScratch

/// `segue render` with an encoder that never exits (issue 40, item 4): a fake `ffmpeg`,
/// `magick` or `convert` on `PATH` that starts a helper of its own and then sleeps. Under a
/// short `SEGUE_TOOL_TIME_LIMIT` the render must end with an error naming the tool and the
/// limit, write no output, and leave neither the tool nor its helper running. (The outer
/// `timeout` only keeps a hang from freezing the suite; nothing here measures time.)
@Suite struct HangingToolTests {
    /// A folder holding `names`, each a shell script that records its helper's process id in
    /// `pids/NAME` and sleeps for ever.
    func hangingTools(_ names: [String]) throws -> (path: String, pids: String) {
        let folder = ScratchFolder.make("segue-hanging-tool")
        let pids = folder + "/pids"
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: pids, withIntermediateDirectories: true)
        for name in names {
            let script = "#!/bin/sh\n/bin/sleep 100000 &\necho $! > '\(pids)/\(name)'\n/bin/sleep 100000\n"
            let path = "\(folder)/bin/\(name)"
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return (folder + "/bin", pids)
    }

    /// Whether the process `pid` still runs: not when it is gone, a zombie waiting for its
    /// reaper, or has a SIGKILL pending (killed, not yet scheduled to die).
    func isRunning(_ pid: Int32) -> Bool {
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

    func render(format: String, out: String, path: String, limit: String = "0.5") throws -> SegueProcess.Result {
        try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/timeout"),
                             arguments: ["-s", "KILL", "600", "/usr/bin/env", "PATH=\(path)", "SEGUE_TOOL_TIME_LIMIT=\(limit)",
                                         SegueProcess.executable.path, "render", "examples/cube.lua", "--format", format,
                                         "--frames", "3", "--output", out])
    }

    @Test(arguments: [("mp4", "ffmpeg"), ("webm", "ffmpeg"), ("gif", "magick"), ("gif", "convert")])
    func aToolThatNeverExitsIsStoppedAtItsLimitWithAnError(_ format: String, _ tool: String) throws {
        let fake = try hangingTools([tool])
        let out = ScratchFolder.make("segue-hanging-out") + "/cube.\(format)"
        let result = try render(format: format, out: out, path: fake.path)
        #expect(result.status == 1, "\(result.status): \(result.stderr)")
        let named = tool == "convert" ? "ImageMagick's convert -version" : tool == "magick" ? "ImageMagick" : "ffmpeg"
        #expect(result.stderr.contains("segue: \(named) ran longer than its time limit of 0.5 s and was stopped"
                                       + " (SEGUE_TOOL_TIME_LIMIT sets the limit)"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out), "no output from a stopped encoder")
        let pid = try #require(Int32(try String(contentsOfFile: "\(fake.pids)/\(tool)", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!isRunning(pid), "the tool's own helper was killed with its process group")
        #expect(isRunning(getpid()), "the check sees a running process")
    }

    @Test func aLimitThatIsNotSecondsIsAnErrorNamingTheVariable() throws {
        let fake = try hangingTools(["ffmpeg"])
        for limit in ["soon", "-1", "0", "nan", "1e9"] {
            let out = ScratchFolder.make("segue-hanging-out") + "/cube.mp4"
            let result = try render(format: "mp4", out: out, path: fake.path, limit: limit)
            #expect(result.status == 1)
            #expect(result.stderr.contains("SEGUE_TOOL_TIME_LIMIT must be a number of seconds above 0 and at most 86400, not '\(limit)'"),
                    "\(limit): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: "\(fake.pids)/ffmpeg"), "a bad limit runs no tool")
    }
}
