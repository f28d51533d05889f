import SegueCore

/// `css`: a self-contained HTML page for the web — each view an absolutely positioned
/// element nested as the views are, drawn as Segue's preview draws it, and the motion CSS
/// animations of registered custom properties (`cubic-bezier()`, `steps()` or `linear()`
/// easings, delays, `fill-mode: both`), no per-frame script. `?t=SECONDS` holds the page at
/// a time.
///
/// Promises: a track the engine knows by a curve becomes one keyframe pair with that curve's
/// exact CSS easing (cubic béziers, linear, steps, in/out quad and cubic) or its `linear()`
/// stops within 40 % of the tolerance; any other motion is the trace thinned to `linear()`
/// stops within 40 % of the tolerance; ``ExportOutput/replay`` evaluates exactly what the page
/// says, by the CSS definitions. The page's elements and styles never carry a view id
/// unescaped.
public struct CSSExportFormat: ExportFormat {
    public let name = "css"
    public let fileExtension = "html"
    /// The tolerance the fits keep within (the export's: 0.25 pt, 0.005 alpha, 0.001 rad,
    /// 1/255 colour by default).
    public var tolerance: ExportTolerance

    /// The format, fitting within `tolerance`.
    public init(tolerance: ExportTolerance = ExportTolerance()) {
        self.tolerance = tolerance
    }

    public func fitting(within tolerance: ExportTolerance) -> any ExportFormat { CSSExportFormat(tolerance: tolerance) }

    public func encode(_ take: ExportTake) throws(ExportFailure) -> ExportOutput {
        guard take.times.count == take.frames.count, !take.frames.isEmpty else {
            throw ExportFailure("the take has no frames to export")
        }
        guard take.size.width.isFinite, take.size.height.isFinite, take.size.width > 0, take.size.height > 0 else {
            throw ExportFailure("the window's size is not a positive finite size")
        }
        let tree = CSSStageTree(take)
        let planner = CSSTrackPlanner(take: take, tolerance: tolerance)
        var elements: [CSSReplay.Element] = []
        var classes: [[String]] = []
        var unsupported = tree.unsupported
        var zNoted = Set<String>()
        for element in tree.elements {
            let presence = planner.presence(of: element)
            let plans = ViewProperty.allCases.map { planner.plan($0, of: element) }
            var names: [String] = []
            if presence.differs(from: 1) { names.append("p") }
            if element.clips { names.append("c") }
            if plans[ViewProperty.shadowOpacity.rawValue].largest(at: take.times) > 0 { names.append("s") }
            if plans[ViewProperty.effectIntensity.rawValue].largest(at: take.times) > 0 { names.append("b") }
            if plans[ViewProperty.zPosition.rawValue].differs(from: plans[ViewProperty.zPosition.rawValue].number(at: 0)),
               zNoted.insert(element.viewID).inserted {
                unsupported.append("\(element.viewID).zPosition: orders siblings only; the page keeps their first order")
            }
            elements.append(CSSReplay.Element(presence: presence, listing: planner.listing(of: element), plans: plans))
            classes.append(names)
        }
        let writer = CSSPageWriter(title: take.title, size: take.size, backgroundColor: take.background ?? Color(red: 0, green: 0, blue: 0, alpha: 0), tree: tree, elements: elements, classes: classes)
        var byView: [String: [CSSReplay.Element]] = [:]
        for (e, element) in tree.elements.enumerated() { byView[element.viewID, default: []].append(elements[e]) }
        let stem = take.title.hasSuffix(".lua") ? String(take.title.dropLast(4)) : take.title
        return ExportOutput(files: [ExportFile(name: "\(stem.isEmpty ? "transition" : stem).html", text: writer.page())],
                            replay: CSSReplay(elements: byView), unsupported: unsupported)
    }

    /// The replay of a page this format wrote (edited since, perhaps), read back from its text
    /// (`CSSPageReader`): what the page says, for `segue export --measure`.
    public func replay(reading files: [ExportFile]) throws(ExportFailure) -> (any ExportReplay)? {
        guard let page = files.first else { throw ExportFailure("no page to read") }
        return try CSSPageReader(text: String(decoding: page.bytes, as: UTF8.self)).replay()
    }
}
