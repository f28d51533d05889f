import ArgumentParser
import SegueCommandLine
#if canImport(Glibc)
@preconcurrency import Glibc
#endif

/// `segue preview FILE`: `segue`'s entry for the browser inspector, which is a binary of its
/// own (`segue-preview`, so that `segue` does not link the web server). `segue preview ARGS…`
/// runs the `segue-preview` found beside the running `segue` with the same ARGS, before any
/// parsing here: its help, usage lines and errors are the preview's own.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Inspect a transition in the browser: every frame drawn by the engine, live on save.",
        discussion: "Runs the segue-preview binary beside segue; 'segue preview --help' lists its options."
    )

    @Argument(parsing: .captureForPassthrough, help: "The transition script and the preview's options.")
    var arguments: [String] = []

    func run() throws {
        Self.execPreviewServer(arguments)
    }

    /// The name of the preview's binary, looked for beside the running `segue`.
    static let binaryName = "segue-preview"

    /// Replaces this process with `segue-preview ARGUMENTS…` from the folder of the running
    /// executable; when there is none (or it cannot run), prints one line saying how to build
    /// it and exits 1. Never returns.
    static func execPreviewServer(_ arguments: [String]) -> Never {
        let folder = ExecutableFolder.current() ?? "."
        let path = folder + "/" + binaryName
        guard access(path, X_OK) == 0 else {
            printError(toolLine("preview: \(path) is missing; build it with 'swift build --package-path Preview --product \(binaryName)' and place it beside segue (scripts/segue preview does both)"))
            exitProcess(1)
        }
        flushStandardOutput()
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        printError(toolLine("preview: cannot run \(path): \(String(cString: strerror(errno)))"))
        exitProcess(1)
    }
}
