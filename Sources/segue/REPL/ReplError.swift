/// A REPL command's failure, shown as one line.
struct ReplError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
