/// The kinds of timing a script builds with a constructor rather than names: the `kind` of
/// the handle `segue.spring`, `segue.bezier` or `segue.steps` returns (`types/segue.lua`'s
/// `segue.TimingKind` and `docs/lua-api.md`'s names table are generated from it). Adding one
/// is a case here, its constructor in the Lua library, its reader (`TimingReader`) and its
/// curve in the engine.
public enum TimingKind: String, CaseIterable, Sendable {
    /// A spring (`segue.spring`): SwiftUI's and UIKit's parameterisations.
    case spring
    /// A cubic Bézier (`segue.bezier`), CSS's `cubic-bezier()`.
    case bezier
    /// A stepped curve (`segue.steps`), CSS's `steps()`.
    case steps
}
