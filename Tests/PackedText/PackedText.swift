import CZlib

/// What the preview's `packed` message (`PackedMessage`) holds, unpacked as the page unpacks
/// it: base64, then zlib. For tests of the live and offline pages' messages.
public enum PackedText {
    /// The bytes of RFC 4648 base64 `text` (padding ignored); nil when a character is not base64.
    public static func base64Decoded(_ text: String) -> [UInt8]? {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var value: [UInt8: UInt32] = [:]
        for (index, c) in alphabet.enumerated() { value[c] = UInt32(index) }
        var out: [UInt8] = [], bits: UInt32 = 0, count = 0
        for c in text.utf8 where c != UInt8(ascii: "=") {
            guard let v = value[c] else { return nil }
            bits = ((bits << 6) | v) & 0xFFFF; count += 6
            if count >= 8 { count -= 8; out.append(UInt8((bits >> UInt32(count)) & 0xFF)) }
        }
        return out
    }

    /// The `length` bytes zlib stream `bytes` holds; nil when it is not one or not that long.
    public static func inflated(_ bytes: [UInt8], length: Int) -> [UInt8]? {
        guard length >= 0 else { return nil }
        var size = uLongf(length)
        var out = [UInt8](repeating: 0, count: max(length, 1))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { uncompress(target.baseAddress, &size, $0.baseAddress, uLong($0.count)) }
        }
        return status == Z_OK && Int(size) == length ? Array(out[..<length]) : nil
    }

    /// The text of a packed message's `zlib` (base64) of `bytes` bytes; nil when it does not unpack.
    public static func unpacked(zlib: String, bytes: Int) -> String? {
        guard let compressed = base64Decoded(zlib), let text = inflated(compressed, length: bytes) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }
}
