import SegueCore

/// The pieces of a Lottie document: layer headers, transforms, a view's rounded rectangle,
/// clipping mattes and the window's background.
enum LottieShapes {
    /// A constant property.
    static func constant(_ values: [Double]) -> LottieJSON {
        .object([("a", .int(0)), ("k", values.count == 1 ? .number(values[0]) : .numbers(values))])
    }

    /// The members every layer starts with; the layer shows from the run's first frame to
    /// just after its last.
    static func layerHeader(ty: Int, ind: Int, name: String, parent: Int?, run: LayerRun, fps: Double,
                            times: [Double]) -> [(String, LottieJSON)] {
        var members: [(String, LottieJSON)] = [("ddd", .int(0)), ("ind", .int(ind)), ("ty", .int(ty)), ("nm", .string(name))]
        if let parent { members.append(("parent", .int(parent))) }
        let first = (times[run.first] * fps).rounded(), last = (times[run.last] * fps).rounded()
        members += [("sr", .int(1)), ("ip", .number(first)), ("op", .number(last + 1)), ("st", .int(0)), ("bm", .int(0)),
                    ("ao", .int(0))]
        return members
    }

    /// A layer transform with a split position.
    static func transform(anchor: LottieJSON, position: [LottieTrack], scale: LottieJSON, rotation: LottieJSON,
                          opacity: LottieJSON) -> LottieJSON {
        let split: LottieJSON = .object([("s", .bool(true)), ("x", position[0].json(scalar: true)),
                                         ("y", position[1].json(scalar: true))])
        return .object([("a", anchor), ("p", split), ("s", scale), ("r", rotation), ("o", opacity)])
    }

    /// The identity transform of a shape group.
    static let groupTransform: LottieJSON = .object([
        ("ty", .string("tr")), ("p", constant([0, 0])), ("a", constant([0, 0])), ("s", constant([100, 100])),
        ("r", constant([0])), ("o", constant([100])), ("sk", constant([0])), ("sa", constant([0])),
    ])

    /// A rectangle group: `rc` of `size` centred in the layer's bounds with `radius`, filled.
    static func rectangle(size: LottieTrack, radius: LottieJSON, colour: LottieJSON, opacity: LottieJSON) -> LottieJSON {
        .object([
            ("ty", .string("gr")), ("nm", .string("view")),
            ("it", .array([
                .object([("ty", .string("rc")), ("nm", .string("bounds")), ("d", .int(1)),
                         ("p", size.scaled(by: 0.5).json(scalar: false)), ("s", size.json(scalar: false)), ("r", radius)]),
                .object([("ty", .string("fl")), ("nm", .string("background")), ("c", colour), ("o", opacity), ("r", .int(1))]),
                groupTransform,
            ])),
        ])
    }

    /// A view's own shape: its bounds, rounded, filled with its background colour.
    static func rectangleGroup(_ layer: LottieLayer) -> LottieJSON {
        rectangle(size: layer.size, radius: layer.radius.json(scalar: true), colour: layer.colour.json(scalar: false),
                  opacity: layer.fillOpacity.json(scalar: true))
    }

    /// The matte layer that clips `run` to its clipping ancestor `clip`'s bounds: the
    /// ancestor's rectangle (square-cornered, as Segue clips to the bounds), parented to it.
    static func matte(ind: Int, parent: Int, clip: LottieLayer, over run: LayerRun, fps: Double, times: [Double]) -> LottieJSON {
        var members = layerHeader(ty: 4, ind: ind, name: run.id + " clip", parent: parent, run: run, fps: fps, times: times)
        members.append(("td", .int(1)))
        members.append(("ks", .object([("a", constant([0, 0])), ("p", constant([0, 0])), ("s", constant([100, 100])),
                                       ("r", constant([0])), ("o", constant([100]))])))
        members.append(("shapes", .array([rectangle(size: clip.size, radius: constant([0]), colour: constant([1, 1, 1]),
                                                   opacity: constant([100]))])))
        return .object(members)
    }

    /// The window's background: a rectangle of its size behind every view.
    static func background(_ colour: Color, size: Size, ind: Int, frames: Int) -> LottieJSON {
        let unit = { (v: Double) in v.isFinite ? min(max(v, 0), 1) : 0 }
        let times = [0.0]
        let sizeTrack = LottieTrack(times: times, channels: [[size.width], [size.height]], tolerances: [1, 1], fps: 1)
        return .object([
            ("ddd", .int(0)), ("ind", .int(ind)), ("ty", .int(4)), ("nm", .string("window")), ("sr", .int(1)),
            ("ip", .int(0)), ("op", .int(max(frames, 1))), ("st", .int(0)), ("bm", .int(0)), ("ao", .int(0)),
            ("ks", .object([("a", constant([0, 0])), ("p", constant([0, 0])), ("s", constant([100, 100])),
                            ("r", constant([0])), ("o", constant([100]))])),
            ("shapes", .array([rectangle(size: sizeTrack, radius: constant([0]),
                                         colour: constant([unit(colour.red), unit(colour.green), unit(colour.blue)]),
                                         opacity: constant([unit(colour.alpha) * 100]))])),
        ])
    }
}
