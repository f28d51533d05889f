import SegueCore

/// The largest difference between the engine's trace and what a format's player shows, per
/// unit, each naming the view, property and time where it is: what `segue export` prints and
/// holds to its tolerance.
///
/// Units (``ExportUnit``): points (positions, sizes, translations, radii, offsets, depth,
/// perspective; scales and anchor points measured as points at the view's size: a scale
/// off by 0.01 on a 300 pt wide view is 3 pt), alpha (opacity, background alpha, shadow
/// opacity, effect intensity), radians (the rotations), colour (the background's and the
/// shadow's channels, 0…1).
public struct ExportError: Sendable, Equatable {
    /// Where the largest difference of one unit is.
    public struct Largest: Sendable, Equatable {
        /// The difference, in the unit's measure (never negative; infinity for a replay that
        /// is not a finite number).
        public var difference: Double
        /// The view.
        public var viewID: String
        /// The property.
        public var property: ViewProperty
        /// Take time, seconds.
        public var time: Double

        /// A difference at a place.
        public init(difference: Double, viewID: String, property: ViewProperty, time: Double) {
            self.difference = difference
            self.viewID = viewID
            self.property = property
            self.time = time
        }
    }

    /// The largest difference in points, or nil when no point property was compared.
    public var points: Largest?
    /// The largest difference in alpha.
    public var alpha: Largest?
    /// The largest difference in radians.
    public var radians: Largest?
    /// The largest difference of a colour channel.
    public var colour: Largest?
    /// The view properties that move in the trace but the replay does not carry at all
    /// (`view.property`, in the order first met): their motion is lost, and named.
    public var notCarried: [String]

    /// An error with the given largest differences.
    public init(points: Largest? = nil, alpha: Largest? = nil, radians: Largest? = nil, colour: Largest? = nil, notCarried: [String] = []) {
        self.points = points
        self.alpha = alpha
        self.radians = radians
        self.colour = colour
        self.notCarried = notCarried
    }

    /// The largest difference of `unit`.
    public subscript(unit: ExportUnit) -> Largest? {
        switch unit {
        case .points: points
        case .alpha: alpha
        case .radians: radians
        case .colour: colour
        }
    }

    /// Measures `replay` against the take's trace: at every frame time, every property of
    /// every view drawn in that frame. A property the replay does not carry (nil) is not
    /// measured; when its value moves in the trace it is listed in ``notCarried``.
    public static func measure(_ take: ExportTake, against replay: any ExportReplay) -> ExportError {
        var error = ExportError()
        var first: [String: [Double]] = [:]
        var missing = Set<String>()
        for (k, frame) in take.frames.enumerated() where k < take.times.count {
            let time = take.times[k]
            for (index, id) in frame.ids.enumerated() {
                let base = index * ViewProperty.count
                guard base + ViewProperty.count <= frame.values.count else { continue }
                let values = frame.values[base ..< base + ViewProperty.count]
                let start = first[id] ?? Array(values)
                if first[id] == nil { first[id] = start }
                for property in ViewProperty.allCases {
                    let engine = values[base + property.rawValue]
                    guard let shown = replay.value(view: id, property: property, at: time) else {
                        if engine != start[property.rawValue] {
                            let name = "\(id).\(property.name)"
                            if missing.insert(name).inserted { error.notCarried.append(name) }
                        }
                        continue
                    }
                    let unit = ExportUnit(property)
                    let difference = Self.difference(engine: engine, shown: shown, property: property,
                                                     width: values[base + ViewProperty.width.rawValue],
                                                     height: values[base + ViewProperty.height.rawValue])
                    error.note(Largest(difference: difference, viewID: id, property: property, time: time), unit: unit)
                }
            }
        }
        return error
    }

    /// The difference between the engine's value of `property` and the value shown, in its
    /// unit's measure (``ExportUnit``): scales and anchor points at the view's `width` or
    /// `height`; never negative; infinity when either is not a finite number.
    public static func difference(engine: Double, shown: Double, property: ViewProperty, width: Double, height: Double) -> Double {
        var difference = abs(engine - shown)
        if !difference.isFinite { return .infinity }
        switch property {
        case .scaleX, .anchorX: difference *= abs(width)
        case .scaleY, .anchorY: difference *= abs(height)
        default: break
        }
        return difference.isNaN ? .infinity : difference
    }

    mutating func note(_ candidate: Largest, unit: ExportUnit) {
        func larger(_ current: Largest?) -> Largest {
            guard let current else { return candidate }
            return candidate.difference > current.difference ? candidate : current
        }
        switch unit {
        case .points: points = larger(points)
        case .alpha: alpha = larger(alpha)
        case .radians: radians = larger(radians)
        case .colour: colour = larger(colour)
        }
    }
}
