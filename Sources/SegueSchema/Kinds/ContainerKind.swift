/// The kinds of container a scene can be built around (`segue.scene`'s `container`; the Lua
/// library's list, `types/segue.lua`'s `segue.ContainerKind` and `docs/lua-api.md`'s names
/// table are generated from it).
public enum ContainerKind: String, Sendable, CaseIterable {
    /// The seed's Snapchat-style container: a background and swiped pages.
    case swipe
    /// A push/pop stack: the first pages up to the initial one form the stack, the rest are
    /// pushed in turn.
    case navigation
    /// Tabs, one per page; the initial page is selected.
    case tabs
    /// Modal presentation: the first page presents the next ones in turn; pages after the
    /// first up to the initial one start presented.
    case modal
}
