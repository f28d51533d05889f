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

        state.newTable()
        pushMethods(into: state)
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

    // MARK: Methods

    private static func pushMethods(into state: LuaState) {
        func method(_ name: String, _ body: @escaping (LuaState) throws -> Int32) {
            state.pushFunction(body)
            state.setRawField(name, of: -2)
        }
        method("add") { lua in
            let parent = try lua.checkView(1, function: "add")
            let child = try lua.checkView(2, function: "add")
            try checkInsertable(child, into: parent)
            parent.addSubview(child)
            return 0
        }
        method("insertBelow") { lua in
            let parent = try lua.checkView(1, function: "insertBelow")
            let child = try lua.checkView(2, function: "insertBelow")
            let sibling = try lua.checkView(3, function: "insertBelow")
            try checkInsertable(child, into: parent)
            parent.insertSubview(child, belowSubview: sibling)
            return 0
        }
        method("insertAbove") { lua in
            let parent = try lua.checkView(1, function: "insertAbove")
            let child = try lua.checkView(2, function: "insertAbove")
            let sibling = try lua.checkView(3, function: "insertAbove")
            try checkInsertable(child, into: parent)
            parent.insertSubview(child, aboveSubview: sibling)
            return 0
        }
        method("removeFromSuperview") { lua in
            try lua.checkView(1, function: "removeFromSuperview").removeFromSuperview()
            return 0
        }
        method("find") { lua in
            let root = try lua.checkView(1, function: "find")
            let id = try lua.checkString(2, function: "find")
            push(root.descendant(withID: id), in: lua)
            return 1
        }
        // UIKit's convert(_:to:): a point { x, y } or a rect { x, y, width, height } in this
        // view's coordinates, in `target`'s (the window's when nil); nil where undefined.
        method("convert") { lua in
            let view = try lua.checkView(1, function: "convert")
            let target = try lua.optView(3, function: "convert")
            try lua.checkTable(2, function: "convert", expected: "a point { x, y } or a rect { x, y, width, height }")
            lua.rawField("width", of: 2)
            let isRect = lua.type(at: -1) != LUA_TNIL
            lua.pop()
            if isRect {
                let rect = try FrameTable.read(lua, at: 2, what: "convert")
                if let converted = view.convert(rect, to: target) { FrameTable.push(converted, in: lua) } else { lua_pushnil(lua.L) }
            } else {
                let point = try PointTable.read(lua, at: 2, what: "convert")
                if let converted = view.convert(point, to: target) { PointTable.push(converted, in: lua) } else { lua_pushnil(lua.L) }
            }
            return 1
        }
        // The view's frame as `target` (the window when nil) sees it: its bounds converted,
        // every transform applied — the rectangle it covers there.
        method("frameIn") { lua in
            let view = try lua.checkView(1, function: "frameIn")
            let target = try lua.optView(2, function: "frameIn")
            if let frame = view.convert(view.bounds, to: target) { FrameTable.push(frame, in: lua) } else { lua_pushnil(lua.L) }
            return 1
        }
    }

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

    private static func keyName(_ state: LuaState) -> String {
        state.string(at: 2) ?? "(\(state.typeName(at: 2)))"
    }

    /// The names a view answers to: its numeric properties and the special fields.
    private static let fieldNames = ViewProperty.allCases.map(\.name)
        + ["id", "color", "hidden", "clipsToBounds", "superview", "subviews", "scale", "frame", "shadowColor", "match"]

    /// `— did you mean 'x'?` for a mistyped key (argument 2), among the view's fields and,
    /// for reads, the method names in the methods table (upvalue 2).
    private static func propertyHint(_ state: LuaState, methods: Bool = false) -> String {
        guard lua_type(state.L, 2) == LUA_TSTRING, let key = state.string(at: 2) else { return "" }
        var names = fieldNames
        if methods, lua_type(state.L, LuaState.upvalue(2)) == LUA_TTABLE {
            lua_pushnil(state.L)
            while lua_next(state.L, LuaState.upvalue(2)) != 0 {
                if lua_type(state.L, -2) == LUA_TSTRING, let name = state.string(at: -2) { names.append(name) }
                state.pop()
            }
        }
        return NameSuggestion.hint(for: key, among: names)
    }

    private static func index(_ state: LuaState) throws -> Int32 {
        let L = state.L
        let view = try selfView(L)
        guard let code = code(L, upvalue: 1) else {
            lua_pushvalue(L, 2)
            if lua_rawget(L, LuaState.upvalue(2)) != LUA_TNIL { return 1 }
            throw LuaScriptError("unknown view property '\(keyName(state))'" + propertyHint(state, methods: true))
        }
        if code < ViewProperty.count {
            lua_pushnumber(L, view.store.values[view.slot &* ViewProperty.count &+ code])
            return 1
        }
        guard let special = Special(rawValue: code) else { throw LuaScriptError("unknown view property '\(keyName(state))'" + propertyHint(state, methods: true)) }
        switch special {
        case .id: state.push(view.id)
        case .color: state.push(view.backgroundColor.hex)
        case .shadowColor: state.push(view.shadowColor.hex)
        case .hidden: state.push(view.isHidden)
        case .clipsToBounds: state.push(view.clipsToBounds)
        case .match:
            if let id = view.matchID { state.push(id) } else { state.pushNil() }
        case .superview: push(view.superview, in: state)
        case .subviews:
            state.newTable(arrayCount: Int32(view.subviews.count))
            for (i, child) in view.subviews.enumerated() {
                push(child, in: state)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case .scale: lua_pushnumber(L, view[.scaleX])
        case .frame: FrameTable.push(view.frame, in: state)
        }
        return 1
    }

    private static func newIndex(_ state: LuaState) throws -> Int32 {
        let L = state.L
        let view = try selfView(L)
        guard let code = code(L, upvalue: 1) else {
            throw LuaScriptError("unknown view property '\(keyName(state))'" + propertyHint(state))
        }
        if code < ViewProperty.count {
            guard lua_type(L, 3) == LUA_TNUMBER else {
                throw LuaScriptError("view property '\(keyName(state))' must be a number, got \(state.typeName(at: 3))")
            }
            let value = lua_tonumberx(L, 3, nil)
            guard ViewValueRange.contains(value) else {
                throw LuaScriptError("view property " + ViewValueRange.rejection(of: value, for: keyName(state)))
            }
            if let anchor = ViewProperty(rawValue: code), anchor == .anchorX || anchor == .anchorY {
                view.setAnchor(anchor, value)
            } else {
                view.store.setValue(value, at: view.slot &* ViewProperty.count &+ code)
            }
            return 0
        }
        guard let special = Special(rawValue: code) else { throw LuaScriptError("unknown view property '\(keyName(state))'" + propertyHint(state)) }
        switch special {
        case .color:
            guard let hex = state.string(at: 3), let color = Color(hex: hex) else {
                throw LuaScriptError("view property 'color' must be '#rgb', '#rrggbb' or '#rrggbbaa'")
            }
            view.backgroundColor = color
        case .shadowColor:
            guard let hex = state.string(at: 3), let color = Color(hex: hex) else {
                throw LuaScriptError("view property 'shadowColor' must be '#rgb' or '#rrggbb'")
            }
            view.shadowColor = color
        case .hidden:
            guard lua_type(L, 3) == LUA_TBOOLEAN else { throw LuaScriptError("view property 'hidden' must be a boolean") }
            view.isHidden = state.bool(at: 3)
        case .clipsToBounds:
            guard lua_type(L, 3) == LUA_TBOOLEAN else {
                throw LuaScriptError("view property 'clipsToBounds' must be a boolean")
            }
            view.clipsToBounds = state.bool(at: 3)
        case .match:
            if lua_type(L, 3) == LUA_TNIL {
                view.matchID = nil
            } else {
                guard lua_type(L, 3) == LUA_TSTRING, let id = state.string(at: 3), !id.isEmpty else {
                    throw LuaScriptError("view property 'match' must be a non-empty string or nil")
                }
                view.matchID = id
            }
        case .scale:
            guard lua_type(L, 3) == LUA_TNUMBER, let value = state.number(at: 3) else {
                throw LuaScriptError("view property 'scale' must be a number, got \(state.typeName(at: 3))")
            }
            guard ViewValueRange.contains(value) else {
                throw LuaScriptError("view property " + ViewValueRange.rejection(of: value, for: "scale"))
            }
            view[.scaleX] = value
            view[.scaleY] = value
        case .frame:
            view.frame = try FrameTable.read(state, at: 3, what: "frame")
        case .id, .superview, .subviews:
            throw LuaScriptError("view property '\(keyName(state))' is read-only")
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
