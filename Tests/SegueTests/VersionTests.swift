import Testing
import Segue

@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        let parts = SegueVersion.current.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }
}
