import SegueCore
import SegueTesting

/// The review page's JSON: the failing goldens, and the outcome of an accept or reject.
enum ReviewListing {
    /// `[{"id", "kind", "name", "folder", "isNew", "frames", "failure", "report", "actual"}, …]`.
    static func json(_ goldens: [PendingGolden]) -> String {
        let entries = goldens.map { golden in
            let fields: [String] = [
                field("id", golden.id), field("kind", golden.kind.rawValue), field("name", golden.name),
                field("folder", golden.folder), "\"isNew\":\(golden.isNew)",
                "\"frames\":[" + golden.frames.map(String.init).joined(separator: ",") + "]",
                field("failure", golden.failure), field("report", golden.report), field("actual", golden.actualFile),
            ]
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"goldens\":[" + entries.joined(separator: ",") + "]}"
    }

    /// `{"id": ID, "written": [FILE, …]}`.
    static func done(id: String, written: [String]) -> String {
        "{" + field("id", id) + ",\"written\":[" + written.map(jsonQuoted).joined(separator: ",") + "]}"
    }

    /// `{"error": MESSAGE}`.
    static func error(_ message: String) -> String { "{" + field("error", message) + "}" }

    private static func field(_ name: String, _ value: String?) -> String {
        jsonQuoted(name) + ":" + (value.map(jsonQuoted) ?? "null")
    }
}
