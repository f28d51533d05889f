import Foundation
import Testing

/// The attack battery (`Tests/Fixtures/safety/attacks.lua`) through the commands a person
/// runs: every attack inside a spec and inside a transition a spec drives (`segue test`), and
/// every attack typed at the REPL's prompt. The process must not crash or hang, must report
/// every failure with a position, and must carry on to the next attack.
@Suite(.serialized) struct AttackBatteryCommandTests {
    static let folder = SegueProcess.packageRoot.appendingPathComponent("Tests/Fixtures/safety").path
    static let limits = ["--hook-budget", "0.25"]

    @Test func everyAttackInASpecIsReportedAtALineAndTheRunCarriesOn() throws {
        let started = Date()
        let result = try SegueProcess.runBounded(["test", Self.folder + "/attack_battery_spec.lua", "--timeout", "1",
                                           "--reporter", "json"] + Self.limits, seconds: 300)
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                  "\(result.stdout.prefix(2000))")
        let files = report["files"] as? [[String: Any]] ?? []
        let tests = files.flatMap { $0["tests"] as? [[String: Any]] ?? [] }
        #expect(files.allSatisfy { $0["loadError"] == nil })
        // Two tests per attack, all run.
        let attackCount = try attackLines().count
        #expect(tests.count == 2 * attackCount)
        for test in tests where test["status"] as? String == "failed" {
            let failure = test["failure"] as? [String: Any] ?? [:]
            let location = failure["location"] as? String ?? ""
            #expect(location.contains(".lua:") || location.hasPrefix("attack:"),
                    "\(test["name"] ?? "?"): failure without a position: \(failure)")
        }
        // Each test is stopped within its own limit (1 s); the battery as a whole is bounded by that.
        #expect(Date().timeIntervalSince(started) < Double(2 * attackCount) * 1.5 + 10)
    }

    @Test func everyAttackTypedAtThePromptAnswersAndTheSessionGoesOn() throws {
        let lines = try attackLines()
        #expect(lines.count >= 30)
        let input = Self.folder + "/.repl-battery-\(UUID().uuidString.prefix(8)).in"
        defer { try? FileManager.default.removeItem(atPath: input) }
        try (lines + ["1 + 1", ":status"]).joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let started = Date()
        let result = try SegueProcess.runBounded(["repl", "--plain", Self.folder + "/battery_stage.lua"] + Self.limits,
                                                 seconds: 120, stdinFile: input)
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        let output = result.stdout.components(separatedBy: "\n")
        // The session outlived every attack: the last two lines still answer.
        #expect(output.contains("2"), "\(result.stdout.suffix(2000))")
        for line in output where line.hasPrefix("error:") {
            #expect(line.contains("stdin:") || line.contains(".lua:"), "an error without a position: \(line)")
        }
        #expect(Date().timeIntervalSince(started) < Double(lines.count) * 0.6 + 10)
    }

    /// The attacks as one line each, `(function(ctx) … end)(nil)`, printed by the REPL itself
    /// from the attacks file (so this target needs no Lua of its own).
    private func attackLines() throws -> [String] {
        let input = Self.folder + "/.repl-list-\(UUID().uuidString.prefix(8)).in"
        defer { try? FileManager.default.removeItem(atPath: input) }
        try #"for _, a in ipairs(require("attacks")) do print("@@ (function(ctx) " .. a.code:gsub("\n", " ") .. " end)(nil)") end"#
            .write(toFile: input, atomically: true, encoding: .utf8)
        let result = try SegueProcess.run(["repl", "--plain", Self.folder + "/battery_stage.lua"], stdinFile: input)
        return result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("@@ ") }.map { String($0.dropFirst(3)) }
    }
}
