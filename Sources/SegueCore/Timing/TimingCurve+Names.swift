extension TimingCurve {
    /// Every name ``init(named:)`` accepts, in a stable order: `linear`, `easeIn`, `easeOut`,
    /// `easeInOut`, `ease`, then for each Penner family (quad, cubic, quart, quint, sine, expo,
    /// circ, back, elastic, bounce) its `in…`, `out…`, `inOut…` and `outIn…` names
    /// (`inQuad`, `outQuad`, `inOutQuad`, `outInQuad`, …).
    public static var names: [String] { namedCurves.map(\.name) }

    /// The curve called `name` (exact, case-sensitive match against ``names``), or nil.
    public init?(named name: String) {
        guard let curve = Self.curvesByName[name] else { return nil }
        self = curve
    }

    private static let namedCurves: [(name: String, curve: TimingCurve)] = {
        var list: [(name: String, curve: TimingCurve)] = BasicTimingName.allCases.map { ($0.rawValue, TimingCurve(basic: $0)) }
        for family in PennerFamily.allCases {
            for mode in EasingMode.allCases {
                let easing = PennerEasing(family: family, mode: mode)
                list.append((easing.name, .penner(easing)))
            }
        }
        return list
    }()

    /// The curve a basic name stands for.
    init(basic name: BasicTimingName) {
        switch name {
        case .linear: self = .linear
        case .easeIn: self = .easeIn
        case .easeOut: self = .easeOut
        case .easeInOut: self = .easeInOut
        case .ease: self = .ease
        }
    }

    private static let curvesByName: [String: TimingCurve] =
        Dictionary(uniqueKeysWithValues: namedCurves.map { ($0.name, $0.curve) })
}

extension TimingCurve {
    /// A short human name: the curve's name when it has one (`easeInOut`, `outBack`),
    /// else its kind and parameters (`cubicBezier(0.2, 0, 0, 1)`, `spring(ζ 0.8)`).
    public var displayName: String {
        if let named = Self.namedCurves.first(where: { $0.curve == self }) { return named.name }
        func number(_ value: Double) -> String { decimalText(value, places: 3) }
        switch self {
        case .linear: return "linear"
        case .penner(let easing): return easing.name
        case .cubicBezier(let b): return "cubicBezier(\(number(b.p1x)), \(number(b.p1y)), \(number(b.p2x)), \(number(b.p2y)))"
        case .spring(let spring): return "spring(ζ \(number(spring.dampingRatio)))"
        case .steps(let count, let position): return "steps(\(count), \(position))"
        }
    }
}
