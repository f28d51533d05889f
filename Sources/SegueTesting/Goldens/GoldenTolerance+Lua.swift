import CLua
import SegueCore
import SegueLua

extension GoldenTolerance {
    /// The names a tolerance table may hold: one per unit, `relative`, and `default` (the
    /// allowance of the columns with no unit of their own: time, progress, a touch's speed).
    static let fieldNames = ViewPropertyUnit.allCases.map(\.rawValue) + ["relative", "default"]

    /// The tolerance argument `index` of `function`: nil or absent → `fallback`, a number → one
    /// allowance for every column, a table → allowances by unit (`{ points = 0.01, radians =
    /// 1e-4, alpha = 1e-3, colour = 1 / 255, scale = 1e-4, relative = 1e-9, default = 0 }`).
    /// Every number finite and not negative; another name or type is an error naming it.
    static func read(_ lua: LuaState, at index: Int32, function: String, fallback: GoldenTolerance) throws -> GoldenTolerance {
        if lua.isNil(index) { return fallback }
        if !lua.isTable(index) {
            return GoldenTolerance(uniform: try lua.checkFinite(index, function: function, in: 0...Double.greatestFiniteMagnitude))
        }
        let table = index  // rawField and optionNames read it as given
        var tolerance = GoldenTolerance()
        func refuse(_ key: String) -> LuaScriptError {
            LuaScriptError("\(function): the tolerance has \(key): it may hold \(fieldNames.joined(separator: ", "))")
        }
        let names = try lua.optionNames(ofTable: table) { refuse("a \($0) key") }
        if let unknown = names.first(where: { !fieldNames.contains($0) }) { throw refuse("'\(unknown)'") }
        for name in names {
            lua.rawField(name, of: table)
            defer { lua.pop() }
            guard lua.type(at: -1) == LUA_TNUMBER, let value = lua.number(at: -1), value.isFinite, value >= 0 else {
                throw LuaScriptError("\(function): the tolerance's \(name) must be a finite number, not negative")
            }
            switch name {
            case "relative": tolerance.relative = value
            case "default": tolerance.uniform = value
            default: if let unit = ViewPropertyUnit(rawValue: name) { tolerance.units[unit] = value }
            }
        }
        return tolerance
    }
}
