import CLua
import SegueCore

/// Reads a scene's `presentation.sheet = { detents = …, selectedDetentIdentifier = …, … }`
/// into a ``SheetConfiguration``, checking it again after `segue.scene` did (a value of the
/// wrong shape is an error, never a crash).
enum SheetReader {
    /// The dimming of a sheet when the scene names no colour: black at 20 %.
    static let dimmingColor = Color(red: 0, green: 0, blue: 0, alpha: 0.2)

    /// The library's `checkSheet(sheet)`: what is wrong with a scene's sheet table, as the
    /// reader would refuse it (`sheet: two detents have the identifier 'medium'`), or nil.
    /// `segue.scene` raises it at the script's line; only the library calls it.
    static func pushCheck(in state: LuaState) {
        state.pushFunction { lua in
            do {
                _ = try read(TableFields(lua, at: 1, name: "sheet"))
                lua_pushnil(lua.L)
            } catch let error as LuaScriptError {
                lua.push(error.message)
            }
            return 1
        }
    }

    /// Reads the sheet table `fields`.
    static func read(_ fields: TableFields) throws -> SheetConfiguration {
        var sheet = SheetConfiguration()
        if let detents = try fields.table("detents", { list in
            try list.list { _, name in try detent(list.state, name: name) }
        }) {
            sheet.detents = detents
        }
        sheet.selectedDetentIdentifier = try fields.string("selectedDetentIdentifier")
        sheet.largestUndimmedDetentIdentifier = try fields.string("largestUndimmedDetentIdentifier")
        sheet.prefersGrabberVisible = try fields.bool("prefersGrabberVisible")
        sheet.preferredCornerRadius = try fields.number("preferredCornerRadius", in: 0...100_000)
        sheet.isModalInPresentation = try fields.bool("isModalInPresentation")
        sheet.safeAreaTop = try fields.number("safeAreaTop", in: 0...100_000) ?? 0
        if let problem = sheet.problem { throw LuaScriptError("\(fields.name): \(problem)") }
        return sheet
    }

    /// One detent, on the stack top: `"medium"`, `"large"`, or `{ identifier, height | fraction }`.
    private static func detent(_ state: LuaState, name: String) throws -> SheetDetent {
        if lua_type(state.L, -1) == LUA_TSTRING {
            switch state.string(at: -1) {
            case "medium": return .medium
            case "large": return .large
            case let other:
                let hint = NameSuggestion.hint(for: other ?? "", among: ["medium", "large"])
                throw LuaScriptError("'\(name)': unknown system detent '\(other ?? "")'\(hint) (medium, large, or { identifier = …, height | fraction = … })")
            }
        }
        let fields = try TableFields(state, at: -1, name: name)
        let identifier = try ViewIdentifier.checked(try fields.string("identifier") ?? "", "detent")
        let height = try fields.number("height", in: 0...100_000)
        let fraction = try fields.number("fraction", in: 0...1)
        switch (height, fraction) {
        case (let height?, nil): return SheetDetent(identifier: identifier, resolution: .height(height))
        case (nil, let fraction?): return SheetDetent(identifier: identifier, resolution: .fraction(fraction))
        default: throw LuaScriptError("'\(name)' ('\(identifier)'): give either 'height' (points) or 'fraction' (0…1)")
        }
    }
}
