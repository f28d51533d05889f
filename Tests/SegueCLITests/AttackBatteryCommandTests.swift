import Foundation
import Testing
import TestScratch

/// The attack battery (`Tests/Fixtures/safety/attacks.lua`) through the commands a person
/// runs: every attack inside a spec and inside a transition a spec drives (`segue test`), and
/// every attack typed at the REPL's prompt. The process must not crash or hang, must report
/// every failure with a position, and must carry on to the next attack.
@Suite(.serialized) struct AttackBatteryCommandTests {
    static let folder = SegueProcess.packageRoot.appendingPathComponent("Tests/Fixtures/safety").path
    static let limits = ["--hook-budget", "0.25"]

    @Test func everyAttackInASpecIsReportedAtALineAndTheRunCarriesOn() throws {
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
    }

    @Test func everyAttackTypedAtThePromptAnswersAndTheSessionGoesOn() throws {
        let lines = try attackLines()
        #expect(lines.count >= 30)
        let input = Self.folder + "/.repl-battery-\(UUID().uuidString.prefix(8)).in"
        defer { try? FileManager.default.removeItem(atPath: input) }
        try (lines + ["1 + 1", ":status"]).joined(separator: "\n").write(toFile: input, atomically: true, encoding: .utf8)
        let result = try SegueProcess.runBounded(["repl", "--plain", Self.folder + "/battery_stage.lua"] + Self.limits,
                                                 seconds: 120, stdinFile: input)
        #expect(result.status == 0, "\(result.stderr.suffix(2000))")
        let output = result.stdout.components(separatedBy: "\n")
        // The session outlived every attack: the last two lines still answer.
        #expect(output.contains("2"), "\(result.stdout.suffix(2000))")
        for line in output where line.hasPrefix("error:") {
            #expect(line.contains("stdin:") || line.contains(".lua:"), "an error without a position: \(line)")
        }
    }

    /// Golden names and golden files an attacker chooses (`golden_attacks_spec.lua`, issue 28):
    /// in a copy of the battery's folder whose `__goldens__` holds links to a file outside, a
    /// FIFO and a link to `/dev/zero`, every test fails — a refused name, or the golden the file
    /// gate refused, named — with and without `--update-goldens` (in each of its modes), at once, and the outside
    /// file and the links are as they were.
    @Test func goldenNamesAndLinkedGoldensAreRefusedAndNothingOutsideChanges() throws {
        let root = ScratchFolder.make("gold")
        let copy = root + "/battery", outside = root + "/outside"
        let files = FileManager.default
        try files.createDirectory(atPath: copy + "/__goldens__", withIntermediateDirectories: true)
        try files.createDirectory(atPath: outside, withIntermediateDirectories: true)
        for name in ["battery_stage.lua", "golden_attacks_spec.lua"] {
            try files.copyItem(atPath: Self.folder + "/" + name, toPath: copy + "/" + name)
        }
        try "keep me\n".write(toFile: outside + "/victim.txt", atomically: true, encoding: .utf8)
        let goldens = copy + "/__goldens__"
        #expect(symlink(outside + "/victim.txt", goldens + "/linked.trace") == 0)
        #expect(symlink(outside + "/victim.txt", goldens + "/linked_actual.actual.trace") == 0)
        #expect(mkfifo(goldens + "/fifo.trace", 0o644) == 0)
        #expect(symlink("/dev/zero", goldens + "/image.1.png") == 0)
        #expect(symlink(outside + "/victim.txt", goldens + "/anim.animated.png") == 0)
        // An image golden's instants (issue 45) are read and written through the same gate.
        #expect(symlink(outside + "/victim.txt", goldens + "/inst.instants") == 0)
        // Every update mode (issue 34) meets the same refusals.
        for update in [[], ["--update-goldens"], ["--update-goldens=new"], ["--update-goldens=failed"], ["--update-goldens=none"]] {
            let result = try SegueProcess.runBounded(["test", copy + "/golden_attacks_spec.lua", "--reporter", "json"] + update,
                                                     seconds: 120)
            #expect(result.status == 1, "\(update): \(result.stderr)")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
                                      "\(result.stdout.prefix(2000))")
            let tests = (report["files"] as? [[String: Any]] ?? []).flatMap { $0["tests"] as? [[String: Any]] ?? [] }
            #expect(tests.count == 14, "\(update)")
            for test in tests {
                let message = (test["failure"] as? [String: Any])?["message"] as? String ?? ""
                let refused = message.contains("is not a golden name") || message.contains(goldens + "/")
                    && (message.contains("is a symbolic link") || message.contains("is a FIFO"))
                #expect(test["status"] as? String == "failed" && refused, "\(update) \(test["name"] ?? "?"): \(message)")
                #expect(!message.contains("keep me"), "an outside file's text is never shown")
            }
            #expect(try String(contentsOfFile: outside + "/victim.txt", encoding: .utf8) == "keep me\n")
            #expect(try files.contentsOfDirectory(atPath: outside) == ["victim.txt"])
            for link in ["linked.trace", "linked_actual.actual.trace", "image.1.png", "anim.animated.png", "inst.instants"] {
                #expect((try? files.destinationOfSymbolicLink(atPath: goldens + "/" + link)) != nil, "\(update): \(link) is still a link")
            }
        }
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
