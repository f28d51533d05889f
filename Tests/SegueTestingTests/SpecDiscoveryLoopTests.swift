import Foundation
@testable import SegueTesting
import Testing

/// Item 6 of issue 13: spec discovery follows symbolic links but visits each real folder
/// and file once (a link to `.` ran each spec 41 times; two links to each other's folders
/// never ended).
@Suite struct SpecDiscoveryLoopTests {
    static let spec = "describe('d', function() it('x', function() expect(1):equals(1) end) end)"

    @Test func aLinkToItsOwnFolderRunsEachSpecOnce() throws {
        let fixture = try SpecFixture(["a_spec.lua": Self.spec])
        #expect(symlink(".", fixture.path("a")) == 0)
        #expect(symlink(fixture.folder, fixture.path("back")) == 0)
        let (report, _) = fixture.run()
        #expect(report.tests.count == 1)
        #expect(report.exitStatus == 0)
    }

    @Test func twoLinksToEachOthersFoldersEnd() throws {
        let fixture = try SpecFixture(["p/a_spec.lua": Self.spec, "q/b_spec.lua": Self.spec])
        #expect(symlink("../q", fixture.path("p/toq")) == 0)
        #expect(symlink("../p", fixture.path("q/top")) == 0)
        let files = try SpecDiscovery.specFiles(under: [fixture.folder])
        // Each real file once, by whichever path reached it first (q through p/toq).
        #expect(files == [fixture.path("p/a_spec.lua"), fixture.path("p/toq/b_spec.lua")])
        #expect(fixture.run().report.tests.count == 2)
    }

    @Test func aFileNamedTwiceRunsOnce() throws {
        let fixture = try SpecFixture(["a_spec.lua": Self.spec])
        #expect(symlink("a_spec.lua", fixture.path("b_spec.lua")) == 0)
        let files = try SpecDiscovery.specFiles(under: [fixture.path("a_spec.lua"), fixture.folder])
        #expect(files == [fixture.path("a_spec.lua")])
    }

    @Test func aFIFOSpecIsReportedWithItsReason() throws {
        let fixture = try SpecFixture(["a_spec.lua": Self.spec])
        #expect(mkfifo(fixture.path("f_spec.lua"), 0o644) == 0)
        let (report, _) = fixture.run()
        #expect(report.loadErrors.contains { $0.loadError?.contains("f_spec.lua: is a FIFO, not a regular file") == true })
    }
}
