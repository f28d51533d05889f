import Testing
@testable import SegueCore

@Suite struct JSONParserTests {
    @Test func readsEveryKindOfValueWithTheLineItStartsOn() throws {
        let root = try JSONParser.parse("{\n  \"a\": [1, -2.5e3, true],\n  \"b\": \"x\\ny\\u00e9\\ud83d\\ude00\",\n  \"c\": null\n}")
        #expect(root.line == 1)
        #expect(root["a"]?.line == 2)
        #expect(root["a"]?.value == .array([JSONNode(.number(1), line: 2), JSONNode(.number(-2500), line: 2), JSONNode(.bool(true), line: 2)]))
        #expect(root["b"]?.string == "x\nyé😀")
        #expect(root["b"]?.line == 3)
        #expect(root["c"]?.value == .null)
    }

    @Test(arguments: [
        ("{\"a\": 01}", 1, "malformed number '01'"),
        ("[1,\n2,\n]", 3, "unexpected character ']', a value was expected"),
        ("{\"a\" 1}", 1, "':' was expected after the key \"a\""),
        ("\"abc", 1, "unterminated string"),
        ("[1] 2", 1, "unexpected text after the JSON value"),
        ("[\n-]", 2, "malformed number '-'"),
        ("[1.]", 1, "malformed number '1.'"),
        ("tru", 1, "unexpected word, 'true' or another value was expected"),
        ("\"a\nb\"", 1, "a control character inside a string (a line break must be written \\n)"),
    ])
    func rejectsMalformedTextAtItsLine(text: String, line: Int, message: String) {
        #expect(throws: JSONError(line: line, message)) { try JSONParser.parse(text) }
    }

    @Test func refusesNestingDeeperThanItsLimit() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(throws: JSONError.self) { try JSONParser.parse(deep) }
    }
}
