import CLua
import SegueCore

/// `ctx:keyframes(view, timeline [, { start, duration, repeatCount, repeatDuration, autoreverses }])`
/// inside `animation`: each track of a
/// `segue.keyframes` timeline plays the view's property from the value it has now, SwiftUI's
/// `KeyframeAnimator` on one view: the window `start`…`start + duration` of the animation (the
/// whole of it by default) runs through the timeline's `duration` seconds — a track shorter
/// than the timeline holds its end; with Core Animation's `repeatCount` (or `repeatDuration`, in
/// seconds of the timeline's cycles) and `autoreverses` the window holds that many cycles. Each
/// track replaces any animation of its property.
enum KeyframesBinding {
    static func keyframes(_ lua: LuaState) throws -> Int32 {
        let animator = try ScriptHost.of(lua).animationHookAnimator(for: "keyframes")
        let view = try lua.checkView(2, function: "keyframes")
        guard lua.pushValidatedCopy(of: 3) else {
            throw lua.typeError(3, function: "keyframes", expected: "a timeline made with segue.keyframes")
        }
        lua.pop()
        let tracks = try KeyframesReader.tracks(lua, at: 3)
        let built = try tracks.map { (property: $0.property, track: try KeyframesReader.build($0, from: view[$0.property])) }
        let timelineDuration = built.map(\.track.duration).max() ?? 0
        var start = 0.0, duration = 1.0
        var repetition: Repetition?
        if !lua.isNil(4) {
            try lua.checkTable(4, function: "keyframes", expected: "a table { start, duration, repeatCount, repeatDuration, autoreverses }")
            let window = try TableFields(lua, at: 4, name: "keyframes")
            start = try window.number("start", in: 0...1) ?? 0
            duration = try window.number("duration", in: 0...1) ?? (1 - start)
            guard start + duration <= 1 + 1e-9 else {
                throw LuaScriptError("keyframes: the window \(start)…\(start + duration) must lie within 0…1")
            }
            repetition = try RepetitionReader.read(window, cycleSeconds: timelineDuration)
        }
        for (property, track) in built {
            animator.addKeyframeTrack(track, for: property, of: view, timelineDuration: timelineDuration,
                                      relativeStart: start, relativeDuration: min(duration, 1 - start), repetition: repetition)
        }
        return 0
    }
}
