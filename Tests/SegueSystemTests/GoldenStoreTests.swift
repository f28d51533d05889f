import Foundation
import Testing
import TestScratch
import SegueSystem

/// The one update rule every golden follows and the store that applies it: which states each
/// mode writes, and that settling writes the golden, leaves it or writes `.actual` — never
/// rewriting an identical golden.
@Suite struct GoldenStoreTests {
    @Test func theRuleWritesWhatEachModeNames() {
        let states: [GoldenState] = [.missing, .identical, .withinTolerance, .differs]
        let written: [GoldenUpdate: [GoldenState]] = [
            .all: [.missing, .withinTolerance, .differs], .new: [.missing], .failed: [.missing, .differs], .none: [],
        ]
        for mode in GoldenUpdate.allCases {
            for state in states {
                let writes = written[mode]?.contains(state) == true
                #expect(mode.writes(state) == writes, "\(mode) \(state)")
                #expect(mode.verdict(for: state) == (writes ? .written : state.fails ? .failed : .passed), "\(mode) \(state)")
            }
        }
    }

    struct Bytes: OutputFormat {
        var name: String { "bytes" }
        var fileExtension: String { "bin" }
    }

    @Test func settlingWritesLeavesOrFailsThroughTheGate() throws {
        let folder = ScratchFolder.make("golden-store")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let entry = GoldenStore.Entry(name: "x", fileExtension: "bin", failureFiles: ["x.report.html"])
        func settle(_ mode: GoldenUpdate, _ made: [UInt8]) throws -> GoldenVerdict {
            let store = GoldenStore(specFolder: folder, mode: mode)
            let opened = try #require(try store.folder.open(create: true))
            let state = try store.state(of: entry, made: made, as: Bytes(), in: opened)
            return try store.settle(entry, state: state, in: opened) { made }
        }
        let golden = folder + "/__goldens__/x.bin", actual = folder + "/__goldens__/x.actual.bin"
        #expect(try settle(.none, [1]) == .failed)
        #expect(FileManager.default.contents(atPath: actual) == Data([1]))
        #expect(!FileManager.default.fileExists(atPath: golden))
        #expect(try settle(.new, [1]) == .written)
        #expect(FileManager.default.contents(atPath: golden) == Data([1]))
        #expect(!FileManager.default.fileExists(atPath: actual))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -86_400)], ofItemAtPath: golden)
        let time = try FileManager.default.attributesOfItem(atPath: golden)[.modificationDate] as? Date
        #expect(try settle(.all, [1]) == .passed)
        #expect(try FileManager.default.attributesOfItem(atPath: golden)[.modificationDate] as? Date == time)
        #expect(try settle(.new, [2]) == .failed)
        #expect(FileManager.default.contents(atPath: golden) == Data([1]))
        #expect(FileManager.default.contents(atPath: actual) == Data([2]))
        FileManager.default.createFile(atPath: folder + "/__goldens__/x.report.html", contents: Data([0]))
        #expect(try settle(.failed, [2]) == .written)
        #expect(FileManager.default.contents(atPath: golden) == Data([2]))
        #expect(!FileManager.default.fileExists(atPath: actual))
        #expect(!FileManager.default.fileExists(atPath: folder + "/__goldens__/x.report.html"))
    }
}
