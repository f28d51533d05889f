import SegueCore

/// One spec file run from start to end — loaded in a fresh state, its tests selected,
/// ordered and run, its teardowns run — with nothing shared with other files' runs, so
/// files can run on several threads at once (`segue test --jobs N`).
struct SpecFileRun: Sendable {
    /// The file's results.
    var result: FileResult
    /// Why the selection could not be made (a malformed `--filter` pattern): the run's
    /// runner error.
    var selectionError: String?
    /// Whether any of its tests matched the selection.
    var matchedAny = false
    /// Whether any test ran.
    var ranAny = false
    /// Whether `--fail-fast` stops the run after this file.
    var stopsRun = false

    /// Runs `path` (repetition `repetition`) with `options`; its tests are shuffled with
    /// `shuffleSeed` when set. `testFinished` is told of each test as it ends.
    init(path: String, repetition: Int, options: SpecOptions, shuffleSeed: UInt64?,
         testFinished: (TestResult) -> Void = { _ in }) {
        result = FileResult(path: path, repetition: repetition)
        let fileStart = FileSystem.now()
        defer { result.duration = FileSystem.now() - fileStart }
        let spec: SpecFile
        do {
            spec = try SpecFile(path: path, options: options)
        } catch {
            result.loadError = "\(error)"
            stopsRun = options.failFast
            return
        }
        options.goldenLedger?.ran(spec: path)
        var selected: [SpecFile.Declared]
        do {
            selected = try Self.select(spec.tests, in: spec, options: options)
        } catch {
            selectionError = "\(error)"
            stopsRun = true
            return
        }
        matchedAny = !selected.isEmpty
        if let shuffleSeed {
            var generator = SeededGenerator(seed: shuffleSeed)
            selected.shuffle(using: &generator)
        } else if options.sort {
            // By full name, then by line for tests of one name.
            selected.sort { ($0.name, $0.line) < ($1.name, $1.line) }
        }
        for test in selected {
            let testResult = spec.run(test, repetition: repetition)
            ranAny = true
            result.tests.append(testResult)
            testFinished(testResult)
            if testResult.status == .failed && options.failFast {
                stopsRun = true
                break
            }
        }
        result.teardownFailure = spec.finish()
        result.coverage = spec.coverage
        if options.failFast && result.teardownFailure != nil { stopsRun = true }
    }

    /// The tests of `tests` that `options` select (tags, `--filter-out`, `--filter`).
    static func select(_ tests: [SpecFile.Declared], in spec: SpecFile, options: SpecOptions) throws -> [SpecFile.Declared] {
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
}
