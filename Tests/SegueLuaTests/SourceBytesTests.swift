import CLua
import Foundation
import SegueCore
@testable import SegueLua
@testable import SegueSystem
import Testing
import TestScratch

/// Writes `bytes` to a fresh short temporary path.
private func writeBytes(_ bytes: [UInt8], name: String = "t.lua") throws -> String {
    let folder = ScratchFolder.make("sb")
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
}

/// The raw bytes of the string on top of `state`'s stack.
private func topBytes(_ state: LuaState) -> [UInt8] {
    var length = 0
    guard let pointer = lua_tolstring(state.L, -1, &length) else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: length))
}

/// Item 6 of issue 13: Lua gets a file's exact bytes, and a BOM or a `#!` first line is
/// skipped as the `lua` command skips it, with line numbers unchanged.
@Suite struct SourceBytesTests {
    @Test func aStringLiteralReachesLuaByteForByte() throws {
        let literal: [UInt8] = [0xFF, 0xFE, 0xC3, 0x28, 0x80, 0x41]
        let path = try writeBytes(Array("return \"".utf8) + literal + Array("\"\n".utf8))
        let host = try ScriptHost(roots: [directoryOf(path)])
        try host.run(try LuaSource.read(path), chunkName: path)
        #expect(topBytes(host.state) == literal)
    }

    @Test func aRequiredModuleGetsItsExactBytesToo() throws {
        let literal: [UInt8] = [0xFF, 0x00, 0xE2, 0x82]
        let module = try writeBytes([0xEF, 0xBB, 0xBF] + Array("return \"".utf8) + literal + Array("\"\n".utf8), name: "m.lua")
        let host = try ScriptHost(roots: [directoryOf(module)])
        try host.run("return require('m')", chunkName: "main.lua")
        #expect(topBytes(host.state) == literal)
    }

    @Test func aByteOrderMarkIsSkippedAndLinesStayRight() throws {
        let path = try writeBytes([0xEF, 0xBB, 0xBF] + Array("local a = 1\nlocal b = nil + a\n".utf8))
        #expect(throws: LuaError.self) { try TransitionScript.load(path: path) }
        do {
            _ = try TransitionScript.load(path: path)
        } catch let error as LuaError {
            #expect(error.kind == .runtime)
            #expect(error.file == path && error.line == 2, "\(error)")
        }
    }

    @Test func aShebangLineIsSkippedAndLinesStayRight() throws {
        let path = try writeBytes(Array("#!/usr/bin/env segue run\nlocal a = 1\nlocal b = a + * 2\nreturn b\n".utf8))
        do {
            _ = try TransitionScript.load(path: path)
            Issue.record("a syntax error on line 3 loaded")
        } catch let error as LuaError {
            #expect(error.kind == .syntax)
            #expect(error.file == path && error.line == 3, "\(error)")
            #expect(!error.message.contains("unexpected symbol near '#'"))
        }
    }

    @Test func aShebangScriptLoads() throws {
        let source = try exampleSource()
        let path = try writeBytes(Array(("#!/usr/bin/env segue run\n" + source).utf8))
        let script = try TransitionScript.load(path: path)
        #expect(script.scene != nil)
    }
}

/// The one reader of input files: what it refuses and why.
@Suite struct InputFileTests {
    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let path = "/tmp/sb-" + UUID().uuidString.prefix(8) + ".fifo"
        #expect(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        #expect(throws: FileReadError(path: path, reason: .notRegular("a FIFO"))) { try InputFile.read(path) }
        #expect(throws: FileReadError.self) { try InputFile.check(path) }
    }

    @Test func aDeviceIsRefused() {
        #expect(throws: FileReadError(path: "/dev/zero", reason: .notRegular("a character device"))) {
            try InputFile.read("/dev/zero")
        }
    }

    @Test func everySizeAroundTheReadBufferComesBackExactly() throws {
        var generator = SeededGenerator(seed: 5)
        for size in [0, 1, 4095, 65535, 65536, 65537, 3 * 65536 + 7] {
            let bytes = (0..<size).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            #expect(try InputFile.read(try writeBytes(bytes)) == bytes, "\(size) bytes")
        }
    }

    @Test func aFileOverTheLimitIsRefusedNamingTheLimit() throws {
        let path = try writeBytes([UInt8](repeating: 0x20, count: 2 << 20))
        do {
            _ = try InputFile.read(path, limit: 1 << 20)
            Issue.record("a 2 MB file passed a 1 MB limit")
        } catch {
            #expect(error.description == "\(path): is larger than the 1 MB limit")
        }
        #expect(try InputFile.read(path).count == 2 << 20)
        #expect(InputFile.sizeLimit == 16 << 20)
    }

    @Test func aMissingFileSaysNoSuchFile() {
        #expect(throws: FileReadError(path: "/nowhere/x.lua", reason: .missing)) { try InputFile.read("/nowhere/x.lua") }
        #expect(FileReadError(path: "/nowhere/x.lua", reason: .missing).description == "/nowhere/x.lua: no such file")
    }

    @Test func aFolderIsRefused() {
        #expect(throws: FileReadError(path: "/tmp", reason: .notRegular("a folder"))) { try InputFile.read("/tmp") }
    }
}
