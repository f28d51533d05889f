import Foundation
@testable import SegueLua
import Testing

/// A file that cannot be loaded is named in the error, whatever the reason.
@Suite struct LoadErrorTests {
    @Test func aPrecompiledChunkNamesItsFile() throws {
        let path = try writeScript("", name: "compiled.luac")
        let error = #expect(throws: LuaError.self) {
            try TransitionScript.load(path: path, source: LuaSource("\u{1B}Lua\u{54}\u{00}garbage"))
        }
        #expect(error?.file == path)
        #expect(error?.message.contains("precompiled") == true, "\(String(describing: error))")
    }
}
