import SegueLua
import Testing

/// The Lua-aware reader: every number literal with its exact bytes, none inside a comment or
/// a string, and the place of each one that is a field's or an argument's whole value.
@Suite struct ScriptSourceTests {
    /// The texts of `source`'s literals, in order.
    func texts(_ source: String) -> [String] { ScriptSource(source).literals.map(\.text) }

    /// The literal whose place is `dotted`.
    func literal(_ source: ScriptSource, at dotted: String) -> SourceLiteral? {
        source.literals.first { $0.place?.dotted == dotted }
    }

    @Test func commentsAndStringsHoldNoLiterals() {
        let source = """
        -- duration = 3
        --[[ timing = 4
          ]] local a = 1 --[==[ 5 ]] 6 ]==] local b = 2
        local s = "7 \\" 8" .. '9 \\' 10' .. [[ 11 ]] .. [=[ 12 ]] 13 ]=]
        local c = 14 -- 15
        """
        #expect(texts(source) == ["1", "2", "14"])
    }

    @Test func everyNumeralFormIsOneLiteralWithItsValue() {
        let source = ScriptSource("x = { 1, 0.5, .25, 5., 1e3, 2E-2, 0x10, 0xA.8p1, 0x.1, 0X1P-2, 3e+2 }")
        #expect(source.literals.map(\.text) == ["1", "0.5", ".25", "5.", "1e3", "2E-2", "0x10", "0xA.8p1", "0x.1", "0X1P-2", "3e+2"])
        #expect(source.literals.map(\.value) == [1, 0.5, 0.25, 5, 1000, 0.02, 16, 21, 0.0625, 0.25, 300])
        #expect(source.literals.map(\.isInteger) == [true, false, false, false, false, false, true, false, false, false, false])
        #expect(source.literals.map { $0.place?.dotted } == (1...11).map { "x[\($0)]" })
    }

    @Test func malformedNumeralsAreNotLiterals() {
        #expect(texts("x = 3..2 y = 0x z = 1e w = 08 v = 1ea") == ["08"])
    }

    @Test func rangesAreTheExactBytes() {
        let text = "local t = { a = -0.5, b = 2 } -- 9\n"
        let source = ScriptSource(text)
        let bytes = Array(text.utf8)
        for literal in source.literals {
            #expect(String(decoding: bytes[literal.range], as: UTF8.self) == literal.text)
        }
        #expect(source.literals.map(\.text) == ["-0.5", "2"])
        #expect(source.literals.map(\.value) == [-0.5, 2])
    }

    @Test func aUnaryMinusTouchingTheNumeralIsPartOfIt() {
        #expect(texts("x = -1 y = a-1 z = - 2 w = a - -3 v = (4)-5 u = {-6} t = f(-7) s = 2^-8 r = x--9") ==
                ["-1", "1", "2", "-3", "4", "5", "-6", "-7", "2", "-8"])
    }

    @Test func theTimingFormsGetTheirFieldNames() throws {
        let source = ScriptSource("""
        return segue.transition {
          duration = 0.3,
          timing = segue.spring { dampingRatio = 1, response = 0.35 },
          completion = { curve = segue.bezier(0.2, 0, 0, 1), speed = 2 },
          animation = function(ctx)
            ctx:keyframe(0.5, 0.25, function() ctx.from.view.alpha = 0 end)
          end,
        }
        """)
        let ratio = try #require(literal(source, at: "timing.dampingRatio"))
        #expect(ratio.text == "1" && ratio.place?.call == "segue.spring" && ratio.place?.name == "dampingRatio" && ratio.line == 3)
        #expect(literal(source, at: "timing.response")?.value == 0.35)
        #expect(literal(source, at: "duration")?.place?.call == "segue.transition")
        #expect(["x1", "y1", "x2", "y2"].map { literal(source, at: "completion.curve." + $0)?.text } == ["0.2", "0", "0", "1"])
        #expect(literal(source, at: "completion.curve.x1")?.place?.call == "segue.bezier")
        #expect(literal(source, at: "completion.speed")?.value == 2)
        #expect(literal(source, at: "start")?.place?.call == "ctx:keyframe")
        #expect(literal(source, at: "duration")?.text == "0.3")
        #expect(source.literals.first { $0.place == ValuePlace(path: ["duration"], call: "ctx:keyframe") }?.text == "0.25")
        #expect(literal(source, at: "ctx.from.view.alpha")?.text == "0")
    }

    /// The keyframes of a track are named as the library names their arguments: the Curve panel
    /// shows each under its kind.
    @Test func keyframesGetTheirArgumentNames() throws {
        let source = ScriptSource("""
        local drop = segue.keyframes {
          y = { segue.linearKeyframe(90, 0.2, "easeIn"), segue.cubicKeyframe(40, 0.25, { startVelocity = 300 }),
                segue.springKeyframe(150, { duration = 0.5 }), segue.moveKeyframe(20) },
        }
        """)
        func place(_ text: String, line: Int) -> ValuePlace? {
            source.literals.first { $0.text == text && $0.line == line }?.place
        }
        #expect(place("90", line: 2) == ValuePlace(path: ["drop", "y", "[1]", "to"], call: "segue.linearKeyframe"))
        #expect(place("0.2", line: 2)?.name == "duration")
        #expect(place("300", line: 2) == ValuePlace(path: ["drop", "y", "[2]", "options", "startVelocity"], call: "segue.cubicKeyframe"))
        #expect(place("150", line: 3)?.call == "segue.springKeyframe")
        #expect(place("0.5", line: 3) == ValuePlace(path: ["drop", "y", "[3]", "options", "duration"], call: "segue.springKeyframe"))
        #expect(place("20", line: 3) == ValuePlace(path: ["drop", "y", "[4]", "to"], call: "segue.moveKeyframe"))
    }

    @Test func theOtherSpringFormsToo() {
        let source = ScriptSource("""
        a = segue.spring { duration = 0.5, bounce = -0.2 }
        b = segue.spring { mass = 1, stiffness = 170, damping = 26, initialVelocity = 0 }
        c = segue.steps(4, "jumpEnd")
        """)
        #expect(source.literals.map { $0.place?.dotted ?? "-" } ==
                ["a.duration", "a.bounce", "b.mass", "b.stiffness", "b.damping", "b.initialVelocity", "c.count"])
        #expect(source.literals.map(\.text) == ["0.5", "-0.2", "1", "170", "26", "0", "4"])
    }

    @Test func assignmentsAndNestedTablesHavePaths() {
        let source = ScriptSource("""
        a.b = 3
        local x, y <const> = 4, 5
        t = { pages = { { view = { cornerRadius = 12, subviews = { { x = 170 } } } } }, ["key"] = 6, [7] = 8 }
        """)
        #expect(source.literals.map { $0.place?.dotted ?? "-" } ==
                ["a.b", "x", "y", "t.pages[1].view.cornerRadius", "t.pages[1].view.subviews[1].x", "t.key", "-", "t[7]"])
    }

    @Test func computedFieldsSayWhy() {
        let source = ScriptSource("""
        local ratio = 0.8
        return segue.transition {
          duration = 0.2 + 0.1,
          timing = segue.spring { dampingRatio = ratio, response = config.response },
          completion = { curve = segue.bezier(x, 0, 0, -(1)) },
          name = "a" .. "b",
        }
        """)
        let reasons = Dictionary(uniqueKeysWithValues: source.computed.map { ($0.place.dotted, $0.reason) })
        #expect(reasons == ["duration": "an expression", "timing.dampingRatio": "the variable ratio",
                            "timing.response": "the variable config.response", "completion.curve.x1": "the variable x",
                            "completion.curve.y2": "an expression"])
        // The literals of an expression are literals still, with no place.
        #expect(source.literals.filter { $0.text == "0.2" || $0.text == "0.1" }.allSatisfy { $0.place == nil })
        let duration = source.computed.first { $0.place.dotted == "duration" }
        #expect(duration.map { String(decoding: source.bytes[$0.range], as: UTF8.self) } == "0.2 + 0.1")
    }

    @Test func aByteOrderMarkAndAShebangLineAreSkipped() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("#!/usr/bin/env lua 5\nx = 6\n".utf8)
        let source = ScriptSource(bytes: bytes)
        #expect(source.literals.map(\.text) == ["6"])
        #expect(source.literals.first?.line == 2)
    }

    @Test func unfinishedSourceEndsWithoutTrapping() {
        for text in ["x = \"1", "x = [[ 2", "--[[ 3", "x = { a = { b = 4", "f(1, ", "function(", "x = 0x", "[=", "-", "..."] {
            _ = ScriptSource(text)
        }
        #expect(texts("x = { a = { b = 4") == ["4"])
        // Numerals at the ends of the range: no trap, values as Lua reads them.
        let extremes = ScriptSource("a = 0x1p99999 b = 0x1p-99999 c = 0x" + String(repeating: "f", count: 5000) + ".8 d = 1e99999 e = 0x" +
                                    String(repeating: "f", count: 40) + " f = 99999999999999999999")
        #expect(extremes.literals.count == 6)
        #expect(extremes.literals.map(\.value.isInfinite) == [true, false, true, true, false, false])
        #expect(extremes.literals[4].value == -1 && extremes.literals[4].isInteger)
        #expect(extremes.literals[5].value == 1e20 && !extremes.literals[5].isInteger)
        let deep = String(repeating: "{", count: 5000) + "1" + String(repeating: "}", count: 5000)
        #expect(texts("x = " + deep) == ["1"])
    }
}
