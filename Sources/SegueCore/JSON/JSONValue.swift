/// A JSON value as read from text, with the line each value starts on, so a reader can
/// point at the line of a value it rejects.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([(key: String, value: JSONNode)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)):
            x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The JSON type's name, for messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON value and the line (1-based) it starts on.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    public var line: Int

    public init(_ value: JSONValue, line: Int) {
        self.value = value
        self.line = line
    }

    /// The member `key` of an object (the last one when repeated); nil for other values.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The number, if it is one.
    public var number: Double? {
        if case .number(let n) = value { return n }
        return nil
    }

    /// The string, if it is one.
    public var string: String? {
        if case .string(let s) = value { return s }
        return nil
    }
}

/// An error in JSON text or in what it describes, at a line.
public struct JSONError: Error, Equatable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`.
    public var description: String { "line \(line): \(message)" }
}
