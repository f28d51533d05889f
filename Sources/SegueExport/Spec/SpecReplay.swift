import SegueCore

/// What a player of the spec shows: a curve track's named curve, a sampled track's value at
/// a take time (linear between the times, held before the first and after the last), else
/// the view's constant value, else the property's default. Reads the document the JSON holds,
/// so what is measured is what was written.
struct SpecReplay: ExportReplay {
    private let curves: [String: SymbolicTrack]
    private let samples: [String: [Double?]]
    private let constants: [String: [Double]]
    private let times: [Double]

    init(_ document: SpecDocument) {
        var curves: [String: SymbolicTrack] = [:]
        var samples: [String: [Double?]] = [:]
        for track in document.tracks {
            let key = Self.key(track.viewID, track.property)
            switch track {
            case .curve(let curve): curves[key] = curve
            case .sampled(_, _, let values): samples[key] = values
            }
        }
        var constants: [String: [Double]] = [:]
        for view in document.views {
            var values = ViewProperty.allCases.map(\.defaultValue)
            for (property, value) in view.values { values[property.rawValue] = value }
            constants[view.id] = values
        }
        self.curves = curves
        self.samples = samples
        self.constants = constants
        times = document.times
    }

    private static func key(_ id: String, _ property: ViewProperty) -> String { "\(id)\u{0}\(property.rawValue)" }

    func value(view: String, property: ViewProperty, at time: Double) -> Double? {
        let key = Self.key(view, property)
        if let curve = curves[key] { return curve.value(at: time) }
        if let values = samples[key] { return sampled(values, at: time) }
        return constants[view]?[property.rawValue]
    }

    private func sampled(_ values: [Double?], at time: Double) -> Double? {
        guard !times.isEmpty else { return nil }
        // The last time at or before `time` (binary search: times grow).
        var low = 0, high = times.count - 1
        if time <= times[0] { return values[0] }
        if time >= times[high] { return values[high] }
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= time { low = middle } else { high = middle }
        }
        guard let a = values[low] else { return values[high] }
        guard let b = values[high], times[high] > times[low] else { return a }
        if time == times[low] { return a }
        let f = (time - times[low]) / (times[high] - times[low])
        return a + (b - a) * f
    }
}
