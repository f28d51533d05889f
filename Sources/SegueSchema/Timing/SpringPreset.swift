/// One of SwiftUI's named springs (`SpringCurve.Preset`; `segue.spring`'s `preset` in Lua, whose
/// table of base bounces is generated from it).
public enum SpringPreset: String, CaseIterable, Sendable {
    /// No bounce (critically damped): base bounce 0.
    case smooth
    /// A small bounce: base bounce 0.15.
    case snappy
    /// A larger bounce: base bounce 0.3.
    case bouncy

    /// The bounce the preset starts from, before `extraBounce` is added.
    public var baseBounce: Double {
        switch self {
        case .smooth: return 0
        case .snappy: return 0.15
        case .bouncy: return 0.3
        }
    }
}
