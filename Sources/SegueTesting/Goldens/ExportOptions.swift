import CLua
import SegueExport
import SegueLua

/// `s:export`'s own options, read with the meaning `segue export`'s flags have: `tolerance`
/// is `--tolerance` (a number, points) or all four (`{ points =, alpha =, radians =, colour = }`,
/// each left out keeping its default), checked against the same ranges
/// (``ExportTolerance/allowed(_:)``); `report` is `--report`, a path inside the spec's folder
/// (plain folder names then the file's, no `..`), written through the file gate.
enum ExportOptions {
    /// The tolerance on top of the stack.
    static func tolerance(_ lua: LuaState) throws -> ExportTolerance {
        var tolerance = ExportTolerance()
        if let points = lua.number(at: -1) {
            tolerance.points = try bound(points, .points)
            return tolerance
        }
        guard lua.isTable(-1) else {
            throw LuaScriptError("export: 'tolerance' must be points or { points =, alpha =, radians =, colour = }")
        }
        let names = try lua.optionNames(ofTable: -1) { LuaScriptError("export: 'tolerance' names must be strings, got a \($0)") }
        for name in names {
            guard let unit = ExportUnit(rawValue: name) else {
                throw LuaScriptError("export: 'tolerance' has no unit '\(name)' (points, alpha, radians, colour)")
            }
            lua.rawField(name, of: -1)
            defer { lua.pop() }
            guard let value = lua.number(at: -1) else { throw LuaScriptError("export: 'tolerance.\(name)' must be a number") }
            tolerance[unit] = try bound(value, unit)
        }
        return tolerance
    }

    private static func bound(_ value: Double, _ unit: ExportUnit) throws -> Double {
        let allowed = ExportTolerance.allowed(unit)
        guard value.isFinite, allowed.contains(value) else {
            throw LuaScriptError("export: 'tolerance' in \(unit.rawValue) must be in \(allowed.lowerBound)…\(allowed.upperBound)")
        }
        return value
    }

    /// The report's path on top of the stack, split into its names.
    static func reportPath(_ lua: LuaState) throws -> [String] {
        guard let path = lua.string(at: -1) else { throw LuaScriptError("export: 'report' must be a path inside the spec's folder") }
        let names = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else {
            throw LuaScriptError("export: 'report' must be a path inside the spec's folder ('\(path)' is not)")
        }
        return names
    }
}
