import SegueLua
import Testing

/// A captured subprocess keeps to its limits: only the environment it is given, never more
/// output than the limit, never longer than the time limit.
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
}
