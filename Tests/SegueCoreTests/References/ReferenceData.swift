import Foundation

/// Reference values computed outside the engine and committed as data beside the scripts that
/// made them (Tests/references/*.py): each file says in its `about` how it was made.
enum ReferenceData {
    /// The folder Tests/references of this checkout.
    static let folder: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // References
        .deletingLastPathComponent()   // SegueCoreTests
        .deletingLastPathComponent()   // Tests
        .appendingPathComponent("references")

    /// The JSON object in Tests/references/`name`.
    static func object(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return object
    }

    /// Whether `actual` is within `relative` of `expected` (relative to its size, or absolute
    /// below 1).
    static func near(_ actual: Double, _ expected: Double, relative: Double = 1e-12) -> Bool {
        abs(actual - expected) <= relative * max(1, abs(expected))
    }
}
