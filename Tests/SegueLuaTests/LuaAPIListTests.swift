import Foundation
import Testing
import SegueLua

/// The `segue` table a script sees, the members docs/lua-api.md documents and the members
/// types/segue.lua declares for editors are the same list.
@Suite struct LuaAPIListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func runtimeMembers() throws -> Set<String> {
        let host = try ScriptHost(roots: ["."])
        try host.run("local names = {} for name in pairs(segue) do names[#names + 1] = name end "
                     + "table.sort(names) return table.concat(names, ' ')", chunkName: "=members")
        defer { host.state.pop() }
        let text = try #require(host.state.string(at: -1))
        return Set(text.split(separator: " ").map(String.init))
    }

    func documentedMembers() throws -> Set<String> {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/lua-api.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The `segue` table").dropFirst().first)
        let table = section.components(separatedBy: "\n## ").first ?? ""
        var names = Set<String>()
        for line in table.split(separator: "\n") where line.hasPrefix("| `segue.") {
            let member = line.dropFirst("| `segue.".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            names.insert(String(member))
        }
        return names
    }

    func declaredMembers() throws -> Set<String> {
        let text = try String(contentsOf: Self.root.appendingPathComponent("types/segue.lua"), encoding: .utf8)
        var names = Set<String>()
        var inClass = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "---@class segue" { inClass = true; continue }
            if inClass, line.hasPrefix("---@field ") {
                names.insert(String(line.dropFirst("---@field ".count).prefix { $0 != " " }))
                continue
            }
            inClass = false
            if line.hasPrefix("function segue.") {
                names.insert(String(line.dropFirst("function segue.".count).prefix { $0 != "(" }))
            }
        }
        return names
    }

    @Test func theRuntimeTheDocsAndTheTypesListTheSameMembers() throws {
        let runtime = try runtimeMembers()
        #expect(runtime.count >= 8)
        #expect(try documentedMembers() == runtime, "docs/lua-api.md, 'The segue table'")
        #expect(try declaredMembers() == runtime, "types/segue.lua")
    }

    /// Every field types/segue.lua declares for a scene's view is one `segue.scene` takes.
    @Test func everyDeclaredViewFieldIsAcceptedByScenes() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("types/segue.lua"), encoding: .utf8)
        let spec = try #require(text.components(separatedBy: "---@class segue.ViewSpec\n").dropFirst().first)
        var assignments: [String] = []
        for line in spec.split(separator: "\n") {
            guard line.hasPrefix("---@field ") else { break }
            let parts = line.dropFirst("---@field ".count).split(separator: " ")
            let name = parts[0].replacing("?", with: "")
            switch parts[1] {
            case "number": assignments.append("\(name) = 1")
            case "boolean": assignments.append("\(name) = false")
            case "string": assignments.append(name == "id" ? "id = 'v'" : "\(name) = '#ffffff'")
            default: assignments.append("\(name) = {}")
            }
        }
        #expect(assignments.count >= 20)
        let source = """
        return segue.transition { scene = segue.scene { container = "tabs", size = { width = 10, height = 10 },
          pages = { { id = "a", view = { \(assignments.joined(separator: ", ")) } }, { id = "b", view = { id = "w" } } } } }
        """
        let script = try TransitionScript.load(path: "fields.lua", source: source)
        #expect(script.scene != nil)
    }
}
