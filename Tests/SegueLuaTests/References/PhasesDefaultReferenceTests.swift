import Foundation
@testable import SegueLua
import Testing

/// `segue.phases` without an `animation` reaches each phase by SwiftUI's default animation, as
/// PhaseAnimator does: `Spring(response: 0.55, dampingRatio: 1)` (iOS 17's `Animation.default`),
/// over its settling duration or the phase's `duration`, velocity handed on. Checked against
/// Tests/references/phases_default.json (the spring's closed form in mpmath at 50 digits; made by
/// Tests/references/phases_default.py).
@Suite struct PhasesDefaultReferenceTests {
    /// The reference file's object.
    static func reference() throws -> [String: Any] {
        let path = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()   // References
            .deletingLastPathComponent()   // SegueLuaTests
            .deletingLastPathComponent()   // Tests
            .appendingPathComponent("references/phases_default.json")
        let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: path))
        return try #require(object as? [String: Any])
    }

    /// A phase of the reference written as Lua: `{ alpha = 0, animation = false, duration = 0.3 }`.
    static func lua(phase: [String: Any]) -> String {
        let fields = phase.keys.sorted().map { key -> String in
            // `animation` is a timing name or false (a jump); every other field is a number.
            if key == "animation" { return (phase[key] as? String).map { "animation = '\($0)'" } ?? "animation = false" }
            let number = phase[key] as? Double ?? (phase[key] as? Int).map(Double.init) ?? .nan
            return "\(key) = \(number)"
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    @Test func phasesWithoutAnAnimationMatchTheReferenceSpring() throws {
        let cases = try #require(Self.reference()["cases"] as? [[String: Any]])
        #expect(cases.count == 3)
        let host = try ScriptHost(roots: ["/tmp"])
        for c in cases {
            let name = try #require(c["name"] as? String)
            let phases = try #require(c["phases"] as? [[String: Any]])
            let cycles = try #require(c["cycles"] as? Int)
            let samples = try #require(c["samples"] as? [[String: Any]])
            let properties = try #require(samples.first?["values"] as? [String: Double]).keys.sorted()
            let times = try samples.map { try #require($0["t"] as? Double) }
            // One chunk per case: the timeline made once, every sample written at 17 digits.
            let source = """
                local timeline = segue.phases { \(phases.map(Self.lua(phase:)).joined(separator: ", ")), cycles = \(cycles) }
                local out = { ("%.17g"):format(timeline.duration) }
                for _, t in ipairs { \(times.map { "\($0)" }.joined(separator: ", ")) } do
                  local values = timeline:value(t)
                  \(properties.map { "out[#out + 1] = (\"%.17g\"):format(values.\($0))" }.joined(separator: "\n  "))
                end
                return table.concat(out, " ")
                """
            try host.run(source, chunkName: "=phases")
            let text = try #require(host.state.string(at: -1))
            host.state.pop()
            let numbers = text.split(separator: " ").compactMap { Double(String($0)) }
            try #require(numbers.count == 1 + times.count * properties.count, "\(name): \(text.prefix(200))")
            let duration = try #require(c["duration"] as? Double)
            #expect(abs(numbers[0] - duration) <= 1e-13 * duration, "\(name): duration \(numbers[0]) vs \(duration)")
            for (i, sample) in samples.enumerated() {
                let expected = try #require(sample["values"] as? [String: Double])
                for (j, property) in properties.enumerated() {
                    let actual = numbers[1 + i * properties.count + j], want = try #require(expected[property])
                    // Judged against the change the phases make (100 pt or 1): within 1e-12 of it.
                    #expect(abs(actual - want) <= 1e-12 * 100, "\(name) \(property) at \(times[i]): \(actual) vs \(want)")
                }
            }
        }
    }

    @Test func theReferenceSaysHowFarTheOldDefaultWasFromApples() throws {
        // docs/lua-api.md gives this figure: easeInOut over 0.35 s strays up to 15.3 % of the change.
        let difference = try #require(Self.reference()["oldDefaultLargestDifference"] as? Double)
        #expect(abs(difference - 0.153) < 0.0005)
    }
}
