import SegueCore

extension SpecDocument {
    /// Why a spec document cannot be read: the line and what is wrong.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads a document ``json()`` wrote: the times, the views' constant values and the
    /// tracks (the interaction is not read).
    init(json text: String) throws(ReadError) {
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw ReadError(description: "\(error)") }
        func fail(_ node: JSONNode, _ message: String) -> ReadError { ReadError(description: "line \(node.line): \(message)") }
        func number(_ node: JSONNode, _ key: String) throws(ReadError) -> Double {
            guard let value = node[key]?.number, value.isFinite else { throw fail(node, "'\(key)' must be a finite number") }
            return value
        }
        func array(_ node: JSONNode, _ key: String) throws(ReadError) -> [JSONNode] {
            guard case .array(let items)? = node[key]?.value else { throw fail(node, "'\(key)' must be an array") }
            return items
        }
        guard root["format"]?.string == Self.formatName else { throw fail(root, "not a \(Self.formatName) document") }
        title = root["title"]?.string ?? ""
        guard let window = root["window"] else { throw fail(root, "no window") }
        size = Size(width: try number(window, "width"), height: try number(window, "height"))
        fps = try number(root, "fps")
        times = try array(root, "times").map { node throws(ReadError) in
            guard let value = node.number, value.isFinite else { throw fail(node, "a time must be a finite number") }
            return value
        }
        interaction = nil
        views = []
        for node in try array(root, "views") {
            guard let id = node["id"]?.string else { throw fail(node, "a view needs an id") }
            var values: [(ViewProperty, Double)] = []
            if case .object(let members)? = node["values"]?.value {
                for member in members {
                    guard let property = ViewProperty(name: member.key), let value = member.value.number, value.isFinite else {
                        throw fail(member.value, "'\(member.key)' is not a view property with a finite value")
                    }
                    values.append((property, value))
                }
            }
            views.append(ViewEntry(id: id, parent: node["parent"]?.string, values: values))
        }
        tracks = []
        for node in try array(root, "tracks") {
            guard let id = node["view"]?.string, let property = node["property"]?.string.flatMap(ViewProperty.init(name:)) else {
                throw fail(node, "a track needs a view and a known property")
            }
            switch node["kind"]?.string {
            case "curve":
                guard let timingNode = node["timing"] else { throw fail(node, "a curve track needs a timing") }
                let timing: TimingCurve
                do { timing = try SpecTiming.read(timingNode) } catch { throw ReadError(description: error.description) }
                var range: ClosedRange<Double>?
                if node["range"] != nil {
                    let bounds = try array(node, "range").compactMap(\.number)
                    guard bounds.count == 2, bounds[0] <= bounds[1] else { throw fail(node, "'range' must be [low, high]") }
                    range = bounds[0]...bounds[1]
                }
                tracks.append(.curve(SymbolicTrack(viewID: id, property: property, from: try number(node, "from"), to: try number(node, "to"),
                                                   delay: try number(node, "delay"), duration: try number(node, "duration"),
                                                   timing: timing, range: range)))
            case "sampled":
                let values = try array(node, "values").map { item -> Double? in item.number }
                guard values.count == times.count else { throw fail(node, "a sampled track needs one value per time") }
                tracks.append(.sampled(viewID: id, property: property, values: values))
            default:
                throw fail(node, "a track's kind is curve or sampled")
            }
        }
    }
}
