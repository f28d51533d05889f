import Testing
import SegueCore
@testable import SegueExport

/// `--tolerance` tightens the fits: a tighter tolerance gives more keys (Lottie) and more
/// `linear()` stops (CSS) and a smaller measured error; a tolerance no fit can reach is said.
@Suite struct TightenedExportTests {
    static let take: ExportTake = {
        let fixture = LottieTakeFixture()
        return ExportTake(title: "fixture", size: fixture.size, fps: fixture.fps, times: fixture.times, frames: fixture.frames)
    }()

    static func keyCount(_ output: ExportOutput) -> Int {
        guard let replay = output.replay as? LottieReplay else { return 0 }
        return replay.layers.reduce(0) { sum, layer in
            sum + ([layer.anchor, layer.scale, layer.rotation, layer.opacity, layer.size, layer.radius, layer.colour, layer.fillOpacity]
                   + layer.position + (layer.place ?? [])).reduce(0) { $0 + $1.keys.count }
        }
    }

    @Test func aTighterToleranceGivesMoreLottieKeysAndASmallerError() throws {
        let loose = try TightenedExport(LottieFormat(), take: Self.take, tolerance: ExportTolerance())
        let tight = try TightenedExport(LottieFormat(), take: Self.take, tolerance: ExportTolerance(points: 0.02, alpha: 0.0005, radians: 0.0001))
        #expect(loose.reached && tight.reached)
        let looseError = loose.error.points?.difference ?? .infinity, tightError = tight.error.points?.difference ?? .infinity
        #expect(tightError <= 0.02 && tightError < looseError, "\(tightError) vs \(looseError)")
        #expect(Self.keyCount(tight.output) > Self.keyCount(loose.output), "\(Self.keyCount(tight.output)) vs \(Self.keyCount(loose.output))")
        print("lottie keys \(Self.keyCount(loose.output)) at 0.25 pt (error \(looseError)) → \(Self.keyCount(tight.output)) at 0.02 pt (error \(tightError))")
    }

    @Test func aTighterToleranceGivesMoreCSSStopsAndASmallerError() throws {
        let loose = try TightenedExport(CSSExportFormat(), take: Self.take, tolerance: ExportTolerance())
        let tight = try TightenedExport(CSSExportFormat(), take: Self.take, tolerance: ExportTolerance(points: 0.02, alpha: 0.0005, radians: 0.0001))
        let stops = { (output: ExportOutput) in
            String(decoding: output.files[0].bytes, as: UTF8.self).split(separator: "%").count
        }
        #expect(tight.reached)
        #expect((tight.error.points?.difference ?? .infinity) < (loose.error.points?.difference ?? 0))
        #expect(stops(tight.output) > stops(loose.output))
    }

    @Test func aToleranceBelowWhatTheFormatWritesIsSaidNotReached() throws {
        // Lottie writes values to 1e-3: no fit comes within 1e-5 points.
        let tightened = try TightenedExport(LottieFormat(), take: Self.take, tolerance: ExportTolerance(points: 1e-5))
        #expect(!tightened.reached)
        #expect(tightened.fits == TightenedExport.attempts)
        #expect(tightened.fitTolerance.points < 1e-5 && tightened.fitTolerance.alpha == ExportTolerance().alpha)
    }

    @Test func aFormatThatFitsNothingIsFittedOnce() throws {
        let spec = try TightenedExport(SpecFormat(), take: Self.take, tolerance: ExportTolerance(points: 1e-9))
        #expect(spec.fits == 1 && spec.reached)
    }
}
