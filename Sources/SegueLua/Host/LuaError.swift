/// An error raised by a script, or by Lua while loading or running it.
public struct LuaError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, broadly.
    public enum Kind: String, Sendable {
        /// The chunk does not compile.
        case syntax
        /// An error raised while running.
        case runtime
        /// The state's memory cap was reached.
        case memory
        /// The watchdog stopped code that ran past its budget.
        case timeout
        /// A message handler failed, or anything else.
        case other
    }

    public var kind: Kind
    /// The message without its position.
    public var message: String
    /// The file the error points at, when known.
    public var file: String?
    /// The line the error points at, when known.
    public var line: Int?
    /// The Lua traceback at the point of the error, when one was taken.
    public var traceback: String?

    /// Creates an error; a message of the form `file:line: text` is split into its parts.
    public init(kind: Kind, rawMessage: String, traceback: String? = nil) {
        self.kind = kind
        self.traceback = traceback
        (file, line, message) = LuaError.split(rawMessage)
    }

    /// `file:line: message` on one line when the position is known, else the message.
    public var description: String {
        var text = ""
        if let file { text += file + ":" }
        if let line { text += "\(line):" }
        if !text.isEmpty { text += " " }
        text += message
        return kind == .timeout && !message.hasPrefix("timeout") ? "timeout: " + text : text
    }

    /// Splits `path:12: text` into its parts (a path may itself contain colons).
    static func split(_ raw: String) -> (String?, Int?, String) {
        let firstLine = raw
        var search = firstLine.startIndex
        while let colon = firstLine[search...].firstIndex(of: ":") {
            let afterColon = firstLine.index(after: colon)
            let digits = firstLine[afterColon...].prefix { $0.isNumber }
            if !digits.isEmpty {
                let end = firstLine.index(afterColon, offsetBy: digits.count)
                if end < firstLine.endIndex, firstLine[end] == ":" {
                    let file = String(firstLine[..<colon])
                    var rest = firstLine[firstLine.index(after: end)...]
                    if rest.first == " " { rest = rest.dropFirst() }
                    if !file.isEmpty, !file.contains("\n") {
                        return (file, Int(digits), String(rest))
                    }
                }
            }
            search = afterColon
        }
        return (nil, nil, raw)
    }
}

/// An error a host function raises in Lua, at the caller's line.
public struct LuaScriptError: Error, CustomStringConvertible {
    /// The message (the caller's position is added when it is raised).
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
