import SegueExport

/// A large message to the page sent packed: its JSON text compressed by zlib and written in
/// base64 inside a small message, `{"type":"packed","zlib":"…","bytes":N}` (`bytes`: the
/// text's length in UTF-8). The page (take-wire.js) unpacks it with the browser's own
/// `DecompressionStream` and handles the message it holds as if it had come alone. A take at
/// a thousand views is tens of megabytes of JSON, and the numbers in it repeat (the same
/// offsets, sizes and colours view after view), so packed it is a tenth of that or less;
/// the live page's socket and the offline page's embedded take both carry it packed.
///
/// Promises: a message shorter than ``threshold`` bytes, or one zlib could not compress
/// smaller, is returned as it is; unpacking a packed message gives the message's exact text.
public enum PackedMessage {
    /// Messages at least this long (UTF-8 bytes) are packed.
    public static let threshold = 64 * 1024

    /// `message` packed, or as it is when short or when packing would not make it shorter.
    public static func pack(_ message: String) -> String {
        let bytes = Array(message.utf8)
        // zlib's fastest level: a take is packed on every request, and at a thousand views
        // level 9 took seconds where level 1 takes a fraction of one, for a third more bytes.
        guard bytes.count >= threshold, let compressed = ZlibStream.compress(bytes, level: 1) else { return message }
        let packed = #"{"type":"packed","zlib":""# + Base64.encode(compressed) + #"","bytes":\#(bytes.count)}"#
        return packed.utf8.count < bytes.count ? packed : message
    }
}
