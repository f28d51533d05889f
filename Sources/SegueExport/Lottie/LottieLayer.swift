import SegueCore

/// One view's run as Lottie layers: its tracks fitted to the engine's values, in the
/// layer's own terms (anchor and position in points, scale in percent, rotation in degrees,
/// opacity in percent), and the engine's values read back from them.
///
/// A view is one shape layer — a rounded rectangle of its size and corner radius, filled
/// with its background colour — whose transform is the view's about its anchor point. When
/// the view is ever translated, a null layer carries its frame's place and the shape layer,
/// parented to it, the translation, so that `x` and `translationX` each stay readable. The
/// layer's opacity is the view's drawn opacity (its own alpha times every ancestor's), since
/// a Lottie child does not inherit its parent's opacity.
struct LottieLayer: Sendable {
    var run: LayerRun
    /// Tracks of the shape layer.
    var anchor, scale, rotation, opacity: LottieTrack
    /// The position's x and y (Lottie's split position: each its own keys).
    var position: [LottieTrack]
    /// The frame's place, x and y (the null layer's position), when the view is translated.
    var place: [LottieTrack]?
    /// The shape: size, corner radius, fill colour, fill opacity.
    var size, radius, colour, fillOpacity: LottieTrack
    /// The times the run covers, seconds.
    var times: ClosedRange<Double>

    /// A layer read back from a document.
    init(run: LayerRun, anchor: LottieTrack, scale: LottieTrack, rotation: LottieTrack, opacity: LottieTrack,
         position: [LottieTrack], place: [LottieTrack]?, size: LottieTrack, radius: LottieTrack, colour: LottieTrack,
         fillOpacity: LottieTrack, times: ClosedRange<Double>) {
        self.run = run
        self.anchor = anchor
        self.scale = scale
        self.rotation = rotation
        self.opacity = opacity
        self.position = position
        self.place = place
        self.size = size
        self.radius = radius
        self.colour = colour
        self.fillOpacity = fillOpacity
        self.times = times
    }

    /// The share of the export's tolerance the fits keep within: the rest is room for
    /// rounding and players' floats.
    static let fitShare = 0.5

    /// The layers of `run`, each property fitted within ``fitShare`` of `tolerance`; a
    /// property the engine played by a named curve Lottie writes exactly (`named`, the take's
    /// symbolic tracks) is one keyframe with that curve's handles where that reproduces it.
    init(run: LayerRun, frames: [StageValues], times allTimes: [Double], fps: Double, drawnOpacity: [[Double]], hasChildren: Bool,
         tolerance: ExportTolerance = ExportTolerance(), named: [SymbolicTrack] = []) {
        self.run = run
        let range = run.first ... run.last
        let times = Array(allTimes[range])
        self.times = times[0] ... times[times.count - 1]
        func series(_ property: ViewProperty) -> [Double] {
            range.map { f in
                let v = frames[f].values[run.indices[f - run.first] * ViewProperty.count + property.rawValue]
                return v.isFinite ? v : 0
            }
        }
        let ownTracks = named.filter { $0.viewID == run.id }
        func curves(_ properties: ViewProperty...) -> [LottieNamedCurve] {
            ownTracks.filter { properties.contains($0.property) }.compactMap(LottieNamedCurve.init)
        }
        let width = series(.width), height = series(.height)
        let ax = zip(series(.anchorX), width).map(*), ay = zip(series(.anchorY), height).map(*)
        let x = series(.x), y = series(.y), tx = series(.translationX), ty = series(.translationY)
        let p = tolerance.points * Self.fitShare
        let radians = tolerance.radians * Self.fitShare
        let alpha = tolerance.alpha * Self.fitShare
        let colourBound = tolerance.colour * Self.fitShare
        func fit(_ channels: [[Double]], _ tolerance: Double, _ named: [LottieNamedCurve] = [],
                 bounds: ClosedRange<Double>? = nil) -> LottieTrack {
            LottieTrack(times: times, channels: channels, tolerances: Array(repeating: tolerance, count: channels.count), fps: fps,
                        named: named, bounds: bounds)
        }
        anchor = fit([ax, ay], p)
        let translated = tx.contains { $0 != 0 } || ty.contains { $0 != 0 }
        let placeX = zip(x, ax).map(+), placeY = zip(y, ay).map(+)
        if translated {
            place = [fit([placeX], p, curves(.x)), fit([placeY], p, curves(.y))]
            position = [fit([tx], p, curves(.translationX)), fit([ty], p, curves(.translationY))]
        } else {
            place = nil
            position = [fit([placeX], p, curves(.x, .translationX)), fit([placeY], p, curves(.y, .translationY))]
        }
        let extent = max(1, (width + height).map(abs).max() ?? 1)
        scale = fit([series(.scaleX).map { $0 * 100 }, series(.scaleY).map { $0 * 100 }], p / extent * 100, curves(.scaleX, .scaleY))
        rotation = fit([series(.rotation).map { $0 * 180 / .pi }], radians * 180 / .pi, curves(.rotation))
        let own = range.map { drawnOpacity[$0][run.indices[$0 - run.first]] }
        let parentOpacity: [Double] = range.map { f in
            let parentIndex = frames[f].parents[run.indices[f - run.first]]
            return parentIndex >= 0 ? drawnOpacity[f][parentIndex] : 1
        }
        // A child's alpha is read back as its opacity over its parent's: an error in either
        // is magnified by the parent's opacity, so both are fitted within the tolerance times
        // the dimmest the parent (and, for a parent, the layer itself) gets.
        let ownLeast = hasChildren ? (own.min() ?? 1) : 1
        let dimmest = max(min(parentOpacity.min() ?? 1, ownLeast), LottieReplay.unseenParentOpacity)
        opacity = fit([own.map { $0 * 100 }], alpha * 100 * dimmest, curves(.alpha), bounds: 0 ... 100)
        size = fit([width, height], p, curves(.width, .height), bounds: 0 ... .greatestFiniteMagnitude)
        radius = fit([series(.cornerRadius).map { max($0, 0) }], p, curves(.cornerRadius), bounds: 0 ... .greatestFiniteMagnitude)
        let unit = { (v: Double) in min(max(v, 0), 1) }
        colour = fit([series(.backgroundRed).map(unit), series(.backgroundGreen).map(unit), series(.backgroundBlue).map(unit)],
                     colourBound, curves(.backgroundRed, .backgroundGreen, .backgroundBlue), bounds: 0 ... 1)
        fillOpacity = fit([series(.backgroundAlpha).map { unit($0) * 100 }], alpha * 100, curves(.backgroundAlpha), bounds: 0 ... 100)
    }

    /// Whether the run covers `time` (seconds).
    func covers(_ time: Double) -> Bool { times.contains(time) }
}
