#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif
import ArgumentParser
import SegueCommandLine
import SegueLua
import SegueSystem
import SegueTesting

/// `segue test [PATHS…]`: runs the `*_spec.lua` files under the paths.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run Lua spec files (*_spec.lua): exit 0 when all pass, 1 when a test fails, 2 when the runner cannot run."
    )

    enum Reporter: String, ExpressibleByArgument, CaseIterable {
        case terminal, tap, junit, json

        /// Also busted's names for its output handlers (`-o TAP`, `-o utfTerminal`, …), in
        /// any case.
        init?(argument: String) {
            switch argument.lowercased() {
            case "terminal", "utfterminal", "plainterminal", "gtest": self = .terminal
            case "tap": self = .tap
            case "junit": self = .junit
            case "json": self = .json
            default: return nil
            }
        }
    }

    @Argument(help: "Spec files, or folders to search for *_spec.lua (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Run only tests whose full name matches this Lua pattern (repeatable).")
    var filter: [String] = []

    @Option(name: .customLong("filter-out"), help: "Skip tests whose full name matches this Lua pattern (repeatable).")
    var filterOut: [String] = []

    @Option(help: "Find spec files whose name matches this Lua pattern (default: names ending in _spec.lua).")
    var pattern: String?

    @Option(name: [.customShort("t"), .long], help: "Run only tests with one of these #tags (comma-separated, repeatable).")
    var tags: [String] = []

    @Option(name: .customLong("exclude-tags"), help: "Skip tests with one of these #tags (comma-separated, repeatable).")
    var excludeTags: [String] = []

    @Option(help: "Folders require searches after each spec's folder, ';'-separated; busted's FOLDER/?.lua and FOLDER/?/init.lua work too (repeatable).")
    var lpath: [String] = []

    @Option(help: "A Lua file run in every spec file's state before the spec: matchers of your own (expect.extend), shared helpers and globals (repeatable; busted's --helper).")
    var helper: [String] = []

    @Option(name: [.customShort("r"), .customLong("run")], help: "Play this run of the project's .segue-test.lua (default: its 'default' run, when the file is there); options given here win over the file's (busted's -r).")
    var runName: String?

    @Flag(help: "List the tests that would run, with file:line, and exit.")
    var list = false

    @Flag(help: "Run spec files in path order and each file's tests in name order (busted's --sort); not with --shuffle.")
    var sort = false

    @Flag(name: .customLong("defer-print"), help: "Print what tests print after the run's failures, under each test's name, not under its line (busted's --defer-print).")
    var deferPrint = false

    @Option(help: "Seed of the shuffle and of math.random in every spec.")
    var seed: UInt64?

    @Flag(help: "Run files and tests in a random order (printed seed; repeat it with --seed).")
    var shuffle = false

    @Option(name: .customLong("repeat"), help: "Run everything this many times.")
    var repetitions: Int = 1

    @Option(name: [.customShort("j"), .long], help: "Run this many spec files at once (1…64), each in its own Lua state; reports keep the order of --jobs 1.")
    var jobs: Int = 1

    @Flag(name: .customLong("fail-fast"), help: "Stop at the first failing test.")
    var failFast = false

    @Option(name: .customLong("update-goldens"),
            help: ArgumentHelp("Which goldens (__goldens__/ beside each spec) to write instead of only comparing: all, new (missing ones), failed (missing and failing ones) or none (the default: a missing golden fails). A plain --update-goldens (no mode after it) is --update-goldens=all. A golden is written only when its text or pixels change.",
                               valueName: "mode"))
    var updateGoldens: GoldenUpdate = .none

    @Flag(help: "After a full run that passed (no --filter, --tags, --shard, --pattern, --fail-fast), remove the obsolete goldens: files in the specs' __goldens__ folders no spec used (regular files only; a link is refused and stays).")
    var prune = false

    @Flag(help: "Run no spec: open a local page (the preview's server, its address printed) listing every failing golden under the paths — its failure, its report, expected and actual images — to accept or reject one, some or all.")
    var review = false

    @Option(help: ArgumentHelp("Run no spec: accept the failing golden ID (as --review names it, e.g. examples/__goldens__/panel.released.trace), every failing golden of that NAME, or all (repeatable): the run's .actual file becomes the golden.",
                               valueName: "id"))
    var accept: [String] = []

    @Option(name: .customLong("from"), help: ArgumentHelp("With --review or --accept: read the run's .actual files from this CI artifact folder, laid out by their paths relative to the project (ARTIFACT/examples/__goldens__/NAME.actual.trace), and write the goldens into the project's folders (from the current folder).",
                                                          valueName: "artifact-folder"))
    var from: String?

    @Option(help: "With --review: the port the review page listens on (0…65535; 0, the default, picks a free one; the first line says which).")
    var port: Int?

    @Option(help: "With --review: the address the review page listens on (only this machine, 127.0.0.1, by default).")
    var host: String?

    @Option(name: .customLong("image-report"), help: "Where to write the page of failing image goldens (expected, actual and diff side by side) when some fail.")
    var imageReport = "image-goldens.html"

    @Option(help: "Seconds a test may run before the watchdog stops it and fails it.")
    var timeout: Double = 5

    @Option(name: [.customShort("o"), .long], help: "Report format: terminal, tap, junit or json (busted's names work too: -o TAP, -o utfTerminal).")
    var reporter: Reporter = .terminal

    @Option(help: "Run shard K of N (K/N): the spec files dealt round-robin in sorted order, for CI matrices.")
    var shard: String?

    @Option(help: "Write the report to this file (the terminal summary still prints).")
    var output: String?

    @Flag(help: "Count the lines each transition script and module the specs load runs, and write them as LCOV (see --coverage-output).")
    var coverage = false

    @Option(name: .customLong("coverage-output"), help: "Where --coverage writes its LCOV tracefile (folders made as needed).")
    var coverageOutput: String = "coverage/lcov.info"

    @Flag(name: .customLong("no-color"), help: "Never colour the terminal report.")
    var noColor = false

    @Flag(help: "Run again on every save of a .lua file under the paths: the saved specs, or every spec when another file changed.")
    var watch = false

    @OptionGroup var limitOptions: LimitOptions

    func validate() throws {
        guard repetitions >= 1, repetitions <= 100_000 else { throw ValidationError("--repeat must be in 1…100000, got \(repetitions)") }
        try checkOption(timeout, "--timeout", in: 0.001...86_400)
        guard (1...64).contains(jobs) else { throw ValidationError("--jobs must be in 1…64, got \(jobs)") }
        _ = try parsedShard()
        for entry in lpath {
            do { _ = try ModuleSearchPath.folders(entry) } catch { throw ValidationError("\(error)") }
        }
        if watch, reporter != .terminal || output != nil || list {
            throw ValidationError("--watch prints the terminal report; it cannot be combined with --reporter, --output or --list")
        }
        if sort, shuffle { throw ValidationError("--sort and --shuffle choose the order both: give one") }
        if watch, coverage { throw ValidationError("--coverage writes after a run ends; it cannot be combined with --watch") }
        if prune, let partial = partialRunOption() {
            throw ValidationError("--prune removes the goldens no spec used, which only a full run can tell; it cannot be combined with \(partial)")
        }
        try validateReview()
        _ = try limitOptions.limits(defaults: .specs)
        for file in helper {
            do { try InputFile.check(file) } catch { throw ValidationError("--helper \(error)") }
        }
    }

    func run() throws {
        if review || !accept.isEmpty { try reviewGoldens() }
        let configured = try withConfiguration()
        try configured.command.play(configured)
    }

    /// Runs the specs with the options as they stand (the configuration's run filled in);
    /// `configured`: what the run adds — the golden traces' default tolerance, and the paths
    /// it chose inside the project, written and read through the gate relative to it.
    private func play(_ configured: ConfiguredRun) throws {
        let tolerance = configured.tolerance
        var options = SpecOptions()
        options.filters = filter
        options.filtersOut = filterOut
        options.filePattern = pattern
        options.shard = try parsedShard()
        options.tags = split(tags)
        options.excludedTags = split(excludeTags)
        options.seed = seed
        options.shuffle = shuffle
        options.repetitions = repetitions
        options.failFast = failFast
        options.sort = sort
        if let tolerance { options.goldenTolerance = tolerance }
        options.jobs = jobs
        options.moduleFolders = try lpath.flatMap { try ModuleSearchPath.folders($0) }
        options.coverage = coverage
        options.helpers = helper
        options.projectHelpers = configured.helpers
        options.goldenUpdate = updateGoldens
        let ledger = GoldenLedger()
        options.goldenLedger = ledger
        let imageGoldens = ImageGoldenLog(page: imageReport)
        options.imageGoldenLog = imageGoldens
        options.timeout = timeout
        options.limits = try limitOptions.limits(defaults: .specs)
        options.hookBudget = min(options.hookBudget, timeout)
        if watch {
            // Runs of a few specs may still read what the whole paths may.
            options.readableFolders += paths.isEmpty ? ["."] : paths
        }
        let runner = SpecRunner(options: options)

        if list {
            do {
                let listed = try runner.list(paths: paths)
                for test in listed.tests {
                    let tags = test.tags.isEmpty ? "" : "  [" + test.tags.map { "#" + $0 }.joined(separator: " ") + "]"
                    print("\(test.file):\(test.line): \(test.name)\(test.isPending ? "  (pending)" : "")\(tags)")
                }
                for error in listed.loadErrors { printError("segue test: \(error)") }
                exitProcess(listed.loadErrors.isEmpty ? 0 : 2)
            } catch {
                throw CommandFailure(message: "segue test: \(error)", code: 2)
            }
        }

        let stdoutWrite: ReportOutput = { print($0) }
        var collected = ""
        let collect: ReportOutput = { collected += $0 + "\n" }
        let colour = !noColor && isatty(STDOUT_FILENO) != 0 && getenv("NO_COLOR") == nil
        var reporters: [SpecReporter] = []
        let target = output == nil ? stdoutWrite : collect
        switch reporter {
        case .terminal: reporters.append(TerminalReporter(colour: output == nil && colour, defersPrint: deferPrint, write: target))
        case .tap: reporters.append(TAPReporter(write: target))
        case .junit: reporters.append(JUnitReporter(write: target))
        case .json: reporters.append(JSONReporter(write: target))
        }
        if output != nil { reporters.append(TerminalReporter(colour: colour, defersPrint: deferPrint, write: stdoutWrite)) }
        if watch {
            SpecWatch(paths: paths) { targets in
                runner.run(paths: targets, reporter: CombinedReporter(makeReporters(colour: colour)))
            }.start()
        }
        let report = runner.run(paths: paths, reporter: CombinedReporter(reporters))
        if let output {
            do {
                if let inside = configured.output { try inside.write(Array(collected.utf8)) }
                else { try OutputFile.write(collected, to: output) }
            } catch {
                throw CommandFailure(message: "segue test: \(output): cannot write the report: \(error.why)", code: 2)
            }
        }
        if coverage { try writeCoverage(report.coverage, inside: configured.coverageOutput) }
        if let error = report.runnerError { printError("segue test: \(error)") }
        let pruneFailed = reportGoldens(ledger, report: report)
        let failing = imageGoldens.failures
        if !failing.isEmpty {
            do {
                try ImageGoldenPage.write(failing, to: imageReport)
                let line = ImageGoldenSummary.line(failing, page: imageReport)
                // Beside a TAP, JUnit or JSON report on standard output, the line goes to standard error.
                if reporter == .terminal || output != nil { print(line) } else { printError(line) }
            } catch {
                printError("segue test: \(imageReport): cannot write the page of failing image goldens: \(error.why)")
                exitProcess(2)
            }
        }
        exitProcess(pruneFailed && report.exitStatus == 0 ? 1 : report.exitStatus)
    }

    /// The first option that makes a run partial — one that cannot tell which goldens no spec
    /// uses — or nil for a full run.
    private func partialRunOption() -> String? {
        if !filter.isEmpty { return "--filter" }
        if !filterOut.isEmpty { return "--filter-out" }
        if !tags.isEmpty { return "--tags" }
        if !excludeTags.isEmpty { return "--exclude-tags" }
        if shard != nil { return "--shard" }
        if pattern != nil { return "--pattern" }
        if failFast { return "--fail-fast" }
        if watch { return "--watch" }
        if list { return "--list" }
        return nil
    }

    /// Says how many golden files the run wrote and, after a full run that passed, which
    /// goldens no spec used (removing them with `--prune`); the lines go where the image
    /// goldens' line goes. Returns whether `--prune` could not remove one.
    private func reportGoldens(_ ledger: GoldenLedger, report: RunReport) -> Bool {
        let say: (String) -> Void = { line in
            if reporter == .terminal || output != nil { print(line) } else { printError(line) }
        }
        let written = ledger.written
        if updateGoldens != .none {
            let list = written.prefix(5).joined(separator: ", ") + (written.count > 5 ? ", …" : "")
            say("segue test: --update-goldens=\(updateGoldens.rawValue) wrote \(written.count) golden file\(written.count == 1 ? "" : "s")\(written.isEmpty ? "" : ": " + list)")
        }
        guard partialRunOption() == nil, report.exitStatus == 0, report.failed == 0, report.skipped == 0 else {
            if prune { say("segue test: --prune removed nothing: only a full run where every test ran and passed can tell which goldens are obsolete") }
            return prune
        }
        let found = ObsoleteGoldens.find(in: ledger)
        for error in found.errors { printError("segue test: \(error)") }
        guard !found.obsolete.isEmpty else {
            if prune {
                say("segue test: --prune found no obsolete golden files")
                // A folder whose specs did not all run cannot tell which of its goldens are unused.
                for folder in found.unchecked { say("  not looked at: \(folder)") }
            }
            return prune && !found.errors.isEmpty
        }
        if !prune {
            say("segue test: \(found.obsolete.count) obsolete golden file\(found.obsolete.count == 1 ? "" : "s") no spec used (segue test --prune removes them):")
            for file in found.obsolete {
                say("  \(file.path)\(file.refusedKind.map { " (\($0): --prune leaves it)" } ?? "")")
            }
            return false
        }
        let (removed, refused) = ObsoleteGoldens.prune(found.obsolete)
        say("segue test: --prune removed \(removed.count) obsolete golden file\(removed.count == 1 ? "" : "s")")
        for file in removed { say("  \(file)") }
        for refusal in refused { printError("segue test: --prune: \(refusal)") }
        return !refused.isEmpty || !found.errors.isEmpty
    }

    /// Writes `--coverage`'s LCOV tracefile and says on standard error how much ran.
    /// `inside`: the path when the project's file chose it (written relative to the project).
    private func writeCoverage(_ lines: LineCoverage, inside: ProjectPath?) throws {
        do {
            let text = LCOVReport.text(of: lines)
            if let inside { try inside.write(Array(text.utf8), creatingFolders: true) }
            else { try OutputFile.write(text, to: coverageOutput, creatingFolders: true) }
        } catch {
            throw CommandFailure(message: "segue test: \(coverageOutput): cannot write the coverage: \(error.why)", code: 2)
        }
        let (hit, found) = lines.summary
        fflush(stdout)
        // Tenths of a percent, rounded as lcov --summary rounds them.
        let tenths = found == 0 ? 1000 : (hit * 2000 / found + 1) / 2
        printError("coverage: \(hit) of \(found) lines (\(tenths / 10).\(tenths % 10)%) in \(lines.files.count) file\(lines.files.count == 1 ? "" : "s") → \(coverageOutput)")
    }

    /// The terminal reporter a watch run prints with (one per run: reporters keep state).
    private func makeReporters(colour: Bool) -> [SpecReporter] {
        [TerminalReporter(colour: colour, defersPrint: deferPrint, write: { print($0) })]
    }

    /// `--shard K/N` as (K, N), 1 ≤ K ≤ N ≤ 10000; nil without the option.
    private func parsedShard() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
              (1...10_000).contains(count), (1...count).contains(index) else {
            throw ValidationError("--shard must be K/N with 1 ≤ K ≤ N ≤ 10000, got '\(shard)'")
        }
        return (index, count)
    }

    private func split(_ values: [String]) -> [String] {
        var names: [String] = []
        for value in values {
            for part in value.split(separator: ",") {
                let name = part.hasPrefix("#") ? String(part.dropFirst()) : String(part)
                if !name.isEmpty { names.append(name) }
            }
        }
        return names
    }
}

extension GoldenUpdate: ExpressibleByArgument {
    /// A plain `--update-goldens` (no `=MODE`) is given as `--update-goldens=all`
    /// (``TestCommand/plainUpdateGoldens(_:)``).
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension TestCommand {
    /// `arguments` (after `segue test`) with a plain `--update-goldens` — the flag it was
    /// before it took a mode — spelled `--update-goldens=all`, unless the next argument is a
    /// mode (`--update-goldens failed`); nothing after `--` is touched.
    static func plainUpdateGoldens(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var ended = false
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { ended = true }
            let next = index + 1 < arguments.count ? arguments[index + 1] : nil
            let plain = !ended && argument == "--update-goldens" && !(next.map { GoldenUpdate(rawValue: $0) != nil } ?? false)
            result.append(plain ? "--update-goldens=all" : argument)
        }
        return result
    }
}
