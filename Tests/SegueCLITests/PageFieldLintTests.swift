import Foundation
import Testing
import TestScratch

/// `scripts/lint-page-fields` (run by `scripts/lint-rules`) fails when a page script reads a
/// view field the scene message does not send (issue 43, item 4): it passes on the repository
/// and fails, naming the file and line, on a copy with one planted `V.effect`.
@Suite struct PageFieldLintTests {
    static let root = SegueProcess.packageRoot.path

    /// A copy of the page's scripts and of PreviewMessages.swift, laid out as in the repository.
    func pageCopy() throws -> String {
        let copy = ScratchFolder.make("segue-page-fields")
        try FileManager.default.createDirectory(atPath: "\(copy)/Sources/SeguePreview/Protocol", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: "\(copy)/Sources/SeguePreview/Assets", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "\(Self.root)/Sources/SeguePreview/Protocol/PreviewMessages.swift",
                                         toPath: "\(copy)/Sources/SeguePreview/Protocol/PreviewMessages.swift")
        try FileManager.default.copyItem(atPath: "\(Self.root)/Sources/SeguePreview/Assets/page",
                                         toPath: "\(copy)/Sources/SeguePreview/Assets/page")
        return copy
    }

    func lint(_ root: String) throws -> SegueProcess.Result {
        try SegueProcess.run(program: URL(fileURLWithPath: "/bin/bash"),
                             arguments: ["\(Self.root)/scripts/lint-page-fields", root])
    }

    @Test func theRepositorysPageReadsOnlyFieldsTheServerSends() throws {
        let result = try lint(Self.root)
        #expect(result.status == 0, "\(result.stderr)")
        let copy = try pageCopy()
        #expect(try lint(copy).status == 0)
    }

    @Test func aPlantedReadOfAnUnknownFieldFails() throws {
        let copy = try pageCopy()
        let stage = "\(copy)/Sources/SeguePreview/Assets/page/stage.js"
        let text = try String(contentsOfFile: stage, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("V.blur") })
        var planted = lines
        planted[line] = Substring(planted[line].replacingOccurrences(of: "V.blur", with: "V.effect"))
        try planted.joined(separator: "\n").write(toFile: stage, atomically: true, encoding: .utf8)
        let result = try lint(copy)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Sources/SeguePreview/Assets/page/stage.js:\(line + 1): the page reads view field 'effect'"),
                "\(result.stderr)")
    }

    @Test func aFieldTheServerStopsSendingFails() throws {
        let copy = try pageCopy()
        let messages = "\(copy)/Sources/SeguePreview/Protocol/PreviewMessages.swift"
        let text = try String(contentsOfFile: messages, encoding: .utf8)
        #expect(text.contains("\"radius\", \"blur\","))
        try text.replacingOccurrences(of: "\"radius\", \"blur\",", with: "\"radius\",")
            .write(toFile: messages, atomically: true, encoding: .utf8)
        let result = try lint(copy)
        #expect(result.status == 1)
        #expect(result.stderr.contains("the page reads view field 'blur'"), "\(result.stderr)")
    }
}
