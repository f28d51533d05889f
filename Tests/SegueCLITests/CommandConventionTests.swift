import Foundation
import Testing

/// One command-line convention in every subcommand: a usage error — an unknown option, a bad
/// value — exits 2 with one line on standard error that names the option, and nothing on
/// standard output; an option two subcommands share is spelled the same in both.
///
/// `segue preview` runs the `segue-preview` binary beside `segue`, which the Preview package
/// (Preview/, the web server) builds: this file is linked into that package's tests too, where
/// SEGUE_PREVIEW_PACKAGE adds `preview` to the commands, so every command, `preview` included,
/// is held to one convention (scripts/test runs both).
@Suite struct CommandConventionTests {
    /// Each subcommand, the arguments it needs to get as far as its options, and a bad value
    /// of one of its options with the option's name.
    static let commands: [(name: String, needs: [String], badValue: [String], option: String)] = {
        var commands: [(name: String, needs: [String], badValue: [String], option: String)] = [
            ("run", ["examples/cube.lua"], ["--scrub", "2"], "--scrub"),
            ("repl", [], ["--fps", "0"], "--fps"),
            ("test", ["examples"], ["--jobs", "0"], "--jobs"),
            ("render", ["examples/cube.lua", "--output", "/tmp/never.svg"], ["--frames", "1"], "--frames"),
            ("init", ["never_made", "--folder", "/tmp/segue-never-made"], ["--folder", ""], "--folder"),
        ]
        #if SEGUE_PREVIEW_PACKAGE
        commands.append(("preview", ["examples/cube.lua"], ["--port", "99999"], "--port"))
        #endif
        return commands
    }()

    static func expectUsageError(_ arguments: [String], naming option: String) throws {
        let result = try SegueProcess.runBounded(arguments)
        #expect(result.status == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty, "\(arguments)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(option), "\(arguments): \(result.stderr)")
    }

    @Test(arguments: commands.map(\.name))
    func anUnknownOptionAndABadValueExitTwoWithOneLineNamingTheOption(command: String) throws {
        let entry = try #require(Self.commands.first { $0.name == command })
        try Self.expectUsageError([command] + entry.needs + ["--no-such-option"], naming: "--no-such-option")
        try Self.expectUsageError([command] + entry.needs + ["--no-such-option=3"], naming: "--no-such-option")
        try Self.expectUsageError([command] + entry.needs + entry.badValue, naming: entry.option)
        if command != "init" {
            // The script limits every command that runs scripts shares.
            try Self.expectUsageError([command] + entry.needs + ["--memory-limit", "0"], naming: "--memory-limit")
            try Self.expectUsageError([command] + entry.needs + ["--hook-budget", "x"], naming: "--hook-budget")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/segue-never-made"))
    }

    /// The long options `segue COMMAND --help` lists.
    static func options(of command: String) throws -> Set<String> {
        let help = try SegueProcess.run([command, "--help"])
        #expect(help.status == 0)
        var names: Set<String> = []
        for line in help.stdout.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { continue }
            for word in trimmed.split(separator: " ") where word.hasPrefix("--") {
                names.insert(String(word.prefix { $0 != " " && $0 != "<" && $0 != "," && $0 != "=" }))
            }
        }
        return names
    }

    @Test func sharedOptionsAreSpelledTheSameEverywhere() throws {
        var all: [String: Set<String>] = [:]
        for (name, _, _, _) in Self.commands { all[name] = try Self.options(of: name) }
        let everywhere = all.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // Spellings of one meaning: only one of each group may appear in any subcommand.
        let synonyms: [[String]] = [
            ["--output", "--output-file", "--outfile"],
            ["--fps", "--frame-rate", "--framerate"],
            ["--request", "--transition"],
            ["--gesture", "--gesture-trace", "--trace"],
            ["--memory-limit", "--memory", "--max-memory"],
            ["--timeout", "--time-limit"],
            ["--format", "--reporter-format"],
            ["--no-color", "--no-colour", "--nocolor"],
            ["--folder", "--directory", "--dir"],
        ]
        for group in synonyms {
            let used = group.filter(everywhere.contains)
            #expect(used.count <= 1, "one meaning spelled \(used)")
        }
        // Writing a file is --output in every command that writes one.
        for command in ["test", "render"] { #expect(all[command]?.contains("--output") == true, "\(command)") }
        // The script limits are the same options wherever scripts run.
        let limits: Set<String> = ["--hook-budget", "--transition-budget", "--memory-limit", "--max-frames"]
        for (command, _, _, _) in Self.commands where command != "init" {
            #expect(all[command].map(limits.isSubset) == true, "\(command)")
        }
        // run and render take a run's inputs under the same names.
        let runInputs: Set<String> = ["--request", "--scrub", "--velocity", "--gesture", "--fps"]
        #expect(all["run"].map(runInputs.isSubset) == true)
        #expect(all["render"].map(runInputs.isSubset) == true)
    }
}
