import Foundation
import TestScratch

/// Runs the built `segue` executable as a user would and captures what it prints.
struct SegueProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root (two levels above this file's folder).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `segue` binary next to the test bundle (SwiftPM builds it with the tests).
    static var executable: URL {
        let bundle = Bundle.main.bundleURL
        // The test runner's own folder is the build's products folder under any scratch path
        // (`swift build --scratch-path DIR`, as a second working tree uses).
        var candidates = [bundle.deletingLastPathComponent().appendingPathComponent("segue"),
                          bundle.appendingPathComponent("segue")]
        for config in ["debug", "release"] {
            candidates.append(packageRoot.appendingPathComponent(".build/\(config)/segue"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `segue arguments…` from the package root (or `folder`), its input read from
    /// `stdinFile` when given (else empty).
    static func run(_ arguments: [String], stdinFile: String? = nil, in folder: String? = nil) throws -> Result {
        try run(program: executable, arguments: arguments, stdinFile: stdinFile, in: folder)
    }

    /// Runs `segue arguments…` under `timeout`: a hang ends as status 124 (or 137) instead of
    /// freezing the suite.
    static func runBounded(_ arguments: [String], seconds: Int = 20, stdinFile: String? = nil) throws -> Result {
        try run(program: URL(fileURLWithPath: "/usr/bin/timeout"),
                arguments: ["-s", "KILL", "\(seconds)", executable.path] + arguments, stdinFile: stdinFile)
    }

    /// Runs `program arguments…` from the package root (or `folder`).
    static func run(program: URL, arguments: [String], stdinFile: String? = nil, in folder: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let stdinFile {
            process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: stdinFile))
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        process.currentDirectoryURL = folder.map { URL(fileURLWithPath: $0) } ?? packageRoot
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a fresh temporary `.lua` file and returns its path.
    static func temporaryScript(_ text: String, name: String = "t.lua") throws -> String {
        let folder = URL(fileURLWithPath: ScratchFolder.make("sg"))
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
