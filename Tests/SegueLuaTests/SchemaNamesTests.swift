import Foundation
@testable import SegueLua
import SegueCore
import Testing

/// The Lua library checks names against tables generated from the schema (SegueSchema): every
/// name the schema declares is accepted, and an unknown one is refused with the schema's list.
@Suite struct SchemaNamesTests {
    static let scene = """
    segue.scene { container = "swipe", size = { width = 300, height = 600 },
        pages = { { id = "a", view = { id = "aView" } }, { id = "b", view = { id = "bView" } } } }
    """

    func load(_ source: String) throws {
        _ = try TransitionScript.load(path: try writeScript(source))
    }

    func loadError(_ source: String) throws -> String {
        let path = try writeScript(source)
        let error = #expect(throws: LuaError.self) { _ = try TransitionScript.load(path: path) }
        return error?.message ?? ""
    }

    @Test func everyDeclaredNameIsAccepted() throws {
        var lines: [String] = []
        lines += TimingNames.all.map { "assert(segue.curve(\"\($0)\") == \"\($0)\")" }
        lines.append("local curves = segue.curves()")
        lines.append("assert(#curves == \(TimingNames.all.count) and curves[1] == \"\(TimingNames.all[0])\")")
        lines += SpringPreset.allCases.map { "segue.spring { preset = \"\($0.rawValue)\" }" }
        lines += StepPosition.allCases.map { "segue.steps(2, \"\($0.rawValue)\")" }
        lines += ContainerKind.allCases.map {
            "segue.scene { container = \"\($0.rawValue)\", size = { width = 300, height = 600 }, "
                + "pages = { { id = \"a\", view = { id = \"aView\" } }, { id = \"b\", view = { id = \"bView\" } } } }"
        }
        lines += ReleaseMode.allCases.map { "segue.transition { scene = \(Self.scene), release = { mode = \"\($0.rawValue)\" } }" }
        lines += (ScreenEdge.allCases.map(\.rawValue) + ["auto"]).map { "segue.transition { scene = \(Self.scene), gesture = { edge = \"\($0)\" } }" }
        lines.append("segue.transition { scene = \(Self.scene), gesture = { directions = { "
            + PanDirection.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") + " } } }")
        // The constructors make exactly the declared timing kinds, in the declaration's order.
        lines.append("local kinds = table.concat({ segue.spring { preset = \"smooth\" }.kind, segue.bezier(0, 0, 1, 1).kind, "
            + "segue.steps(2).kind }, \",\")")
        lines.append("assert(kinds == \"\(TimingKind.allCases.map(\.rawValue).joined(separator: ","))\", kinds)")
        lines.append("local tracks = {}")
        lines += ViewProperty.allCases.map { "tracks.\($0.name) = { segue.linearKeyframe(1, 0.1) }" }
        lines.append("segue.keyframes(tracks)")
        lines.append("return segue.transition { scene = \(Self.scene) }")
        try load(lines.joined(separator: "\n"))
    }

    @Test func anUnknownNameIsRefusedWithTheDeclaredList() throws {
        let containers = ContainerKind.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(try loadError("segue.scene { container = \"stack\", size = { width = 1, height = 1 }, pages = {} }")
            .contains("unknown container 'stack' (known: \(containers))"))
        let presets = SpringPreset.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(try loadError("segue.spring { preset = \"wobbly\" }").contains("unknown preset 'wobbly' (\(presets))"))
        #expect(try loadError("segue.spring { extraBounce = 0.1 }").contains("'extraBounce' goes with a 'preset' (\(presets))"))
        let edges = (ScreenEdge.allCases.map(\.rawValue) + ["auto"]).joined(separator: ", ")
        #expect(try loadError("segue.transition { gesture = { edge = \"middle\" } }").contains("unknown edge 'middle' (\(edges))"))
        let directions = PanDirection.allCases.map(\.rawValue).joined(separator: ", ")
        #expect(try loadError("segue.transition { gesture = { directions = { \"sideways\" } } }")
            .contains("unknown direction 'sideways' (\(directions))"))
        #expect(try loadError("segue.steps(2, \"jumpLater\")").contains("unknown position 'jumpLater'"))
        #expect(try loadError("segue.keyframes { glowRadius = { segue.linearKeyframe(1, 0.1) } }").contains("glowRadius"))
    }
}
