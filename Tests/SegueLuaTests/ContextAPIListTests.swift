import CLua
import CLuaBridge
import Foundation
@testable import SegueLua
import Testing

/// The methods a script's `ctx` answers, the `ctx:` rows docs/lua-api.md documents and the
/// `Context` methods types/segue.lua declares are the same list.
@Suite struct ContextAPIListTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func runtimeMethods() throws -> Set<String> {
        let host = try ScriptHost(roots: ["."])
        let L = host.state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_getfield(L, segue_registryindex(), ContextBinding.methodsKey)
        lua_getfield(L, -1, "__index")
        var names = Set<String>()
        lua_pushnil(L)
        while lua_next(L, -2) != 0 {
            if lua_type(L, -2) == LUA_TSTRING, let name = host.state.string(at: -2) { names.insert(name) }
            host.state.pop()
        }
        return names
    }

    func documentedMethods() throws -> Set<String> {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/lua-api.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The context `ctx`").dropFirst().first)
        let table = section.components(separatedBy: "\n## ").first ?? ""
        var names = Set<String>()
        for line in table.split(separator: "\n") where line.hasPrefix("| `ctx:") {
            names.insert(String(line.dropFirst("| `ctx:".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    func declaredMethods() throws -> Set<String> {
        let text = try String(contentsOf: Self.root.appendingPathComponent("types/segue.lua"), encoding: .utf8)
        var names = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("function Context:") {
            names.insert(String(line.dropFirst("function Context:".count).prefix { $0 != "(" }))
        }
        return names
    }

    @Test func theRuntimeTheDocsAndTheTypesListTheSameContextMethods() throws {
        let runtime = try runtimeMethods()
        #expect(runtime.contains("matchViews") && runtime.contains("keyframe"))
        #expect(try documentedMethods() == runtime, "docs/lua-api.md, 'The context ctx'")
        #expect(try declaredMethods() == runtime, "types/segue.lua, segue.Context")
    }
}
