import Foundation
import SegueCore
@testable import SegueLua
import Testing
import TestScratch

/// A rewritten literal keeps its neighbours the tokens they were: next to every Lua keyword
/// and operator, on either side, the new numeral never merges with them (`and-19` → `and 5`,
/// not `and5`; `a-1` → `a- -2`, not the comment `a--2`); and 2,000 seeded rewrites of the
/// examples' literals all still parse with `luac5.4 -p`.
@Suite struct LiteralBoundaryTests {
    static let keywords = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                           "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
    static let operators = ["+", "-", "*", "/", "//", "%", "^", "#", "&", "~", "|", "<<", ">>", "==", "~=", "<=", ">=",
                            "<", ">", "=", "(", ")", "{", "}", "[", "]", "::", ";", ":", ",", ".", "..", "..."]
    static let literals = ["-19", "19", "0.5", "-0.5", "0x10", "1e3", ".5"]
    static let values: [Double] = [5, -5, 0.25, -0.25, 1e-7, -1e21, 16, 0, -0.0]

    /// The tokens' texts of `bytes`.
    func texts(_ bytes: [UInt8]) -> [String] { LuaTokenizer.tokens(bytes).map(\.text) }

    /// Whether Lua compiles `bytes`.
    func compiles(_ bytes: [UInt8]) -> Bool {
        let state = LuaState()
        guard (try? state.load(LuaSource(fileBytes: bytes), chunkName: "=boundary")) != nil else { return false }
        state.pop()
        return true
    }

    @Test func everyKeywordAndOperatorNeighbourKeepsItsToken() throws {
        var checked = 0
        var compiledBefore = 0
        for neighbour in Self.keywords + Self.operators {
            for literalText in Self.literals {
                for prefix in ["x = ", "x = a ", "x = a"] {
                    for left in [true, false] {
                        let text = left ? prefix + neighbour + literalText + " y" : prefix + literalText + neighbour + " y"
                        let source = ScriptSource(text)
                        let numeralStart = (left ? prefix.utf8.count + neighbour.utf8.count : prefix.utf8.count)
                            + (literalText.hasPrefix("-") ? 1 : 0)
                        guard let literal = source.literals.first(where: { $0.range.contains(numeralStart) }) else { continue }
                        let before = source.bytes
                        let tokensBefore = LuaTokenizer.tokens(before)
                        let ahead = tokensBefore.filter { $0.range.upperBound <= literal.range.lowerBound }.map(\.text)
                        let behind = tokensBefore.filter { $0.range.lowerBound >= literal.range.upperBound }.map(\.text)
                        let compiled = compiles(before)
                        if compiled { compiledBefore += 1 }
                        for value in Self.values {
                            let result = try LiteralRewrite.rewritten(source, literal: literal, to: value)
                            let numeral = texts(Array(result.text.utf8))
                            #expect(texts(result.bytes) == ahead + numeral + behind,
                                    "\(text) → \(value): \(String(decoding: result.bytes, as: UTF8.self))")
                            if compiled {
                                // Lua source stays Lua source, and reads the new value where it was.
                                #expect(compiles(result.bytes), "\(text) → \(String(decoding: result.bytes, as: UTF8.self))")
                                #expect(ScriptSource(bytes: result.bytes).literal(at: result.range.lowerBound)?.value == value,
                                        "\(text) → \(value)")
                            }
                            checked += 1
                        }
                    }
                }
            }
        }
        print("literal boundaries: \(checked) rewrites next to \(Self.keywords.count) keywords and \(Self.operators.count) operators (\(compiledBefore) sources compiled before, all still compile)")
        #expect(checked > 4000)
        #expect(compiledBefore > 100)
        // The reported merge: a keyword right before a negative literal.
        let source = ScriptSource("x = a and-19")
        let literal = try #require(source.literals.first)
        #expect(String(decoding: try LiteralRewrite.rewrite(source, literal: literal, to: 5), as: UTF8.self) == "x = a and 5")
    }

    /// 2,000 seeded rewrites of literals of the examples, every accepted one checked by
    /// `luac5.4 -p` (Debian's lua5.4).
    @Test func fuzzedRewritesOfTheExamplesAllParseWithLuac() throws {
        let examples = Fixtures.examples
        try #require(!examples.isEmpty)
        let sources = try examples.map { ScriptSource(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: $0)))) }
        let folder = ScratchFolder.make("literal-fuzz")
        var random = SeededGenerator(seed: 0x11_7e_2a1)
        var accepted: [String] = []
        var rejected = 0
        // The same rewrites spliced in without the boundary spaces, as before the fix, to
        // show what the spaces prevent.
        var unspaced: [String] = []
        for index in 0..<2000 {
            let which = Int.random(in: 0..<sources.count, using: &random)
            guard var literal = sources[which].literals.randomElement(using: &random) else { continue }
            var source = sources[which]
            // Half the time the spaces around the literal are taken out first (`x=-1`, `a and-1`),
            // where that leaves the tokens as they were: literals right against their neighbours.
            if Bool.random(using: &random), let squeezed = Self.squeezed(source, around: literal) {
                source = squeezed.source
                literal = squeezed.literal
            }
            let value = Self.fuzzValue(&random)
            guard let result = try? LiteralRewrite.rewritten(source, literal: literal, to: value) else {
                rejected += 1
                continue
            }
            #expect(ScriptSource(bytes: result.bytes).literal(at: result.range.lowerBound)?.value == value)
            let path = folder + "/edit-\(index).lua"
            try Data(result.bytes).write(to: URL(fileURLWithPath: path))
            accepted.append(path)
            if result.bytes.count != source.bytes.count - literal.range.count + result.text.utf8.count {
                let bytes = source.bytes
                let spliced = Array(bytes[..<literal.range.lowerBound]) + Array(result.text.utf8) + Array(bytes[literal.range.upperBound...])
                let unspacedPath = folder + "/unspaced-\(index).lua"
                try Data(spliced).write(to: URL(fileURLWithPath: unspacedPath))
                unspaced.append(unspacedPath)
            }
        }
        var broken: [String] = []
        // One luac for all; each file on its own only when that fails, to name the broken ones.
        if try !Self.luacParses(accepted) {
            broken = try accepted.filter { try !Self.luacParses([$0]) }
        }
        let unspacedBroken = try unspaced.filter { try !Self.luacParses([$0]) }.count
        print("literal fuzz: 2000 rewrites of \(examples.count) examples, \(accepted.count) accepted, \(rejected) rejected, \(accepted.count - broken.count) parse with luac5.4 -p, \(broken.count) broken; \(unspaced.count) needed a boundary space, \(unspacedBroken) of them would not parse without it")
        #expect(broken.isEmpty, "\(broken.prefix(5))")
        #expect(accepted.count + rejected == 2000)
    }

    /// `source` without the spaces and tabs right around `literal`, and the literal in it —
    /// nil when taking them out would change the tokens.
    static func squeezed(_ source: ScriptSource, around literal: SourceLiteral) -> (source: ScriptSource, literal: SourceLiteral)? {
        let bytes = source.bytes
        let blank: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
        var start = literal.range.lowerBound
        while start > 0, blank.contains(bytes[start - 1]) { start -= 1 }
        var end = literal.range.upperBound
        while end < bytes.count, blank.contains(bytes[end]) { end += 1 }
        let squeezed = Array(bytes[..<start]) + Array(bytes[literal.range]) + Array(bytes[end...])
        guard LuaTokenizer.tokens(squeezed).map(\.text) == LuaTokenizer.tokens(bytes).map(\.text) else { return nil }
        let result = ScriptSource(bytes: squeezed)
        guard let moved = result.literal(at: start), moved.text == literal.text else { return nil }
        return (result, moved)
    }

    static func fuzzValue(_ random: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return Double(Int.random(in: -100...100, using: &random))
        case 1: return Double.random(in: -10...10, using: &random)
        case 2: return [0, -0.0, 1e-7, -1e-7, 1e21, -1e21, 1e300, 0.1, -0.5].randomElement(using: &random) ?? 0
        case 3: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 1000
        case 4: return -Double(Int.random(in: 0...20, using: &random))
        default: return Double(Int.random(in: 0...0xffff, using: &random))
        }
    }

    /// Whether `luac5.4 -p` accepts every file of `paths`.
    static func luacParses(_ paths: [String]) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/luac5.4")
        process.arguments = ["-p"] + paths
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}

/// The repository's example scripts.
enum Fixtures {
    static let examples: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("examples").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return names.filter { $0.hasSuffix(".lua") && !$0.hasSuffix("_spec.lua") }.sorted().map { root + "/" + $0 }
    }()
}
