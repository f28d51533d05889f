import SegueCore
import SegueLua

/// `recording:column(name)`: one column of an `s:record` recording as a Lua list, read from
/// the recorded values themselves (the trace's text is never made or parsed for it).
extension StageBinding {
    /// Pushes the function a recording holds as `column`: called as `recording:column(name)`,
    /// it returns the values of the column `name` (`t`, `progress`, `view.property` or
    /// `touch.…`) as a list indexed 1…frames, nil where the trace writes `-` (a view not in
    /// the window, a touch not yet taken hold); an unknown name fails at the caller's line
    /// naming the nearest column (``GoldenTrace/unknownColumn(_:)``).
    static func pushColumnReader(of trace: GoldenTrace, in lua: LuaState) {
        lua.pushFunction { lua in
            guard lua.isTable(1) else {
                throw LuaScriptError("recording:column: call it with a colon, recording:column(name)")
            }
            let name = try lua.checkString(2, function: "recording:column")
            guard let values = trace.values(ofColumn: name) else {
                throw LuaScriptError("recording:column: " + trace.unknownColumn(name))
            }
            lua.pushList(values) { lua, value in
                if let value { lua.push(value) } else { lua.pushNil() }
            }
            return 1
        }
    }
}
