/// The line `segue test` ends with when image goldens failed: how many frames have no golden
/// yet, how many differ from theirs and how many golden instants the take no longer reaches —
/// a missing golden or instant is not a difference — and where the page showing them is.
public enum ImageGoldenSummary {
    /// `segue test: 4 frames have no golden image yet (--update-goldens records them); 1
    /// frame differs from its golden image; …side by side in PAGE`.
    public static func line(_ failures: [ImageGoldenFailure], page: String) -> String {
        let missing = failures.filter { $0.golden == nil }.count
        // A golden instant the take no longer reaches (``ImageGoldenInstants``) differs in
        // nothing: it is counted apart.
        let gone = failures.filter { $0.golden != nil && $0.actual == nil }.count
        let differing = failures.count - missing - gone
        var parts: [String] = []
        if missing > 0 {
            parts.append(missing == 1 ? "1 frame has no golden image yet" : "\(missing) frames have no golden image yet")
            parts[0] += " (--update-goldens records \(missing == 1 ? "it" : "them"))"
        }
        if differing > 0 {
            parts.append(differing == 1 ? "1 frame differs from its golden image" : "\(differing) frames differ from their golden images")
        }
        if gone > 0 {
            parts.append(gone == 1 ? "1 golden instant is not in the run's take" : "\(gone) golden instants are not in the run's take")
        }
        let shown = differing > 0 ? "expected, actual and diff side by side" : "the frames drawn"
        return "segue test: " + parts.joined(separator: "; ") + "; \(shown) in \(page)"
    }
}
