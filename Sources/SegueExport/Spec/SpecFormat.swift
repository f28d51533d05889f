import SegueCore

/// `spec`: the developer hand-off — `NAME.spec.json` (docs/schemas/export-spec.schema.json)
/// and the readable sheet `NAME.spec.html` beside it. Named curves where the engine knows
/// them (with their UIKit, SwiftUI and Core Animation names), the engine's values at every
/// frame time where it does not, and the interactive behaviour. Its replay reads the JSON it
/// wrote back and evaluates exactly that.
public struct SpecFormat: ExportFormat {
    /// "spec".
    public var name: String { "spec" }
    /// "json" (the sheet beside it is `.spec.html`).
    public var fileExtension: String { "json" }

    /// The format.
    public init() {}

    /// The JSON and its sheet; the replay reads the JSON back. Fails only for a take
    /// without frames.
    public func encode(_ take: ExportTake) throws(ExportFailure) -> ExportOutput {
        guard !take.frames.isEmpty, take.frames.count == take.times.count else { throw ExportFailure("the take has no frames") }
        let json = SpecDocument(take: take).json()
        let written: SpecDocument
        do { written = try SpecDocument(json: json) } catch { throw ExportFailure("the spec does not read back: \(error)") }
        let replay = SpecReplay(written)
        let indices = take.frameIndices()
        let drawn = written.tracks.map { track in
            take.times.indices.map { k -> Double? in
                indices[k][track.viewID] == nil ? nil : replay.value(view: track.viewID, property: track.property, at: take.times[k])
            }
        }
        let base = take.title.isEmpty ? "transition" : take.title
        return ExportOutput(files: [ExportFile(name: base + ".spec.json", text: json),
                                    ExportFile(name: base + ".spec.html", text: SpecSheet.html(json: json, drawn: drawn))],
                            replay: replay, unsupported: [])
    }

    /// Reads the spec JSON back (the main file) and replays what it says.
    public func replay(reading files: [ExportFile]) throws(ExportFailure) -> (any ExportReplay)? {
        guard let main = files.first else { throw ExportFailure("no spec file to read") }
        do {
            return SpecReplay(try SpecDocument(json: String(decoding: main.bytes, as: UTF8.self)))
        } catch {
            throw ExportFailure("\(main.name): \(error)")
        }
    }
}
