import Foundation
import Segue
import SegueCore
import TestScratch

/// Paths of the repository and scratch files, for the preview's tests.
enum Fixtures {
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func example(_ name: String) -> String { root + "/examples/" + name }

    /// A new file holding `text`, in a folder of its own.
    static func temporaryScript(_ text: String, name: String = "slide.lua") throws -> String {
        let folder = URL(fileURLWithPath: ScratchFolder.make("segue-preview"))
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `Tests/Fixtures/preview/slide.lua` (a navigation push), with the list's alpha at the
    /// end of the push written as `alpha` (on line 15).
    static func slide(alpha: String = "0.5") throws -> String {
        let text = try String(contentsOfFile: root + "/Tests/Fixtures/preview/slide.lua", encoding: .utf8)
        return text.replacingOccurrences(of: "alpha = 0.5", with: "alpha = " + alpha)
    }
}
