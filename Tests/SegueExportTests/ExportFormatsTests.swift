import Testing
import SegueExport

/// The registry: a format Segue defines but this build lacks is refused as not available,
/// an unknown name with the list of names.
@Suite struct ExportFormatsTests {
    @Test func everyRegisteredFormatHasADefinedUniqueName() {
        let names = ExportFormats.registered.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { ExportFormats.names.contains($0) })
        for name in names { #expect(ExportFormats.refusal(of: name) == nil) }
    }

    @Test func aFormatThisBuildLacksIsSaidToBeNotAvailable() {
        for name in ExportFormats.names where ExportFormats.format(named: name) == nil {
            #expect(ExportFormats.refusal(of: name) == "format \(name) is not available in this build")
        }
        #expect(ExportFormats.refusal(of: "gif") == "unknown format 'gif' (formats: spec, css, lottie, dotlottie)")
    }
}
