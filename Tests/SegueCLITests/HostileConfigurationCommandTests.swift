import Foundation
import Testing
import TestScratch

/// Issue 40, item 1: a cloned project's `.segue-test.lua` is untrusted, and the project's
/// folder is its boundary. Each attack the issue reproduced — a report written over
/// `../home/.bashrc`, folders made outside, an outside `.env` or `/etc/passwd` run as a
/// helper, modules `require`d from an outside folder, `paths = { "/proc" }`, and the same
/// through links committed in the project — runs the real `segue test` in a project beside a
/// `home` and an `outside` folder: the command must refuse naming `.segue-test.lua:LINE`,
/// and nothing outside the project may change (every file and folder there, with its bytes,
/// is compared before and after).
@Suite struct HostileConfigurationCommandTests {
    /// A scratch folder holding `project/` (a passing spec that says whether an outside
    /// helper or module ran), `home/.bashrc`, and `outside/` (a `.env`, a helper, a module
    /// folder and a spec folder).
    struct Layout {
        let base: String
        var project: String { base + "/project" }

        init() throws {
            base = ScratchFolder.make("cfg")
            let files: [String: String] = [
                "home/.bashrc": "# the user's own shell\n",
                "outside/.env": "SECRET_TOKEN = 'hunter2'\nOUTSIDE_HELPER_RAN = true\n",
                "outside/helper.lua": "OUTSIDE_HELPER_RAN = true\n",
                "outside/mod/evil.lua": "OUTSIDE_MODULE_RAN = true\nreturn {}\n",
                "outside/specs/outside_spec.lua": "it('ran from outside', function() error('an outside spec ran') end)\n",
                "project/a_spec.lua": """
                    it('runs only the project', function()
                      expect(OUTSIDE_HELPER_RAN):is_nil()
                      expect(pcall(require, 'evil')):is_false()
                    end)
                    """,
                "project/notlua.txt": "OUTSIDE_HELPER_RAN = true\n",
                "project/lib/ok.lua": "return {}\n",
            ]
            for (path, text) in files {
                let full = base + "/" + path
                try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try text.write(toFile: full, atomically: false, encoding: .utf8)
            }
        }

        func link(_ name: String, to target: String) {
            #expect(symlink(target, project + "/" + name) == 0)
        }

        /// Every path outside the project, with its bytes (or its link target, or `folder`).
        func outsideState() -> [String: String] {
            var state: [String: String] = [:]
            let files = FileManager.default
            for name in (try? files.subpathsOfDirectory(atPath: base)) ?? [] where !name.hasPrefix("project") {
                let path = base + "/" + name
                if let target = try? files.destinationOfSymbolicLink(atPath: path) {
                    state[name] = "link → " + target
                } else if let data = files.contents(atPath: path) {
                    state[name] = String(decoding: data, as: UTF8.self)
                } else {
                    state[name] = "folder"
                }
            }
            return state
        }
    }

    /// One hostile configuration, what the line of its offending option is, and a link to
    /// commit first (name, target).
    struct Attack: CustomStringConvertible {
        var name: String
        var configuration: String
        var line: Int
        var links: [(String, String)] = []
        var arguments: [String] = []
        var description: String { name }
    }

    static let attacks: [Attack] = [
        Attack(name: "a TAP report over ../home/.bashrc", configuration: """
            return {
              default = {
                reporter = "tap",
                output = "../home/.bashrc",
              },
            }
            """, line: 4),
        Attack(name: "an absolute report path", configuration: """
            return { default = { reporter = "junit", output = "BASE/made.xml" } }
            """, line: 1),
        Attack(name: "coverage folders made outside", configuration: """
            return {
              default = { coverage = true,
                ["coverage-output"] = "../made/deeper/lcov.info" },
            }
            """, line: 3),
        Attack(name: "an outside .env as a helper", configuration: """
            return {
              _all = { helper = { "lib/ok.lua",
                                  "../outside/.env" } },
            }
            """, line: 3),
        Attack(name: "/etc/passwd as a helper", configuration: """
            local passwd = "/etc/passwd"
            return { default = { helper = passwd } }
            """, line: 1),
        Attack(name: "a helper that is not Lua", configuration: """
            return { default = { helper = "notlua.txt" } }
            """, line: 1),
        Attack(name: "an outside helper through a link", configuration: """
            return { default = { helper = "linked.lua" } }
            """, line: 1, links: [("linked.lua", "../outside/helper.lua")]),
        Attack(name: "require from an outside folder", configuration: """
            return {
              default = { lpath = "../outside/mod/?.lua" },
            }
            """, line: 2),
        Attack(name: "require through a linked folder", configuration: """
            return { default = { lpath = { "lib", "mods" } } }
            """, line: 1, links: [("mods", "../outside/mod")]),
        Attack(name: "paths = { \"/proc\" }", configuration: """
            return { default = {
              paths = { "a_spec.lua", "/proc" },
            } }
            """, line: 2),
        Attack(name: "paths through a linked folder", configuration: """
            return { default = { paths = { "specs" } } }
            """, line: 1, links: [("specs", "../outside/specs")]),
        Attack(name: "a report through a linked folder", configuration: """
            return { default = { reporter = "json", output = "reports/.bashrc" } }
            """, line: 1, links: [("reports", "../home")]),
        Attack(name: "a report over a link to the user's file", configuration: """
            return { default = { reporter = "json", output = "report.json" } }
            """, line: 1, links: [("report.json", "../home/.bashrc")]),
        Attack(name: "coverage through a linked folder", configuration: """
            return { default = { coverage = true, ["coverage-output"] = "cov/x/lcov.info" } }
            """, line: 1, links: [("cov", "../home")]),
        Attack(name: "a computed path", configuration: """
            local up = ".."
            return {
              default = { output =
                up .. "/home/.bashrc" },
            }
            """, line: 4),
        Attack(name: "a path in _all under a named run", configuration: """
            return {
              ci = { reporter = "tap" },
              _all = { output = "../home/.bashrc" },
            }
            """, line: 3, arguments: ["--run", "ci"]),
    ]

    /// `segue arguments…` in `folder`, killed after 120 s (today's code searched `/proc`).
    static func segue(_ arguments: [String], in folder: String) throws -> SegueProcess.Result {
        try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/timeout"),
                             arguments: ["-s", "KILL", "120", SegueProcess.executable.path] + arguments, in: folder)
    }

    @Test(arguments: attacks) func aHostileConfigurationIsRefusedAtItsLineAndNothingOutsideChanges(_ attack: Attack) throws {
        let layout = try Layout()
        for (name, target) in attack.links { layout.link(name, to: target) }
        let configuration = attack.configuration.replacingOccurrences(of: "BASE", with: layout.base)
        try configuration.write(toFile: layout.project + "/.segue-test.lua", atomically: false, encoding: .utf8)
        let before = layout.outsideState()
        let result = try Self.segue(["test", "--no-color"] + attack.arguments, in: layout.project)
        #expect(result.status == 64 || result.status == 2, "\(attack): \(result.status)\n\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains(".segue-test.lua:\(attack.line): run '"), "\(attack): \(result.stderr)")
        #expect(!result.stderr.contains("hunter2") && !result.stderr.contains("root:"), "\(attack): \(result.stderr)")
        #expect(layout.outsideState() == before, "\(attack): something outside the project changed")
    }

    /// Spec discovery with no paths does not follow a committed link out of the project: the
    /// outside spec (which would fail) is never run, while a link inside the project is.
    @Test func discoveryDoesNotFollowALinkOutOfTheProject() throws {
        let layout = try Layout()
        layout.link("outside_specs", to: "../outside/specs")
        layout.link("home", to: "../home")
        try FileManager.default.createDirectory(atPath: layout.project + "/inner", withIntermediateDirectories: true)
        try "it('runs through an inner link', function() end)\n".write(toFile: layout.project + "/inner/b_spec.lua",
                                                                      atomically: false, encoding: .utf8)
        layout.link("again", to: "inner")
        let result = try SegueProcess.run(["test", "--no-color"], in: layout.project)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("ran from outside"), "\(result.stdout)")
        #expect(result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)")
    }

    /// The same paths typed on the command line are the user's own choice: a report outside
    /// the project is written where the user said.
    @Test func theCommandLineMayNameAPathOutside() throws {
        let layout = try Layout()
        let result = try SegueProcess.run(["test", "--no-color", "--reporter", "tap", "--output", "../home/report.tap",
                                           "--helper", "../outside/helper.lua"], in: layout.project)
        // The outside helper ran (the user chose it), so the spec's check of it fails.
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let report = try String(contentsOfFile: layout.base + "/home/report.tap", encoding: .utf8)
        #expect(report.contains("not ok 1"), "\(report)")
    }

    /// A project's own paths still work: a report, coverage and a helper inside it, and
    /// `lpath` and `paths` naming its folders.
    @Test func pathsInsideTheProjectStillWork() throws {
        let layout = try Layout()
        try """
            return { default = { reporter = "tap", output = "./out/../report.tap", helper = "lib/ok.lua",
              lpath = "lib/?.lua", paths = { "." }, coverage = true, ["coverage-output"] = "cov/deep/lcov.info" } }
            """.write(toFile: layout.project + "/.segue-test.lua", atomically: false, encoding: .utf8)
        let refused = try SegueProcess.run(["test", "--no-color"], in: layout.project)
        #expect(refused.stderr.contains(".segue-test.lua:1: run 'default', option 'output': './out/../report.tap' climbs out with '..'"),
                "\(refused.stderr)")
        try """
            return { default = { reporter = "tap", output = "./report.tap", helper = "lib/ok.lua",
              lpath = "lib/?.lua", paths = { "." }, coverage = true, ["coverage-output"] = "cov/deep/lcov.info" } }
            """.write(toFile: layout.project + "/.segue-test.lua", atomically: false, encoding: .utf8)
        let result = try SegueProcess.run(["test", "--no-color"], in: layout.project)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: layout.project + "/report.tap"))
        #expect(FileManager.default.fileExists(atPath: layout.project + "/cov/deep/lcov.info"))
    }
}
