/// One Lottie property over a run of frames: a constant, or keys fitted to its samples with
/// ``CubicKeyframeFit`` and rounded as they are written — what a player reads, so what
/// ``value(channel:at:)`` plays back is the document's own curve.
struct LottieTrack: Sendable {
    /// The keys as written (seconds); one key when the property holds still.
    private(set) var keys: [CubicKeyframe]
    /// The frames per second that turn key times into Lottie frame numbers.
    var fps: Double

    /// Decimal places values are written with (1e-3 of a point, of a percent, of a degree).
    static let valueScale = 1000.0
    /// Decimal places easing handles are written with.
    static let handleScale = 100_000.0

    /// A track of `keys` as read from a document.
    init(keys: [CubicKeyframe], fps: Double) {
        self.keys = keys
        self.fps = fps
    }

    /// One channel of the track as a track of its own (the same easing).
    func channel(_ channel: Int) -> LottieTrack {
        LottieTrack(keys: keys.map { key in
            var one = key
            one.values = [channel < key.values.count ? key.values[channel] : 0]
            return one
        }, fps: fps)
    }

    /// Fits `channels` (sampled at `times`, seconds) within `tolerances`. A `named` curve
    /// (a cubic bézier the engine played the property by) is written as one keyframe with
    /// that curve's own control points when it reproduces every sample within the tolerances
    /// with no more keys than the fit. With `bounds`, every value the keys give between their
    /// frames stays inside it (a corner radius never dips below 0 between two keys, where
    /// rlottie draws no rectangle at all), provided the samples do.
    init(times: [Double], channels: [[Double]], tolerances: [Double], fps: Double, named: [LottieNamedCurve] = [],
         bounds: ClosedRange<Double>? = nil) {
        self.init(fitting: times, channels: channels, tolerances: tolerances, fps: fps, named: named)
        if let bounds { keepKeys(within: bounds) }
    }

    private init(fitting times: [Double], channels: [[Double]], tolerances: [Double], fps: Double, named: [LottieNamedCurve]) {
        self.fps = fps
        let constant = channels.allSatisfy { values in values.allSatisfy { $0 == values.first } }
        if constant || times.count < 2 {
            keys = [CubicKeyframe(sample: 0, time: times.first ?? 0, values: channels.map { Self.round($0.first ?? 0) }, easing: nil)]
            return
        }
        let fit = CubicKeyframeFit(times: times, channels: channels, tolerances: tolerances)
        keys = fit.keys.map(Self.rounded)
        for curve in named {
            guard let exact = curve.keys(times: times, channels: channels, fps: fps)?.map(Self.rounded),
                  exact.count <= keys.count else { continue }
            let within = times.indices.allSatisfy { k in
                channels.indices.allSatisfy { c in
                    guard let shown = exact.value(channel: c, at: times[k]) else { return false }
                    return abs(shown - channels[c][k]) <= (c < tolerances.count ? tolerances[c] : 0)
                }
            }
            if within {
                keys = exact
                break
            }
        }
    }

    /// Every key's easing that would carry a channel outside `bounds` between its key and
    /// the next (a velocity-matched handle overshoots when a curve lands steeply) has its
    /// handles' heights kept to 0…1, where a cubic bézier stays between its two keys' values.
    private mutating func keepKeys(within bounds: ClosedRange<Double>) {
        let steps = 32
        for k in keys.indices.dropLast() {
            guard case .bezier(let ox, let oy, let ix, let iy) = keys[k].easing,
                  !(0 ... 1).contains(oy) || !(0 ... 1).contains(iy) else { continue }
            let start = keys[k].time, end = keys[k + 1].time
            let leaves = (1 ..< steps).contains { step in
                let time = start + (end - start) * Double(step) / Double(steps)
                return keys[k].values.indices.contains { c in
                    guard let value = keys.value(channel: c, at: time) else { return false }
                    return !bounds.contains(value)
                }
            }
            if leaves {
                keys[k].easing = .bezier(outX: ox, outY: min(max(oy, 0), 1), inX: ix, inY: min(max(iy, 0), 1))
            }
        }
    }

    /// A key as written: values to ``valueScale``, handles to ``handleScale``.
    private static func rounded(_ key: CubicKeyframe) -> CubicKeyframe {
        var rounded = key
        rounded.values = key.values.map(Self.round)
        if case .bezier(let ox, let oy, let ix, let iy) = key.easing {
            let h = { (v: Double) in (v * Self.handleScale).rounded() / Self.handleScale }
            rounded.easing = .bezier(outX: h(ox), outY: h(oy), inX: h(ix), inY: h(iy))
        }
        return rounded
    }

    private static func round(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return (value * valueScale).rounded() / valueScale
    }

    /// Whether the property moves (more than one key).
    var isAnimated: Bool { keys.count > 1 }

    /// Channel `channel`'s value at `time` (seconds) as a Lottie player plays the keys.
    func value(channel: Int, at time: Double) -> Double? { keys.value(channel: channel, at: time) }

    /// The property as Lottie writes it: `{"a":0,"k":value}` or `{"a":1,"k":[keyframes]}`;
    /// `scalar` writes a one-channel constant as a bare number (rotation, opacity, radius).
    func json(scalar: Bool) -> LottieJSON {
        guard isAnimated else {
            let values = keys.first?.values ?? [0]
            return .object([("a", .int(0)), ("k", scalar && values.count == 1 ? .number(values[0]) : .numbers(values))])
        }
        var frames: [LottieJSON] = []
        for key in keys {
            var members: [(String, LottieJSON)] = [("t", .number(frame(key.time))), ("s", .numbers(key.values))]
            switch key.easing {
            case .hold:
                members.append(("h", .int(1)))
            case .bezier(let ox, let oy, let ix, let iy):
                members.append(("o", .object([("x", .numbers([ox])), ("y", .numbers([oy]))])))
                members.append(("i", .object([("x", .numbers([ix])), ("y", .numbers([iy]))])))
            case nil:
                break
            }
            frames.append(.object(members))
        }
        return .object([("a", .int(1)), ("k", .array(frames))])
    }

    /// The Lottie frame number of `time` seconds.
    func frame(_ time: Double) -> Double {
        let frame = time * fps
        let whole = frame.rounded()
        return abs(frame - whole) < 1e-6 ? whole : (frame * 1e6).rounded() / 1e6
    }
}

extension LottieTrack {
    /// The same keys with every value times `factor` (a rectangle's centre from its size):
    /// the easing is a fraction of the way, so it carries over unchanged.
    func scaled(by factor: Double) -> LottieTrack {
        var copy = self
        copy.keys = keys.map { key in
            var scaled = key
            scaled.values = key.values.map { $0 * factor }
            return scaled
        }
        return copy
    }
}
