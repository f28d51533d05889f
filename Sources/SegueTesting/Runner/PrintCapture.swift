/// The lines a test prints, kept up to a limit of bytes; past it, one line says how much
/// was left out.
final class PrintCapture {
    private let limit: Int
    private var lines: [String] = []
    private var bytes = 0
    private var dropped = 0

    init(limit: Int) { self.limit = limit }

    func append(_ line: String) {
        let size = line.utf8.count + 1
        guard bytes + size <= limit else {
            dropped += size
            return
        }
        bytes += size
        lines.append(line)
    }

    /// The lines kept, joined by newlines, and the note about the rest.
    var text: String {
        var all = lines
        if dropped > 0 { all.append("… (\(dropped) more bytes of output left out)") }
        return all.joined(separator: "\n")
    }
}
