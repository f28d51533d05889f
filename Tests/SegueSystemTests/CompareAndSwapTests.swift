import Foundation
@testable import SegueSystem
import Testing
import TestScratch

/// The file gate's compare-and-swap replace: the new bytes go in only when the file holds the
/// expected ones at the instant of the swap; otherwise the file is as it was and nothing of
/// the attempt is left behind.
@Suite struct CompareAndSwapTests {
    func folder(with text: String) throws -> (OpenedFolder, String) {
        let path = ScratchFolder.make("cas")
        try text.write(toFile: path + "/f.lua", atomically: true, encoding: .utf8)
        let folder = try #require(try GatedFolder(root: path, components: []).open(create: false))
        return (folder, path)
    }

    @Test func theExpectedBytesAreReplacedKeepingTheMode() throws {
        let (folder, path) = try folder(with: "x = 1\n")
        chmod(path + "/f.lua", 0o640)
        #expect(try folder.replace("f.lua", expecting: Array("x = 1\n".utf8), with: Array("x = 2\n".utf8)) == .replaced)
        #expect(try String(contentsOfFile: path + "/f.lua", encoding: .utf8) == "x = 2\n")
        var info = stat()
        stat(path + "/f.lua", &info)
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["f.lua"])
    }

    @Test func otherBytesAreSwappedBackAndNothingIsLeft() throws {
        let (folder, path) = try folder(with: "x = 3 -- saved by an editor\n")
        var before = stat()
        stat(path + "/f.lua", &before)
        #expect(try folder.replace("f.lua", expecting: Array("x = 1\n".utf8), with: Array("x = 2\n".utf8)) == .changed)
        #expect(try String(contentsOfFile: path + "/f.lua", encoding: .utf8) == "x = 3 -- saved by an editor\n")
        var after = stat()
        stat(path + "/f.lua", &after)
        // The very file the editor saved is back in place (the same inode), nothing else left.
        #expect(after.st_ino == before.st_ino)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == ["f.lua"])
    }

    @Test func aLinkFifoOrMissingFileIsNeverReplaced() throws {
        let (folder, path) = try folder(with: "x = 1\n")
        let outside = ScratchFolder.make("cas-outside") + "/o.lua"
        try "x = 1\n".write(toFile: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: path + "/link.lua", withDestinationPath: outside)
        #expect(throws: FileGateError.self) {
            try folder.replace("link.lua", expecting: Array("x = 1\n".utf8), with: Array("x = 2\n".utf8))
        }
        #expect(try String(contentsOfFile: outside, encoding: .utf8) == "x = 1\n")
        mkfifo(path + "/fifo.lua", 0o644)
        #expect(throws: FileGateError.self) {
            try folder.replace("fifo.lua", expecting: [], with: Array("x = 2\n".utf8))
        }
        #expect(try folder.replace("gone.lua", expecting: [], with: Array("x = 2\n".utf8)) == .changed)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).sorted() == ["f.lua", "fifo.lua", "link.lua"])
    }
}
