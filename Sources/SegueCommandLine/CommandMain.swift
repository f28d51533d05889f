import ArgumentParser

/// The one command-line convention `segue` and `segue-preview` share: how a command is parsed
/// and run, and how each way of ending becomes output and an exit status.
public enum CommandMain {
    /// The exit status of every usage error, in every command (`segue test` promises it
    /// whenever the runner cannot run).
    public static let usageExitCode: Int32 = 2

    /// Parses the process's arguments as `Command` (a root command and its subcommands) and
    /// runs it; never returns.
    ///
    /// Promises: a ``CommandFailure`` prints its one line on stderr and exits with its code; an
    /// `ExitCode` exits with it silently (the command already said why); `--help` and
    /// `--version` print their text on stdout and exit 0; any other usage error prints one
    /// line, `segue: MESSAGE (see 'HELPCOMMAND --help')`, and exits ``usageExitCode``.
    public static func run<Command: ParsableCommand>(_ command: Command.Type, helpCommand: String) -> Never {
        run(command, helpCommand: helpCommand) {
            var parsed = try Command.parseAsRoot()
            try parsed.run()
        }
    }

    /// Runs `body`, a command already parsed, and ends the process the way
    /// ``run(_:helpCommand:)`` does: exit 0 when it returns, and each error as that promises
    /// (`Command` maps the errors that are not ``CommandFailure`` or `ExitCode`).
    public static func run<Command: ParsableCommand>(_ command: Command.Type, helpCommand: String,
                                                     _ body: () throws -> Void) -> Never {
        do {
            try body()
            exitProcess(0)
        } catch let failure as CommandFailure {
            printError(failure.message)
            exitProcess(failure.code)
        } catch let exit as ExitCode {
            exitProcess(exit.rawValue)
        } catch {
            let code = Command.exitCode(for: error)
            if code == .success {
                print(Command.fullMessage(for: error))
                exitProcess(0)
            }
            let first = Command.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            printError(toolLine("\(first) (see '\(helpCommand) --help')"))
            exitProcess(usageExitCode)
        }
    }
}
