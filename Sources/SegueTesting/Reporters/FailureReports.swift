/// The files a failure's message names that show what failed — a golden trace's report of how
/// the motion changed (`NAME.report.html`), the page of failing image goldens and their diff
/// PNGs — written into the message by the check that failed and read back by every reporter
/// (TAP's `report`, JUnit's attachments, the JSON's `reports`): one phrase, one list.
///
/// Promises: ``paths(in:)`` of a message containing ``naming(_:)`` of paths that each end in
/// `.html` or `.png` (and contain neither before their end) gives back exactly those paths, in order.
public enum FailureReports {
    /// The words before the list of paths in a failure's message.
    static let phrase = "how it changed: "

    /// The files a reporter should link: each ends in one of these.
    static let endings = [".html", ".png"]

    /// `how it changed: A, B`: the words a failure's message carries to name `paths`
    /// (empty when there are none).
    public static func naming(_ paths: [String]) -> String {
        paths.isEmpty ? "" : phrase + paths.joined(separator: ", ")
    }

    /// The files a failure's `message` names: after each `how it changed: `, paths ending in
    /// `.html` or `.png`, separated by `, `.
    public static func paths(in message: String) -> [String] {
        var paths: [String] = []
        var rest = Substring(message)
        while let start = rest.firstRange(of: phrase) {
            rest = rest[start.upperBound...]
            while let end = endings.compactMap({ rest.firstRange(of: $0)?.upperBound }).min() {
                paths.append(String(rest[..<end]))
                rest = rest[end...]
                guard rest.hasPrefix(", ") else { break }
                rest = rest.dropFirst(2)
            }
        }
        return paths
    }
}
