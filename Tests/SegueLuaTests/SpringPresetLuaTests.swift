@testable import SegueLua
import SegueCore
import Testing

/// `segue.spring { preset = … }` is `SpringCurve(preset:duration:extraBounce:)` — the library's
/// own table of base bounces (for its range check) is held to `SpringCurve.Preset` here — and
/// `segue.settlingDuration` is `SpringCurve.settlingDuration(initialVelocity:epsilon:)`.
/// Mistakes are raised at the script's line, naming the argument.
@Suite struct SpringPresetLuaTests {
    func number(_ host: ScriptHost, _ expression: String) throws -> Double {
        try host.run("return \(expression)", chunkName: "=presets")
        defer { host.state.pop() }
        return try #require(host.state.number(at: -1), "\(expression)")
    }

    @Test(arguments: SpringCurve.Preset.allCases)
    func aPresetInLuaIsTheEnginesPreset(preset: SpringCurve.Preset) throws {
        let host = try ScriptHost(roots: ["/tmp"])
        for (duration, extra) in [(0.5, 0.0), (0.3, 0.1), (1.2, -0.25)] {
            let spring = SpringCurve(preset: preset, duration: duration, extraBounce: extra)
            let made = "segue.spring { preset = '\(preset.rawValue)', duration = \(duration), extraBounce = \(extra) }"
            #expect(try number(host, "segue.settlingDuration(\(made))") == spring.settlingDuration(), "\(made)")
            #expect(try number(host, "segue.settlingDuration(\(made), { initialVelocity = 2, epsilon = 0.01 })")
                    == spring.settlingDuration(initialVelocity: 2, epsilon: 0.01))
        }
        #expect(try number(host, "segue.settlingDuration(segue.spring { preset = '\(preset.rawValue)' })")
                == SpringCurve(duration: 0.5, bounce: preset.baseBounce).settlingDuration)
        // The bounce may reach 1 and −1 exactly, no further.
        let up = 1 - preset.baseBounce, down = -1 - preset.baseBounce
        _ = try number(host, "segue.settlingDuration(segue.spring { preset = '\(preset.rawValue)', extraBounce = \(up) })")
        _ = try number(host, "segue.settlingDuration(segue.spring { preset = '\(preset.rawValue)', extraBounce = \(down) })")
        for extra in [up + 0.01, down - 0.01] {
            let error = #expect(throws: LuaError.self) {
                try host.run("local x = 1\nlocal s = segue.spring { preset = '\(preset.rawValue)', extraBounce = \(extra) }",
                             chunkName: "p.lua")
            }
            #expect(error?.file == "p.lua" && error?.line == 2, "\(String(describing: error))")
            #expect(error?.message.contains("'extraBounce'") == true, "\(String(describing: error))")
        }
    }

    @Test(arguments: ["segue.settlingDuration()", "segue.settlingDuration({})", "segue.settlingDuration('easeIn')",
                      "segue.settlingDuration(segue.steps(3))",
                      "segue.settlingDuration(segue.spring { preset = 'smooth' }, { epsilon = 1 })",
                      "segue.settlingDuration(segue.spring { preset = 'smooth' }, { epsilon = 0/0 })",
                      "segue.settlingDuration(segue.spring { preset = 'smooth' }, { initialVelocity = 1/0 })",
                      "segue.settlingDuration(segue.spring { preset = 'smooth' }, { velocity = 1 })",
                      "segue.spring { preset = 'snapy' }", "segue.spring { preset = 1 }",
                      "segue.spring { preset = 'smooth', response = 0.3 }", "segue.spring { bounce = 0.2, extraBounce = 0.1 }",
                      "segue.spring { preset = 'bouncy', duration = 0 }"])
    func aWrongArgumentIsReportedAtTheCallersLine(call: String) throws {
        let host = try ScriptHost(roots: ["/tmp"])
        let error = #expect(throws: LuaError.self) { try host.run("local x = 1\nlocal t = \(call)", chunkName: "s.lua") }
        #expect(error?.file == "s.lua", "\(String(describing: error))")
        #expect(error?.line == 2, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("segue.s") == true, "\(String(describing: error))")
    }
}
