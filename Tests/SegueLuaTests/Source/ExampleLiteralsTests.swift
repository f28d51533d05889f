import SegueSystem
import Foundation
@testable import SegueLua
import Testing

/// The reader on every example the repository ships: each literal's bytes are its text,
/// each can be rewritten and the script still compiles, and the timings are found.
@Suite struct ExampleLiteralsTests {
    static let examples: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/examples"
    }()

    static var scripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples)) ?? [])
            .filter { $0.hasSuffix(".lua") }.sorted().map { examples + "/" + $0 }
    }

    @Test func everyExamplesLiteralsRewriteAndStillCompile() throws {
        #expect(Self.scripts.count > 10)
        let state = LuaState()
        var timings = 0
        for path in Self.scripts {
            let source = ScriptSource(bytes: try InputFile.read(path))
            timings += source.literals.filter { ["segue.spring", "segue.bezier"].contains($0.place?.call) }.count
            for literal in source.literals {
                #expect(String(decoding: source.bytes[literal.range], as: UTF8.self) == literal.text, "\(path)")
                let value = literal.isInteger ? literal.value + 1 : literal.value / 2
                guard let rewritten = try? LiteralRewrite.rewrite(source, literal: literal, to: value) else { continue }
                do {
                    try state.load(LuaSource(fileBytes: rewritten), chunkName: "=example")
                    state.pop()
                } catch {
                    Issue.record("\(path) line \(literal.line): \(error)")
                }
            }
        }
        #expect(timings >= 7)
    }

    @Test func panelsTimingsAreWhereTheyAre() throws {
        let source = ScriptSource(bytes: try InputFile.read(Self.examples + "/panel.lua"))
        let placed = source.literals.compactMap { literal in literal.place.map { ($0.dotted, $0.call ?? "", literal.text) } }
        #expect(placed.contains { $0 == ("timing.dampingRatio", "segue.spring", "1") })
        #expect(placed.contains { $0 == ("completion.curve.dampingRatio", "segue.spring", "0.9") })
        #expect(placed.contains { $0 == ("completion.curve.response", "segue.spring", "0.35") })
        #expect(placed.contains { $0 == ("duration", "segue.transition", "0.3") })
        #expect(placed.contains { $0 == ("scene.pages[2].view.subviews[1].x", "", "170") })
    }
}
