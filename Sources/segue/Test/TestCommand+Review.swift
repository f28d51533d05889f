import ArgumentParser
import SegueCommandLine
import SegueTesting

extension TestCommand {
    /// `--review`, `--accept` and `--from` stand apart from a run's options.
    func validateReview() throws {
        if !review, port != nil || host != nil {
            throw ValidationError("--\(port != nil ? "port" : "host") is where --review's page listens: give it with --review")
        }
        if let port, !(0...65_535).contains(port) { throw ValidationError("--port must be 0…65535, got \(port)") }
        if host?.isEmpty == true { throw ValidationError("--host must name an address") }
        guard review || !accept.isEmpty else {
            if from != nil { throw ValidationError("--from names the CI artifact --review or --accept reads: give one of them") }
            return
        }
        if review, !accept.isEmpty { throw ValidationError("--review opens the page that accepts; --accept accepts without it: give one") }
        if watch || list || prune || updateGoldens != .none {
            throw ValidationError("--review and --accept run no spec; they cannot be combined with --watch, --list, --prune or --update-goldens")
        }
    }

    /// `--review`: runs the review page in `segue-preview` (never returns); `--accept`:
    /// accepts the goldens named and exits 0, or 1 when one could not be accepted.
    func reviewGoldens() throws -> Never {
        if review {
            PreviewCommand.execPreviewServer([ReviewMode.argument] + paths + (from.map { ["--from", $0] } ?? [])
                + (port.map { ["--port", String($0)] } ?? []) + (host.map { ["--host", $0] } ?? []))
        }
        let goldens: GoldenReview
        var failing: [PendingGolden]
        let unsearched: [String]
        do {
            goldens = try GoldenReview(paths: paths, artifact: from)
            (failing, unsearched) = try goldens.pendingSearch()
        } catch {
            throw CommandFailure(message: "segue test: \(error)", code: 2)
        }
        // A search that stopped short says where, and never counts as "none is failing".
        for place in unsearched { printError("segue test: --accept: the search for failing goldens stopped short: \(place)") }
        var refused = false
        for wanted in accept {
            let chosen = failing.filter { wanted == "all" || $0.id == wanted || $0.name == wanted }
            if chosen.isEmpty {
                let known = failing.isEmpty
                    ? (unsearched.isEmpty ? " (none is failing)" : " among the folders searched (the search stopped short: give the spec folders as paths)")
                    : "; failing: \(failing.map(\.id).joined(separator: ", "))"
                printError("segue test: --accept \(wanted): no failing golden by that id or name\(known)")
                refused = true
            }
            for golden in chosen {
                do {
                    let written = try goldens.accept(golden.id)
                    print("segue test: accepted \(golden.id)\(written.isEmpty ? " (its golden already held the run)" : ": wrote \(written.joined(separator: ", "))")")
                } catch {
                    printError("segue test: \(error)")
                    refused = true
                }
            }
            failing.removeAll { golden in chosen.contains { $0.id == golden.id } }
        }
        // An incomplete search may have missed goldens `all` or a name meant: not a success.
        exitProcess(refused || !unsearched.isEmpty ? 1 : 0)
    }
}

/// How `segue test --review` asks `segue-preview` for the review page instead of a
/// transition's preview: this first argument.
enum ReviewMode {
    static let argument = "--review"
}
