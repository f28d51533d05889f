import SegueLua
import Testing
@testable import SeguePreview

/// Which literals the Curve panel shows: every timing's, the new kinds included — each keyframe
/// of a track under its kind, a phase's duration, a repeated window's count.
@Suite struct CurvePanelLiteralTests {
    func shown(_ text: String) -> [String] {
        ScriptSource(text).literals.filter { $0.place.map(ScriptLiterals.isTiming) == true }.map { "\($0.place?.call ?? "")|\($0.place?.name ?? "")=\($0.text)" }
    }

    @Test func theKeyframeKindsArePanelLiterals() {
        let names = shown("""
        local drop = segue.keyframes {
          y = { segue.linearKeyframe(90, 0.2), segue.cubicKeyframe(40, 0.25, { endVelocity = -50 }),
                segue.springKeyframe(150, { duration = 0.5 }), segue.moveKeyframe(20) },
        }
        """)
        #expect(names == [
            "segue.linearKeyframe|to=90", "segue.linearKeyframe|duration=0.2",
            "segue.cubicKeyframe|to=40", "segue.cubicKeyframe|duration=0.25", "segue.cubicKeyframe|endVelocity=-50",
            "segue.springKeyframe|to=150", "segue.springKeyframe|duration=0.5", "segue.moveKeyframe|to=20",
        ])
    }

    @Test func phasesAndRepeatedWindowsShowTheirTimesNotTheirValues() {
        let names = shown("""
        local pulse = segue.phases { { alpha = 0 }, { alpha = 0.7, duration = 0.12 }, cycles = 2 }
        ctx:keyframes(v.ring, pulse, { start = 0.3, duration = 0.5, repeatCount = 2 })
        ctx:keyframe(0, 0.6, function() v.badge.rotation = 0.35 end, "easeInOut", { repeatCount = 2, autoreverses = true })
        """)
        #expect(names == [
            "segue.phases|duration=0.12", "segue.phases|cycles=2",
            "ctx:keyframes|start=0.3", "ctx:keyframes|duration=0.5", "ctx:keyframes|repeatCount=2",
            "ctx:keyframe|start=0", "ctx:keyframe|duration=0.6", "ctx:keyframe|repeatCount=2",
        ])
    }
}
