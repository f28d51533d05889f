import CLua
import CLuaBridge
import SegueCore

/// `segue.View`: the Lua face of an engine ``View`` (one binding file per exposed type, as
/// in LÖVE's `wrap_*`). A view is a full userdata holding a retained reference; the same
/// view always gives the same userdata while Lua holds it, so views compare with `==`.
///
/// Reads and writes go through a name→code table in an upvalue, so a property write costs
/// one table lookup and one store write; inside an animation block the store captures it.
enum ViewBinding {
    static let metatableName = "segue.View"
    static let cacheKey = "segue.viewproxies"

    /// Codes of the keys that are not numeric properties.
    private enum Special: Int {
        case id = 1000, color, hidden, clipsToBounds, superview, subviews, scale, frame, shadowColor, match
    }

    /// Creates the metatable and the proxy cache in `state`; call once per state.
    static func register(in state: LuaState) {
        let L = state.L
        luaL_newmetatable(L, metatableName)
        let metatable = lua_gettop(L)

        // name → code
        state.newTable(recordCount: Int32(ViewProperty.count + 10))
        for property in ViewProperty.allCases {
            state.push(property.rawValue)
            state.setRawField(property.name, of: -2)
        }
        let specials: [(String, Special)] = [("id", .id), ("color", .color), ("hidden", .hidden),
                                              ("clipsToBounds", .clipsToBounds), ("superview", .superview),
                                              ("subviews", .subviews), ("scale", .scale), ("frame", .frame),
                                              ("shadowColor", .shadowColor), ("match", .match)]
        for (name, code) in specials {
            state.push(code.rawValue)
            state.setRawField(name, of: -2)
        }
        let keys = lua_gettop(L)

        state.newTable(recordCount: Int32(methods.count))
        state.setFunctions(methods)
        let methods = lua_gettop(L)

        // Numeric properties go through C straight to the store; the rest through Swift.
        state.pushValue(at: keys)
        state.pushValue(at: methods)
        state.pushFunction(upvalues: 2, index)
        let slowIndex = lua_gettop(L)
        state.pushValue(at: keys)
        state.pushFunction(upvalues: 1, newIndex)
        let slowNewIndex = lua_gettop(L)
        segue_push_property_accessors(L, keys, Int32(ViewProperty.count), viewPropertyGetter, viewPropertySetter,
                                      slowIndex, slowNewIndex)
        state.setRawField("__newindex", of: metatable)
        state.setRawField("__index", of: metatable)
        state.pushFunction { lua in
            lua.push("View(\(view(at: 1, in: lua)?.id ?? "?"))")
            return 1
        }
        state.setRawField("__tostring", of: metatable)
        RetainedUserdata.pushFinalizer(for: View.self, in: state)
        state.setRawField("__gc", of: metatable)
        state.push(metatableName)
        state.setRawField("__metatable", of: metatable)
        lua_settop(L, metatable - 1)

        // Proxy cache with weak values, keyed by the view's address.
        state.newTable()
        state.newTable()
        state.push("v")
        state.setRawField("__mode", of: -2)
        lua_setmetatable(L, -2)
        lua_setfield(L, segue_registryindex(), cacheKey)
    }

    // MARK: Pushing and reading handles

    /// Pushes the proxy of `view` (the same userdata as before, if Lua still holds it).
    static func push(_ view: View, in state: LuaState) {
        let L = state.L
        lua_getfield(L, segue_registryindex(), cacheKey)
        let address = Unmanaged.passUnretained(view).toOpaque()
        lua_pushlightuserdata(L, address)
        if lua_rawget(L, -2) == LUA_TUSERDATA {
            lua_rotate(L, -2, 1)
            state.pop()
            return
        }
        state.pop()
        RetainedUserdata.push(view, metatable: metatableName, in: state)
        lua_pushlightuserdata(L, address)
        state.pushValue(at: -2)
        lua_rawset(L, -4)
        lua_rotate(L, -2, 1)
        state.pop()
    }

    /// Pushes the proxy of `view`, or nil.
    static func push(_ view: View?, in state: LuaState) {
        if let view { push(view, in: state) } else { state.pushNil() }
    }

    /// The view at `index` when it is a live `segue.View` handle.
    static func view(at index: Int32, in state: LuaState) -> View? {
        RetainedUserdata.object(at: index, metatable: metatableName, in: state)
    }

    /// The views Lua still holds a proxy of (the proxy cache's weak values not yet
    /// collected), in no particular order: what keeps a scene's store alive for Lua when
    /// the host prunes its scenes. The stack is left as it was.
    static func viewsHeldByLua(in state: LuaState) -> [View] {
        let L = state.L
        var views: [View] = []
        lua_getfield(L, segue_registryindex(), cacheKey)
        defer { state.pop() }
        guard state.isTable(-1) else { return views }
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {
            if let view = ViewBinding.view(at: -1, in: state) { views.append(view) }
            state.pop()
        }
        return views
    }

    // MARK: Methods

    /// The methods of a view, found through `__index` when a key is no property.
    static var methods: [(name: String, body: LuaHostFunction)] { [
        ("add", add), ("insertBelow", insertBelow), ("insertAbove", insertAbove),
        ("removeFromSuperview", removeFromSuperview), ("find", find), ("convert", convert), ("frameIn", frameIn),
    ] }

    /// `view:add(child)`: adds `child` as the topmost subview.
    private static func add(_ lua: LuaState) throws -> Int32 {
        let parent = try lua.checkView(1, function: "add")
        let child = try lua.checkView(2, function: "add")
        try checkInsertable(child, into: parent)
        parent.addSubview(child)
        return 0
    }

    /// `view:insertBelow(child, sibling)`: adds `child` just below `sibling`.
    private static func insertBelow(_ lua: LuaState) throws -> Int32 {
        let parent = try lua.checkView(1, function: "insertBelow")
        let child = try lua.checkView(2, function: "insertBelow")
        let sibling = try lua.checkView(3, function: "insertBelow")
        try checkInsertable(child, into: parent)
        parent.insertSubview(child, belowSubview: sibling)
        return 0
    }

    /// `view:insertAbove(child, sibling)`: adds `child` just above `sibling`.
    private static func insertAbove(_ lua: LuaState) throws -> Int32 {
        let parent = try lua.checkView(1, function: "insertAbove")
        let child = try lua.checkView(2, function: "insertAbove")
        let sibling = try lua.checkView(3, function: "insertAbove")
        try checkInsertable(child, into: parent)
        parent.insertSubview(child, aboveSubview: sibling)
        return 0
    }

    /// `view:removeFromSuperview()`.
    private static func removeFromSuperview(_ lua: LuaState) throws -> Int32 {
        try lua.checkView(1, function: "removeFromSuperview").removeFromSuperview()
        return 0
    }

    /// `view:find(id)`: the view `id` in this view's subtree, or nil.
    private static func find(_ lua: LuaState) throws -> Int32 {
        let root = try lua.checkView(1, function: "find")
        let id = try lua.checkString(2, function: "find")
        lua.push(root.descendant(withID: id))
        return 1
    }

    /// `view:convert(pointOrRect [, target])`, UIKit's `convert(_:to:)`: a point `{ x, y }` or
    /// a rect `{ x, y, width, height }` in this view's coordinates, in `target`'s (the
    /// window's when nil); nil where undefined.
    private static func convert(_ lua: LuaState) throws -> Int32 {
        let view = try lua.checkView(1, function: "convert")
        let target = try lua.optView(3, function: "convert")
        try lua.checkTable(2, function: "convert", expected: "a point { x, y } or a rect { x, y, width, height }")
        lua.rawField("width", of: 2)
        let isRect = lua.type(at: -1) != LUA_TNIL
        lua.pop()
        if isRect {
            let rect = try lua.readFrame(at: 2, what: "convert")
            if let converted = view.convert(rect, to: target) { lua.push(converted) } else { lua.pushNil() }
        } else {
            let point = try lua.readPoint(at: 2, what: "convert")
            if let converted = view.convert(point, to: target) { lua.push(converted) } else { lua.pushNil() }
        }
        return 1
    }

    /// `view:frameIn([target])`: the view's frame as `target` (the window when nil) sees it:
    /// its bounds converted, every transform applied — the rectangle it covers there.
    private static func frameIn(_ lua: LuaState) throws -> Int32 {
        let view = try lua.checkView(1, function: "frameIn")
        let target = try lua.optView(2, function: "frameIn")
        if let frame = view.convert(view.bounds, to: target) { lua.push(frame) } else { lua.pushNil() }
        return 1
    }

    /// Refuses to add a view inside itself.
    private static func checkInsertable(_ child: View, into parent: View) throws {
        if child === parent || parent.isDescendant(of: child) {
            throw LuaScriptError("cannot add view '\(child.id)' inside itself")
        }
    }

    // MARK: Fields

    /// `self` of a metamethod (the metatable is locked, so these functions are only ever
    /// called on a view handle), or an error when the handle's finalizer already ran.
    @inline(__always)
    private static func selfView(_ L: OpaquePointer) throws -> View {
        guard let block = lua_touserdata(L, 1),
              let pointer = block.load(as: UnsafeMutableRawPointer?.self) else {
            throw LuaScriptError(collectedMessage)
        }
        return Unmanaged<View>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The error for a handle reached after its finalizer ran (from another object's `__gc`).
    static let collectedMessage = "view used after it was garbage-collected"

    @inline(__always)
    private static func code(_ L: OpaquePointer, upvalue: Int32) -> Int? {
        lua_pushvalue(L, 2)
        lua_rawget(L, LuaState.upvalue(upvalue))
        var isNumber: Int32 = 0
        let code = lua_tointegerx(L, -1, &isNumber)
        segue_pop(L, 1)
        return isNumber != 0 ? Int(code) : nil
    }

    private static func keyName(_ lua: LuaState) -> String {
        lua.string(at: 2) ?? "(\(lua.typeName(at: 2)))"
    }

    /// The names a view answers to: its numeric properties and the special fields.
    private static let fieldNames = ViewProperty.allCases.map(\.name)
        + ["id", "color", "hidden", "clipsToBounds", "superview", "subviews", "scale", "frame", "shadowColor", "match"]

    /// `— did you mean 'x'?` for a mistyped key (argument 2), among the view's fields and,
    /// for reads, the method names in the methods table (upvalue 2).
    private static func propertyHint(_ lua: LuaState, methods: Bool = false) -> String {
        guard lua_type(lua.L, 2) == LUA_TSTRING, let key = lua.string(at: 2) else { return "" }
        var names = fieldNames
        if methods, lua_type(lua.L, LuaState.upvalue(2)) == LUA_TTABLE {
            lua_pushnil(lua.L)
            while lua_next(lua.L, LuaState.upvalue(2)) != 0 {
                if lua_type(lua.L, -2) == LUA_TSTRING, let name = lua.string(at: -2) { names.append(name) }
                lua.pop()
            }
        }
        return NameSuggestion.hint(for: key, among: names)
    }

    private static func index(_ lua: LuaState) throws -> Int32 {
        let L = lua.L
        let view = try selfView(L)
        guard let code = code(L, upvalue: 1) else {
            lua_pushvalue(L, 2)
            if lua_rawget(L, LuaState.upvalue(2)) != LUA_TNIL { return 1 }
            throw LuaScriptError("unknown view property '\(keyName(lua))'" + propertyHint(lua, methods: true))
        }
        if code < ViewProperty.count {
            lua_pushnumber(L, view.store.values[view.slot &* ViewProperty.count &+ code])
            return 1
        }
        guard let special = Special(rawValue: code) else { throw LuaScriptError("unknown view property '\(keyName(lua))'" + propertyHint(lua, methods: true)) }
        switch special {
        case .id: lua.push(view.id)
        case .color: lua.push(view.backgroundColor.hex)
        case .shadowColor: lua.push(view.shadowColor.hex)
        case .hidden: lua.push(view.isHidden)
        case .clipsToBounds: lua.push(view.clipsToBounds)
        case .match:
            if let id = view.matchID { lua.push(id) } else { lua.pushNil() }
        case .superview: push(view.superview, in: lua)
        case .subviews:
            lua.newTable(arrayCount: Int32(view.subviews.count))
            for (i, child) in view.subviews.enumerated() {
                push(child, in: lua)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case .scale: lua_pushnumber(L, view[.scaleX])
        case .frame: lua.push(view.frame)
        }
        return 1
    }

    private static func newIndex(_ lua: LuaState) throws -> Int32 {
        let L = lua.L
        let view = try selfView(L)
        guard let code = code(L, upvalue: 1) else {
            throw LuaScriptError("unknown view property '\(keyName(lua))'" + propertyHint(lua))
        }
        if code < ViewProperty.count {
            guard lua_type(L, 3) == LUA_TNUMBER else {
                throw LuaScriptError("view property '\(keyName(lua))' must be a number, got \(lua.typeName(at: 3))")
            }
            let value = lua_tonumberx(L, 3, nil)
            guard ViewValueRange.contains(value) else {
                throw LuaScriptError("view property " + ViewValueRange.rejection(of: value, for: keyName(lua)))
            }
            if let anchor = ViewProperty(rawValue: code), anchor == .anchorX || anchor == .anchorY {
                view.setAnchor(anchor, value)
            } else {
                view.store.setValue(value, at: view.slot &* ViewProperty.count &+ code)
            }
            return 0
        }
        guard let special = Special(rawValue: code) else { throw LuaScriptError("unknown view property '\(keyName(lua))'" + propertyHint(lua)) }
        switch special {
        case .color:
            guard let hex = lua.string(at: 3), let color = Color(hex: hex) else {
                throw LuaScriptError("view property 'color' must be '#rgb', '#rrggbb' or '#rrggbbaa'")
            }
            view.backgroundColor = color
        case .shadowColor:
            guard let hex = lua.string(at: 3), let color = Color(hex: hex) else {
                throw LuaScriptError("view property 'shadowColor' must be '#rgb' or '#rrggbb'")
            }
            view.shadowColor = color
        case .hidden:
            guard lua_type(L, 3) == LUA_TBOOLEAN else { throw LuaScriptError("view property 'hidden' must be a boolean") }
            view.isHidden = lua.bool(at: 3)
        case .clipsToBounds:
            guard lua_type(L, 3) == LUA_TBOOLEAN else {
                throw LuaScriptError("view property 'clipsToBounds' must be a boolean")
            }
            view.clipsToBounds = lua.bool(at: 3)
        case .match:
            if lua_type(L, 3) == LUA_TNIL {
                view.matchID = nil
            } else {
                guard lua_type(L, 3) == LUA_TSTRING, let id = lua.string(at: 3), !id.isEmpty else {
                    throw LuaScriptError("view property 'match' must be a non-empty string or nil")
                }
                view.matchID = id
            }
        case .scale:
            guard lua_type(L, 3) == LUA_TNUMBER, let value = lua.number(at: 3) else {
                throw LuaScriptError("view property 'scale' must be a number, got \(lua.typeName(at: 3))")
            }
            guard ViewValueRange.contains(value) else {
                throw LuaScriptError("view property " + ViewValueRange.rejection(of: value, for: "scale"))
            }
            view[.scaleX] = value
            view[.scaleY] = value
        case .frame:
            view.frame = try lua.readFrame(at: 3, what: "frame")
        case .id, .superview, .subviews:
            throw LuaScriptError("view property '\(keyName(lua))' is read-only")
        }
        return 0
    }
}

/// Reads numeric property `code` of the view behind `object` (called from C).
private let viewPropertyGetter: segue_property_getter = { object, code in
    guard let object else { return .nan }  // unreachable: C sends collected handles to the slow path
    return Unmanaged<View>.fromOpaque(object)._withUnsafeGuaranteedRef { view in
        view.store.value(at: view.slot &* ViewProperty.count &+ Int(code))
    }
}

/// Writes numeric property `code` of the view behind `object` (called from C); refuses
/// values outside ``ViewValueRange``, which the Swift path then reports.
private let viewPropertySetter: segue_property_setter = { object, code, value in
    guard ViewValueRange.contains(value), let object else { return 1 }
    Unmanaged<View>.fromOpaque(object)._withUnsafeGuaranteedRef { view in
        if code == ViewProperty.anchorX.rawValue || code == ViewProperty.anchorY.rawValue,
           let anchor = ViewProperty(rawValue: Int(code)) {
            // CALayer's rule: the position stays, the frame moves.
            view.setAnchor(anchor, value)
        } else {
            view.store.setValue(value, at: view.slot &* ViewProperty.count &+ Int(code))
        }
    }
    return 0
}
