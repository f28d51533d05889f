/// The per-run secret every request and WebSocket upgrade must carry: 128 bits from the
/// system's random number generator, written as 32 lowercase hex digits.
///
/// Promises: compared in time that does not depend on where a guess first differs; its
/// text is only hex digits, so it needs no escaping in a URL, a cookie or a header.
public struct PreviewSecret: Sendable, Equatable, CustomStringConvertible {
    /// The secret as 32 hex digits.
    public let text: String

    /// A fresh secret from the system's generator (`getrandom` on Linux).
    public init() {
        var generator = SystemRandomNumberGenerator()
        let words = [generator.next(), generator.next()] as [UInt64]
        text = words.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }

    /// A given secret (tests); `text` should be long and random.
    public init(text: String) { self.text = text }

    /// Whether `candidate` is the secret, comparing every byte whatever the first mismatch.
    public func matches<S: StringProtocol>(_ candidate: S) -> Bool {
        let expected = Array(text.utf8), given = Array(candidate.utf8)
        // The length is no secret (always 32); the bytes are compared in full.
        guard expected.count == given.count else { return false }
        var difference: UInt8 = 0
        for index in expected.indices { difference |= expected[index] ^ given[index] }
        return difference == 0
    }

    /// Never the secret itself, so that a log line or an error cannot leak it.
    public var description: String { "PreviewSecret(…)" }
}
