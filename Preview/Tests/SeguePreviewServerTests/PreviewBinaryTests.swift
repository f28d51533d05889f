import Foundation
import Testing

/// The preview's server lives in its own binary: `segue` does not link Hummingbird or SwiftNIO
/// (its start-up pays for what it links), and `segue preview ARGS…` runs the `segue-preview`
/// beside it with the same arguments, or says in one line how to build it.
@Suite struct PreviewBinaryTests {
    /// Module names that appear in the symbols of any binary linking the server.
    static let serverModules = ["HummingbirdCore", "HummingbirdWebSocket", "NIOPosix", "NIOCore"]

    static func contents(of url: URL) throws -> Data {
        try Data(contentsOf: url, options: .alwaysMapped)
    }

    @Test func segueLinksNoServerAndSeguePreviewDoes() throws {
        let segue = try Self.contents(of: SegueProcess.executable)
        let preview = try Self.contents(of: SegueProcess.previewExecutable)
        for module in Self.serverModules {
            let name = Data(module.utf8)
            #expect(segue.range(of: name) == nil, "segue contains \(module)")
            // The same search finds the server where it is: the check is not blind.
            #expect(preview.range(of: name) != nil, "segue-preview lacks \(module)")
        }
    }

    @Test func previewHelpIsThePreviewsOwnAndSegueHelpListsIt() throws {
        let help = try SegueProcess.run(["preview", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("segue preview <file>"), "\(help.stdout)")
        #expect(help.stdout.contains("--port"))
        let top = try SegueProcess.run(["--help"])
        #expect(top.stdout.contains("preview"), "\(top.stdout)")
    }

    @Test func previewFailuresKeepSeguesOneLineConvention() throws {
        let missing = try SegueProcess.run(["preview", "no/such/file.lua"])
        #expect(missing.status == 1)
        #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
        #expect(missing.stderr.hasPrefix("segue: "), "\(missing.stderr)")
        let noFile = try SegueProcess.run(["preview"])
        #expect(noFile.status == 2)
        #expect(noFile.stderr.contains("see 'segue preview --help'"), "\(noFile.stderr)")
    }

    @Test func previewHelpNamesTheTokenAndTheConnectionOptions() throws {
        let help = try SegueProcess.run(["preview", "--help"])
        #expect(help.stdout.contains("?token="), "\(help.stdout)")
        #expect(help.stdout.contains("--request-timeout"))
        #expect(help.stdout.contains("--host"))
    }

    @Test func aRequestTimeoutOutsideItsRangeIsAUsageError() throws {
        for value in ["0", "-1", "nan", "inf", "1e400", "3601", "soon"] {
            let result = try SegueProcess.runBounded(["preview", "examples/cube.lua", "--port", "0", "--request-timeout", value])
            #expect(result.status == 2, "\(value): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(value): \(result.stderr)")
            #expect(result.stderr.contains("request-timeout"), "\(value): \(result.stderr)")
        }
    }

    @Test func aMissingPreviewBinaryIsOneLineSayingHowToBuildIt() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("segue-alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("segue")
        try FileManager.default.copyItem(at: SegueProcess.executable, to: alone)
        let result = try SegueProcess.run(program: alone, arguments: ["preview", "examples/cube.lua"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("swift build --package-path Preview --product segue-preview"), "\(result.stderr)")
    }
}
