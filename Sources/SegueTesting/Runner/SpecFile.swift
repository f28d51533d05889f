import SegueCore
import CLua
import CLuaBridge
import SegueLua

/// One spec file loaded in a fresh sandboxed Lua state of its own: the DSL installed, the
/// file run to declare its tests, then the tests run one by one on request, each under the
/// watchdog.
final class SpecFile {
    /// A declared test.
    struct Declared {
        var id: Int
        var name: String
        var line: Int
        var tags: [String]
        var isPending: Bool
    }

    let path: String
    let options: SpecOptions
    let host: ScriptHost
    private let stages: StageBinding
    private let runtime: Int32
    /// How many stages the file's state holds now (made and not yet collected).
    var liveStages: Int { stages.liveStages }
    /// How many script files the file's stages read so far (each once, ``LoadedScripts``).
    var scriptReads: Int { stages.scripts.reads }
    /// The tests the file declared, in declaration order.
    private(set) var tests: [Declared] = []

    /// Loads `path`; throws a message naming `file:line` when it does not compile or
    /// declaring its tests fails.
    init(path: String, options: SpecOptions) throws {
        self.path = path
        self.options = options
        let source: LuaSource
        var helpers: [(path: String, source: LuaSource)] = []
        do {
            source = try LuaSource.read(path)
            for helper in options.helpers { helpers.append((helper, try LuaSource.read(helper))) }
        } catch { throw SpecLoadError(error.description) }
        do {
            // The project's own helpers (`.segue-test.lua`), read through the gate from the
            // project's folder: no link followed, nothing outside it.
            for helper in options.projectHelpers {
                helpers.append((helper.path, LuaSource(fileBytes: try helper.read())))
            }
        } catch { throw SpecLoadError(error.description) }
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        host = try ScriptHost(roots: [folder] + options.moduleFolders, memoryLimit: options.memoryLimit)
        host.apply(options.limits)
        if options.coverage, !LineCoverage.start(in: host.state) {
            throw SpecLoadError("\(path): cannot count coverage (out of memory)")
        }
        runtime = try SpecLibrary.install(in: host)
        stages = StageBinding(host: host, specPath: path, folders: options.readableFolders,
                              maxFrames: options.limits.maxFrames, updateGoldens: options.goldenUpdate,
                              imageGoldenLog: options.imageGoldenLog, rasteriser: options.rasteriser,
                              goldenLedger: options.goldenLedger, goldenTolerance: options.goldenTolerance)
        try stages.install()
        let state = host.state
        if let seed = options.seed {
            state.pushLibraryFunctions(["randomseed"], of: "math")
            state.push(Int(truncatingIfNeeded: seed))
            try state.call(arguments: 1, results: 0)
        }
        let base = state.top
        defer { state.top = base }
        // The chunk running, so that a timeout is blamed on the helper that looped.
        var running = path
        do {
            try state.withBudget(options.timeout) {
                // The helpers first, in the spec's globals: what they define, the spec sees.
                for helper in helpers {
                    running = helper.path
                    try host.run(helper.source, chunkName: helper.path)
                }
                running = path
                try host.run(source, chunkName: path)
            }
        } catch let error as LuaError {
            var text = error.description
            if error.kind == .timeout {
                // Where the watchdog stopped the code, else the chunk that was running.
                let place = error.file.map { file in error.line.map { "\(file):\($0)" } ?? file } ?? running
                let what = running == path ? "declaring the tests" : "the helper \(running)"
                text = "\(place): timeout: \(what) ran past \(format(options.timeout)) s (the watchdog stopped it)"
            }
            else if error.kind != .syntax, let traceback = error.traceback { text += "\n" + traceback }
            throw SpecLoadError(text)
        }
        callRuntime("seal")
        tests = readTests()
        if tests.isEmpty { throw SpecLoadError("\(path): declares no tests (use describe and it)") }
    }

    /// Runs test `id` and reports its result. A test starts with what the tests before it
    /// left collected — their garbage and the host memory (views, stages) their userdata
    /// held — whenever the state holds more than a quarter of its memory cap, so that a test
    /// that filled the cap does not fail the next ones (a collection forced by an allocation
    /// that fails runs no finalizer, so it cannot release that host memory). Below that, the
    /// collector's own pace is left alone: a full collection before every test would double
    /// the instructions of an ordinary run.
    func run(_ test: Declared, repetition: Int) -> TestResult {
        let state = host.state
        let base = state.top
        defer { state.top = base }
        let cap = segue_memory_limit(state.L)
        if cap > 0, segue_memory_held(state.L) > cap / 4 { _ = segue_collect_garbage(state.L) }
        var result = TestResult(file: path, name: test.name, line: test.line, tags: test.tags, status: .passed,
                                duration: 0, assertions: 0, repetition: repetition)
        let start = FileSystem.now()
        var timedOut = false
        // The test's `print`s belong to its result, not to the process's standard error.
        let printed = PrintCapture(limit: TestResult.outputLimit)
        let previousOutput = state.output
        state.output = { printed.append($0) }
        defer { state.output = previousOutput }
        do {
            try state.withBudget(options.timeout) {
                defer { timedOut = state.budgetExpired }
                state.push(reference: runtime)
                state.rawField("run", of: -1)
                state.push(test.id)
                try state.call(arguments: 1, results: 1)
            }
            read(resultTableInto: &result)
        } catch let error as LuaError {
            result.status = .failed
            var failure = TestFailure(message: error.description, traceback: error.traceback, phase: "test")
            // Where the watchdog or the cap stopped the code (it may be the transition under
            // test, or a chunk the spec loaded), else the spec's own line in the traceback.
            let stoppedAt = error.file.map { file in error.line.map { "\(file):\($0)" } ?? file }
            if timedOut || error.kind == .timeout {
                failure.timedOut = true
                failure.message = "timed out: the test ran past \(format(options.timeout)) s and the watchdog stopped it"
                    + (stoppedAt.map { " at \($0)" } ?? "")
                failure.location = stoppedAt ?? Self.firstLocation(in: error.traceback ?? "", file: path)
            } else if error.kind == .memory {
                failure.message = "out of memory: the spec's state reached its cap of \(options.memoryLimit >> 20) MB"
                    + (stoppedAt.map { " at \($0)" } ?? "")
                failure.location = stoppedAt ?? Self.firstLocation(in: error.traceback ?? "", file: path)
            }
            result.failure = failure
        } catch {
            result.status = .failed
            result.failure = TestFailure(message: "\(error)")
        }
        result.duration = FileSystem.now() - start
        result.output = printed.text
        return result
    }

    /// Runs the teardowns; their first failure, if any.
    func finish() -> TestFailure? {
        let state = host.state
        let base = state.top
        defer { state.top = base }
        do {
            try state.withBudget(options.timeout) {
                state.push(reference: runtime)
                state.rawField("finish", of: -1)
                try state.call(arguments: 0, results: 1)
            }
            guard state.isTable(-1) else { return nil }
            var result = TestResult(file: path, name: "teardown", line: 0, tags: [], status: .passed, duration: 0,
                                    assertions: 0, repetition: 1)
            read(resultTableInto: &result)
            return result.failure
        } catch {
            return TestFailure(message: "teardown: \(error)", phase: "teardown")
        }
    }

    /// The lines the file's transitions and modules ran so far (the spec files themselves
    /// left out), when the run counts coverage.
    var coverage: LineCoverage? {
        guard options.coverage else { return nil }
        return LineCoverage(recordedIn: host.state, excluding: { $0 == self.path || $0.hasSuffix("_spec.lua") })
    }

    /// Whether `name` matches the Lua pattern `pattern`; throws when it is malformed, or when
    /// matching runs past the test budget (a backtracking pattern on a long name): the match
    /// runs in Segue's own bounded matcher under the watchdog.
    func matches(_ name: String, pattern: String, option: String = "--filter") throws -> Bool {
        try LuaPatternMatch(state: host.state, timeout: options.timeout)
            .matches(name, pattern: pattern, option: option, subject: "the test name")
    }

    // MARK: Reading results

    private func callRuntime(_ name: String) {
        let state = host.state
        state.push(reference: runtime)
        state.rawField(name, of: -1)
        try? state.call(arguments: 0, results: 0)
        state.pop()
    }

    private func readTests() -> [Declared] {
        let state = host.state
        state.push(reference: runtime)
        state.rawField("tests", of: -1)
        defer { state.pop(2) }
        var declared: [Declared] = []
        let count = state.rawLength(at: -1)
        guard count > 0 else { return [] }
        for i in 1...count {
            state.pushRawElement(i, of: -1)
            func string(_ key: String) -> String? { state.rawField(key, of: -1); defer { state.pop() }; return state.string(at: -1) }
            func number(_ key: String) -> Double? { state.rawField(key, of: -1); defer { state.pop() }; return state.number(at: -1) }
            state.rawField("pending", of: -1)
            let pending = state.bool(at: -1)
            state.pop()
            state.rawField("tags", of: -1)
            var tags: [String] = []
            let tagCount = state.rawLength(at: -1)
            if tagCount > 0 {
                for t in 1...tagCount {
                    state.pushRawElement(t, of: -1)
                    if let tag = state.string(at: -1) { tags.append(tag) }
                    state.pop()
                }
            }
            state.pop()
            declared.append(Declared(id: Int(i), name: string("name") ?? "?", line: CheckedNumber.clampedInt(number("line") ?? 0, in: 0...Int(Int32.max)),
                                     tags: tags, isPending: pending))
            state.pop()
        }
        return declared
    }

    /// Reads the table `runtime.run` returned (on top of the stack).
    private func read(resultTableInto result: inout TestResult) {
        let state = host.state
        func string(_ key: String) -> String? {
            state.rawField(key, of: -1)
            defer { state.pop() }
            return state.isNil(-1) ? nil : state.string(at: -1)
        }
        result.assertions = CheckedNumber.clampedInt(({ state.rawField("assertions", of: -1); defer { state.pop() }; return state.number(at: -1) })() ?? 0, in: 0...Int.max)
        switch string("status") {
        case "passed":
            result.status = .passed
        case "pending":
            result.status = .skipped
            result.skipReason = string("reason")
        default:
            result.status = .failed
            var failure = TestFailure(message: string("message") ?? "failed")
            failure.location = string("where")
            failure.expected = string("expected")
            failure.actual = string("actual")
            failure.diff = string("diff")
            failure.traceback = string("traceback")
            failure.phase = string("phase")
            if failure.location == nil {
                let split = LuaError(kind: .runtime, rawMessage: failure.message)
                if let file = split.file, let line = split.line {
                    failure.location = "\(file):\(line)"
                    failure.message = split.message
                } else {
                    // No position anywhere (a memory error): the spec's line in the
                    // traceback, else the test's own declaration.
                    failure.location = Self.firstLocation(in: failure.traceback ?? "", file: path)
                        ?? "\(path):\(result.line)"
                }
            }
            result.failure = failure
        }
    }

    /// The first `file:line` of `file` in a traceback.
    static func firstLocation(in traceback: String, file: String) -> String? {
        for line in traceback.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(file + ":") else { continue }
            let rest = trimmed.dropFirst(file.count + 1)
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty { return "\(file):\(digits)" }
        }
        return nil
    }
}

/// A spec file that cannot run, or a selection that cannot be made; the message names
/// the file and line when it can.
struct SpecLoadError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// `1`, `0.5`, `2.25`: seconds as a person writes them.
func format(_ seconds: Double) -> String {
    Int(exactly: seconds).map { String($0) } ?? String(seconds)
}
