#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing whole files on descriptors the file gate opened: every `read` and
/// `write` checked, short writes continued, `EINTR` retried.
enum DescriptorIO {
    /// The bytes of the open regular file `descriptor`, at most `limit` of them; `size` is
    /// what `fstat` gave. The file may grow while it is read: past `limit` it is refused.
    static func readAll(_ descriptor: Int32, size: Int, limit: Int, path: String) throws(FileReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        // One read takes a file of the size fstat gave (and sees its end with one byte to
        // spare); a larger file, or one that grew, takes more reads of at most 64 KB.
        var chunk = [UInt8](repeating: 0, count: size < 65536 ? size + 1 : 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, reason: .unreadable(FileKind.words(errno)))
            }
            if count == 0 { break }
            guard bytes.count + count <= limit else { throw FileReadError(path: path, reason: .tooLarge(limit: limit)) }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Writes all of `bytes` to `descriptor`; 0, or the `errno` of the write that failed
    /// (`ENOSPC` on a full disk: a write that took nothing is a failure too).
    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return 0 }
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, base + done, buffer.count - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                if count == 0 { return ENOSPC }
                done += count
            }
            return 0
        }
    }
}
