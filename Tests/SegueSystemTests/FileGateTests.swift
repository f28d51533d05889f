#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SegueSystem
import TestScratch
import Testing

/// The file gate (issue 28, item 1): a ``GatedFolder`` follows no link below its root, reads
/// regular files only, writes atomically and removes only regular files; ``OutputFile``
/// writes a path the user chose the same way and refuses a device at the destination; every
/// write is checked.
@Suite struct FileGateTests {
    /// A scratch root with `spec/` (the folder the gate guards) and `outside/victim.txt`.
    func fixture() throws -> (spec: String, outside: String) {
        let root = ScratchFolder.make("fg")
        let spec = root + "/spec", outside = root + "/outside"
        #expect(mkdir(spec, 0o755) == 0 && mkdir(outside, 0o755) == 0)
        try OutputFile.write("keep me\n", to: outside + "/victim.txt")
        return (spec, outside)
    }

    func text(_ path: String) -> String? {
        (try? InputFile.read(path)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aFolderBelowTheRootThatIsALinkIsRefusedNamingIt() throws {
        let (spec, outside) = try fixture()
        #expect(symlink(outside, spec + "/__goldens__") == 0)
        let folder = GatedFolder(root: spec, components: ["__goldens__"])
        for create in [false, true] {
            #expect(throws: FileGateError(path: spec + "/__goldens__",
                                          why: "is a symbolic link, not a folder: Segue follows no link below \(spec)")) {
                _ = try folder.open(create: create)
            }
        }
    }

    @Test func aMissingFolderIsNilUnlessMade() throws {
        let (spec, _) = try fixture()
        let folder = GatedFolder(root: spec, components: ["__goldens__"])
        #expect(try folder.open(create: false) == nil)
        let made = try #require(try folder.open(create: true))
        #expect(made.path == spec + "/__goldens__")
        #expect(made.kind(of: "x") == nil)
    }

    @Test func readsRegularFilesOnly() throws {
        let (spec, outside) = try fixture()
        let opened = try #require(try GatedFolder(root: spec, components: []).open(create: false))
        try opened.write(Array("golden".utf8), to: "g.trace")
        #expect(try opened.read("g.trace") == Array("golden".utf8))
        #expect(try opened.read("missing.trace") == nil)
        #expect(symlink(outside + "/victim.txt", spec + "/link.trace") == 0)
        #expect(symlink("/dev/zero", spec + "/zero.png") == 0)
        #expect(mkfifo(spec + "/fifo.png", 0o644) == 0)
        #expect(throws: FileGateError(path: spec + "/link.trace", why: "is a symbolic link, which Segue does not follow below \(spec)")) {
            _ = try opened.read("link.trace")
        }
        #expect(throws: FileGateError(path: spec + "/zero.png", why: "is a symbolic link, which Segue does not follow below \(spec)")) {
            _ = try opened.read("zero.png")
        }
        #expect(throws: FileGateError(path: spec + "/fifo.png", why: "is a FIFO, not a regular file")) {
            _ = try opened.read("fifo.png")
        }
        #expect(throws: FileGateError.self) { _ = try opened.read("../outside/victim.txt") }
        #expect(throws: FileGateError(path: spec + "/g.trace", why: "is larger than the 3-byte limit")) {
            _ = try opened.read("g.trace", limit: 3)
        }
    }

    @Test func neverWritesThroughOrRemovesALink() throws {
        let (spec, outside) = try fixture()
        let opened = try #require(try GatedFolder(root: spec, components: []).open(create: false))
        #expect(symlink(outside + "/victim.txt", spec + "/t.actual.trace") == 0)
        #expect(throws: FileGateError(path: spec + "/t.actual.trace",
                                      why: "is a symbolic link, not a regular file: Segue writes only regular files")) {
            try opened.write(Array("run".utf8), to: "t.actual.trace")
        }
        #expect(throws: FileGateError(path: spec + "/t.actual.trace",
                                      why: "is a symbolic link, not a regular file: Segue removes only regular files")) {
            try opened.remove("t.actual.trace")
        }
        #expect(text(outside + "/victim.txt") == "keep me\n")
        #expect(opened.kind(of: "t.actual.trace") == "a symbolic link")
    }

    @Test func writesAtomicallyLeavingNoTemporaryFile() throws {
        let (spec, _) = try fixture()
        let opened = try #require(try GatedFolder(root: spec, components: []).open(create: false))
        try opened.write(Array("one".utf8), to: "f")
        try opened.write(Array("two".utf8), to: "f")
        #expect(text(spec + "/f") == "two")
        try opened.remove("f")
        try opened.remove("f")   // missing: nothing to do
        var names: [String] = []
        if let directory = opendir(spec) {
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
        }
        #expect(names.isEmpty, "\(names)")
    }

    @Test func anOutputToADeviceOrAFolderIsRefused() throws {
        #expect(throws: FileGateError(path: "/dev/full", why: "is a character device, not a regular file: Segue writes only regular files")) {
            try OutputFile.write("report", to: "/dev/full")
        }
        let (spec, _) = try fixture()
        #expect(throws: FileGateError(path: spec, why: "is a folder, not a regular file: Segue writes only regular files")) {
            try OutputFile.write("report", to: spec)
        }
    }

    @Test func anOutputNotReplacingKeepsAnExistingFile() throws {
        let (_, outside) = try fixture()
        #expect(throws: FileGateError(path: outside + "/victim.txt", why: "already exists")) {
            try OutputFile.write("new", to: outside + "/victim.txt", replacing: false)
        }
        #expect(text(outside + "/victim.txt") == "keep me\n")
        try OutputFile.write("made", to: outside + "/a/b/new.txt", replacing: false, creatingFolders: true)
        #expect(text(outside + "/a/b/new.txt") == "made")
    }

    @Test func aWriteToAFullDiskIsAnError() throws {
        // The gate's writer on a descriptor whose writes fail as a full disk's do.
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        #expect(DescriptorIO.writeAll(full, Array("x".utf8)) == ENOSPC)
        #expect(DescriptorIO.writeAll(full, []) == 0)
    }
}
