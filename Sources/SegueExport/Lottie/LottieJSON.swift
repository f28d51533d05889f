import SegueCore

/// A JSON value as a Lottie document is written: objects keep their keys in the order given
/// (players and readers expect `v`, `fr`, `ip`, … first), numbers in their shortest spelling.
public indirect enum LottieJSON: Sendable, Equatable {
    /// A number (written in its shortest spelling that reads back the same).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A string (escaped as JSON).
    case string(String)
    /// An array.
    case array([LottieJSON])
    /// An object, its members in the order given.
    case object([(String, LottieJSON)])

    /// A whole number.
    static func int(_ value: Int) -> LottieJSON { .number(Double(value)) }

    /// Numbers as an array.
    static func numbers(_ values: [Double]) -> LottieJSON { .array(values.map(LottieJSON.number)) }

    /// The value of `key` in an object, if any.
    public subscript(key: String) -> LottieJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    /// The document's bytes: UTF-8 JSON without spaces; non-finite numbers are written as 0
    /// (a fit never makes one, and a player cannot read `null` where a number stands).
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .number(let value):
            out.append(contentsOf: JSONNumberSpeller.spelling(of: value.isFinite ? value : 0))
        case .bool(let flag):
            out.append(contentsOf: Array((flag ? "true" : "false").utf8))
        case .string(let text):
            out.append(contentsOf: Array(jsonQuoted(text).utf8))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (n, item) in items.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (n, member) in members.enumerated() {
                if n > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: Array(jsonQuoted(member.0).utf8))
                out.append(UInt8(ascii: ":"))
                member.1.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Whether two values are the same, members compared in order.
    public static func == (a: LottieJSON, b: LottieJSON) -> Bool {
        switch (a, b) {
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.bool(let x), .bool(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }
}
