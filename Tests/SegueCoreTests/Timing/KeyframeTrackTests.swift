import Testing
@testable import SegueCore

/// Keyframe tracks (SwiftUI's `KeyframeTrack` of linear, cubic, spring and move keyframes):
/// SwiftUI's documented rules, velocity handed across kinds, and bad input refused.
@Suite struct KeyframeTrackTests {
    static let bouncy = SpringCurve.bouncy()

    /// A random keyframe of any kind, velocities sometimes given.
    static func randomKeyframe(_ random: inout TimingTestRandom) -> Keyframe {
        let to = (random.next() - 0.5) * 400
        let duration = 0.05 + random.next() * 0.6
        switch Int(random.next() * 4) {
        case 0: return .linear(to: to, duration: duration, curve: random.next() < 0.5 ? .linear : .easeIn)
        case 1: return .cubic(to: to, duration: duration,
                              startVelocity: random.next() < 0.3 ? (random.next() - 0.5) * 1000 : nil,
                              endVelocity: random.next() < 0.3 ? (random.next() - 0.5) * 1000 : nil)
        case 2: return .spring(to: to, duration: random.next() < 0.5 ? duration : nil,
                               spring: SpringCurve(duration: 0.2 + random.next() * 0.5, bounce: random.next() * 1.2 - 0.4),
                               startVelocity: random.next() < 0.3 ? (random.next() - 0.5) * 1000 : nil)
        default: return .move(to: to)
        }
    }

    /// Whether the rules promise the velocity carries on from keyframe `i − 1` into keyframe `i`.
    static func handsVelocityOn(_ keyframes: [Keyframe], at i: Int) -> Bool {
        let previous = keyframes[i - 1], next = keyframes[i]
        if case .move = previous { return true }  // at rest, and the next starts at rest (or at its own velocity)
        switch next {
        case .spring(_, _, _, nil): return true
        case .cubic(_, _, nil, _): return true
        default: break
        }
        // A cubic with no end velocity of its own ends as the next keyframe starts.
        if case .cubic(_, _, _, nil) = previous, !(next == .move(to: next.to)) { return true }
        return false
    }

    /// The property: at every boundary where the rules hand velocity on, the velocity a keyframe
    /// ends with is the one the next starts with — for random tracks mixing all four kinds, some
    /// velocities given, some springs cut short.
    @Test func velocityIsContinuousAcrossKinds() throws {
        var random = TimingTestRandom(seed: 33)
        var checked = 0
        for _ in 0..<300 {
            let count = 2 + Int(random.next() * 5)
            let keyframes = (0..<count).map { _ in Self.randomKeyframe(&random) }
            let track = try KeyframeTrack(initialValue: (random.next() - 0.5) * 100, keyframes: keyframes)
            var start = 0.0
            for i in keyframes.indices {
                defer { start += track.segments[i].duration }
                guard i > 0, Self.handsVelocityOn(keyframes, at: i) else { continue }
                if case .move = keyframes[i] { continue }
                // Zero-length neighbours have no inside to read from.
                guard track.segments[i - 1].duration > 1e-3, track.segments[i].duration > 1e-3 else { continue }
                // At the boundary itself: the velocity the keyframe before ends with is the one
                // this keyframe starts with.
                let ending = track.segments[i - 1].velocity(track.segments[i - 1].duration)
                let starting = track.segments[i].velocity(0)
                #expect(abs(ending - starting) <= 1e-9 * max(1, abs(ending)),
                        "keyframe \(i) (\(keyframes[i - 1].kindName) → \(keyframes[i].kindName)) at \(start): \(ending) → \(starting)")
                // Through the public API, a hundred-millionth of a second either side: no step (a
                // velocity not handed on jumps by points per second, here at most 0.05 pt/s moves
                // in 2e-8 s at accelerations up to 10⁶ pt/s²).
                let h = 1e-8
                let before = track.velocity(time: start - h), after = track.velocity(time: start + h)
                #expect(abs(after - before) <= 1e-4 * abs(before) + 0.05, "keyframe \(i) at \(start): \(before) → \(after)")
                checked += 1
            }
        }
        #expect(checked > 200)
    }

    /// The velocity the track reports is the slope of its values (inside keyframes).
    @Test func velocityIsTheSlopeOfTheValue() throws {
        var random = TimingTestRandom(seed: 7)
        for _ in 0..<100 {
            let keyframes = (0..<4).map { _ in Self.randomKeyframe(&random) }
            let track = try KeyframeTrack(initialValue: 0, keyframes: keyframes)
            for segment in track.segments where segment.duration > 0.01 {
                let t = segment.start + segment.duration * (0.1 + 0.8 * random.next())
                let h = 1e-6
                let slope = (track.value(time: t + h) - track.value(time: t - h)) / (2 * h)
                let v = track.velocity(time: t)
                #expect(abs(slope - v) <= 1e-3 * max(1, abs(v)) + 0.05, "at \(t): slope \(slope) vs \(v)")
            }
        }
    }

    @Test func eachKeyframeReachesItsValueAtItsTime() throws {
        let track = try KeyframeTrack(initialValue: 5, keyframes: [
            .linear(to: 100, duration: 0.3, curve: .easeInOut),
            .cubic(to: 40, duration: 0.25, startVelocity: nil, endVelocity: nil),
            .spring(to: 0, duration: nil, spring: Self.bouncy, startVelocity: nil),
            .move(to: 20),
            .cubic(to: 60, duration: 0.4, startVelocity: nil, endVelocity: nil),
        ])
        let settle = Self.bouncy.settlingDuration(initialVelocity: 0)
        #expect(track.duration == 0.3 + 0.25 + settle + 0 + 0.4)
        #expect(track.value(time: 0) == 5)
        #expect(track.value(time: -1) == 5)
        #expect(track.value(time: 0.3) == 100)
        #expect(track.value(time: 0.55) == 40)
        // The spring timed by its settling duration lands on its value; the move jumps there.
        #expect(track.value(time: 0.55 + settle - 1e-12).distance(to: 0) < 1e-3 * 40)
        #expect(track.value(time: 0.55 + settle) == 20)
        #expect(track.value(time: track.duration) == 60)
        #expect(track.value(time: track.duration + 5) == 60)
        #expect(track.endValue == 60)
        // A cubic ending the track comes to rest; after the end nothing moves.
        #expect(abs(track.velocity(time: track.duration - 1e-12)) < 1e-6)
        #expect(track.velocity(time: track.duration + 1) == 0)
        #expect(track.value(progress: 1) == 60)
        #expect(track.value(progress: 0) == 5)
        #expect(track.value(time: .nan) == 5)
    }

    /// Apple: "Adjacent cubic keyframes result in a Catmull-Rom spline": the velocity at each
    /// inner key is the slope between its neighbours; the track starts and ends at rest.
    @Test func adjacentCubicsAreCatmullRom() throws {
        let track = try KeyframeTrack(initialValue: 1, keyframes: [
            .cubic(to: 1.2, duration: 0.5, startVelocity: nil, endVelocity: nil),
            .cubic(to: 0.9, duration: 0.2, startVelocity: nil, endVelocity: nil),
            .cubic(to: 1.0, duration: 0.3, startVelocity: nil, endVelocity: nil),
        ])
        #expect(abs(track.velocity(time: 0.5) - (0.9 - 1) / 0.7) < 1e-12)
        #expect(abs(track.velocity(time: 0.7) - (1.0 - 1.2) / 0.5) < 1e-12)
        #expect(track.velocity(time: 0) == 0)
        // The same values and key velocities as Segue's cubic calculation mode's Hermite.
        let hermite = CubicHermite(from: 1.2, to: 0.9, startVelocity: (0.9 - 1) / 0.7, endVelocity: (1.0 - 1.2) / 0.5, duration: 0.2)
        #expect(abs(track.value(time: 0.6) - hermite.value(at: 0.5)) < 1e-15)
    }

    /// A spring keyframe starts with the velocity the keyframe before it ended with, unless given one.
    @Test func aSpringStartsWithTheIncomingVelocity() throws {
        let linear = Keyframe.linear(to: 100, duration: 0.25, curve: .linear)
        let track = try KeyframeTrack(initialValue: 0, keyframes: [linear, .spring(to: 100, duration: 0.5, spring: Self.bouncy, startVelocity: nil)])
        #expect(abs(track.velocity(time: 0.25) - 400) < 1e-9)
        // At its target but moving: it overshoots, then comes back.
        #expect(track.value(time: 0.3) > 100)
        let given = try KeyframeTrack(initialValue: 0, keyframes: [linear, .spring(to: 100, duration: 0.5, spring: Self.bouncy, startVelocity: 0)])
        #expect(given.value(time: 0.3) == 100)
        #expect(given.velocity(time: 0.25) == 0)
    }

    /// A spring given a duration is cut there: the next keyframe starts where it is.
    @Test func aSpringCutShortCarriesOn() throws {
        let track = try KeyframeTrack(initialValue: 0, keyframes: [
            .spring(to: 100, duration: 0.1, spring: Self.bouncy, startVelocity: nil),
            .linear(to: 0, duration: 0.2, curve: .linear),
        ])
        let cut = track.value(time: 0.1)
        #expect(cut > 10 && cut < 90)
        #expect(track.value(time: 0.2) == cut / 2)
    }

    @Test func badInputIsRefusedNotTrapped() {
        func refused(_ keyframes: [Keyframe], initial: Double = 0) -> KeyframeTrackError? {
            do { _ = try KeyframeTrack(initialValue: initial, keyframes: keyframes); return nil } catch { return error }
        }
        #expect(refused([]) == .empty)
        #expect(refused([.move(to: 1)], initial: .nan) == .nonFiniteInitialValue)
        #expect(refused([.move(to: 1), .linear(to: .infinity, duration: 1, curve: .linear)]) == .nonFiniteValue(index: 1))
        #expect(refused([.linear(to: 1, duration: -0.1, curve: .linear)]) == .badDuration(index: 0))
        #expect(refused([.cubic(to: 1, duration: .nan, startVelocity: nil, endVelocity: nil)]) == .badDuration(index: 0))
        #expect(refused([.cubic(to: 1, duration: 1, startVelocity: nil, endVelocity: .nan)]) == .nonFiniteVelocity(index: 0))
        #expect(refused([.spring(to: 1, duration: -1, spring: Self.bouncy, startVelocity: nil)]) == .badDuration(index: 0))
        #expect(refused([.spring(to: 1, duration: nil, spring: Self.bouncy, startVelocity: .infinity)]) == .nonFiniteVelocity(index: 0))
        #expect(refused(Array(repeating: .linear(to: 1, duration: 3000, curve: .linear), count: 2)) == .tooLong)
        #expect(refused(Array(repeating: .move(to: 1), count: KeyframeTrack.maximumKeyframes + 1))
                == .tooManyKeyframes(count: KeyframeTrack.maximumKeyframes + 1))
        // Zero-length keyframes are jumps, not divisions by zero.
        #expect(refused([.linear(to: 1, duration: 0, curve: .linear), .cubic(to: 2, duration: 0, startVelocity: nil, endVelocity: nil)]) == nil)
    }
}
