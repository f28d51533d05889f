import CLua
import CLuaBridge

/// A full userdata that holds a retained Swift object — what the `segue.View` and
/// `segue.Animator` handles are. One block, one pointer: made with ``push(_:metatable:in:)``,
/// read with ``object(at:metatable:in:)``, and released by the finalizer
/// ``pushFinalizer(for:in:)`` gives, which empties the block so a handle reached after it ran
/// (from another object's finalizer) reads as gone instead of as freed memory.
enum RetainedUserdata {
    /// Pushes a new userdata holding `object` (retained) with the metatable `metatable`.
    static func push<Object: AnyObject>(_ object: Object, metatable: String, in state: LuaState) {
        let block = lua_newuserdatauv(state.L, MemoryLayout<UnsafeMutableRawPointer?>.size, 0)!
        block.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer?.self)
        luaL_setmetatable(state.L, metatable)
    }

    /// The object the userdata at `index` holds, when it is one with `metatable` whose
    /// finalizer has not run.
    static func object<Object: AnyObject>(at index: Int32, metatable: String, in state: LuaState, as type: Object.Type = Object.self) -> Object? {
        guard let block = luaL_testudata(state.L, index, metatable) else { return nil }
        return object(inBlock: block)
    }

    /// The object held by a userdata block, or nil once its finalizer ran.
    static func object<Object: AnyObject>(inBlock block: UnsafeMutableRawPointer, as type: Object.Type = Object.self) -> Object? {
        guard let pointer = block.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Pushes the `__gc` function for userdata holding `Object`: it releases the object once.
    static func pushFinalizer<Object: AnyObject>(for type: Object.Type, in state: LuaState) {
        state.pushFunction { lua in
            if let block = lua_touserdata(lua.L, 1), let pointer = block.load(as: UnsafeMutableRawPointer?.self) {
                Unmanaged<Object>.fromOpaque(pointer).release()
                block.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
            }
            return 0
        }
    }
}
