import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore
import SegueLua
import SegueTesting

extension RunOptions {
    /// Builds the script's scene, runs its transition and prints the trace; every failure is a
    /// ``CommandFailure`` (one line naming the file) or `ExitCode.failure` after the hooks'
    /// errors were printed.
    func run() throws {
        do { try InputFile.check(file) } catch { throw CommandFailure(message: "segue: \(error)") }
        let limits = try self.limits.limits(defaults: .scripts)
        let script: TransitionScript
        do {
            script = try TransitionScript.load(path: file, limits: limits)
        } catch {
            throw CommandFailure(message: "segue: \(describe(error))")
        }
        var hookErrors: [String] = []
        let stage: TransitionStage
        do {
            stage = try script.makeStage { error, hook in
                hookErrors.append("segue: \(describe(error)) (in \(hook))")
                if let trace = (error as? LuaError)?.traceback { hookErrors.append(trace) }
            }
        } catch {
            throw CommandFailure(message: "segue: \(describe(error))")
        }
        // The trace is read first: it may say where it starts (its "after").
        let trace = try gesture.map { (path: $0, trace: try loadTrace($0, for: stage.scene)) }
        let take: PlaybackTake
        do {
            take = try PlaybackTake(stage: stage, after: after, trace: trace, request: request, fps: fps, maxFrames: limits.maxFrames, file: file)
        } catch {
            for line in hookErrors { printError(line) }
            throw error
        }
        let runner = take.runner
        // Both formats take the frames as they are made and keep none in memory: JSON lines
        // are written at once, the table's rows wait in its spill for the columns.
        var writer: JSONLinesWriter?
        var table: TraceTable?
        switch format {
        case .jsonl:
            let lines = JSONLinesWriter(changesOnly: changesOnly)
            runner.frameHandler = { scene, progress in lines.write(scene, progress: progress) }
            writer = lines
        case .table:
            let rows = TraceTable()
            runner.frameHandler = { scene, progress in rows.record(scene, progress: progress) }
            table = rows
        }
        let outcome: RunOutcome
        var gestureLines: [String] = []
        var expected: RunOutcome?
        if let trace = trace?.trace {
            expected = trace.expectedOutcome
            let driver = stage.makeGestureDriver()
            writer?.touch = { driver.touch }
            outcome = runner.runGesture(trace, driver: driver)
            gestureLines = GestureLog.lines(runner.gestureResponses, origin: 0)
        } else if let scrub {
            outcome = runner.runInteractive(scrub: scrub, velocity: velocity)
        } else {
            outcome = runner.runTimed()
        }
        writer?.flush()
        var tableError: Error?
        // A run that started nothing prints no table: the error below says why.
        if let table, outcome != .notStarted || gesture != nil {
            do { try table.write(outcome: outcome) } catch { tableError = error }
            if tableError == nil { for line in gestureLines { print(line) } }
        }
        for line in hookErrors { printError(line) }
        if let tableError {
            throw CommandFailure(message: "segue: \(file): \(tableError)")
        }
        if outcome == .notStarted, let gesture {
            throw CommandFailure(message: "segue: \(gesture): the gesture started no transition")
        }
        if outcome == .notStarted { throw take.notStarted(request: request, file: file) }
        if let failure = runLimitFailure(runner, outcome: outcome, file: file, maxFrames: limits.maxFrames) { throw failure }
        if !hookErrors.isEmpty { throw ExitCode.failure }
        if let expected, let gesture, expected != outcome {
            throw CommandFailure(message: "segue: \(gesture): the trace expects \(expected.rawValue), the run \(outcome.rawValue)")
        }
    }
}

/// Reads the gesture trace at `path` for `scene`; errors name the file and line.
func loadTrace(_ path: String, for scene: Scene) throws -> GestureTrace {
    do {
        return try readGestureTrace(at: path, window: scene.window.bounds.size)
    } catch {
        throw CommandFailure(message: "segue: \(error.message)")
    }
}
