import SegueLua
import SegueCore
/// Runs spec files: finds them, loads each in a fresh state, selects tests by name and tag,
/// orders them (shuffled with a seed when asked), runs them under the watchdog, and tells a
/// reporter as it goes.
public final class SpecRunner {
    public let options: SpecOptions

    /// Creates a runner with `options`.
    public init(options: SpecOptions = SpecOptions()) {
        self.options = options
    }

    /// `options` with the paths a run was given added to the folders specs may read.
    private func fileOptions(_ paths: [String]) -> SpecOptions {
        var options = self.options
        options.readableFolders += paths.isEmpty ? ["."] : paths
        return options
    }

    /// A test a run would run, for `--list`.
    public struct ListedTest: Sendable {
        public var file: String
        public var line: Int
        public var name: String
        public var tags: [String]
        public var isPending: Bool
    }

    /// Runs the specs under `paths` and returns the report (its ``RunReport/exitStatus`` is
    /// the command's).
    @discardableResult
    public func run(paths: [String], reporter: SpecReporter) -> RunReport {
        var report = RunReport()
        let keepsEveryResult = reporter.needsEveryResult
        let start = FileSystem.now()
        var generator: SeededGenerator?
        if options.shuffle {
            let seed = options.seed ?? UInt64.random(in: 1...999_999)
            report.seed = seed
            generator = SeededGenerator(seed: seed)
        }
        var files: [String]
        do {
            files = try discover(paths)
            if options.sort && !options.shuffle { files.sort() }
        } catch {
            report.runnerError = "\(error)"
            reporter.runFinished(report)
            return report
        }
        reporter.runStarted(files: files, seed: report.seed)
        var ranAny = false
        var matchedAny = false
        let options = fileOptions(paths)
        for repetition in 1...max(1, options.repetitions) {
            // The order and every file's test shuffle are drawn here, before anything runs,
            // so a run is the same with any number of jobs.
            var order = files
            var shuffleSeeds: [UInt64?] = Array(repeating: nil, count: files.count)
            if var shuffler = generator {
                order.shuffle(using: &shuffler)
                for index in order.indices { shuffleSeeds[index] = shuffler.next() }
                generator = shuffler
            }
            var stop = false
            func record(_ run: SpecFileRun) {
                reporter.fileFinished(run.result)
                report.record(run.result, keepingEveryResult: keepsEveryResult)
                ranAny = ranAny || run.ranAny
                matchedAny = matchedAny || run.matchedAny
                if let error = run.selectionError { report.runnerError = error }
                stop = run.stopsRun
            }
            if options.jobs <= 1 || order.count <= 1 {
                for (index, path) in order.enumerated() where !stop {
                    reporter.fileStarted(path, repetition: repetition)
                    record(SpecFileRun(path: path, repetition: repetition, options: options,
                                       shuffleSeed: shuffleSeeds[index], testFinished: reporter.testFinished))
                }
            } else {
                // Files run on `jobs` threads, each in its own state; the reporter hears of
                // them in the same order and with the same events as with one job.
                let work = OrderedParallelWork(count: order.count, workers: options.jobs) { [order, shuffleSeeds] index in
                    SpecFileRun(path: order[index], repetition: repetition, options: options,
                                shuffleSeed: shuffleSeeds[index])
                }
                for index in order.indices where !stop {
                    guard let run = work.output(index) else { break }
                    reporter.fileStarted(run.result.path, repetition: repetition)
                    run.result.tests.forEach(reporter.testFinished)
                    record(run)
                    if stop { work.stop() }
                }
                work.finish()
            }
            if stop { break }
        }
        if report.runnerError == nil, !ranAny, !matchedAny, report.loadErrors.isEmpty, !files.isEmpty {
            report.runnerError = "no test matches the filters (\(describeSelection()))"
        }
        report.duration = FileSystem.now() - start
        reporter.runFinished(report)
        return report
    }

    /// The tests the specs under `paths` declare that this run would select, in file order.
    public func list(paths: [String]) throws -> (tests: [ListedTest], loadErrors: [String]) {
        var listed: [ListedTest] = []
        var errors: [String] = []
        for path in try discover(paths) {
            do {
                let spec = try SpecFile(path: path, options: fileOptions(paths))
                for test in try SpecFileRun.select(spec.tests, in: spec, options: options) {
                    listed.append(ListedTest(file: path, line: test.line, name: test.name, tags: test.tags,
                                             isPending: test.isPending))
                }
            } catch let error as SpecLoadError where error.description.hasPrefix("--filter") || error.description.hasPrefix("--pattern") {
                throw error
            } catch {
                errors.append("\(error)")
            }
        }
        return (listed, errors)
    }

    private func discover(_ paths: [String]) throws -> [String] {
        var accepts: ((String) throws -> Bool)?
        if let pattern = options.filePattern {
            let matcher = LuaPatternMatch(state: LuaState(), timeout: options.timeout)
            accepts = { name in try matcher.matches(name, pattern: pattern, option: "--pattern", subject: "the file name") }
        }
        var files = try SpecDiscovery.specFiles(under: paths.isEmpty ? ["."] : paths, accepting: accepts)
        let kind = options.filePattern.map { "matching '\($0)'" } ?? "(*_spec.lua)"
        guard !files.isEmpty else {
            throw SpecLoadError("no spec files \(kind) under \(paths.isEmpty ? "." : paths.joined(separator: ", "))")
        }
        if let shard = options.shard {
            files = files.enumerated().filter { $0.offset % shard.count == shard.index - 1 }.map(\.element)
        }
        return files
    }

    private func describeSelection() -> String {
        var parts: [String] = []
        if !options.filters.isEmpty { parts.append("--filter " + options.filters.joined(separator: ", ")) }
        if !options.filtersOut.isEmpty { parts.append("--filter-out " + options.filtersOut.joined(separator: ", ")) }
        if !options.tags.isEmpty { parts.append("--tags " + options.tags.joined(separator: ",")) }
        if !options.excludedTags.isEmpty { parts.append("--exclude-tags " + options.excludedTags.joined(separator: ",")) }
        return parts.joined(separator: "; ")
    }
}
