import Foundation
import Testing
@testable import SegueTesting

/// busted's `--lpath`: more folders for `require`.
@Suite struct ModuleSearchPathTests {
    @Test func foldersAndBustedsTemplatesNameFolders() throws {
        #expect(try ModuleSearchPath.folders("src") == ["src"])
        #expect(try ModuleSearchPath.folders("./src/?.lua;./src/?/init.lua;lib/") == ["./src", "lib"])
        #expect(try ModuleSearchPath.folders("?.lua") == ["."])
        #expect(throws: ModuleSearchPathError.self) { try ModuleSearchPath.folders("src/?.so") }
        #expect(throws: ModuleSearchPathError.self) { try ModuleSearchPath.folders("src/?/?.lua") }
    }

    @Test func requireFindsModulesInTheExtraFolders() throws {
        let fixture = try SpecFixture([
            "src/util/init.lua": "return { double = function(x) return 2 * x end }",
            "src/shapes.lua": "return { sides = 4 }",
            "spec/u_spec.lua": """
                local util = require("util")
                local shapes = require("shapes")
                it("doubles", function() expect(util.double(shapes.sides)):equals(8) end)
                """,
        ])
        let without = fixture.run(paths: [fixture.path("spec")]).report
        #expect(without.exitStatus == 2)
        #expect(without.loadErrors.first?.loadError?.contains("module 'util' not found") == true)
        var options = SpecOptions()
        options.moduleFolders = try ModuleSearchPath.folders(fixture.path("src") + "/?.lua;" + fixture.path("src") + "/?/init.lua")
        let with = fixture.run(options, paths: [fixture.path("spec")]).report
        #expect(with.exitStatus == 0 && with.passed == 1)
    }

    /// `require` reads through the file gate: a module that is a committed link to a file
    /// outside (or a folder on the way that is one) is refused naming it, and the outside
    /// file's text never shows in the error (a parse error would quote it).
    @Test func requireFollowsNoLinkBelowTheScriptsFolder() throws {
        let outside = try SpecFixture(["secret.lua": "root:x:0:0:top secret", "lib/mod.lua": "return 1"])
        let fixture = try SpecFixture([
            "real.lua": "return { fine = true }",
            "links_spec.lua": """
                local function refused(name)
                  local ok, message = pcall(require, name)
                  expect(ok):is_false()
                  expect(message):contains("symbolic link")
                  expect(message:find("top secret", 1, true)):is_nil()
                end
                it("refuses a module that is a link", function() refused("linked") end)
                it("refuses a module in a linked folder", function() refused("lib.mod") end)
                it("reads a real module", function() expect(require("real").fine):is_true() end)
                """,
        ])
        try FileManager.default.createSymbolicLink(atPath: fixture.path("linked.lua"), withDestinationPath: outside.path("secret.lua"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("lib"), withDestinationPath: outside.path("lib"))
        let (report, events) = fixture.run()
        for test in events.finished { #expect(test.status == .passed, "\(test.name): \(test.failure?.message ?? "")") }
        #expect(report.exitStatus == 0 && events.finished.count == 3)
    }
}
