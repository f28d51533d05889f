#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import ArgumentParser
import SegueCommandLine
import SegueLua
import SegueSystem
import SegueTesting

/// `segue init [NAME]`: a new transition ready to run and commit — NAME.lua (a working
/// navigation push), NAME_spec.lua (specs that pass, one checking a golden trace, which init
/// records in `__goldens__/`), and, when absent, the folder's README.md (how to run it),
/// `.gitignore` (what `segue test` writes beside specs), the lint and editor setup:
/// `.luacheckrc` (the sandbox's names, the spec DSL in `*_spec.lua`), `.luarc.json` for
/// LuaLS and the `types/` it points to. Never overwrites a file: an existing NAME.lua or NAME_spec.lua
/// stops it before anything is written (exit 1, naming the file); an existing setup file is
/// kept as it is.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Start a transition: NAME.lua, NAME_spec.lua and its golden, and README.md, .gitignore, .luacheckrc, .luarc.json and types/ when absent (never overwrites a file)."
    )

    @Argument(help: "The transition's name: letters, digits and _, not starting with a digit.")
    var name: String = "transition"

    @Option(help: "The folder to write in, made when missing (. is the current folder).")
    var folder: String = "."

    func validate() throws {
        let bytes = Array(name.utf8)
        let isLetter = { (b: UInt8) in (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
        let isDigit = { (b: UInt8) in b >= 48 && b <= 57 }
        guard let first = bytes.first, bytes.count <= 64, isLetter(first), bytes.allSatisfy({ isLetter($0) || isDigit($0) }),
              !name.hasSuffix("_spec") else {
            throw ValidationError("NAME must be 1…64 letters, digits and _, not starting with a digit nor ending in _spec, got '\(name)'")
        }
        guard !folder.isEmpty else { throw ValidationError("--folder must name a folder, got ''") }
    }

    func run() throws {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let shown = { (path: String) in base == "./" ? path : base + path }
        let own = [
            (name + ".lua", InitTemplates.transition(named: name)),
            (name + "_spec.lua", InitTemplates.spec(named: name)),
        ]
        for (path, _) in own where exists(base + path) {
            throw CommandFailure(message: "segue init: \(shown(path)) already exists; nothing was written")
        }
        let folderFiles = [("README.md", InitTemplates.readme)] + InitTemplates.setup
        for (path, text) in own + folderFiles {
            if exists(base + path) {
                print("kept   \(shown(path)) (it exists)")
                continue
            }
            // Through the file gate: never replaces a file (nor writes through a link), every
            // write checked.
            do { try OutputFile.write(text, to: base + path, replacing: false, creatingFolders: true) } catch {
                throw CommandFailure(message: "segue init: \(shown(path)): \(error.why)")
            }
            print("wrote  \(shown(path))")
        }
        try recordGolden(base: base, shown: shown)
        let place = base == "./" ? "" : "cd \(folder) && "
        print("next:  \(place)segue test   (and segue run \(name).lua, segue preview \(name).lua, luacheck .)")
    }

    /// Records the golden trace the new spec checks by running that spec's golden test with
    /// `--update-goldens`, so the first `segue test` passes and locks the motion as made;
    /// an existing golden of that name is kept.
    private func recordGolden(base: String, shown: (String) -> String) throws {
        let golden = InitTemplates.golden(named: name)
        if exists(base + golden) {
            print("kept   \(shown(golden)) (it exists)")
            return
        }
        var options = SpecOptions()
        options.updateGoldens = true
        options.filters = [InitTemplates.goldenTestName]
        options.readableFolders = [base]
        let report = SpecRunner(options: options).run(paths: [base + name + "_spec.lua"], reporter: SilentReporter())
        guard report.exitStatus == 0, report.passed == 1, exists(base + golden) else {
            let why = report.runnerError ?? report.files.compactMap { $0.loadError ?? $0.tests.first?.failure?.message }.first
                ?? "the spec recorded nothing"
            throw CommandFailure(message: "segue init: \(shown(golden)): cannot record it: \(why)")
        }
        print("wrote  \(shown(golden)) (recorded by \(shown(name + "_spec.lua")))")
    }

    private func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
