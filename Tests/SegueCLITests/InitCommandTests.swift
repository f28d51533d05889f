import Foundation
import Testing

/// `segue init [NAME]`: a project that runs, passes its specs and lints clean, and never a
/// file overwritten.
@Suite struct InitCommandTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("si-" + UUID().uuidString.prefix(8)).path
    }

    @Test func theNewProjectPassesItsSpecsAndLintsClean() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try SegueProcess.run(["init", "fade_in", "--folder", folder])
        #expect(made.status == 0, "\(made.stderr)")
        for file in ["fade_in.lua", "fade_in_spec.lua", "README.md", ".gitignore", ".luacheckrc", ".luarc.json",
                     "types/segue.lua", "types/segue_test.lua", "__goldens__/fade_in.push.trace"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)")
        }
        #expect(made.stdout.contains("wrote  \(folder)/__goldens__/fade_in.push.trace (recorded by \(folder)/fade_in_spec.lua)"))
        let specs = try SegueProcess.run(["test", folder])
        #expect(specs.status == 0, "\(specs.stdout)\(specs.stderr)")
        #expect(specs.stdout.contains("5 passed, 0 failed"))
        let run = try SegueProcess.run(["run", folder + "/fade_in.lua"])
        #expect(run.status == 0 && run.stdout.contains("completed"))
        // luacheck with the written .luacheckrc, from the project's folder as a user runs it.
        let lint = Process()
        lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        lint.arguments = ["luacheck", "--formatter", "plain", "."]
        lint.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        lint.standardOutput = out
        try lint.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        lint.waitUntilExit()
        #expect(lint.terminationStatus == 0, "\(text)")
        // .luarc.json is JSON and points LuaLS at the types written beside it.
        let luarc = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/.luarc.json"))) as? [String: Any]
        #expect(luarc?["workspace.library"] as? [String] == ["types"])
        // The types are the repository's own.
        let written = try String(contentsOfFile: folder + "/types/segue.lua", encoding: .utf8)
        let shipped = try String(contentsOfFile: SegueProcess.packageRoot.path + "/types/segue.lua", encoding: .utf8)
        #expect(written == shipped)
    }

    @Test func anExistingTransitionStopsItBeforeWritingAndSetupFilesAreKept() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "-- mine".write(toFile: folder + "/.luacheckrc", atomically: true, encoding: .utf8)
        try "-- mine too".write(toFile: folder + "/slide_spec.lua", atomically: true, encoding: .utf8)
        let refused = try SegueProcess.run(["init", "slide", "--folder", folder])
        #expect(refused.status == 1)
        #expect(refused.stderr == "segue init: \(folder)/slide_spec.lua already exists; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/slide.lua"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.luarc.json"))

        let made = try SegueProcess.run(["init", "other", "--folder", folder])
        #expect(made.status == 0)
        #expect(made.stdout.contains("kept   \(folder)/.luacheckrc"))
        #expect(try String(contentsOfFile: folder + "/.luacheckrc", encoding: .utf8) == "-- mine")
        #expect(try String(contentsOfFile: folder + "/slide_spec.lua", encoding: .utf8) == "-- mine too")
    }

    /// The .luacheckrc init writes knows the sandbox's names as the repository's does.
    @Test func theWrittenLuacheckrcHasTheRepositorysStds() throws {
        func stds(_ path: String) throws -> [String] {
            let text = try String(contentsOfFile: SegueProcess.packageRoot.path + "/" + path, encoding: .utf8)
            // Each `stds.NAME = …` statement: from its line to the next blank line.
            return text.components(separatedBy: "\n\n").compactMap { block in
                block.split(separator: "\n").drop { !$0.hasPrefix("stds.") }.joined(separator: "\n")
            }.filter { !$0.isEmpty }
        }
        let repository = try stds(".luacheckrc")
        #expect(repository.count == 3)
        #expect(try stds("Sources/segue/Init/Templates/luacheckrc.lua") == repository)
    }

    /// Runs `program arguments…` in `folder`; its status and what it printed.
    private func run(_ program: String, _ arguments: [String], in folder: String) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    /// In the project's folder, `segue test` runs that folder's specs alone, and what a failing
    /// golden leaves beside the spec is kept out of git by the `.gitignore` init wrote.
    @Test func theProjectIsReadyToCommit() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let segue = SegueProcess.executable.path
        #expect(try run(segue, ["init", "swoosh", "--folder", folder], in: "/").0 == 0)
        let passing = try run(segue, ["test"], in: folder)
        #expect(passing.0 == 0 && passing.1.contains("5 passed, 0 failed") && !passing.1.contains("examples/"), "\(passing.1)")
        // A change in the motion fails the golden, which leaves its actual trace beside it.
        let script = folder + "/swoosh.lua"
        let text = try String(contentsOfFile: script, encoding: .utf8)
        try text.replacingOccurrences(of: "duration = 0.35", with: "duration = 0.5").write(toFile: script, atomically: true, encoding: .utf8)
        let failing = try run(segue, ["test"], in: folder)
        #expect(failing.0 == 1, "\(failing.1)")
        #expect(FileManager.default.fileExists(atPath: folder + "/__goldens__/swoosh.push.actual.trace"))
        // git (a real consumer of .gitignore) would commit everything init wrote, nothing segue test left.
        #expect(try run("/usr/bin/git", ["init", "-q"], in: folder).0 == 0)
        let status = try run("/usr/bin/git", ["status", "--porcelain", "--untracked-files=all"], in: folder)
        #expect(status.0 == 0)
        #expect(!status.1.contains(".actual."), "\(status.1)")
        // Issue 45: the failing trace golden's motion-diff page too, and the image goldens' page.
        #expect(FileManager.default.fileExists(atPath: folder + "/__goldens__/swoosh.push.report.html"))
        #expect(!status.1.contains(".report.html"), "\(status.1)")
        let ignored = try run("/usr/bin/git", ["check-ignore", "image-goldens.html", "__goldens__/x.report.html"], in: folder)
        #expect(ignored.0 == 0 && ignored.1 == "image-goldens.html\n__goldens__/x.report.html\n", "\(ignored.1)")
        #expect(status.1.contains("__goldens__/swoosh.push.trace") && status.1.contains(".gitignore"), "\(status.1)")
    }

    /// Issue 45: the README init writes names no one transition (a second `init` keeps it, so it
    /// named only the first) and links to no placeholder address.
    @Test func theReadmeServesEveryTransitionOfTheFolder() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try SegueProcess.run(["init", "first", "--folder", folder]).status == 0)
        let second = try SegueProcess.run(["init", "second", "--folder", folder])
        #expect(second.status == 0 && second.stdout.contains("kept   \(folder)/README.md (it exists)"), "\(second.stdout)\(second.stderr)")
        let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
        #expect(!readme.contains("first") && !readme.contains("second"), "\(readme)")
        #expect(readme.contains("segue run NAME.lua") && readme.contains("segue init NAME"))
        #expect(!readme.contains("example.com") && !readme.contains("http"), "\(readme)")
    }
}
