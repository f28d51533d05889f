import Foundation
import Testing

/// What the dynamic loader maps before `segue` runs a line of its own: every shared object
/// `segue` names costs each start (issue 44), so the libraries only one command needs are
/// loaded by that command (libedit by `segue repl`, librsvg and cairo at the first image).
@Suite struct StartupLinkTests {
    /// The shared objects the built `segue` names (`readelf -d`, its NEEDED entries).
    static func neededLibraries() throws -> [String] {
        let result = try SegueProcess.run(program: URL(fileURLWithPath: "/usr/bin/readelf"),
                                          arguments: ["-d", SegueProcess.executable.path])
        #expect(result.status == 0, "readelf -d failed: \(result.stderr)")
        return result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test func segueStartsWithoutTheLineEditorOrTheImageLibraries() throws {
        let needed = try Self.neededLibraries()
        #expect(needed.contains { $0.hasPrefix("liblua5.4") }, "readelf found no NEEDED entries: \(needed)")
        for library in ["libedit", "libtinfo", "libbsd", "libmd", "librsvg", "libcairo"] {
            #expect(!needed.contains { $0.hasPrefix(library) }, "segue links \(library) at start: \(needed)")
        }
    }
}
