import Foundation
import Testing
import Segue

/// One version everywhere: the constant, the newest release in CHANGELOG.md.
@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        let parts = SegueVersion.current.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { UInt($0) != nil })
    }

    @Test func theChangelogsNewestReleaseIsThisVersion() throws {
        let changelog = try String(contentsOfFile: Repository.root + "/CHANGELOG.md", encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try #require(releases.first)
        #expect(newest.hasPrefix("## [\(SegueVersion.current)]"))
    }
}
