import Foundation
import Testing
import TestScratch

/// `scripts/install` and `--uninstall` touch only what they installed (issue 40, item 6): an
/// install records each file with its SHA-256 in `PREFIX/share/segue/install-manifest`; an
/// uninstall removes only listed files whose content is still what was installed; an empty
/// prefix is a usage error (status 2), never the current folder. The binaries installed are
/// stand-ins (`SEGUE_INSTALL_FROM`), so nothing is built.
@Suite struct InstallScriptTests {
    /// A folder of stand-in binaries: `segue` (answering `--version`), `segue-preview`, `segue.commit`.
    func standIns() throws -> String {
        let folder = ScratchFolder.make("segue-install-from")
        try "#!/bin/sh\necho 0.0-test\n".write(toFile: folder + "/segue", atomically: true, encoding: .utf8)
        try "#!/bin/sh\nexit 0\n".write(toFile: folder + "/segue-preview", atomically: true, encoding: .utf8)
        try "0123abc\n".write(toFile: folder + "/segue.commit", atomically: true, encoding: .utf8)
        for name in ["segue", "segue-preview"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(folder)/\(name)")
        }
        return folder
    }

    /// Runs `scripts/install arguments…` in `folder`, installing from `from` when given.
    func install(_ arguments: [String], from: String? = nil, in folder: String) throws -> SegueProcess.Result {
        let script = SegueProcess.packageRoot.appendingPathComponent("scripts/install").path
        let environment = ["PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(folder)"] + (from.map { ["SEGUE_INSTALL_FROM=\($0)"] } ?? [])
        return try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                                    arguments: ["-i"] + environment + ["/bin/bash", script] + arguments, in: folder)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func uninstallRemovesNothingItDidNotInstall() throws {
        let prefix = ScratchFolder.make("segue-install-prefix")
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        try "someone else's segue\n".write(toFile: prefix + "/bin/segue", atomically: true, encoding: .utf8)
        let result = try install(["--uninstall", "--prefix", prefix], in: prefix)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("no install manifest at \(prefix)/share/segue/install-manifest: nothing removed"),
                "\(result.stderr)")
        #expect(exists(prefix + "/bin/segue"), "a segue no install recorded stays")
    }

    @Test func anEmptyPrefixIsAUsageErrorNotTheCurrentFolder() throws {
        let folder = ScratchFolder.make("segue-install-cwd")
        try FileManager.default.createDirectory(atPath: folder + "/bin", withIntermediateDirectories: true)
        try "mine\n".write(toFile: folder + "/bin/segue", atomically: true, encoding: .utf8)
        for arguments in [["--uninstall", "--prefix="], ["--prefix="], ["--prefix", ""], ["--uninstall", "--prefix", "  "]] {
            let result = try install(arguments, from: try standIns(), in: folder)
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("--prefix is empty"), "\(arguments): \(result.stderr)")
            #expect(try String(contentsOfFile: folder + "/bin/segue", encoding: .utf8) == "mine\n", "\(arguments)")
            #expect(!exists(folder + "/share"), "\(arguments) installed into the current folder")
        }
        for arguments in [["--prefix"], ["--frobnicate"]] {
            #expect(try install(arguments, in: folder).status == 2, "\(arguments)")
        }
    }

    @Test func installRecordsWhatItWroteAndUninstallRemovesOnlyThatUnchanged() throws {
        let prefix = ScratchFolder.make("segue-install-prefix")
        let made = try install(["--prefix=\(prefix)"], from: try standIns(), in: prefix)
        #expect(made.status == 0, "\(made.stderr)")
        #expect(made.stdout.contains("installed segue 0.0-test in \(prefix)/bin"), "\(made.stdout)")
        let manifest = try String(contentsOfFile: prefix + "/share/segue/install-manifest", encoding: .utf8)
        let lines = manifest.split(separator: "\n")
        #expect(lines.map { $0.split(separator: " ").last.map(String.init) } == ["bin/segue", "bin/segue-preview", "bin/segue.commit"])
        #expect(lines.allSatisfy { $0.split(separator: " ").first?.count == 64 }, "\(manifest)")

        // The user replaces segue-preview after the install, and adds a file of their own.
        try "#!/bin/sh\necho edited\n".write(toFile: prefix + "/bin/segue-preview", atomically: true, encoding: .utf8)
        try "theirs\n".write(toFile: prefix + "/bin/other", atomically: true, encoding: .utf8)
        let removed = try install(["--uninstall", "--prefix", prefix], in: prefix)
        #expect(removed.status == 1, "one file kept: \(removed.stderr)")
        #expect(removed.stdout.contains("removed \(prefix)/bin/segue\n"), "\(removed.stdout)")
        #expect(removed.stderr.contains("kept \(prefix)/bin/segue-preview: changed since it was installed"), "\(removed.stderr)")
        #expect(!exists(prefix + "/bin/segue") && !exists(prefix + "/bin/segue.commit"))
        #expect(exists(prefix + "/bin/segue-preview") && exists(prefix + "/bin/other"))
        #expect(!exists(prefix + "/share/segue"), "the manifest goes with the install")

        // A manifest naming a file no install writes: that file stays.
        try FileManager.default.createDirectory(atPath: prefix + "/share/segue", withIntermediateDirectories: true)
        let sum = String(repeating: "0", count: 64)
        try "\(sum) bin/other\n\(sum) ../outside\n".write(toFile: prefix + "/share/segue/install-manifest", atomically: true, encoding: .utf8)
        let forged = try install(["--uninstall", "--prefix", prefix], in: prefix)
        #expect(forged.stderr.contains("lists 'bin/other', which no install writes: left alone"), "\(forged.stderr)")
        #expect(exists(prefix + "/bin/other"))
    }
}
