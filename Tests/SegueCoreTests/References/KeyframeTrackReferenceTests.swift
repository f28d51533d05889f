import Foundation
import Testing
@testable import SegueCore

/// Keyframe tracks of SwiftUI's four kinds against Tests/references/keyframe_tracks.json:
/// values and velocities written out from first principles in mpmath at 50 digits (made by
/// Tests/references/keyframe_tracks.py), velocity handed across kinds by the rules Apple
/// documents for `CubicKeyframe` and `SpringKeyframe`.
@Suite struct KeyframeTrackReferenceTests {
    struct Case {
        let name: String
        let track: KeyframeTrack
        let duration: Double
        let samples: [(t: Double, value: Double, velocity: Double)]
        /// The largest magnitude a value of the track reaches: the scale errors are judged at.
        let scale: Double
    }

    static func keyframe(_ k: [String: Any]) throws -> Keyframe {
        func number(_ key: String) -> Double? { k[key] as? Double ?? (k[key] as? Int).map(Double.init) }
        let to = try #require(number("to"))
        switch try #require(k["kind"] as? String) {
        case "move":
            return .move(to: to)
        case "linear":
            var curve = TimingCurve.linear
            if let c = k["curve"] as? [Double], c.count == 4 { curve = .cubicBezier(UnitBezier(c[0], c[1], c[2], c[3])) }
            return .linear(to: to, duration: try #require(number("duration")), curve: curve)
        case "cubic":
            return .cubic(to: to, duration: try #require(number("duration")),
                          startVelocity: number("startVelocity"), endVelocity: number("endVelocity"))
        default:
            let s = try #require(k["spring"] as? [String: Double])
            return .spring(to: to, duration: number("duration"),
                           spring: SpringCurve(duration: try #require(s["duration"]), bounce: try #require(s["bounce"])),
                           startVelocity: number("startVelocity"))
        }
    }

    static func cases() throws -> [Case] {
        let root = try ReferenceData.object("keyframe_tracks.json")
        return try #require(root["tracks"] as? [[String: Any]]).map { c in
            let keyframes = try #require(c["keyframes"] as? [[String: Any]]).map(keyframe)
            let initial = c["initial"] as? Double ?? Double(c["initial"] as? Int ?? 0)
            let samples = try #require(c["samples"] as? [[String: Double]]).map { ($0["t"] ?? .nan, $0["value"] ?? .nan, $0["velocity"] ?? .nan) }
            return Case(name: try #require(c["name"] as? String), track: try KeyframeTrack(initialValue: initial, keyframes: keyframes),
                        duration: try #require(c["duration"] as? Double), samples: samples,
                        scale: samples.map { abs($0.1) }.max() ?? 1)
        }
    }

    @Test func valuesAndVelocitiesMatchTheReference() throws {
        let cases = try Self.cases()
        #expect(cases.count == 7)
        for c in cases {
            #expect(ReferenceData.near(c.track.duration, c.duration, relative: 1e-13), "\(c.name): duration \(c.track.duration) vs \(c.duration)")
            for s in c.samples {
                let value = c.track.value(time: s.t), velocity = c.track.velocity(time: s.t)
                // Judged against the track's size: a value near 0 on a track that spans 100 is off by
                // what 100 can carry in doubles.
                #expect(abs(value - s.value) <= 1e-12 * max(1, c.scale), "\(c.name) at \(s.t): \(value) vs \(s.value)")
                #expect(abs(velocity - s.velocity) <= 1e-11 * max(1, c.scale, abs(s.velocity)),
                        "\(c.name) at \(s.t): velocity \(velocity) vs \(s.velocity)")
            }
        }
    }
}
