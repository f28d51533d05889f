import CLua
import SegueCore

/// The library's `keyframeTracks(timeline, what, time, initial)`, behind `segue.keyframes`:
/// with `what` = `"duration"` the timeline's duration (its longest track, seconds); with
/// `"value"` or `"velocity"` a table of each track's value or velocity at `time` seconds, the
/// tracks starting from `initial[property]` (0 when not given) — SwiftUI's
/// `KeyframeTimeline.duration` and `value(time:)`. Only the library calls it, with its own
/// private copy of the timeline; every field is checked again here (``KeyframesReader``).
enum KeyframeTracksFunction {
    static func push(in state: LuaState) {
        state.pushFunction { lua in
            let tracks = try KeyframesReader.tracks(lua, at: 1)
            let what = lua.string(at: 2) ?? "duration"
            if what == "duration" {
                let built = try tracks.map { try KeyframesReader.build($0, from: 0) }
                lua.push(built.map(\.duration).max() ?? 0)
                return 1
            }
            guard let time = lua.number(at: 3), !time.isNaN else {
                throw LuaScriptError("keyframes:\(what): 'time' must be a number of seconds")
            }
            let initial = lua.isNil(4) ? nil : try TableFields(lua, at: 4, name: "initial")
            lua.newTable(arrayCount: 0)
            let result = lua.top
            for track in tracks {
                let start = try initial?.number(track.property.name) ?? 0
                let built = try KeyframesReader.build(track, from: start)
                lua.push(what == "velocity" ? built.velocity(time: time) : built.value(time: time))
                lua.setRawField(track.property.name, of: result)
            }
            return 1
        }
    }
}
