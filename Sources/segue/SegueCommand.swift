import ArgumentParser
import SegueCommandLine
import SegueCore

/// The `segue` command-line tool: runs Lua-scripted transitions headlessly.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Run iOS-style view-controller transitions, scripted in Lua, headlessly.",
        discussion: """
            Exit status: 0 on success; 1 when a script, trace or run fails (or a spec fails); \
            \(CommandMain.usageExitCode) when the command line is wrong (an unknown option, a missing or \
            bad value) or the test runner cannot run. Negative numbers are accepted as option \
            values (--velocity -500).
            """,
        version: BuildCommit.versionLine,
        subcommands: [RunCommand.self, ReplCommand.self, TestCommand.self, PreviewCommand.self, RenderCommand.self, ExportCommand.self, InitCommand.self]
    )

    /// Parses and runs, printing any usage error as one line; `segue preview …` becomes the
    /// `segue-preview` binary beside this one before anything is parsed, and a plain
    /// `segue run` command line is read without ArgumentParser (``PlainRunArguments``).
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == PreviewCommand.configuration.commandName {
            PreviewCommand.execPreviewServer(Array(arguments.dropFirst()))
        }
        if arguments.first == RunCommand.name, let options = PlainRunArguments.read(arguments.dropFirst()) {
            CommandMain.run(SegueCommand.self, helpCommand: "segue") { try options.run() }
        }
        if arguments.first == TestCommand.configuration.commandName {
            // `--update-goldens` takes a mode now; given plain, as it was, it means `all`.
            let given = [arguments.first ?? ""] + TestCommand.plainUpdateGoldens(Array(arguments.dropFirst()))
            CommandMain.run(SegueCommand.self, helpCommand: "segue") {
                var parsed = try SegueCommand.parseAsRoot(given)
                try parsed.run()
            }
        }
        CommandMain.run(SegueCommand.self, helpCommand: "segue")
    }
}
