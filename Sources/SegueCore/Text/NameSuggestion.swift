/// The name a mistyped name most likely meant, for errors that answer `unknown field
/// 'rotationy' — did you mean 'rotationY'?`.
///
/// Promises: a candidate is suggested only when it is a plausible typo of the name — equal
/// ignoring case, or within a small edit distance (insertions, deletions, substitutions and
/// swaps of neighbouring letters, ignoring case: none for names of one or two characters,
/// at most 1 up to 5 characters, 2 up to 8, 3 beyond); ties go to the candidate first in alphabetical order, so the answer
/// never depends on the order candidates come in. Names over 64 characters get no
/// suggestion (the cost stays bounded whatever a script writes).
public enum NameSuggestion {
    /// The longest name considered.
    public static let maximumLength = 64

    /// The candidate closest to `name`, or nil when none is close enough.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= maximumLength else { return nil }
        // One- and two-letter names are typos only of their other case (`X` for `x`).
        let limit = typed.count <= 2 ? 0 : typed.count <= 5 ? 1 : typed.count <= 8 ? 2 : 3
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard abs(scalars.count - typed.count) <= limit, scalars.count <= maximumLength else { continue }
            let distance = editDistance(typed, scalars)
            guard distance <= limit else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.name < candidate) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// `" — did you mean 'x'?"` for the closest candidate, or an empty string.
    public static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        closest(to: name, among: candidates).map { " — did you mean '\($0)'?" } ?? ""
    }

    /// The optimal-string-alignment distance between `a` and `b`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
