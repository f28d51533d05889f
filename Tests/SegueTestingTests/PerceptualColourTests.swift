import Foundation
import Testing
@testable import SegueImages
@testable import SegueTesting

/// CIEDE2000 against colour-science's values (Tests/references/delta_e.json): Sharma, Wu and
/// Dalal's test pairs in CIELAB, and 8-bit sRGB pairs through the D65 conversion.
@Suite struct PerceptualColourTests {
    struct Reference: Decodable {
        struct LabPair: Decodable { var a: [Double]; var b: [Double]; var deltaE: Double }
        struct RGBPair: Decodable { var a: [UInt8]; var b: [UInt8]; var labA: [Double]; var deltaE: Double }
        var lab: [LabPair]
        var srgb: [RGBPair]
    }

    func reference() throws -> Reference {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("references/delta_e.json")
        return try JSONDecoder().decode(Reference.self, from: Data(contentsOf: url))
    }

    func lab(_ v: [Double]) -> PerceptualColour.Lab { PerceptualColour.Lab(l: v[0], a: v[1], b: v[2]) }

    @Test func sharmasPairsEqualTheReference() throws {
        let data = try reference()
        #expect(data.lab.count == 16)
        for pair in data.lab {
            let value = PerceptualColour.deltaE2000(lab(pair.a), lab(pair.b))
            #expect(abs(value - pair.deltaE) <= 1e-9, "\(pair.a) \(pair.b): \(value), reference \(pair.deltaE)")
            #expect(PerceptualColour.deltaE2000(lab(pair.b), lab(pair.a)) == value || abs(PerceptualColour.deltaE2000(lab(pair.b), lab(pair.a)) - value) <= 1e-12)
        }
    }

    @Test func srgbColoursEqualTheReference() throws {
        for pair in try reference().srgb {
            let one = PerceptualColour.lab(red: pair.a[0], green: pair.a[1], blue: pair.a[2])
            let two = PerceptualColour.lab(red: pair.b[0], green: pair.b[1], blue: pair.b[2])
            #expect(abs(one.l - pair.labA[0]) <= 1e-9 && abs(one.a - pair.labA[1]) <= 1e-9 && abs(one.b - pair.labA[2]) <= 1e-9,
                    "\(pair.a): \(one), reference \(pair.labA)")
            let value = PerceptualColour.deltaE2000(one, two)
            #expect(abs(value - pair.deltaE) <= 1e-9, "\(pair.a) \(pair.b): \(value), reference \(pair.deltaE)")
        }
        #expect(PerceptualColour.deltaE2000(PerceptualColour.lab(red: 9, green: 9, blue: 9), PerceptualColour.lab(red: 9, green: 9, blue: 9)) == 0)
    }

    /// A perceptual comparison lets through what a person cannot see and not what they can.
    @Test func aPerceptualComparisonMatchesWhatLooksTheSame() {
        // Two pixels: a dark blue shifted by 3 levels (ΔE00 ≈ 0.9), and a grey turned pink.
        let expected = PixelImage(width: 2, height: 1, rgba: [10, 20, 90, 255, 128, 128, 128, 255])
        let shifted = PixelImage(width: 2, height: 1, rgba: [10, 20, 93, 255, 128, 128, 128, 255])
        let pink = PixelImage(width: 2, height: 1, rgba: [10, 20, 90, 255, 150, 118, 128, 255])
        let faded = PixelImage(width: 2, height: 1, rgba: [10, 20, 90, 200, 128, 128, 128, 255])
        let shift = PerceptualColour.deltaE2000(PerceptualColour.lab(red: 10, green: 20, blue: 90), PerceptualColour.lab(red: 10, green: 20, blue: 93))
        #expect(shift < 1, "\(shift)")
        #expect(!ImageComparison().compare(expected: expected, actual: shifted).matches)
        #expect(ImageComparison(perceptualTolerance: 1).compare(expected: expected, actual: shifted).matches)
        #expect(!ImageComparison(perceptualTolerance: 1).compare(expected: expected, actual: pink).matches)
        #expect(ImageComparison(perceptualTolerance: 1).compare(expected: expected, actual: pink).differingPixels == 1)
        // Alpha is not colour: it keeps the channel tolerance.
        #expect(!ImageComparison(perceptualTolerance: 100).compare(expected: expected, actual: faded).matches)
        #expect(ImageComparison(channelTolerance: 60, perceptualTolerance: 1).compare(expected: expected, actual: faded).matches)
    }
}
