import SegueCore
import SegueExport

/// What a player we did not write showed of an export, sampled at the take's frame times —
/// Chromium's computed styles of the css page, the spec evaluator's replay, a Lottie reader's
/// keys — read from the JSON a check script writes, so the conformance report overlays it on
/// the engine's curve beside the formats' own replays:
///
/// ```json
/// {"player": "Chromium", "target": "css",
///  "times": [0, 0.016666666666666666, …],
///  "values": {"card.y": [812, 790.5, …, null], "card.alpha": […]},
///  "unread": {"card.rotation": "ThorVG hands back the composed matrix, not its parts"}}
/// ```
///
/// `times` are the take's frame times (each within a microsecond of the take's, as many as it
/// has); each of `values` is named `VIEW.PROPERTY` (a view property's name after the last dot)
/// and holds a number or null (not shown) per time. `unread` (optional) names the properties the
/// player cannot show, each with why: the report says so by name rather than leaving the
/// player's curve out without a word.
///
/// Promises: reading never traps on its text; a sample it refuses says why with the file's
/// name and the line (`r.json:3: …`). As an `ExportReplay` it carries exactly the named
/// properties (nil for every other, and for a null sample).
public struct PlayerSamples: ExportReplay {
    /// Who played the export ("Chromium", "ThorVG", "the spec evaluator").
    public let player: String
    /// The format it played ("css", "lottie", "spec").
    public let target: String
    /// The samples by view and property name, one per frame of the take.
    let values: [String: [Double?]]
    /// The frame index of each of the take's times.
    let frames: [Double: Int]
    /// The properties the player cannot show (`VIEW.PROPERTY`) and why, sorted by name.
    public let unread: [(name: String, why: String)]

    /// The value the player showed at take time `time`; nil when it did not sample it then.
    public func value(view: String, property: ViewProperty, at time: Double) -> Double? {
        guard let frame = frames[time], let series = values[view + "." + property.name], frame < series.count else { return nil }
        return series[frame]
    }

    /// The properties sampled, `VIEW.PROPERTY`, sorted.
    public var names: [String] { values.keys.sorted() }

    /// Reads the samples in `text` (the file `path`, named in errors) for `take`.
    public init(reading text: String, path: String, take: ExportTake) throws(ConformanceReportError) {
        func refuse(_ line: Int, _ message: String) -> ConformanceReportError {
            ConformanceReportError(message: "\(path):\(line): \(message)")
        }
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw refuse(error.line, error.message) }
        guard case .object = root.value else { throw refuse(root.line, "the samples must be an object, not \(root.value.typeName)") }
        guard let player = root["player"]?.string, !player.isEmpty else { throw refuse(root.line, "'player' must name the player") }
        guard let target = root["target"]?.string, !target.isEmpty else { throw refuse(root.line, "'target' must name the format played") }
        guard let timesNode = root["times"], case .array(let times) = timesNode.value else {
            throw refuse(root.line, "'times' must be an array of the take's frame times")
        }
        guard times.count == take.times.count else {
            throw refuse(timesNode.line, "'times' holds \(times.count) times; the take has \(take.times.count) frames")
        }
        for (k, node) in times.enumerated() {
            guard let time = node.number, abs(time - take.times[k]) <= 1e-6 else {
                throw refuse(node.line, "time \(k) is not the take's frame time \(take.times[k])")
            }
        }
        guard let valuesNode = root["values"], case .object(let members) = valuesNode.value else {
            throw refuse(root.line, "'values' must be an object of VIEW.PROPERTY: [value per time]")
        }
        func checkName(_ name: String, line: Int) throws(ConformanceReportError) {
            guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
                  ViewProperty(name: String(name[name.index(after: dot)...])) != nil else {
                throw refuse(line, "'\(name)' is not VIEW.PROPERTY with a view property's name")
            }
        }
        var values: [String: [Double?]] = [:]
        for (name, node) in members {
            try checkName(name, line: node.line)
            guard case .array(let samples) = node.value, samples.count == times.count else {
                throw refuse(node.line, "'\(name)' must hold one value or null per time (\(times.count))")
            }
            var series: [Double?] = []
            for sample in samples {
                switch sample.value {
                case .null: series.append(nil)
                case .number(let value) where value.isFinite: series.append(value)
                default: throw refuse(sample.line, "'\(name)': a sample must be a finite number or null, not \(sample.value.typeName)")
                }
            }
            values[name] = series
        }
        var unread: [(name: String, why: String)] = []
        if let unreadNode = root["unread"] {
            guard case .object(let reasons) = unreadNode.value else {
                throw refuse(unreadNode.line, "'unread' must be an object of VIEW.PROPERTY: why the player cannot show it")
            }
            for (name, node) in reasons {
                try checkName(name, line: node.line)
                guard let why = node.string, !why.isEmpty else { throw refuse(node.line, "'unread' '\(name)' must say why, as a string") }
                if values[name] != nil { throw refuse(node.line, "'\(name)' is both sampled and unread") }
                unread.append((name, why))
            }
        }
        self.player = player
        self.target = target
        self.values = values
        self.unread = unread.sorted { $0.name < $1.name }
        var frames: [Double: Int] = [:]
        for (k, time) in take.times.enumerated() where frames[time] == nil { frames[time] = k }
        self.frames = frames
    }
}

/// Why a conformance report could not be made: one line naming the file and line.
public struct ConformanceReportError: Error, Sendable, CustomStringConvertible {
    /// The line.
    public var message: String

    public var description: String { message }
}
