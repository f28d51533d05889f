import ArgumentParser
import Dispatch
import SegueCommandLine
import SegueTesting
import SeguePreviewServer

/// `segue test --review [PATHS…] [--from ARTIFACT]` (the `segue-preview` binary run as
/// `segue-preview --review …`): a local page listing the failing goldens under the paths,
/// to accept or reject (docs/testing.md). It keeps `segue preview`'s address, secret and
/// guard, and `segue`'s conventions: usage errors exit 2, failures exit 1 with one line.
struct ReviewCommand: ParsableCommand {
    /// The first argument that selects this command in `segue-preview`.
    static let modeArgument = "--review"

    static let configuration = CommandConfiguration(
        commandName: "segue test --review",
        abstract: "Review the failing goldens in the browser: accept or reject one, some or all.",
        discussion: """
            Prints 'Review at http://HOST:PORT/?token=SECRET' first, then serves until Ctrl-C, \
            with the preview's guard: only that address opens the page.
            """
    )

    @Argument(help: "Folders (or spec files) whose __goldens__ are reviewed (default: the current folder).")
    var paths: [String] = []

    @Option(name: .customLong("from"), help: "A CI artifact folder holding the run's .actual files by their paths relative to the project.")
    var artifact: String?

    @Option(help: "The port to listen on; 0 picks a free one (0…65535).")
    var port: Int = 0

    @Option(help: "The address to listen on: only this machine by default.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0…65535, got \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must name an address") }
    }

    func run() throws {
        let review: GoldenReview
        do { review = try GoldenReview(paths: paths, artifact: artifact) } catch {
            throw CommandFailure(message: "segue test: \(error)", code: 2)
        }
        if !PreviewCommand.isLoopback(host) {
            printError(toolLine("warning: listening on \(host): other machines can reach the review page; anyone who learns its address can accept goldens"))
        }
        let server = ReviewServer(review: review, host: host, port: port)
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do {
                try await server.run { url in
                    print("Review at \(url)")
                    flushStandardOutput()
                }
            } catch {
                failure.set("segue test: review: \(error)")
            }
            finished.signal()
        }
        finished.wait()
        if let message = failure.message { throw CommandFailure(message: message) }
    }
}
