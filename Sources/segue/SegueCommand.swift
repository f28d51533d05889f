import ArgumentParser

/// The `segue` command-line tool: runs Lua-scripted transitions headlessly.
@main
struct SegueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segue",
        abstract: "Run iOS-style view-controller transitions, scripted in Lua, headlessly.",
        subcommands: [RunCommand.self, ReplCommand.self, TestCommand.self]
    )

    /// Parses and runs, printing any usage error as one line.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let failure as CommandFailure {
            printError(failure.message)
            exitProcess(failure.code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help and --version print their text and succeed.
                print(fullMessage(for: error))
                exitProcess(0)
            }
            let first = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            printError("segue: \(first) (see 'segue --help')")
            // `segue test` promises 2 whenever the runner cannot run, bad options included.
            let isTest = CommandLine.arguments.dropFirst().first == "test"
            exitProcess(isTest ? 2 : code.rawValue)
        }
    }
}

/// A failure that ends the command with one line on stderr and an exit code.
struct CommandFailure: Error {
    var message: String
    var code: Int32 = 1
}
