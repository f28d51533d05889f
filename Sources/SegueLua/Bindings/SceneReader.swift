import CLua
import SegueCore

/// Reads a scene made by `segue.scene { … }` into a ``SceneDescription``. It reads the
/// library's private validated copy behind the handle, never the script's table, and still
/// checks every field's type and range: a value of the wrong shape is an error, not a crash.
enum SceneReader {
    /// Reads the scene handle at `index`.
    static func read(_ state: LuaState, at index: Int32) throws -> SceneDescription {
        guard state.pushValidatedCopy(of: index) else {
            throw LuaScriptError("'scene' must be made with segue.scene { … }, got \(state.typeName(at: index))")
        }
        defer { state.pop() }
        let fields = try TableFields(state, at: -1, name: "scene")
        let kindName = try fields.string("container") ?? ""
        guard let kind = ContainerKind(rawValue: kindName) else {
            throw LuaScriptError("unknown container '\(kindName)'")
        }
        let size = try fields.table("size") { size in
            Size(width: try size.number("width", in: 1...100_000) ?? 0, height: try size.number("height", in: 1...100_000) ?? 0)
        }
        guard let size, size.width > 0, size.height > 0 else {
            throw LuaScriptError("'scene.size' must be { width = w, height = h } with numbers in 1…100000")
        }
        var scene = SceneDescription(container: kind, size: size)
        scene.background = try fields.table("background") { try controller($0) }
        scene.pages = try fields.table("pages") { pages in
            try pages.list { _, name in try controller(TableFields(state, at: -1, name: name)) }
        } ?? []
        if let page = try fields.integer("initialPage", in: 1...max(scene.pages.count, 1)) {
            scene.initialPage = page - 1
        }
        scene.swipe.blur = try fields.flag("blur", absent: true)
        scene.swipe.wraps = try fields.flag("wraps", absent: false)
        if let steps = try fields.table("swipes", { try swipes($0) }) { scene.swipe.steps = steps }
        scene.swipe.indicator = try !fields.isFalse("indicator")
        scene.indicator = try !scene.swipe.indicator ? scene.indicator : fields.table("indicator") { indicator in
            var style = SwipeIndicatorStyle()
            style.width = try indicator.number("width", in: 0...100_000) ?? style.width
            style.height = try indicator.number("height", in: 0...100_000) ?? style.height
            style.edgeInset = try indicator.number("edgeInset", in: 0...100_000) ?? style.edgeInset
            style.bottomInset = try indicator.number("bottomInset", in: 0...100_000) ?? style.bottomInset
            return style
        } ?? scene.indicator
        if let presentation = try fields.table("presentation", { try self.presentation($0) }) {
            scene.presentation = presentation
        }
        return scene
    }

    /// `swipes = { left = "next", right = "previous", … }`: where each pan direction leads.
    private static func swipes(_ fields: TableFields) throws -> [PanDirection: SwipeOptions.Step] {
        var steps: [PanDirection: SwipeOptions.Step] = [:]
        for direction in PanDirection.allCases {
            guard let name = try fields.string(direction.rawValue) else { continue }
            guard let step = SwipeOptions.Step(rawValue: name) else {
                throw LuaScriptError("'scene.swipes.\(direction.rawValue)' must be \"next\" or \"previous\", got '\(name)'")
            }
            steps[direction] = step
        }
        let axes = Set(steps.keys.map(\.axis))
        guard axes.count < 2 else {
            throw LuaScriptError("'scene.swipes' leads pans of one axis: horizontal (left, right) or vertical (up, down), not both")
        }
        return steps
    }

    private static func presentation(_ fields: TableFields) throws -> PresentationDescription {
        var presentation = PresentationDescription()
        if let style = try fields.string("style") {
            guard let known = PresentationStyle(rawValue: style) else {
                throw LuaScriptError("'\(fields.name).style': unknown style '\(style)'")
            }
            presentation.style = known
        }
        presentation.heightFraction = try fields.number("height", in: 0...1) ?? (presentation.style == .custom ? 0.5 : 1)
        // A sheet dims what it covers unless told otherwise (UIKit's sheets do).
        presentation.dimming = try fields.number("dimming", in: 0...1) ?? (presentation.style == .pageSheet ? 1 : 0)
        if let hex = try fields.string("dimmingColor") {
            guard let color = Color(hex: hex) else { throw LuaScriptError("presentation: bad dimmingColor '\(hex)'") }
            presentation.dimmingColor = color
        } else if presentation.style == .pageSheet {
            presentation.dimmingColor = SheetReader.dimmingColor
        }
        if let sheet = try fields.table("sheet", { try SheetReader.read($0) }) {
            guard presentation.style == .pageSheet else {
                throw LuaScriptError("'\(fields.name).sheet' goes with style = \"pageSheet\"")
            }
            presentation.sheet = sheet
        }
        return presentation
    }

    private static func controller(_ fields: TableFields) throws -> ControllerDescription {
        let id = try ViewIdentifier.checked(try fields.string("id") ?? "", "controller")
        guard let view = try fields.table("view", { try self.view($0) }) else {
            throw LuaScriptError("'\(fields.name).view' must be a table, got nil")
        }
        return ControllerDescription(id: id, view: view)
    }

    /// Which properties the view table `fields` has a key for, found in one walk of its keys:
    /// only those are read (in the same order, with the same checks) — an absent key reads as
    /// nil and is never an error — instead of a lookup of every property's name. All of them
    /// when the stack has no room for the walk.
    private static func presentProperties(_ fields: TableFields) -> [Bool] {
        let state = fields.state, L = state.L
        guard lua_checkstack(L, 3) != 0 else { return [Bool](repeating: true, count: ViewProperty.count) }
        var present = [Bool](repeating: false, count: ViewProperty.count)
        lua_pushnil(L)
        while lua_next(L, fields.table) != 0 {
            if lua_type(L, -2) == LUA_TSTRING, let name = state.string(at: -2), let property = ViewProperty(name: name) {
                present[property.rawValue] = true
            }
            state.pop()
        }
        return present
    }

    private static func view(_ fields: TableFields) throws -> ViewDescription {
        var description = ViewDescription(id: try ViewIdentifier.checked(try fields.string("id") ?? "", "view"))
        let x = try fields.number("x"), y = try fields.number("y")
        let width = try fields.number("width"), height = try fields.number("height")
        if x != nil || y != nil || width != nil || height != nil {
            description.frame = Rect(x: x ?? 0, y: y ?? 0, width: width ?? 0, height: height ?? 0)
            if width == nil || height == nil { description.fillsMissingSize = (width == nil, height == nil) }
        }
        let present = presentProperties(fields)
        for property in ViewProperty.allCases where ![.x, .y, .width, .height].contains(property) && present[property.rawValue] {
            if let value = try fields.number(property.name) { description.properties[property] = value }
        }
        if let hex = try fields.string("color") {
            guard let color = Color(hex: hex) else { throw LuaScriptError("view '\(description.id)': bad color '\(hex)'") }
            description.backgroundColor = color
        }
        if let hex = try fields.string("shadowColor") {
            guard let color = Color(hex: hex) else { throw LuaScriptError("view '\(description.id)': bad shadowColor '\(hex)'") }
            description.properties[.shadowRed] = color.red
            description.properties[.shadowGreen] = color.green
            description.properties[.shadowBlue] = color.blue
        }
        description.isHidden = try fields.bool("hidden")
        description.clipsToBounds = try fields.bool("clipsToBounds")
        description.matchID = try fields.string("match")
        description.subviews = try fields.table("subviews") { subviews in
            try subviews.list { _, name in try view(TableFields(subviews.state, at: -1, name: name)) }
        } ?? []
        return description
    }
}
