import Foundation
import Testing
@testable import SegueTesting

/// Issue 13, item 8: a transition under test runs in an environment of its own — it cannot
/// see the spec's globals, cannot change what the spec's expectations compute, and cannot
/// read files outside the spec's folders.
@Suite struct IsolationTests {
    /// Replaces every library function an expectation might use, in the chunk and in each
    /// hook; a failing expectation on it must still fail.
    static let tampering = """
    local function tamper()
      math.abs = function() return 0 end
      math.huge = 0
      string.format = function() return "" end
      string.rep = function() return "" end
      table.concat = function() return "" end
      table.sort = function() end
      tostring = function() return "ok" end
      type = function() return "number" end
      pcall(function() getmetatable("").__index = { format = function() return "" end } end)
      pcall(function() segue.transition = nil end)
      pcall(function() rawset(segue, "scene", nil) end)
      expect, describe, it, near, stage, any = nil, nil, nil, nil, nil, nil
    end
    tamper()
    return segue.transition {
      scene = segue.scene {
        container = "swipe", size = { width = 100, height = 200 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } },
      },
      duration = 0.5,
      timing = "linear",
      addTo = function(ctx) tamper(); ctx.container:add(ctx.to.view) end,
      prepare = function(ctx) tamper(); ctx.to.view.x = 100 end,
      animation = function(ctx) tamper(); ctx.to.view.x = 0 end,
      finalize = function() tamper() end,
    }
    """

    /// Records which spec globals the transition can see, in its name.
    static let probe = """
    local seen = {}
    for _, name in ipairs { "expect", "describe", "it", "near", "any", "containing", "match", "spy", "stub", "mock",
                            "stage", "before_each", "pending" } do
      if _G[name] ~= nil or load("return " .. name)() ~= nil then seen[#seen + 1] = name end
    end
    return segue.transition { name = "seen:" .. table.concat(seen, ","),
      prepare = function(ctx) if expect or stage or describe then error("sees the spec") end end }
    """

    @Test func aTamperingTransitionCannotTurnAFailureIntoAPass() throws {
        let fixture = try SpecFixture(["tamper.lua": Self.tampering, "tamper_spec.lua": """
            describe("a tampering transition", function()
              it("fails a near that is wrong", function()
                local s = stage.load("tamper.lua")
                s:begin()
                expect(s:settle()):equals("completed")
                expect(s:view("bView").x):near(50, 1)
              end)
              it("fails an equals that is wrong", function()
                local t = stage.script("tamper.lua")
                local s = stage.new(t)
                s:begin(); s:settle()
                expect(s:view("bView").x):equals(7)
              end)
              it("leaves the spec's libraries whole", function()
                stage.load("tamper.lua"):begin()
                expect(math.abs(-2)):equals(2)
                expect(string.format("%d", 3)):equals("3")
                expect(("%d"):format(4)):equals("4")
                expect(("ab"):rep(2)):equals("abab")
                expect(table.concat({ "a", "b" }, ",")):equals("a,b")
                expect(tostring(1)):equals("1")
                expect(type(segue.transition)):equals("function")
                expect(type(expect)):equals("table") -- callable, and carrying extend
                expect(type(expect.extend)):equals("function")
              end)
            end)
            """])
        let (_, events) = fixture.run()
        let near = try #require(events.result("fails a near that is wrong"))
        #expect(near.status == .failed)
        #expect(near.failure?.message.contains("within 1") == true, "\(near.failure?.message ?? "")")
        #expect(events.result("fails an equals that is wrong")?.status == .failed)
        let whole = events.result("leaves the spec's libraries whole")
        #expect(whole?.status == .passed, "\(whole?.failure?.message ?? "")")
    }

    @Test func aTransitionCannotSeeTheSpecsGlobals() throws {
        let fixture = try SpecFixture(["probe.lua": Self.probe, "probe_spec.lua": """
            it("sees nothing of the spec", function()
              expect(stage.script("probe.lua").name):equals("seen:")
            end)
            """])
        let (report, events) = fixture.run()
        #expect(report.exitStatus == 0, "\(events.finished.first?.failure?.message ?? "")")
    }

    @Test func specsReadScriptsOnlyInsideTheirFolders() throws {
        let outside = try SpecFixture(["secret.lua": "return 'top secret content'"])
        let fixture = try SpecFixture(["inner/ok.lua": slideScript, "spec_spec.lua": """
            local function refused(path)
              local ok, message = pcall(stage.script, path)
              expect(ok):is_false()
              expect(message):contains("outside the folders")
              expect(message:find("top secret", 1, true)):is_nil()
              expect(message:find("root:", 1, true)):is_nil()
            end
            it("refuses /etc/passwd", function() refused("/etc/passwd") end)
            it("refuses a path outside", function() refused("\(outside.path("secret.lua"))") end)
            it("refuses ../ out of the folder", function() refused("../\((outside.folder as NSString).lastPathComponent)/secret.lua") end)
            it("refuses a link out of the folder", function() refused("link.lua") end)
            it("refuses stage.load outside", function()
              local ok, message = pcall(stage.load, "/etc/passwd")
              expect(ok):is_false()
              expect(message):contains("outside the folders")
            end)
            it("reads a script in a subfolder", function()
              expect(stage.script("inner/ok.lua")):truthy()
            end)
            """])
        try FileManager.default.createSymbolicLink(atPath: fixture.path("link.lua"), withDestinationPath: outside.path("secret.lua"))
        let (_, events) = fixture.run()
        for test in events.finished {
            #expect(test.status == .passed, "\(test.name): \(test.failure?.message ?? "")")
        }
        #expect(events.finished.count == 6)
    }

    /// No link below the spec's folder is followed, even one that leads back inside it: the
    /// spec is told which link, and reads the real file by its own path.
    @Test func specsFollowNoLinkBelowTheirFolder() throws {
        let fixture = try SpecFixture(["inner/ok.lua": slideScript, "spec_spec.lua": """
            it("refuses a file that is a link", function()
              local ok, message = pcall(stage.load, "alias.lua")
              expect(ok):is_false()
              expect(message):contains("alias.lua is a symbolic link")
            end)
            it("refuses a file in a linked folder", function()
              local ok, message = pcall(stage.script, "twin/ok.lua")
              expect(ok):is_false()
              expect(message):contains("twin is a symbolic link")
            end)
            it("reads the file by its own path", function()
              expect(stage.load("inner/ok.lua")):truthy()
            end)
            """])
        try FileManager.default.createSymbolicLink(atPath: fixture.path("alias.lua"), withDestinationPath: fixture.path("inner/ok.lua"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("twin"), withDestinationPath: "inner")
        let (_, events) = fixture.run()
        for test in events.finished {
            #expect(test.status == .passed, "\(test.name): \(test.failure?.message ?? "")")
        }
        #expect(events.finished.count == 3)
    }
}
