import Foundation
import Testing

/// `.segue-test.lua`: a project's named runs of `segue test` (busted's `.busted` and `-r`).
@Suite struct TestConfigurationCommandTests {
    /// A project folder with two specs (one tagged #slow, one failing unless filtered out)
    /// and `configuration` as its `.segue-test.lua`.
    func project(_ configuration: String) throws -> String {
        let spec = try SegueProcess.temporaryScript("""
            it("is quick #fast", function() expect(1):equals(1) end)
            it("is slow #slow", function() expect(is_fraction_helper_loaded):is_true() end)
            """, name: "a_spec.lua")
        let folder = (spec as NSString).deletingLastPathComponent
        try "is_fraction_helper_loaded = true\n".write(toFile: folder + "/helper.lua", atomically: true, encoding: .utf8)
        try configuration.write(toFile: folder + "/.segue-test.lua", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func theDefaultRunAndANamedRunSetTheOptions() throws {
        let folder = try project("""
            return {
              _all = { helper = "helper.lua" },
              default = { tags = "fast" },
              ci = { reporter = "tap", ["exclude-tags"] = { "fast" } },
            }
            """)
        let plain = try SegueProcess.run(["test", "--no-color"], in: folder)
        #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
        #expect(plain.stdout.contains("1 passed, 0 failed"), "\(plain.stdout)")
        let ci = try SegueProcess.run(["test", "--run", "ci"], in: folder)
        #expect(ci.status == 0, "\(ci.stdout)\(ci.stderr)")
        #expect(ci.stdout.contains("ok 1 - is slow \\#slow"), "\(ci.stdout)")
        // The command line wins: --tags slow over the default run's fast.
        let slow = try SegueProcess.run(["test", "--no-color", "-t", "slow"], in: folder)
        #expect(slow.stdout.contains("is slow"), "\(slow.stdout)")
        #expect(!slow.stdout.contains("is quick"), "\(slow.stdout)")
    }

    @Test func mistakesNameTheFileTheRunAndTheOption() throws {
        let unknown = try SegueProcess.run(["test", "-r", "nightly"], in: try project("return { ci = {} }"))
        #expect(unknown.status == 64 || unknown.status == 2, "\(unknown.status)")
        #expect(unknown.stderr.contains(".segue-test.lua: no run 'nightly' (runs: ci)"), "\(unknown.stderr)")
        let option = try SegueProcess.run(["test"], in: try project("return { default = { tagz = 'x' } }"))
        #expect(option.stderr.contains("run 'default', option 'tagz': segue test has no such option"), "\(option.stderr)")
        let type = try SegueProcess.run(["test"], in: try project("return { default = { jobs = 'two' } }"))
        #expect(type.stderr.contains("option 'jobs' must be a whole number in 1…64"), "\(type.stderr)")
        let script = try SegueProcess.run(["test"], in: try project("return { default = { jobs = } }"))
        #expect(script.stderr.contains(".segue-test.lua:1:"), "\(script.stderr)")
        let tolerance = try SegueProcess.run(["test"], in: try project("return { default = { tolerance = { pts = 1 } } }"))
        #expect(tolerance.stderr.contains("option 'tolerance': 'pts' is not a unit (points, radians, alpha, colour, scale"), "\(tolerance.stderr)")
        let accepted = try SegueProcess.run(["test", "--no-color", "-t", "fast"],
                                            in: try project("return { default = { tolerance = { points = 0.01, relative = 1e-9 } } }"))
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        let noFile = try SegueProcess.run(["test", "--run", "ci", "/nonexistent"], in: "/")
        #expect(noFile.stderr.contains("there is no .segue-test.lua in this folder"), "\(noFile.stderr)")
    }

    /// Issue 40: `seed = math.maxinteger` is inside the stated range 0…2⁶³−1 (it was read as a
    /// double, 2⁶³, and refused); one past it, or a fraction, is still refused at its line.
    @Test func aSeedOfMathMaxintegerIsAccepted() throws {
        let accepted = try SegueProcess.run(["test", "--no-color", "-t", "fast"],
                                            in: try project("return { default = { seed = math.maxinteger, shuffle = true } }"))
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(accepted.stdout.contains("9223372036854775807"), "\(accepted.stdout)")
        let past = try SegueProcess.run(["test"], in: try project("return {\n  default = {\n    seed = 2^63 } }"))
        #expect(past.stderr.contains(".segue-test.lua:3: run 'default', option 'seed' must be a whole number in 0…9223372036854775807"),
                "\(past.stderr)")
        let negative = try SegueProcess.run(["test"], in: try project("return { default = { seed = -1 } }"))
        #expect(negative.stderr.contains("option 'seed' must be a whole number"), "\(negative.stderr)")
    }

    /// Issue 40: a helper that loops is stopped and reported at the helper's own `file:line`
    /// as a timeout (it was blamed on the spec, with no line).
    @Test func aLoopingHelperIsReportedAtItsLineAsATimeout() throws {
        let folder = try project("return { default = { helper = \"support/loop.lua\" } }")
        try FileManager.default.createDirectory(atPath: folder + "/support", withIntermediateDirectories: true)
        try "local n = 0\nwhile true do n = n + 1 end\n".write(toFile: folder + "/support/loop.lua", atomically: true, encoding: .utf8)
        for arguments in [["test", "--no-color", "--timeout", "0.3"],
                          ["test", "--no-color", "--timeout", "0.3", "--helper", "support/loop.lua"]] {
            let result = try SegueProcess.run(arguments, in: folder)
            #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("support/loop.lua:2: timeout: the helper support/loop.lua ran past 0.3 s"),
                    "\(arguments): \(result.stdout)")
        }
    }
}
