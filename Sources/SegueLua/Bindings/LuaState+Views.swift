import CLua
import SegueCore

/// Views on the stack, in the vocabulary of ``LuaState``'s `check…`/`opt…`/`push` (see
/// `LuaState+CheckedArguments.swift`).
extension LuaState {
    /// Pushes the Lua proxy of `view` (a `segue.View`; the same userdata while Lua holds it),
    /// or nil.
    public func push(_ view: View?) {
        ViewBinding.push(view, in: self)
    }

    /// The engine view behind the `segue.View` at `index`, if it is one.
    public func view(at index: Int32) -> View? {
        ViewBinding.view(at: index, in: self)
    }

    /// Argument `arg`, a live `segue.View`, or a bad-argument error (naming a handle whose
    /// finalizer already ran).
    public func checkView(_ arg: Int32, function: String) throws -> View {
        guard let view = view(at: arg) else {
            if luaL_testudata(L, arg, ViewBinding.metatableName) != nil {
                throw argumentError(arg, function: function, ViewBinding.collectedMessage)
            }
            throw typeError(arg, function: function, expected: "View")
        }
        return view
    }

    /// Argument `arg`, a `segue.View`, or nil when it is absent or nil.
    public func optView(_ arg: Int32, function: String) throws -> View? {
        isNil(arg) ? nil : try checkView(arg, function: function)
    }
}
