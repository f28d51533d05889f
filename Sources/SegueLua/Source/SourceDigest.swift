/// A short fingerprint of a file's bytes (64-bit FNV-1a, as 16 hex digits): enough to tell
/// that a file changed since the page read it, so a stale edit is refused. Not a security
/// measure — the edit is checked against the bytes themselves too.
public enum SourceDigest {
    /// The digest of `bytes`.
    public static func of(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
