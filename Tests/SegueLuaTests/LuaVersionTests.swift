import Testing
import SegueCore
import SegueLua

@Suite struct LuaVersionTests {
    @Test func segueVersionIsTheLibrarysVersion() throws {
        let script = try TransitionScript.load(path: "v.lua", source: "return segue.transition { name = segue.version }")
        #expect(script.name == SegueVersion.current)
    }
}
