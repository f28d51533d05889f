import CLua
import Foundation
@testable import SegueLua

/// One attack of the battery in `Tests/Fixtures/safety/attacks.lua`.
struct Attack: CustomStringConvertible, Sendable {
    /// A short name for reports.
    var name: String
    /// The body of a function called with `ctx` (nil outside a transition).
    var code: String
    /// Whether the attack must end in an error wherever it runs.
    var mustFail: Bool

    var description: String { name }

    /// The package root.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every attack of the battery, read from its Lua file with a plain state.
    static let all: [Attack] = {
        let path = packageRoot.appendingPathComponent("Tests/Fixtures/safety/attacks.lua").path
        guard let source = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let state = LuaState(memoryLimit: 0)
        guard (try? state.load(source, chunkName: path)) != nil, (try? state.call(results: 1)) != nil else { return [] }
        var attacks: [Attack] = []
        let count = lua_rawlen(state.L, -1)
        for i in 0..<count {
            lua_rawgeti(state.L, -1, lua_Integer(i + 1))
            state.rawField("name", of: -1)
            state.rawField("code", of: -2)
            state.rawField("expect", of: -3)
            attacks.append(Attack(name: state.string(at: -3) ?? "?", code: state.string(at: -2) ?? "",
                                  mustFail: state.string(at: -1) == "error"))
            state.pop(4)
        }
        return attacks
    }()
}

/// Where an attack is injected into a transition script.
enum AttackSite: String, CaseIterable, CustomStringConvertible, Sendable {
    case mainChunk, addTo, prepare, animation, alongside, finalize

    var description: String { rawValue }

    /// A transition script that runs `attack` at this site, and the line the attack's code
    /// starts on.
    func script(_ attack: Attack) -> String {
        func at(_ site: AttackSite) -> String { self == site ? "attack(ctx)" : "" }
        return """
        local function attack(ctx)
        \(attack.code)
        end
        \(self == .mainChunk ? "attack(nil)" : "")
        return segue.transition {
          scene = segue.scene { container = "swipe", size = { width = 300, height = 600 },
            pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } },
          duration = 0.2,
          timing = "linear",
          addTo = function(ctx) ctx.container:add(ctx.to.view) \(at(.addTo)) end,
          prepare = function(ctx) ctx.to.view.x = 300 \(at(.prepare)) end,
          animation = function(ctx)
            ctx.to.view.x = 0
            \(at(.animation))
            \(self == .alongside ? "ctx:alongside(function() attack(ctx) end)" : "")
          end,
          finalize = function(ctx, completed) \(at(.finalize)) end,
        }
        """
    }
}
