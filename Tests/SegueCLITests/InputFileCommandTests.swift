import Foundation
import Testing
import TestScratch

/// Runs `segue arguments…` under `timeout`, from the package root.
private func runBounded(_ arguments: [String], seconds: Int = 20, stdinFile: String? = nil) throws -> SegueProcess.Result {
    try SegueProcess.runBounded(arguments, seconds: seconds, stdinFile: stdinFile)
}

/// A fresh folder holding a FIFO named `name`.
private func fifo(named name: String) throws -> String {
    let folder = ScratchFolder.make("sf")
    let path = folder + "/" + name
    #expect(mkfifo(path, 0o644) == 0)
    return path
}

/// Item 6 of issue 13: every file Segue reads is looked at before it is read. A FIFO used to
/// block for ever and /dev/zero to be read until memory ran out; each now ends at once with
/// one line naming the path and why.
@Suite(.serialized) struct InputFileCommandTests {
    @Test func runRefusesAFIFOAndADevice() throws {
        let pipe = try fifo(named: "t.lua")
        let fromFIFO = try runBounded(["run", pipe])
        #expect(fromFIFO.status == 1)
        #expect(fromFIFO.stderr.contains("\(pipe): is a FIFO, not a regular file"))
        let fromZero = try runBounded(["run", "/dev/zero"])
        #expect(fromZero.status == 1)
        #expect(fromZero.stderr.contains("/dev/zero: is a character device, not a regular file"))
    }

    @Test func gestureRefusesAFIFOAndADevice() throws {
        let pipe = try fifo(named: "g.json")
        for trace in [pipe, "/dev/zero"] {
            let result = try runBounded(["run", "examples/snapchat_swipe.lua", "--gesture", trace])
            #expect(result.status == 1)
            #expect(result.stderr.contains("\(trace): is a "), "\(result.stderr)")
            #expect(result.stderr.contains("not a regular file"))
        }
    }

    @Test func testRefusesAFIFOAndADeviceNamingWhy() throws {
        let pipe = try fifo(named: "p_spec.lua")
        for spec in [pipe, "/dev/zero"] {
            let result = try runBounded(["test", spec])
            // A spec file that cannot be loaded is the runner's "could not run" (exit 2).
            #expect(result.status == 2)
            #expect(result.stdout.contains("\(spec): is a "), "\(result.stdout)")
            #expect(!result.stdout.contains("no such file"))
        }
    }

    @Test func requireRefusesAFIFOAndADevice() throws {
        let pipe = try fifo(named: "helper.lua")
        let folder = (pipe as NSString).deletingLastPathComponent
        #expect(symlink("/dev/zero", folder + "/zero.lua") == 0)
        for module in ["helper", "zero"] {
            let script = folder + "/uses_\(module).lua"
            try "local m = require('\(module)')\nreturn segue.transition {}\n".write(toFile: script, atomically: true, encoding: .utf8)
            let result = try runBounded(["run", script])
            #expect(result.status == 1)
            #expect(result.stderr.contains("uses_\(module).lua:1: require: \(folder)/\(module).lua: is a "), "\(result.stderr)")
        }
    }

    @Test func replRefusesAFIFOScript() throws {
        let pipe = try fifo(named: "t.lua")
        let result = try runBounded(["repl", pipe])
        #expect(result.status == 1)
        #expect(result.stderr.contains("\(pipe): is a FIFO, not a regular file"))
    }

    @Test func replLoadAndReplayRefuseAFIFO() throws {
        let script = try fifo(named: "t.lua")
        let trace = (script as NSString).deletingLastPathComponent + "/g.json"
        #expect(mkfifo(trace, 0o644) == 0)
        let commands = (script as NSString).deletingLastPathComponent + "/commands"
        try ":load \(script)\n:replay \(trace)\n:replay /dev/zero\n".write(toFile: commands, atomically: true, encoding: .utf8)
        let result = try runBounded(["repl", "examples/snapchat_swipe.lua"], stdinFile: commands)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\(script): is a FIFO, not a regular file"), "\(result.stdout)")
        #expect(result.stdout.contains("\(trace): is a FIFO, not a regular file"), "\(result.stdout)")
        #expect(result.stdout.contains("/dev/zero: is a character device, not a regular file"), "\(result.stdout)")
    }

    @Test func aSpecsReplayAndStageScriptRefuseAFIFO() throws {
        let trace = try fifo(named: "g.json")
        let folder = (trace as NSString).deletingLastPathComponent
        #expect(mkfifo(folder + "/other.lua", 0o644) == 0)
        let source = try String(contentsOf: SegueProcess.packageRoot.appendingPathComponent("examples/snapchat_swipe.lua"), encoding: .utf8)
        try source.write(toFile: folder + "/t.lua", atomically: true, encoding: .utf8)
        try """
            it("replays", function() stage.load("t.lua"):replay("\(trace)") end)
            it("loads", function() stage.script("other.lua") end)
            """.write(toFile: folder + "/t_spec.lua", atomically: true, encoding: .utf8)
        let result = try runBounded(["test", folder + "/t_spec.lua"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(trace): is a FIFO, not a regular file"), "\(result.stdout)")
        #expect(result.stdout.contains("other.lua: is a FIFO, not a regular file"), "\(result.stdout)")
    }

    @Test func aMissingScriptSaysNoSuchFile() throws {
        let result = try runBounded(["run", "/nowhere/t.lua"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("/nowhere/t.lua: no such file"))
    }
}
