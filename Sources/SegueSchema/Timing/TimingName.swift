/// The timing curves a script names with a string (`timing = "easeInOut"`): the five basic
/// curves, then each Penner family in each easing mode. The Lua library's list, `types/segue.lua`'s
/// `segue.TimingName` and `docs/lua-api.md`'s names table are generated from these
/// declarations; the engine pairs each name with its curve (`TimingCurve.init(named:)`).
public enum BasicTimingName: String, CaseIterable, Sendable {
    /// Constant speed.
    case linear
    /// Core Animation's `easeIn`: cubic Bézier (0.42, 0, 1, 1).
    case easeIn
    /// Core Animation's `easeOut`: cubic Bézier (0, 0, 0.58, 1).
    case easeOut
    /// Core Animation's `easeInEaseOut`: cubic Bézier (0.42, 0, 0.58, 1).
    case easeInOut
    /// Core Animation's `default` (CSS `ease`): cubic Bézier (0.25, 0.1, 0.25, 1).
    case ease
}

/// Every timing name, in the stable order scripts, traces and the docs list them.
public enum TimingNames {
    /// The name of `family` in `mode`: `inQuad`, `outInBounce`.
    public static func penner(_ family: PennerFamily, _ mode: EasingMode) -> String {
        let f = family.rawValue
        return mode.rawValue + f.prefix(1).uppercased() + f.dropFirst()
    }

    /// `linear`, `easeIn`, `easeOut`, `easeInOut`, `ease`, then for each Penner family its
    /// `in…`, `out…`, `inOut…` and `outIn…` names.
    public static let all: [String] =
        BasicTimingName.allCases.map(\.rawValue)
        + PennerFamily.allCases.flatMap { family in EasingMode.allCases.map { penner(family, $0) } }
}
