import Foundation
import SegueCore
@testable import SegueLua
import Testing

/// Rewriting one literal: only its bytes change, the number is written the shortest way of
/// its kind, and a value or a file that would make a wrong edit is refused.
@Suite struct LiteralRewriteTests {
    func rewrite(_ text: String, _ literalText: String, to value: Double) throws -> String {
        let source = ScriptSource(text)
        let literal = try #require(source.literals.first { $0.text == literalText })
        return String(decoding: try LiteralRewrite.rewrite(source, literal: literal, to: value), as: UTF8.self)
    }

    @Test func onlyTheLiteralsBytesChange() throws {
        #expect(try rewrite("timing = segue.spring { dampingRatio = 1 }  -- 1\n", "1", to: 0.8) ==
                "timing = segue.spring { dampingRatio = 0.8 }  -- 1\n")
        #expect(try rewrite("x = { a = -0.5 }", "-0.5", to: 0.25) == "x = { a = 0.25 }")
        #expect(try rewrite("x = { a = 0.5 }", "0.5", to: -2) == "x = { a = -2.0 }")
    }

    @Test func numbersKeepTheirKind() throws {
        #expect(try rewrite("x = 1", "1", to: 3) == "x = 3")
        #expect(try rewrite("x = 1", "1", to: 0.1) == "x = 0.1")
        #expect(try rewrite("x = 1.5", "1.5", to: 2) == "x = 2.0")
        #expect(try rewrite("x = 0x10", "0x10", to: 255) == "x = 0xff")
        #expect(try rewrite("x = 0x10", "0x10", to: -1) == "x = -1")
        #expect(try rewrite("x = 1e3", "1e3", to: 1e-7) == "x = 1e-07")
        #expect(try rewrite("x = 1", "1", to: 1e300) == "x = 1e+300")
    }

    @Test func refusals() throws {
        let source = ScriptSource("x = a-1")
        let literal = try #require(source.literals.first)
        // A negative value after a binary minus gets a space, not a comment.
        #expect(String(decoding: try LiteralRewrite.rewrite(source, literal: literal, to: -2), as: UTF8.self) == "x = a- -2")
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: LiteralRewrite.Refusal.self) { try LiteralRewrite.rewrite(source, literal: literal, to: value) }
        }
        // A literal read from other bytes (the file changed) is refused.
        let changed = ScriptSource("x = a-7")
        #expect(throws: LiteralRewrite.Refusal.self) { try LiteralRewrite.rewrite(changed, literal: literal, to: 2) }
    }

    /// Many generated sources: rewriting any literal changes only its bytes, reads back as
    /// the new value, leaves every other literal where it was, and still compiles as Lua.
    @Test func propertyAnyRewriteChangesOnlyThatLiteralAndStillLoads() throws {
        var random = SeededGenerator(seed: 0x5e6e_11)
        let values: [Double] = [0, -0.0, 1, -1, 0.8, -0.5, 1e-9, 123456789, 1e21, -3.25e-5, 0.1 + 0.2, 2.5e300, 42]
        var checked = 0
        for _ in 0..<300 {
            let text = LuaSourceGenerator.source(&random)
            let state = LuaState()
            try state.load(LuaSource(text), chunkName: "=generated")
            state.pop()
            let source = ScriptSource(text)
            #expect(!source.literals.isEmpty)
            for literal in source.literals {
                let value = Bool.random(using: &random) ? values.randomElement(using: &random) ?? 0
                    : Double.random(in: -1000...1000, using: &random)
                let result = try LiteralRewrite.rewritten(source, literal: literal, to: value)
                let rewritten = result.bytes
                let numeral = Array(LiteralRewrite.numeral(value, like: literal).utf8)
                let start = result.range.lowerBound
                // At most one space before and after, where the numeral would merge.
                #expect(start - literal.range.lowerBound <= 1)
                #expect(Array(rewritten[..<literal.range.lowerBound]) == Array(source.bytes[..<literal.range.lowerBound]))
                #expect(Array(rewritten[result.range]) == numeral)
                #expect(Array(rewritten[result.range.upperBound...]).drop { $0 == UInt8(ascii: " ") }
                        == Array(source.bytes[literal.range.upperBound...]).drop { $0 == UInt8(ascii: " ") })
                let reread = ScriptSource(bytes: rewritten)
                #expect(reread.literals.count == source.literals.count, "\(text)")
                #expect(reread.literal(at: start)?.value == value, "\(text) → \(value)")
                #expect(reread.literal(at: start)?.place == literal.place, "\(text)")
                do {
                    try state.load(LuaSource(fileBytes: rewritten), chunkName: "=rewritten")
                    state.pop()
                } catch {
                    Issue.record("\(error)\n\(String(decoding: rewritten, as: UTF8.self))")
                }
                checked += 1
            }
        }
        #expect(checked > 1000)
    }
}

/// Lua sources with literals everywhere a designer writes them, and numbers where the reader
/// must not see literals (comments, strings, long brackets).
enum LuaSourceGenerator {
    static func source(_ random: inout SeededGenerator) -> String {
        var lines = ["-- generated: 1 2 3"]
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            lines.append(statement(&random, depth: 0))
        }
        lines.append("return " + table(&random, depth: 0))
        return lines.joined(separator: Bool.random(using: &random) ? "\n" : "\n  ")
    }

    static func numeral(_ random: inout SeededGenerator) -> String {
        ["1", "0", "0.5", ".25", "5.", "1e3", "2E-2", "0x10", "0xA.8p1", "0X1P-2", "3e+2", "-0.5", "-1", "12",
         "0.30000000000000004", "9007199254740993", "1e308"].randomElement(using: &random) ?? "1"
    }

    static func noise(_ random: inout SeededGenerator) -> String {
        ["", " --[[ 4 ]] ", " -- 5\n", " --[==[ ]] 6 ]==] ", " "].randomElement(using: &random) ?? ""
    }

    static func value(_ random: inout SeededGenerator, depth: Int) -> String {
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where depth < 3: return table(&random, depth: depth + 1)
        case 1: return "\"7 \\\" 8\""
        case 2: return "[[ 9 ]=] 10 ]]"
        case 3: return "segue.bezier(\(numeral(&random)), \(numeral(&random)),\(noise(&random))\(numeral(&random)), \(numeral(&random)))"
        case 4: return "segue.spring { dampingRatio = \(numeral(&random)),\(noise(&random)) response = \(numeral(&random)) }"
        case 5: return "a - \(numeral(&random))"
        case 6: return "(\(numeral(&random)))-" + numeral(&random).replacingOccurrences(of: "-", with: "")
        case 7: return "2^\(numeral(&random))"
        default: return numeral(&random)
        }
    }

    static func table(_ random: inout SeededGenerator, depth: Int) -> String {
        var fields: [String] = []
        for index in 0..<Int.random(in: 0...4, using: &random) {
            switch Int.random(in: 0..<3, using: &random) {
            case 0: fields.append("f\(index) = \(value(&random, depth: depth))")
            case 1: fields.append("[\"k\(index)\"] = \(value(&random, depth: depth))")
            default: fields.append(value(&random, depth: depth))
            }
        }
        return "{" + noise(&random) + fields.joined(separator: Bool.random(using: &random) ? ", " : ";" + noise(&random)) + " }"
    }

    static func statement(_ random: inout SeededGenerator, depth: Int) -> String {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return "local v = \(value(&random, depth: depth))"
        case 1: return "t.a.b = \(value(&random, depth: depth))"
        case 2: return "local f = function(ctx) ctx:keyframe(\(numeral(&random)), \(numeral(&random)), function() end) end"
        default: return "if x > \(numeral(&random)) then y = \(numeral(&random)) end"
        }
    }
}
