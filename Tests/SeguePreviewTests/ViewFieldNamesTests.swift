import Segue
import SegueCore
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

    /// The page shows each property at its unit's precision from the units the scene sends by
    /// name (`propertyUnits`), which are the schema's: no list of property names of its own.
    @Test func theSceneSendsEachPropertysUnitFromTheSchema() throws {
        #expect(PreviewMessages.properties == ViewProperty.allCases.map(\.name))
        #expect(PreviewMessages.propertyUnits == ViewProperty.allCases.map(\.unit.rawValue))
        let player = try TransitionPlayer(contentsOfFile: Fixtures.root + "/Tests/browser/pictures/shadow.lua")
        let scene = PreviewMessages.scene(path: "x.lua", scene: player.scene)
        let units = ViewProperty.allCases.map { "\"\($0.unit.rawValue)\"" }.joined(separator: ",")
        #expect(scene.contains("\"propertyUnits\":[\(units)]"), "\(scene)")
        #expect(PreviewMessages.propertyUnits[ViewProperty.rotationY.rawValue] == "radians")
        #expect(PreviewMessages.propertyUnits[ViewProperty.anchorX.rawValue] == "scale")
    }

    /// The page's scripts hold no list of property names: what a property is comes from the wire.
    @Test func thePageClassifiesPropertiesByTheUnitItReceives() {
        let script = String(decoding: PreviewPageAssets.script, as: UTF8.self)
        for name in ["rotationX", "effectIntensity", "backgroundRed", "shadowOpacity"] {
            #expect(!script.contains("\"\(name)\"") && !script.contains(name + "|"), "the page names \(name)")
        }
        #expect(script.contains("state.propertyUnits = new Map(scene.properties.map((name, i) => [name, scene.propertyUnits[i]]))"))
    }
}
