@testable import SegueLua
import Testing

/// The library's constructors check every argument position, holes included, and report a
/// wrong one at the script's line (a nil first argument reached a comparison inside the
/// library, which then blamed `[segue]`).
@Suite struct LibraryArgumentTests {
    @Test(arguments: ["segue.bezier(nil, 1, 1, 1)", "segue.bezier(0, nil, 1, 1)", "segue.bezier(0.5, 0, {}, 1)",
                      "segue.bezier(0.5, 0, 0.5)", "segue.bezier()"])
    func aMissingOrWrongBezierArgumentIsReportedAtTheCallersLine(call: String) throws {
        let host = try ScriptHost(roots: ["/tmp"])
        let error = #expect(throws: LuaError.self) { try host.run("local x = 1\nlocal t = \(call)", chunkName: "b.lua") }
        #expect(error?.file == "b.lua", "\(String(describing: error))")
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("segue.bezier: argument #") == true, "\(String(describing: error))")
    }
}
