import ArgumentParser
import SegueCore

/// The `segue` command-line tool: runs Lua-scripted transitions headlessly.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Run iOS-style view-controller transitions, scripted in Lua, headlessly.",
        discussion: """
            Exit status: 0 on success; 1 when a script, trace or run fails (or a spec fails); \
            \(usageExitCode) when the command line is wrong (an unknown option, a missing or \
            bad value) or the test runner cannot run. Negative numbers are accepted as option \
            values (--velocity -500).
            """,
        version: SegueVersion.current,
        subcommands: [RunCommand.self, ReplCommand.self, TestCommand.self, PreviewCommand.self, RenderCommand.self, InitCommand.self]
    )

    /// The exit status of every usage error, in every subcommand (`segue test` promises it
    /// whenever the runner cannot run).
    static let usageExitCode: Int32 = 2

    /// Parses and runs, printing any usage error as one line.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            printError(failure.message)
            exitProcess(failure.code)
        } catch let exit as ExitCode {
            // The command already said why (hook errors, a failing spec): just the status.
            exitProcess(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version print their text and succeed.
                print(fullMessage(for: error))
                exitProcess(0)
            }
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            printError("segue: \(first) (see 'segue --help')")
            exitProcess(usageExitCode)
        }
    }
}

/// A failure that ends the command with one line on stderr and an exit code.
struct CommandFailure: Error {
    var message: String
    var code: Int32 = 1
}
