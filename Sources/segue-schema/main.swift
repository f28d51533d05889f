// Prints what is generated from SegueSchema into the files that restate its names, one region
// at a time:
//
//     @@ lua/view properties
//     …the region's lines…
//     @@ end
//
// `lua/…` regions go into Sources/SegueLua/Lua/segue_library.lua, `types/…` into
// types/segue.lua, `docs/…` into docs/lua-api.md, each between its file's
// `BEGIN GENERATED: name` and `END GENERATED: name` lines. scripts/generate-schema writes them
// there; `scripts/generate-schema --check` fails when a file differs from what this prints.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSchema

/// A number as Lua and the docs write it: whole numbers without a fraction.
func numberText(_ value: Double) -> String {
    if let whole = Int(exactly: value) { return String(whole) }
    return String(value)
}

/// `items` joined by `separator`, broken into lines of at most `width` characters, each
/// begun with `indent`.
func wrapped(_ items: [String], separator: String, indent: String, width: Int = 100) -> [String] {
    var lines: [String] = []
    var line = indent
    for (i, item) in items.enumerated() {
        let piece = item + (i < items.count - 1 ? separator.trimmingTrailingSpace : "")
        if line != indent, line.count + 1 + piece.count > width {
            lines.append(line)
            line = indent
        }
        line += (line == indent ? "" : " ") + piece
    }
    if line != indent { lines.append(line) }
    return lines
}

extension String {
    var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

/// `local name = { a = true, b = true }`, broken over lines when long.
func luaSet(_ name: String, _ keys: [String]) -> [String] {
    let entries = keys.map { "\($0) = true" }
    let oneLine = "local \(name) = { \(entries.joined(separator: ", ")) }"
    if oneLine.count <= 100 { return [oneLine] }
    return ["local \(name) = {"] + wrapped(entries, separator: ",", indent: "  ").map { $0 + ($0.hasSuffix(",") ? "" : ",") } + ["}"]
}

/// `local name = { "a", "b" }`, broken over lines when long.
func luaList(_ name: String, _ items: [String]) -> [String] {
    let quoted = items.map { "\"\($0)\"" }
    let oneLine = "local \(name) = { \(quoted.joined(separator: ", ")) }"
    if oneLine.count <= 100 { return [oneLine] }
    return ["local \(name) = {"] + wrapped(quoted, separator: ",", indent: "  ").map { $0 + ($0.hasSuffix(",") ? "" : ",") } + ["}"]
}

/// `local name = "a, b, c"`: the names as an error message lists them.
func luaString(_ name: String, _ items: [String]) -> String {
    "local \(name) = \"\(items.joined(separator: ", "))\""
}

/// `"a"|"b"|"c"`, a LuaLS union of string literals.
func union(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: "|") }

/// `` `a`, `b` ``: names in code voice for the docs.
func codeList(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: ", ") }

let properties = ViewProperty.allCases.map(\.declaration)
let edges = ScreenEdge.allCases.map(\.rawValue) + ["auto"]

func unitText(_ unit: ViewPropertyUnit) -> String {
    switch unit {
    case .points: "points"
    case .radians: "radians"
    case .alpha: "opacity"
    case .colour: "colour channel"
    case .scale: "ratio"
    }
}

func rangeText(_ range: ClosedRange<Double>?) -> String? {
    range.map { "\(numberText($0.lowerBound))…\(numberText($0.upperBound))" }
}

var regions: [(name: String, lines: [String])] = []

// The Lua library's tables.
regions.append(("lua/timing names", luaList("timingNames", TimingNames.all)))
regions.append(("lua/view properties", luaList("propertyNames", properties.map(\.name))))
regions.append(("lua/containers", luaSet("containers", ContainerKind.allCases.map(\.rawValue))
    + [luaString("containerNames", ContainerKind.allCases.map(\.rawValue))]))
regions.append(("lua/release modes", luaSet("releaseModes", ReleaseMode.allCases.map(\.rawValue))))
regions.append(("lua/spring presets", [
    "local springPresets = { " + SpringPreset.allCases.map { "\($0.rawValue) = \(numberText($0.baseBounce))" }.joined(separator: ", ") + " }",
    luaString("springPresetNames", SpringPreset.allCases.map(\.rawValue)),
]))
regions.append(("lua/step positions", luaSet("stepPositions", StepPosition.allCases.map(\.rawValue))))
regions.append(("lua/edges", luaSet("gestureEdges", edges) + [luaString("gestureEdgeNames", edges)]
    + luaSet("panDirections", PanDirection.allCases.map(\.rawValue))
    + [luaString("panDirectionNames", PanDirection.allCases.map(\.rawValue))]))

// types/segue.lua: the aliases of every list of names, and the view's numeric fields.
regions.append(("types/names", [
    "---@alias segue.TimingName \(union(TimingNames.all))",
    "---@alias segue.TimingKind \(union(TimingKind.allCases.map(\.rawValue)))",
    "---@alias segue.ContainerKind \(union(ContainerKind.allCases.map(\.rawValue)))",
    "---@alias segue.ReleaseMode \(union(ReleaseMode.allCases.map(\.rawValue)))",
    "---@alias segue.SpringPreset \(union(SpringPreset.allCases.map(\.rawValue)))",
    "---@alias segue.StepPosition \(union(StepPosition.allCases.map(\.rawValue)))",
    "---@alias segue.GestureEdge \(union(edges))",
    "---@alias segue.PanDirection \(union(PanDirection.allCases.map(\.rawValue)))",
]))
regions.append(("types/view properties", properties.map { property in
    var notes = [unitText(property.unit)]
    if let range = rangeText(property.drawnRange) { notes.append("drawn within \(range)") }
    notes.append("default \(numberText(property.defaultValue))")
    return "---@field \(property.name) number \(property.meaning) (\(notes.joined(separator: "; ")))"
}))

// docs/lua-api.md: the view property table and the names table.
regions.append(("docs/view properties", [
    "| property | unit | drawn within | default | meaning |",
    "|---|---|---|---|---|",
] + properties.map { property in
    "| `\(property.name)` | \(unitText(property.unit)) | \(rangeText(property.drawnRange) ?? "any") | \(numberText(property.defaultValue)) | \(property.meaning) |"
}))
regions.append(("docs/names", [
    "| names | where |",
    "|---|---|",
    "| \(codeList(ContainerKind.allCases.map(\.rawValue))) | `segue.scene`'s `container` |",
    "| \(codeList(TimingNames.all)) | a timing given by name (`timing = \"easeInOut\"`) |",
    "| \(codeList(TimingKind.allCases.map(\.rawValue))) | the `kind` of a timing `segue.spring`, `segue.bezier` or `segue.steps` made |",
    "| \(codeList(ReleaseMode.allCases.map(\.rawValue))) | a release policy's `mode` |",
    "| " + SpringPreset.allCases.map { "`\($0.rawValue)` (bounce \(numberText($0.baseBounce)))" }.joined(separator: ", ") + " | `segue.spring`'s `preset` |",
    "| \(codeList(StepPosition.allCases.map(\.rawValue))) | `segue.steps`'s position |",
    "| \(codeList(edges)) | a gesture's `edge` |",
    "| \(codeList(PanDirection.allCases.map(\.rawValue))) | a gesture's `directions`, a swipe container's `swipes` keys |",
]))

for region in regions {
    print("@@ \(region.name)")
    for line in region.lines { print(line) }
    print("@@ end")
}
