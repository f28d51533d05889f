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
}
