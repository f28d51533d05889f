/// The screen edge an edge pan must start from (a gesture's `edge` in Lua, beside `"auto"`).
public enum ScreenEdge: String, Sendable, CaseIterable {
    case left, right, top, bottom
}
