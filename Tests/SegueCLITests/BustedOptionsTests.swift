import Testing

/// The `segue test` options busted users reach for.
@Suite struct BustedOptionsTests {
    func listed(_ arguments: [String]) throws -> [String] {
        let result = try SegueProcess.run(["test", "examples", "--list"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func theShardsOfAMatrixRunEveryTestOnce() throws {
        let all = try listed([])
        var union: [String] = []
        for k in 1...3 {
            let shard = try listed(["--shard", "\(k)/3"])
            #expect(!shard.isEmpty)
            union += shard
        }
        #expect(union.sorted() == all.sorted())
        #expect(Set(union).count == union.count)
    }

    @Test func aShardOutOfRangeIsAUsageError() throws {
        for bad in ["0/3", "4/3", "1/0", "x", "1/2/3"] {
            let result = try SegueProcess.run(["test", "examples", "--shard", bad])
            #expect(result.status == 2, "\(bad)")
            #expect(result.stderr.contains("--shard"), "\(bad)")
        }
    }

    @Test func filterOutSkipsMatchingTests() throws {
        let all = try listed([])
        let kept = try listed(["--filter-out", "cancel"])
        #expect(kept.count < all.count)
        #expect(kept.allSatisfy { !$0.contains("cancel") })
        #expect(all.filter { !$0.contains("cancel") }.count == kept.count)
    }

    @Test func shortTagsAndBustedReporterNames() throws {
        let tap = try SegueProcess.run(["test", "examples", "-o", "TAP", "--filter", "^cube"])
        #expect(tap.stdout.hasPrefix("TAP version 13\n1.."))
        let terminal = try SegueProcess.run(["test", "examples", "-o", "utfTerminal", "--filter", "^cube"])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.contains("passed, 0 failed"))
        let tagged = try SegueProcess.run(["test", "examples", "-t", "no-such-tag"])
        #expect(tagged.status == 2)
        #expect(tagged.stderr.contains("--tags no-such-tag"))
    }

    @Test func patternChoosesTheSpecFilesByName() throws {
        let cube = try listed(["--pattern", "^cube_spec"])
        #expect(!cube.isEmpty)
        #expect(cube.allSatisfy { $0.hasPrefix("examples/cube_spec.lua:") })
        let malformed = try SegueProcess.run(["test", "examples", "--pattern", "["])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("--pattern '['"))
    }
}
