import Segue
import Testing
@testable import SeguePreview

/// The page reads a view entry's fields by name (`V.blur`) from the names the scene message
/// sends (``PreviewMessages/viewFields``); every name the page's scripts read must be one of
/// them — a renamed field the page still reads by its old name (`V.effect` after it became
/// `blur`) fails here, not silently as `undefined` in the page.
@Suite struct ViewFieldNamesTests {
    /// Every `V.name` the page's scripts read.
    static func namesRead() -> Set<String> {
        let text = Array(PreviewPageAssets.script)
        var names: Set<String> = []
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95 || byte == 36
        }
        var i = 0
        while i + 2 < text.count {
            // "V." not preceded by a word character or a dot.
            if text[i] == 86, text[i + 1] == 46, i == 0 || (!isWord(text[i - 1]) && text[i - 1] != 46) {
                var j = i + 2
                while j < text.count, isWord(text[j]) { j += 1 }
                if j > i + 2 { names.insert(String(decoding: text[(i + 2)..<j], as: UTF8.self)) }
                i = j
            } else {
                i += 1
            }
        }
        return names
    }

    @Test func everyFieldThePageReadsIsOneTheServerSends() {
        let read = Self.namesRead()
        #expect(read.count >= 10, "found \(read.sorted())")
        let unknown = read.subtracting(PreviewMessages.viewFields)
        #expect(unknown.isEmpty, "the page reads view fields the server does not send: \(unknown.sorted())")
    }

    @Test func theSceneSendsTheFieldNamesInTheEntrysOrder() throws {
        #expect(Set(PreviewMessages.viewFields).count == PreviewMessages.viewFields.count)
        let names = PreviewMessages.viewFields.map { "\"\($0)\"" }.joined(separator: ",")
        let player = try TransitionPlayer(contentsOfFile: Fixtures.root + "/Tests/browser/pictures/shadow.lua")
        let scene = PreviewMessages.scene(path: "x.lua", scene: player.scene)
        #expect(scene.contains("\"viewFields\":[\(names)]"), "\(scene)")
    }
}
