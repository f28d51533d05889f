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
        let files: [String]
        do {
            files = try discover(paths)
        } catch {
            report.runnerError = "\(error)"
            reporter.runFinished(report)
            return report
        }
        reporter.runStarted(files: files, seed: report.seed)
        var ranAny = false
        var matchedAny = false
        repetitions: for repetition in 1...max(1, options.repetitions) {
            var order = files
            if generator != nil { order.shuffle(using: &generator!) }
            for path in order {
                var result = FileResult(path: path, repetition: repetition)
                let fileStart = FileSystem.now()
                reporter.fileStarted(path, repetition: repetition)
                let spec: SpecFile
                do {
                    spec = try SpecFile(path: path, options: fileOptions(paths))
                } catch {
                    result.loadError = "\(error)"
                    result.duration = FileSystem.now() - fileStart
                    reporter.fileFinished(result)
                    report.record(result, keepingEveryResult: keepsEveryResult)
                    if options.failFast { break repetitions }
                    continue
                }
                var selected: [SpecFile.Declared]
                do {
                    selected = try select(spec.tests, in: spec)
                } catch {
                    report.runnerError = "\(error)"
                    break repetitions
                }
                if !selected.isEmpty { matchedAny = true }
                if generator != nil { selected.shuffle(using: &generator!) }
                var stop = false
                for test in selected {
                    let testResult = spec.run(test, repetition: repetition)
                    ranAny = true
                    result.tests.append(testResult)
                    reporter.testFinished(testResult)
                    if testResult.status == .failed && options.failFast {
                        stop = true
                        break
                    }
                }
                result.teardownFailure = spec.finish()
                result.duration = FileSystem.now() - fileStart
                reporter.fileFinished(result)
                report.record(result, keepingEveryResult: keepsEveryResult)
                if stop || (options.failFast && result.teardownFailure != nil) { break repetitions }
            }
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
                for test in try select(spec.tests, in: spec) {
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

    private func select(_ tests: [SpecFile.Declared], in spec: SpecFile) throws -> [SpecFile.Declared] {
        try tests.filter { test in
            if !options.tags.isEmpty && !test.tags.contains(where: options.tags.contains) { return false }
            if test.tags.contains(where: options.excludedTags.contains) { return false }
            for pattern in options.filtersOut where try spec.matches(test.name, pattern: pattern, option: "--filter-out") {
                return false
            }
            if options.filters.isEmpty { return true }
            for pattern in options.filters where try spec.matches(test.name, pattern: pattern) { return true }
            return false
        }
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
