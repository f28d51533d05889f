import Foundation
import SegueCore
@testable import SegueTesting
import Testing

/// Generated specs (``StageFuzzer``) driving a stage with hostile calls against transitions
/// whose hooks fail at every moment: the runner must give every case a verdict (passed or
/// failed, never lost), name the spec file in every failure, and survive — a crash or a trap
/// anywhere in the stage, the harness or the engine ends this test process.
///
/// `SEGUE_STAGE_FUZZ_SEED` and `SEGUE_STAGE_FUZZ_FILES` choose the seed and the number of
/// generated spec files (each with its own transition and 12 cases); a failing file's seed is
/// printed, and the file kept under `/tmp/segue-stage-fuzz-failures/`.
@Suite struct StageFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = environment["SEGUE_STAGE_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_125
    static let files = environment["SEGUE_STAGE_FUZZ_FILES"].flatMap { Int($0) } ?? 120
    static let casesPerFile = 12

    static let shards = Array(0..<4)

    @Test(arguments: shards)
    func generatedSpecsAlwaysGetAVerdict(shard: Int) throws {
        var verdicts: [TestStatus: Int] = [:]
        defer {
            // Not a degenerate generator: its cases both pass and fail.
            if Self.files >= 4 * Self.shards.count {
                #expect(verdicts[.passed, default: 0] > 0 && verdicts[.failed, default: 0] > 0, "verdicts: \(verdicts)")
            }
        }
        for index in stride(from: shard, to: Self.files, by: Self.shards.count) {
            let fileSeed = Self.seed &+ UInt64(index)
            var fuzzer = StageFuzzer(seed: fileSeed)
            let transition = fuzzer.transition()
            let spec = fuzzer.spec(cases: Self.casesPerFile)
            let fixture = try SpecFixture(["transition.lua": transition, "fuzz_spec.lua": spec])
            var options = SpecOptions()
            options.timeout = 2
            let (report, events) = fixture.run(options)
            let label = "SEGUE_STAGE_FUZZ_SEED=\(fileSeed)"
            var failed = false
            func expect(_ condition: Bool, _ message: String) {
                if !condition { failed = true; Issue.record(Comment(rawValue: "\(label): \(message)")) }
            }
            expect(report.runnerError == nil, "the runner could not run: \(report.runnerError ?? "")")
            expect(report.files.allSatisfy { $0.loadError == nil }, "the spec did not load")
            expect(events.finished.count == Self.casesPerFile,
                   "\(events.finished.count) of \(Self.casesPerFile) cases got a verdict")
            for result in events.finished { verdicts[result.status, default: 0] += 1 }
            for result in events.finished where result.status == .failed {
                let failure = result.failure
                expect(failure?.timedOut != true, "\(result.name) timed out: \(failure?.message ?? "")")
                let location = failure?.location ?? ""
                expect(location.contains("fuzz_spec.lua") || location.contains("transition.lua"),
                       "\(result.name) failed without naming its file: \(failure?.message ?? "") at '\(location)'")
            }
            if failed {
                let keep = "/tmp/segue-stage-fuzz-failures/\(fileSeed)"
                try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                try? transition.write(toFile: keep + "/transition.lua", atomically: false, encoding: .utf8)
                try? spec.write(toFile: keep + "/fuzz_spec.lua", atomically: false, encoding: .utf8)
            }
        }
    }
}
