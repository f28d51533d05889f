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
        let limits = try self.limits.limits(defaults: .scripts)
        let playback = try PlaybackRun(file: file, limits: limits, request: request, after: after, gesture: gesture, fps: fps, tracebacks: true)
        let runner = playback.runner
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
        let (outcome, expected) = try playback.play(scrub: scrub, velocity: velocity, gesture: gesture) { driver in
            writer?.touch = { driver.touch }
        }
        let gestureLines = gesture == nil ? [] : GestureLog.lines(runner.gestureResponses, origin: 0)
        writer?.flush()
        var tableError: Error?
        // A run that started nothing prints no table: the error below says why.
        if let table, outcome != .notStarted || gesture != nil {
            do { try table.write(outcome: outcome) } catch { tableError = error }
            if tableError == nil { for line in gestureLines { print(line) } }
        }
        for line in playback.hookErrors { printError(line) }
        if let tableError {
            throw CommandFailure(message: toolLine("\(file): \(tableError)"))
        }
        if let failure = playback.failure(outcome: outcome, gesture: gesture) { throw failure }
        if !playback.hookErrors.isEmpty { throw ExitCode.failure }
        if let expected, let gesture, expected != outcome {
            throw CommandFailure(message: toolLine("\(gesture): the trace expects \(expected.rawValue), the run \(outcome.rawValue)"))
        }
    }
}

/// Reads the gesture trace at `path` for `scene`; errors name the file and line.
func loadTrace(_ path: String, for scene: Scene) throws -> GestureTrace {
    do {
        return try readGestureTrace(at: path, window: scene.window.bounds.size)
    } catch {
        throw CommandFailure(message: toolLine("\(error.message)"))
    }
}
