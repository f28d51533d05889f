/// Collects the bytes of one HTTP request head as they arrive, up to a size limit.
///
/// Promises: it holds at most `limit` bytes; it says whether the request line itself was
/// still incomplete when the limit was reached (414) or only the header fields (431).
struct HeadScanner {
    /// What the bytes so far make.
    enum Step {
        /// The head is not complete yet.
        case needMore
        /// A complete head (through its blank line) and the bytes that followed it.
        case head([UInt8], rest: ArraySlice<UInt8>)
        /// Over the limit; `inRequestLine` when no line had ended yet.
        case tooLong(inRequestLine: Bool)
    }

    /// The most bytes a head may have, its blank line included.
    let limit: Int
    private(set) var bytes: [UInt8] = []

    init(limit: Int) { self.limit = limit }

    /// Whether some bytes of a head have arrived.
    var isStarted: Bool { !bytes.isEmpty }

    /// Adds `input`; a complete head resets the scanner for the next one.
    mutating func add(_ input: ArraySlice<UInt8>) -> Step {
        let before = bytes.count
        let appended = min(input.count, max(limit - before, 0))
        bytes.append(contentsOf: input.prefix(appended))
        // Only the new bytes (and the three before them) can complete the blank line.
        var index = max(before - 3, 0)
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 {
                let end = index + 4
                let head = Array(bytes[..<end])
                bytes = []
                return .head(head, rest: input.dropFirst(end - before))
            }
            index += 1
        }
        if appended < input.count || bytes.count >= limit {
            return .tooLong(inRequestLine: !bytes.contains(10))
        }
        return .needMore
    }
}
