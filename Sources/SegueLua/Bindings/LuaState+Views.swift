import SegueCore

extension LuaState {
    /// Pushes the Lua proxy of `view` (a `segue.View`; the same userdata while Lua holds it).
    public func push(_ view: View?) {
        ViewBinding.push(view, in: self)
    }

    /// The engine view behind the `segue.View` at `index`, if it is one.
    public func view(at index: Int32) -> View? {
        ViewBinding.view(at: index, in: self)
    }
}
