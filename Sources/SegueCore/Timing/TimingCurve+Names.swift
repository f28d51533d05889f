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
        var list: [(name: String, curve: TimingCurve)] = [
            ("linear", .linear),
            ("easeIn", .easeIn),
            ("easeOut", .easeOut),
            ("easeInOut", .easeInOut),
            ("ease", .ease),
        ]
        for family in PennerFamily.allCases {
            for mode in EasingMode.allCases {
                let easing = PennerEasing(family: family, mode: mode)
                list.append((easing.name, .penner(easing)))
            }
        }
        return list
    }()

    private static let curvesByName: [String: TimingCurve] =
        Dictionary(uniqueKeysWithValues: namedCurves.map { ($0.name, $0.curve) })
}
