import Foundation
import Testing
@testable import SegueTesting

/// Issue 44, item 3: a spec file resolves and reads each script its stages load once
/// (`LoadedScripts`), and every load still runs the script afresh in globals of its own.
@Suite struct LoadedScriptsTests {
    /// A transition that counts its loads in a global and a module-level upvalue: a load that
    /// saw an earlier load's state would name a count above 1.
    static func counted(_ name: String) -> String {
        """
        loads = (loads or 0) + 1
        local made = 0
        made = made + 1
        return segue.transition {
          name = "\(name) " .. loads .. "/" .. made,
          scene = segue.scene {
            container = "swipe", size = { width = 100, height = 200 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
          },
          duration = 0.5,
          addTo = function(ctx) ctx.container:add(ctx.to.view) end,
        }
        """
    }

    @Test func eachCaseRunsTheScriptAfreshThoughItIsReadOnce() throws {
        let fixture = try SpecFixture(["counted.lua": Self.counted("first"), "counted_spec.lua": """
            describe("the same script in every case", function()
              it("one", function()
                expect(stage.script("counted.lua").name):equals("first 1/1")
                stage.load("counted.lua"):begin()
                expect(loads):equals(nil)
              end)
              it("two", function()
                expect(stage.script("counted.lua").name):equals("first 1/1")
                local s = stage.load("counted.lua")
                s:begin()
                expect(s:settle()):equals("completed")
                expect(loads):equals(nil)
              end)
            end)
            """])
        let (report, events) = fixture.run()
        #expect(report.failed == 0, "\(events.finished.compactMap { $0.failure?.message })")
        #expect(report.passed == 2)
        let file = try SpecFile(path: fixture.path("counted_spec.lua"), options: SpecOptions())
        for test in file.tests { #expect(file.run(test, repetition: 1).status == .passed) }
        #expect(file.scriptReads == 1)
    }

    /// The script is read at its first use in a spec file; an edit during the file's run is
    /// seen at its next run (the old code read it again at every load).
    @Test func aScriptIsReadAtItsFirstUseInTheSpecFile() throws {
        let fixture = try SpecFixture(["edited.lua": Self.counted("before"), "edited_spec.lua": """
            describe("an edited script", function()
              it("one", function() expect(stage.load("edited.lua") ~= nil):equals(true)
                expect(stage.script("edited.lua").name):equals("before 1/1") end)
              it("two", function() expect(stage.script("edited.lua").name):equals("before 1/1") end)
            end)
            """])
        let file = try SpecFile(path: fixture.path("edited_spec.lua"), options: SpecOptions())
        #expect(file.run(file.tests[0], repetition: 1).status == .passed)
        try Self.counted("after").write(toFile: fixture.path("edited.lua"), atomically: true, encoding: .utf8)
        #expect(file.run(file.tests[1], repetition: 1).status == .passed)
        let again = try SpecFile(path: fixture.path("edited_spec.lua"), options: SpecOptions())
        let result = again.run(again.tests[1], repetition: 1)
        #expect(result.status == .failed)
        #expect(result.failure?.actual?.contains("after 1/1") == true, "\(String(describing: result.failure))")
    }

    /// A file that is missing is looked for again each time it is named, and fails in the
    /// same words until it is there.
    @Test func aMissingScriptIsLookedForAgain() throws {
        let fixture = try SpecFixture(["late_spec.lua": """
            describe("a script made during the run", function()
              it("one", function()
                local ok, err = pcall(stage.load, "late.lua")
                expect(ok):equals(false)
                expect(tostring(err)):contains("no file 'late.lua'")
                ok, err = pcall(stage.load, "late.lua")
                expect(tostring(err)):contains("no file 'late.lua'")
              end)
              it("two", function() expect(stage.script("late.lua").name):equals("late 1/1") end)
            end)
            """])
        let file = try SpecFile(path: fixture.path("late_spec.lua"), options: SpecOptions())
        let first = file.run(file.tests[0], repetition: 1)
        #expect(first.status == .passed, "\(first.failure?.message ?? "")")
        try Self.counted("late").write(toFile: fixture.path("late.lua"), atomically: true, encoding: .utf8)
        let second = file.run(file.tests[1], repetition: 1)
        #expect(second.status == .passed, "\(second.failure?.message ?? "")")
        #expect(file.scriptReads == 1)
    }
}
