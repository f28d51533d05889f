import Foundation
import Testing

/// `segue run --format jsonl --changes-only`: replaying the changes frame by frame gives back
/// exactly the whole trace, views leaving the tree included (docs/trace.md).
@Suite struct ChangesOnlyTraceTests {
    typealias Views = [String: [String: AnyHashable]]

    /// Each line's `t`, `progress` and views (a view written as null maps to nil).
    func lines(_ output: String) throws -> [(t: Double, progress: Double, views: [String: [String: AnyHashable]?])] {
        try output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let views = try #require(object["views"] as? [String: Any])
            var parsed: [String: [String: AnyHashable]?] = [:]
            for (id, value) in views {
                if value is NSNull { parsed[id] = .some(nil); continue }
                let properties = try #require(value as? [String: Any])
                parsed[id] = properties.mapValues { ($0 as? NSNumber).map { AnyHashable($0.doubleValue) } ?? AnyHashable("\($0)") }
            }
            return (try #require(object["t"] as? Double), try #require(object["progress"] as? Double), parsed)
        }
    }

    func checkReplay(_ arguments: [String]) throws {
        let whole = try SegueProcess.run(["run"] + arguments + ["--format", "jsonl"])
        let changes = try SegueProcess.run(["run"] + arguments + ["--format", "jsonl", "--changes-only"])
        #expect(whole.status == changes.status)
        let full = try lines(whole.stdout)
        let patches = try lines(changes.stdout)
        try #require(full.count == patches.count && full.count > 2)
        #expect(changes.stdout.utf8.count < whole.stdout.utf8.count / 2)
        var state: Views = [:]
        for (frame, patch) in zip(full, patches) {
            #expect(frame.t == patch.t && frame.progress == patch.progress)
            for (id, properties) in patch.views {
                if let properties { state[id, default: [:]].merge(properties) { $1 } } else { state[id] = nil }
            }
            let expected = frame.views.compactMapValues { $0 }
            #expect(state == expected, "t = \(frame.t)")
        }
    }

    @Test func replayingATimedRunGivesTheWholeTrace() throws {
        try checkReplay(["examples/snapchat_swipe.lua"])
    }

    @Test func replayingACancelledScrubGivesTheWholeTraceWithViewsLeaving() throws {
        let changes = try SegueProcess.run(["run", "examples/navigation_push.lua", "--scrub", "0.2", "--format", "jsonl", "--changes-only"])
        #expect(changes.stdout.contains(":null"))
        try checkReplay(["examples/navigation_push.lua", "--scrub", "0.2"])
    }

    @Test func changesOnlyNeedsJSONLines() throws {
        let result = try SegueProcess.run(["run", "examples/snapchat_swipe.lua", "--changes-only"])
        #expect(result.status == 2 || result.status == 64)
        #expect(result.stderr.contains("--changes-only"))
    }
}
