/// RFC 4648 base64 (the standard alphabet, with padding): bytes as text a page's `data:` URL
/// or `atob` reads back.
///
/// Promises: four characters for every three bytes or part of three; decoding gives exactly
/// the bytes given.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64.
    public static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let b0 = Int(bytes[index])
            let b1 = index + 1 < bytes.count ? Int(bytes[index + 1]) : 0
            let b2 = index + 2 < bytes.count ? Int(bytes[index + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[((b0 & 3) << 4) | (b1 >> 4)])
            out.append(index + 1 < bytes.count ? alphabet[((b1 & 15) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
