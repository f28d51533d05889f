import Foundation
import Testing
import TestScratch

/// The schema (Sources/SegueSchema) is declared once and generated outward (issue 43, item 2):
/// on a scratch copy of the repository, a view property added to the declaration appears in
/// the Lua library, the types and the docs once `scripts/generate-schema` has run, and
/// `--check` fails before that and passes after. The page receives the same list on the wire
/// (SeguePreviewTests' `ViewFieldNamesTests`).
@Suite struct SchemaGeneratorTests {
    static let root = SegueProcess.packageRoot.path

    /// A copy of the repository's sources, scripts, types and docs in a scratch folder.
    func scratchCopy() throws -> String {
        let copy = ScratchFolder.make("segue-schema-copy")
        for folder in ["Sources", "scripts", "types", "docs"] {
            let result = try SegueProcess.run(program: URL(fileURLWithPath: "/bin/cp"),
                                              arguments: ["-R", "\(Self.root)/\(folder)", "\(copy)/\(folder)"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        return copy
    }

    /// Runs `scripts/generate-schema arguments…` in `copy`, building the generator in the copy.
    func generate(_ arguments: [String], in copy: String) throws -> SegueProcess.Result {
        try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/env"),
                             arguments: ["SEGUE_SCRATCH=\(copy)/.build", "/bin/bash", "\(copy)/scripts/generate-schema"] + arguments,
                             in: copy)
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    /// Replaces the one occurrence of `old` in the file at `path` with `new`.
    func replace(_ old: String, with new: String, in path: String) throws {
        let text = try read(path)
        #expect(text.components(separatedBy: old).count == 2, "\(path) holds '\(old)' once")
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// The lines between `BEGIN GENERATED: name` and `END GENERATED: name` in `text`.
    func region(_ name: String, of text: String) -> String {
        guard let begin = text.range(of: "BEGIN GENERATED: \(name)"),
              let end = text.range(of: "END GENERATED: \(name)", range: begin.upperBound..<text.endIndex) else { return "" }
        return String(text[begin.upperBound..<end.lowerBound])
    }

    @Test func theRepositorysGeneratedRegionsAreCurrent() throws {
        let copy = try scratchCopy()
        let result = try generate(["--check"], in: copy)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test func aViewPropertyAddedToTheDeclarationAppearsInLuaTheTypesAndTheDocs() throws {
        let copy = try scratchCopy()
        let schema = "\(copy)/Sources/SegueSchema/Views"
        try replace("case shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY, shadowRed, shadowGreen, shadowBlue\n",
                    with: "case shadowOpacity, shadowRadius, shadowOffsetX, shadowOffsetY, shadowRed, shadowGreen, shadowBlue\n    case glowRadius\n",
                    in: "\(schema)/ViewProperty.swift")
        try replace("        case .shadowBlue: .init(\"shadowBlue\", .colour, \"the shadow colour's blue channel\")\n",
                    with: "        case .shadowBlue: .init(\"shadowBlue\", .colour, \"the shadow colour's blue channel\")\n"
                        + "        case .glowRadius: .init(\"glowRadius\", .points, default: 2, \"the glow's blur radius\")\n",
                    in: "\(schema)/ViewPropertyDeclaration.swift")
        let library = "\(copy)/Sources/SegueLua/Lua/segue_library.lua"
        let types = "\(copy)/types/segue.lua"
        let docs = "\(copy)/docs/lua-api.md"
        for file in [library, types, docs] {
            let text = try read(file)
            #expect(!text.contains("glowRadius"), "\(file)")
        }

        let stale = try generate(["--check"], in: copy)
        #expect(stale.status == 1, "\(stale.stdout)\(stale.stderr)")
        #expect(stale.stderr.contains("generated regions are stale (run scripts/generate-schema): "
            + "Sources/SegueLua/Lua/segue_library.lua, types/segue.lua, docs/lua-api.md"), "\(stale.stderr)")

        let generated = try generate([], in: copy)
        #expect(generated.status == 0, "\(generated.stdout)\(generated.stderr)")
        let libraryText = try read(library), typesText = try read(types), docsText = try read(docs)
        #expect(region("view properties", of: libraryText).contains("\"shadowBlue\", \"glowRadius\","),
                "\(region("view properties", of: libraryText))")
        #expect(region("view properties", of: typesText)
            .contains("---@field glowRadius number the glow's blur radius (points; default 2)\n"))
        #expect(region("view properties", of: docsText).contains("| `glowRadius` | points | any | 2 | the glow's blur radius |\n"))
        // Nothing outside the regions changed, and the copy is current now.
        for (file, original) in [(library, "Sources/SegueLua/Lua/segue_library.lua"), (types, "types/segue.lua"), (docs, "docs/lua-api.md")] {
            let before = try read("\(Self.root)/\(original)"), after = try read(file)
            #expect(before.components(separatedBy: "GENERATED").count == after.components(separatedBy: "GENERATED").count)
            #expect(after.replacingOccurrences(of: region("view properties", of: after), with: "")
                == before.replacingOccurrences(of: region("view properties", of: before), with: ""), "\(original)")
        }
        let current = try generate(["--check"], in: copy)
        #expect(current.status == 0, "\(current.stderr)")
    }

    @Test func aHandEditInsideARegionIsStaleAndAMissingMarkerIsAnError() throws {
        let copy = try scratchCopy()
        let library = "\(copy)/Sources/SegueLua/Lua/segue_library.lua"
        try replace("local stepPositions = { jumpStart = true,", with: "local stepPositions = { jumpSoon = true, jumpStart = true,", in: library)
        let stale = try generate(["--check"], in: copy)
        #expect(stale.status == 1, "\(stale.stderr)")
        #expect(stale.stderr.contains("Sources/SegueLua/Lua/segue_library.lua"), "\(stale.stderr)")
        #expect(!stale.stderr.contains("types/segue.lua"), "\(stale.stderr)")

        try replace("-- END GENERATED: step positions\n", with: "", in: library)
        try replace("-- BEGIN GENERATED: step positions (scripts/generate-schema, from Sources/SegueSchema)\n", with: "", in: library)
        let missing = try generate([], in: copy)
        #expect(missing.status == 2, "\(missing.stderr)")
        #expect(missing.stderr.contains("region 'lua/step positions' has no BEGIN GENERATED marker"), "\(missing.stderr)")
        let kept = try read(library)
        #expect(kept.contains("jumpSoon"), "nothing is written while a marker is missing")
    }
}
