import ArgumentParser
import Dispatch
import Segue
import SegueCommandLine
import SegueLua
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
        discussion: "Prints 'Preview at http://HOST:PORT/' first, then serves until Ctrl-C."
    )

    @Argument(help: "The transition script (a .lua file returning segue.transition { … }).")
    var file: String

    @Option(help: "The port to listen on; 0 picks a free one (0…65535).")
    var port: Int = 4860

    @Option(help: "The address to listen on (only this machine by default).")
    var host: String = "127.0.0.1"

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address") }
        _ = try limitOptions.limits(defaults: .scripts)
    }

    func run() throws {
        do { try InputFile.check(file) } catch { throw CommandFailure(message: "segue: \(error)") }
        let limits = try limitOptions.limits(defaults: .scripts)
        // A script that does not load is reported here, as `segue run` reports it; once the
        // page is open, a broken save shows over the stage instead.
        do {
            _ = try TransitionPlayer(contentsOfFile: file, limits: limits)
        } catch {
            throw CommandFailure(message: "segue: \(describe(error))")
        }
        let server = PreviewServer(path: file, host: host, port: port, limits: limits)
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { url in
                    print("Preview at \(url)")
                    flushStandardOutput()
                }
            } catch {
                failure.set("segue: preview: \(error)")
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.message { throw CommandFailure(message: message) }
    }

    /// Parses and runs with `segue`'s one-line error convention.
    static func main() {
        CommandMain.run(PreviewCommand.self, helpCommand: "segue preview")
    }
}

/// The server's error, handed from its task to the command's thread.
private final class FailureBox: @unchecked Sendable {
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
