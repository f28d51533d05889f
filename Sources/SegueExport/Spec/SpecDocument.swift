import SegueCore

/// The developer hand-off as data: per view its parent and the values that do not move, and
/// per moving property a track — a named curve (``SymbolicTrack``) where the engine knows
/// one, else the engine's values sampled at every frame time of the take.
///
/// Promises: ``json()`` writes exactly this document (numbers that read back bit for bit),
/// and ``init(json:)`` reads it back; the replay (`SpecReplay`) evaluates what was read.
struct SpecDocument {
    /// A view of the take, in the order first drawn.
    struct ViewEntry {
        var id: String
        /// The id of its superview in the first frame that draws it; nil under the window.
        var parent: String?
        /// The properties that never move while it is drawn and differ from their default.
        var values: [(property: ViewProperty, value: Double)]
    }

    /// A moving property.
    enum Track {
        /// By a named curve.
        case curve(SymbolicTrack)
        /// By the engine's values at each of the take's times (nil: the view is not drawn then).
        case sampled(viewID: String, property: ViewProperty, values: [Double?])

        var viewID: String {
            switch self {
            case .curve(let track): track.viewID
            case .sampled(let id, _, _): id
            }
        }

        var property: ViewProperty {
            switch self {
            case .curve(let track): track.property
            case .sampled(_, let property, _): property
            }
        }
    }

    static let formatName = "segue-export-spec"
    static let version = 1.0

    var title: String
    var size: Size
    var fps: Double
    var times: [Double]
    var views: [ViewEntry]
    var tracks: [Track]
    /// The interactive behaviour (written for the developer; the replay does not read it).
    var interaction: InteractionDescription?

    /// The hand-off of `take`.
    init(take: ExportTake) {
        title = take.title
        size = take.size
        fps = take.fps
        times = take.times
        interaction = take.interaction
        var symbolic: [String: SymbolicTrack] = [:]
        for track in take.tracks { symbolic["\(track.viewID)\u{0}\(track.property.rawValue)"] = track }
        views = []
        tracks = []
        let indices = take.frameIndices()
        for id in take.viewIDs {
            var parent: String?
            var constants: [(ViewProperty, Double)] = []
            if let k = indices.firstIndex(where: { $0[id] != nil }), let index = indices[k][id] {
                let p = take.frames[k].parents[index]
                parent = p >= 0 && p < take.frames[k].ids.count ? take.frames[k].ids[p] : nil
            }
            for property in ViewProperty.allCases {
                let values = take.values(view: id, property: property, indices: indices)
                let drawn = values.compactMap { $0 }
                guard let first = drawn.first else { continue }
                if let track = symbolic["\(id)\u{0}\(property.rawValue)"], drawn.contains(where: { $0 != first }) {
                    tracks.append(.curve(track))
                } else if drawn.contains(where: { $0.bitPattern != first.bitPattern }) {
                    tracks.append(.sampled(viewID: id, property: property, values: values))
                } else if first != property.defaultValue {
                    constants.append((property, first))
                }
            }
            views.append(ViewEntry(id: id, parent: parent, values: constants))
        }
    }

    /// The document as JSON text (docs/schemas/export-spec.schema.json).
    func json() -> String {
        var w = JSONObjectWriter()
        w.string("format", Self.formatName)
        w.number("version", Self.version)
        w.string("title", title)
        w.object("window")
        w.number("width", size.width)
        w.number("height", size.height)
        w.close()
        w.number("fps", fps)
        w.raw("times", JSONObjectWriter.numbers(times))
        w.array("views")
        for view in views {
            w.object(nil)
            w.string("id", view.id)
            if let parent = view.parent { w.string("parent", parent) } else { w.null("parent") }
            w.object("values")
            for (property, value) in view.values { w.number(property.name, value) }
            w.close()
            w.close()
        }
        w.close()
        w.array("tracks")
        for track in tracks {
            w.object(nil)
            w.string("view", track.viewID)
            w.string("property", track.property.name)
            w.string("unit", ExportUnit(track.property).rawValue)
            switch track {
            case .curve(let curve):
                w.string("kind", "curve")
                w.number("from", curve.from)
                w.number("to", curve.to)
                w.number("delay", curve.delay)
                w.number("duration", curve.duration)
                if let range = curve.range { w.raw("range", JSONObjectWriter.numbers([range.lowerBound, range.upperBound])) }
                SpecTiming.write(curve.timing, duration: curve.duration, into: &w, name: "timing")
            case .sampled(_, _, let values):
                w.string("kind", "sampled")
                w.string("note", "computed per frame by the engine (not a named curve): the value at each of the take's times")
                w.raw("values", JSONObjectWriter.numbers(values))
            }
            w.close()
        }
        w.close()
        if let interaction { SpecInteraction.write(interaction, into: &w) } else { w.null("interaction") }
        return w.finished()
    }
}
