import Foundation
import Testing
import SegueLua

/// Lua cuts a chunk name longer than 59 bytes to "..." and its tail in its own messages;
/// every error the host reports still names the whole path (CI checkouts have long paths).
@Suite struct LongPathErrorTests {
    func write(_ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("a-rather-long-folder-name-as-in-ci-\(UUID().uuidString)/transitions")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("slide.lua").path
        #expect(path.utf8.count > 80)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSyntaxErrorNamesTheWholePath() throws {
        let path = try write("return segue.transition {\n  duration = ,\n}")
        let error = #expect(throws: LuaError.self) { try TransitionScript.load(path: path) }
        #expect(error?.file == path)
        #expect(error?.line == 2)
    }

    @Test func errorInAScriptNamesTheWholePath() throws {
        let path = try write("local x = 1\nerror('boom')\n")
        let error = #expect(throws: LuaError.self) { try TransitionScript.load(path: path) }
        #expect(error?.file == path)
        #expect(error?.line == 2)
        #expect(error?.traceback?.contains(path + ":2:") == true)
    }

    @Test func aHostErrorNamesTheWholePath() throws {
        let path = try write("local x = 1\nreturn segue.transition { duration = 'slow' }\n")
        let error = #expect(throws: LuaError.self) { try TransitionScript.load(path: path) }
        #expect(error?.file == path)
        #expect(error?.line == 2)
    }
}
