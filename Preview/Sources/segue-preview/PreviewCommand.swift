import ArgumentParser
import Dispatch
import Segue
import SegueCore
import SegueCommandLine
import SegueLua
import SegueSystem
import SeguePreviewServer

/// `segue preview FILE` (the `segue-preview` binary, which `segue preview` runs): a local web
/// page that draws the transition exactly as the engine runs it, with transport, curves, drags
/// and live reload (docs/preview.md). It keeps `segue`'s conventions: usage errors exit 2 with
/// one line naming the option, failures exit 1 with one line.
@main
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Usage lines read as the user typed them: `segue preview`.
        commandName: "segue preview",
        abstract: "Inspect a transition in the browser: every frame drawn by the engine, live on save.",
        discussion: """
            Prints 'Preview at http://HOST:PORT/?token=SECRET' first, then serves until Ctrl-C. \
            Only that address opens the page: the token is new for every run, and requests \
            without it, from another site, or naming another host are refused.
            """
    )

    @Argument(help: "The transition script (a .lua file returning segue.transition { … }).")
    var file: String

    @Option(help: "The port to listen on; 0 picks a free one (0…65535).")
    var port: Int = 4860

    @Option(help: """
        The address to listen on: only this machine by default. Another address (0.0.0.0 \
        for all) lets other machines reach the page; anyone who learns the printed address \
        can then see the transition, and plain HTTP carries the token unencrypted.
        """)
    var host: String = "127.0.0.1"

    @Option(help: "Seconds a connection has to send each request's head; idle connections are closed after as long (0.1…3600).")
    var requestTimeout: Double = 10

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address") }
        guard requestTimeout.isFinite, (0.1...3600).contains(requestTimeout) else {
            throw ValidationError("--request-timeout must be 0.1…3600 seconds, got \(requestTimeout)")
        }
        _ = try limitOptions.limits(defaults: .scripts)
    }

    func run() throws {
        do { try InputFile.check(file) } catch { throw CommandFailure(message: toolLine("\(error)")) }
        let limits = try limitOptions.limits(defaults: .scripts)
        // A script that does not load is reported here, as `segue run` reports it; once the
        // page is open, a broken save shows over the stage instead.
        do {
            _ = try TransitionPlayer(contentsOfFile: file, limits: limits)
        } catch {
            throw CommandFailure(message: toolLine("\(describe(error))"))
        }
        if !Self.isLoopback(host) {
            printError(toolLine("warning: listening on \(host): other machines can reach the preview; anyone who learns its address (with the token, sent unencrypted over HTTP) can watch the transition"))
        }
        var connection = ConnectionLimits()
        connection.headTimeout = requestTimeout
        let server = PreviewServer(path: file, host: host, port: port, limits: limits, connection: connection)
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { url in
                    print("Preview at \(url)")
                    flushStandardOutput()
                }
            } catch {
                failure.set(toolLine("preview: \(error)"))
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.message { throw CommandFailure(message: message) }
    }

    /// Whether `host` is this machine only.
    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Parses and runs with `segue`'s one-line error convention; `--review` first (as
    /// `segue test --review` runs it) serves the golden review page instead.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == ReviewCommand.modeArgument {
            CommandMain.run(ReviewCommand.self, helpCommand: "segue test --review") {
                var parsed = try ReviewCommand.parseAsRoot(Array(arguments.dropFirst()))
                try parsed.run()
            }
        }
        CommandMain.run(PreviewCommand.self, helpCommand: "segue preview")
    }
}

/// The server's error, handed from its task to the command's thread.
final class FailureBox: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var stored: String?

    func set(_ message: String) {
        lock.wait()
        stored = message
        lock.signal()
    }

    var message: String? {
        lock.wait()
        defer { lock.signal() }
        return stored
    }
}
