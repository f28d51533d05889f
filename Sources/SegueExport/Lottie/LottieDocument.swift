import SegueCore

/// A whole take as one Lottie animation (Bodymovin's 5.x layout: `v`, `fr`, `ip`, `op`, `w`,
/// `h`, `layers`): every drawn view a shape layer parented as the view tree, its motion
/// fitted cubic keyframes (hold keys for jumps), its subviews clipped by a track matte where
/// it clips them — and what Lottie cannot show named in ``unsupported``.
///
/// Promises: ``replay`` plays the keyframes exactly as written (the same rounded numbers a
/// player reads, Bézier easing between keys), so the error measured against it is the
/// error a conforming player shows.
public struct LottieDocument: Sendable {
    /// The document.
    public private(set) var json: LottieJSON
    /// What the document cannot show, one readable line each ("card.rotationX: …").
    public private(set) var unsupported: [String]
    /// The document's own values, read back as the views' properties.
    public private(set) var replay: LottieReplay

    /// The Lottie format version written.
    public static let version = "5.7.0"

    /// The document of a take: `frames` sampled at `times` (seconds, first 0) at `fps`, in a
    /// window of `size` points, with a `background` colour behind every view (nil: none); its
    /// tracks fitted within half of `tolerance`, a track the engine played by a cubic Bézier
    /// (`named`) written as that one curve where it reproduces the frames.
    public init(title: String, size: Size, fps: Double, times: [Double], frames: [StageValues], background: Color? = nil,
                tolerance: ExportTolerance = ExportTolerance(), named: [SymbolicTrack] = []) {
        let count = min(times.count, frames.count)
        let frames = Array(frames.prefix(count)), times = Array(times.prefix(count))
        let fps = fps.isFinite && fps > 0 ? fps : 60
        let runs = LayerRuns(frames: frames)
        let drawnOpacity = frames.map(Self.drawnOpacity)
        let parents = Set(runs.runs.compactMap(\.parent))
        let layers = runs.runs.indices.map {
            LottieLayer(run: runs.runs[$0], frames: frames, times: times, fps: fps, drawnOpacity: drawnOpacity,
                        hasChildren: parents.contains($0), tolerance: tolerance, named: named)
        }
        var notes = LottieLimits.unsupported(runs: runs, frames: frames)
        // Layer numbers: each run's shape layer, then its null and matte layers.
        var next = 1
        var shapeIndex = Array(repeating: 0, count: layers.count)
        var placeIndex = Array(repeating: 0, count: layers.count)
        for r in layers.indices {
            shapeIndex[r] = next
            next += 1
            if layers[r].place != nil {
                placeIndex[r] = next
                next += 1
            }
        }
        var out: [LottieJSON] = []
        for r in runs.paintingOrder.reversed() {
            let layer = layers[r]
            let parentShape = layer.run.parent.map { shapeIndex[$0] }
            if let clip = Self.nearestClip(of: r, runs: runs.runs) {
                out.append(LottieShapes.matte(ind: next, parent: shapeIndex[clip], clip: layers[clip], over: layer.run,
                                              fps: fps, times: times))
                next += 1
                if Self.nearestClip(of: clip, runs: runs.runs) != nil {
                    notes.append("\(layer.run.id): clipped by more than one ancestor; Lottie clips it by the nearest (\(layers[clip].run.id)) only")
                }
            }
            var members = LottieShapes.layerHeader(ty: 4, ind: shapeIndex[r], name: layer.run.id,
                                                   parent: layer.place != nil ? placeIndex[r] : parentShape,
                                                   run: layer.run, fps: fps, times: times)
            if Self.nearestClip(of: r, runs: runs.runs) != nil { members.append(("tt", .int(1))) }
            members.append(("ks", LottieShapes.transform(anchor: layer.anchor.json(scalar: false), position: layer.position,
                                                         scale: layer.scale.json(scalar: false),
                                                         rotation: layer.rotation.json(scalar: true),
                                                         opacity: layer.opacity.json(scalar: true))))
            members.append(("shapes", .array([LottieShapes.rectangleGroup(layer)])))
            out.append(.object(members))
            if let place = layer.place {
                var null = LottieShapes.layerHeader(ty: 3, ind: placeIndex[r], name: layer.run.id + " frame",
                                                    parent: parentShape, run: layer.run, fps: fps, times: times)
                null.append(("ks", LottieShapes.transform(anchor: .object([("a", .int(0)), ("k", .numbers([0, 0]))]),
                                                          position: place, scale: .object([("a", .int(0)), ("k", .numbers([100, 100]))]),
                                                          rotation: .object([("a", .int(0)), ("k", .int(0))]),
                                                          opacity: .object([("a", .int(0)), ("k", .int(100))]))))
                out.append(.object(null))
            }
        }
        if let background {
            out.append(LottieShapes.background(background, size: size, ind: next, frames: count))
        }
        let lastFrame = count > 0 ? (times[count - 1] * fps).rounded() : 0
        json = .object([
            ("v", .string(Self.version)), ("fr", .number(fps)), ("ip", .int(0)), ("op", .number(lastFrame + 1)),
            ("w", .number(size.width.rounded())), ("h", .number(size.height.rounded())), ("nm", .string(title)),
            ("ddd", .int(0)), ("assets", .array([])), ("layers", .array(out)),
        ])
        if size.width != size.width.rounded() || size.height != size.height.rounded() {
            notes.append("window: \(size.width)×\(size.height) pt rounded to whole points (Lottie's w and h are integers)")
        }
        unsupported = notes
        replay = LottieReplay(layers: layers)
    }

    /// The document's bytes.
    public var bytes: [UInt8] { json.bytes }

    /// For each view of `values`, its own alpha (clamped to 0…1) times its ancestors'.
    static func drawnOpacity(_ values: StageValues) -> [Double] {
        var opacity: [Double] = []
        opacity.reserveCapacity(values.ids.count)
        for i in values.ids.indices {
            let own = values.values[i * ViewProperty.count + ViewProperty.alpha.rawValue]
            let clamped = own.isNaN ? 0 : min(max(own, 0), 1)
            let parent = values.parents[i]
            opacity.append(clamped * (parent >= 0 && parent < i ? opacity[parent] : 1))
        }
        return opacity
    }

    /// The nearest ancestor run that clips its subviews.
    static func nearestClip(of run: Int, runs: [LayerRun]) -> Int? {
        var ancestor = runs[run].parent
        while let a = ancestor {
            if runs[a].clips { return a }
            ancestor = runs[a].parent
        }
        return nil
    }
}
