import CLua
import SegueCore

/// Reads keyframe tracks made by the `segue` library (`segue.keyframes { x = { … } }` of
/// `segue.linearKeyframe`, `cubicKeyframe`, `springKeyframe`, `moveKeyframe`) into
/// ``KeyframeTrack``s. Handles are read through the library's private validated copies; every
/// field is checked again on the way, and a track SegueCore refuses is an error naming it.
enum KeyframesReader {
    /// One property's keyframes.
    struct Track {
        let property: ViewProperty
        let keyframes: [Keyframe]
    }

    /// The tracks of the timeline whose validated copy (or handle) is at `index`.
    static func tracks(_ lua: LuaState, at index: Int32) throws -> [Track] {
        let pushed = lua.pushValidatedCopy(of: index)
        if !pushed { lua.pushValue(at: index) }
        defer { lua.pop() }
        let timeline = try TableFields(lua, at: -1, name: "keyframes")
        guard let tracks = try timeline.table("tracks", { list in
            try list.list(limit: ViewProperty.count) { _, name in try track(TableFields(lua, at: -1, name: name)) }
        }), !tracks.isEmpty else {
            throw LuaScriptError("'keyframes' must be made with segue.keyframes { property = { keyframes… } }")
        }
        return tracks
    }

    /// The track of `track` starting from `initialValue`, its errors named after its property.
    static func build(_ track: Track, from initialValue: Double) throws -> KeyframeTrack {
        do {
            return try KeyframeTrack(initialValue: initialValue, keyframes: track.keyframes)
        } catch {
            throw LuaScriptError("segue.keyframes: the '\(track.property.name)' track \(describe(error))")
        }
    }

    private static func describe(_ error: KeyframeTrackError) -> String {
        switch error {
        case .empty: return "has no keyframes"
        case .tooManyKeyframes(let count): return "has \(count) keyframes, more than \(KeyframeTrack.maximumKeyframes)"
        case .nonFiniteInitialValue: return "starts from a value that is not finite"
        case .nonFiniteValue(let i): return "keyframe \(i + 1): the value is not finite"
        case .badDuration(let i): return "keyframe \(i + 1): the duration must be in 0…3600 seconds"
        case .nonFiniteVelocity(let i): return "keyframe \(i + 1): a velocity is not finite"
        case .tooLong: return "lasts more than \(Int(KeyframeTrack.maximumDuration)) seconds in all"
        }
    }

    private static func track(_ fields: TableFields) throws -> Track {
        guard let name = try fields.string("property"), let property = ViewProperty(name: name) else {
            throw LuaScriptError("'\(fields.name).property' must name an animatable view property")
        }
        let keyframes = try fields.table("keyframes") { list in
            try list.list(limit: KeyframeTrack.maximumKeyframes) { _, name in try keyframe(fields.state, name: name) }
        } ?? []
        return Track(property: property, keyframes: keyframes)
    }

    /// The keyframe handle on the stack top.
    private static func keyframe(_ lua: LuaState, name: String) throws -> Keyframe {
        guard lua.pushValidatedCopy(of: -1) else {
            throw LuaScriptError("'\(name)' must be a keyframe (segue.linearKeyframe, cubicKeyframe, springKeyframe or moveKeyframe)")
        }
        defer { lua.pop() }
        let fields = try TableFields(lua, at: -1, name: name)
        guard let to = try fields.number("to") else { throw LuaScriptError("'\(name).to' is required") }
        let seconds = 0.0...KeyframeTrack.maximumDuration
        switch try fields.string("kind") ?? "" {
        case "linear":
            let curve = try fields.value("timing") { try TimingReader.read(lua, at: -1, field: "\(name).timing") } ?? .linear
            return .linear(to: to, duration: try fields.number("duration", in: seconds) ?? 0, curve: curve)
        case "cubic":
            return .cubic(to: to, duration: try fields.number("duration", in: seconds) ?? 0,
                          startVelocity: try fields.number("startVelocity"), endVelocity: try fields.number("endVelocity"))
        case "spring":
            let timing = try fields.value("spring") { try TimingReader.read(lua, at: -1, field: "\(name).spring") }
            var spring = Keyframe.defaultSpring
            if let timing {
                guard case .spring(let given) = timing, !given.fitsAnimatorDuration else {
                    throw LuaScriptError("'\(name).spring' must be a segue.spring with a clock of its own")
                }
                spring = given
            }
            return .spring(to: to, duration: try fields.number("duration", in: seconds), spring: spring,
                           startVelocity: try fields.number("startVelocity"))
        case "move":
            return .move(to: to)
        default:
            throw LuaScriptError("'\(name)' must be a keyframe (segue.linearKeyframe, cubicKeyframe, springKeyframe or moveKeyframe)")
        }
    }
}
