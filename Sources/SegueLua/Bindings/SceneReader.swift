import CLua
import SegueCore

/// Reads a table made by `segue.scene { … }` (already checked by the library) into a
/// ``SceneDescription``.
enum SceneReader {
    static func read(_ state: LuaState, at index: Int32) throws -> SceneDescription {
        let table = lua_absindex(state.L, index)
        let kindName = string(state, "container", in: table) ?? ""
        guard let kind = ContainerKind(rawValue: kindName) else {
            throw LuaScriptError("unknown container '\(kindName)'")
        }
        state.rawField("size", of: table)
        let size = Size(width: number(state, "width", in: -1) ?? 0, height: number(state, "height", in: -1) ?? 0)
        state.pop()
        var scene = SceneDescription(container: kind, size: size)
        if state.rawField("background", of: table) == LUA_TTABLE {
            scene.background = try controller(state, at: -1)
        }
        state.pop()
        if state.rawField("pages", of: table) == LUA_TTABLE {
            scene.pages = try list(state, at: -1) { try controller(state, at: -1) }
        }
        state.pop()
        scene.initialPage = Int(number(state, "initialPage", in: table) ?? 1) - 1
        if state.rawField("indicator", of: table) == LUA_TTABLE {
            var style = SwipeIndicatorStyle()
            style.width = number(state, "width", in: -1) ?? style.width
            style.height = number(state, "height", in: -1) ?? style.height
            style.edgeInset = number(state, "edgeInset", in: -1) ?? style.edgeInset
            style.bottomInset = number(state, "bottomInset", in: -1) ?? style.bottomInset
            scene.indicator = style
        }
        state.pop()
        if state.rawField("presentation", of: table) == LUA_TTABLE {
            var presentation = PresentationDescription()
            if let style = string(state, "style", in: -1) { presentation.style = PresentationStyle(rawValue: style) ?? .fullScreen }
            presentation.heightFraction = number(state, "height", in: -1) ?? (presentation.style == .custom ? 0.5 : 1)
            presentation.dimming = number(state, "dimming", in: -1) ?? 0
            if let hex = string(state, "dimmingColor", in: -1) {
                guard let color = Color(hex: hex) else { throw LuaScriptError("presentation: bad dimmingColor '\(hex)'") }
                presentation.dimmingColor = color
            }
            scene.presentation = presentation
        }
        state.pop()
        return scene
    }

    private static func controller(_ state: LuaState, at index: Int32) throws -> ControllerDescription {
        let table = lua_absindex(state.L, index)
        let id = string(state, "id", in: table) ?? ""
        state.rawField("view", of: table)
        defer { state.pop() }
        return ControllerDescription(id: id, view: try view(state, at: -1))
    }

    private static func view(_ state: LuaState, at index: Int32) throws -> ViewDescription {
        let table = lua_absindex(state.L, index)
        var description = ViewDescription(id: string(state, "id", in: table) ?? "")
        let x = number(state, "x", in: table), y = number(state, "y", in: table)
        let width = number(state, "width", in: table), height = number(state, "height", in: table)
        if x != nil || y != nil || width != nil || height != nil {
            description.frame = Rect(x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0)
            if width == nil || height == nil { description.fillsMissingSize = (width == nil, height == nil) }
        }
        for property in ViewProperty.allCases where ![.x, .y, .width, .height].contains(property) {
            if let value = number(state, property.name, in: table) { description.properties[property] = value }
        }
        if let hex = string(state, "color", in: table) {
            guard let color = Color(hex: hex) else { throw LuaScriptError("view '\(description.id)': bad color '\(hex)'") }
            description.backgroundColor = color
        }
        state.rawField("hidden", of: table)
        description.isHidden = state.bool(at: -1)
        state.pop()
        state.rawField("clipsToBounds", of: table)
        description.clipsToBounds = state.bool(at: -1)
        state.pop()
        if state.rawField("subviews", of: table) == LUA_TTABLE {
            description.subviews = try list(state, at: -1) { try view(state, at: -1) }
        }
        state.pop()
        return description
    }

    private static func list<T>(_ state: LuaState, at index: Int32, _ element: () throws -> T) rethrows -> [T] {
        let table = lua_absindex(state.L, index)
        var items: [T] = []
        let count = lua_rawlen(state.L, table)
        guard count > 0 else { return items }
        for i in 1...count {
            lua_rawgeti(state.L, table, lua_Integer(i))
            defer { state.pop() }
            items.append(try element())
        }
        return items
    }

    private static func number(_ state: LuaState, _ key: String, in table: Int32) -> Double? {
        state.rawField(key, of: table)
        defer { state.pop() }
        return state.type(at: -1) == LUA_TNUMBER ? state.number(at: -1) : nil
    }

    private static func string(_ state: LuaState, _ key: String, in table: Int32) -> String? {
        state.rawField(key, of: table)
        defer { state.pop() }
        return state.type(at: -1) == LUA_TSTRING ? state.string(at: -1) : nil
    }
}
