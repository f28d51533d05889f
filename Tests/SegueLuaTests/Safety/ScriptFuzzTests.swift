import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// Thousands of generated hostile scripts (``ScriptFuzzer``), each run twice through a
/// timed transition: none may crash the host, outlive its budget, leave a transition
/// running, put a non-finite number into the view store, or report an error that does not
/// name the script.
///
/// `SEGUE_FUZZ_SEED` and `SEGUE_FUZZ_CASES` choose the seed and the number of cases (the
/// failing case's seed is printed, so it can be rerun alone with `SEGUE_FUZZ_CASES=1`).
@Suite struct ScriptFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["SEGUE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_123
    static let cases = environment["SEGUE_FUZZ_CASES"].flatMap { Int($0) } ?? 2_000
    static let budget = 0.05

    /// The cases split in shards, so Swift Testing runs them in parallel.
    static let shards = Array(0..<8)

    @Test(arguments: shards)
    func generatedScriptsNeverCrashHangOrCorrupt(shard: Int) throws {
        let folder = "/tmp/sf-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/fuzz.lua"
        for index in stride(from: shard, to: Self.cases, by: Self.shards.count) {
            let caseSeed = Self.seed &+ UInt64(index)
            var fuzzer = ScriptFuzzer(seed: caseSeed)
            let source = fuzzer.script()
            let keep = "/tmp/segue-fuzz-failures/\(caseSeed).lua"
            try runCase(source, path: path, label: "SEGUE_FUZZ_SEED=\(caseSeed) (script kept at \(keep))") {
                try? FileManager.default.createDirectory(atPath: "/tmp/segue-fuzz-failures", withIntermediateDirectories: true)
                try? source.write(toFile: keep, atomically: false, encoding: .utf8)
            }
        }
    }

    /// Runs one script; `keep` saves it when any check fails.
    private func runCase(_ source: String, path: String, label: String, keep: () -> Void) throws {
        var failed = false
        defer { if failed { keep() } }
        func expect(_ condition: Bool, _ message: String) {
            if !condition { failed = true; Issue.record(Comment(rawValue: message)) }
        }
        func checkPositioned(_ error: Error) {
            guard let error = error as? LuaError else { return expect(false, "\(label): not a script error: \(error)") }
            expect(error.file == path && (error.line ?? 0) > 0, "\(label): error without the script's position: \(error)")
        }
        try source.write(toFile: path, atomically: false, encoding: .utf8)
        let script: TransitionScript
        do {
            script = try TransitionScript.load(path: path, memoryLimit: 8 << 20, hookBudget: Self.budget)
        } catch {
            checkPositioned(error)
            return
        }
        var errors: [Error] = []
        let stage: TransitionStage
        do {
            stage = try script.makeStage { error, _ in errors.append(error) }
        } catch {
            checkPositioned(error)
            return
        }
        let container = stage.scene.container
        // A timed pass, then an interactive one: scrubbed, then finished or cancelled (so
        // `interactionEnded`, the interactor and the completion curve meet the script too).
        for pass in 1...2 {
            var end = TakeEnd.finished
            var completions = 0
            let interactive = pass == 2
            if container.beginTransition(interactive: interactive) {
                container.activeContext?.observe { if case .completed = $0 { completions += 1 } }
                if interactive, let interactor = container.interactor {
                    interactor.update(0.25)
                    interactor.update(0.6)
                    if source.utf8.count % 2 == 0 { interactor.finish() } else { interactor.cancel() }
                }
                end = TransitionRunner(scene: stage.scene).runToEnd()
                expect(completions <= 1, "\(label): the transition completed \(completions) times")
            }
            // A transition longer than the runner's limit (a valid 300 s duration) is still running.
            expect(container.activeContext == nil || end != .finished, "\(label): a transition was left running")
            if end != .finished { break }
        }
        expect(stage.scene.store.snapshotValues().allSatisfy { $0.isFinite }, "\(label): a non-finite value reached the store")
        for error in errors { checkPositioned(error) }
    }
}
