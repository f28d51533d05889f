#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// Where `segue run`'s table keeps its frames between the run and the printing: whole frame
/// records, each prefixed by its length, held in memory up to ``memoryBytes`` and past that
/// written in large blocks to an anonymous temporary file (`tmpfile()`: unlinked at once, so
/// it is gone when closed or when the process ends however it ends). A short run never
/// touches the disk; a long one keeps at most ``memoryBytes`` plus one frame in memory.
///
/// A failure to make or write the file is kept, not raised (frames arrive from the runner's
/// frame handler, which cannot throw): later frames are dropped and ``readFrames(_:)``
/// reports it.
final class TableSpill {
    /// Bytes held in memory before they go to the file, in one write.
    static let memoryBytes = 1 << 18

    @exclusivity(unchecked) private var buffer: [UInt8] = []
    private var file: UnsafeMutablePointer<FILE>?
    /// The longest frame record appended, bytes: a length read back beyond it is damage.
    private var longestFrame = 0
    /// The first failure, in words.
    private(set) var failure: String?
    /// Bytes written to the file so far.
    private(set) var fileBytes = 0

    deinit { if let file { fclose(file) } }

    /// Appends one frame record.
    func append(frame: [UInt8]) {
        guard failure == nil else { return }
        buffer.appendRaw(UInt64(frame.count))
        buffer.append(contentsOf: frame)
        longestFrame = max(longestFrame, frame.count)
        if buffer.count >= Self.memoryBytes { writeBuffer() }
    }

    /// Moves what is buffered to the file, making the file first if need be.
    private func writeBuffer() {
        guard failure == nil, !buffer.isEmpty else { return }
        if file == nil {
            file = tmpfile()
            if file == nil {
                failure = "could not make a temporary file for the table: \(errorText())"
                return
            }
        }
        let written = buffer.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == buffer.count else {
            failure = "could not write the table's temporary file: \(errorText())"
            return
        }
        fileBytes += written
        buffer.removeAll(keepingCapacity: true)
    }

    /// Hands each frame record to `body`, in the order appended, then forgets them (call it
    /// once, after the last ``append(frame:)``). Throws
    /// ``TableSpillError`` when a frame could not be kept or read back.
    func readFrames(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        if file != nil { writeBuffer() }
        if let failure { throw TableSpillError(message: failure) }
        guard let file else {
            try buffer.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let length = try frameLength(bytes, at: offset)
                    offset += 8
                    guard bytes.count - offset >= length else { throw TableSpillError(message: "the table's frames were cut short") }
                    try body(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length]))
                    offset += length
                }
            }
            buffer = []
            return
        }
        buffer = []
        guard fflush(file) == 0, fseek(file, 0, SEEK_SET) == 0 else {
            throw TableSpillError(message: "could not read the table's temporary file back: \(errorText())")
        }
        var record = [UInt8](repeating: 0, count: max(longestFrame, 8))
        var remaining = fileBytes
        while remaining > 0 {
            let length = try record.withUnsafeMutableBytes { bytes -> Int in
                try read(into: bytes.baseAddress, count: 8, from: file)
                return try frameLength(UnsafeRawBufferPointer(bytes), at: 0)
            }
            try record.withUnsafeMutableBytes { bytes in
                try read(into: bytes.baseAddress, count: length, from: file)
                try body(UnsafeRawBufferPointer(rebasing: bytes[0..<length]))
            }
            remaining -= 8 + length
        }
    }

    /// The length prefix at `offset`, checked against the longest frame appended.
    private func frameLength(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws -> Int {
        var cursor = SpillCursor(UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        guard let length = cursor.raw(), length <= UInt64(longestFrame) else {
            throw TableSpillError.damaged
        }
        return Int(length)
    }

    private func read(into pointer: UnsafeMutableRawPointer?, count: Int, from file: UnsafeMutablePointer<FILE>) throws {
        guard count > 0 else { return }
        guard fread(pointer, 1, count, file) == count else {
            let reason = ferror(file) != 0 ? errorText() : "it ended early"
            throw TableSpillError(message: "could not read the table's temporary file back: \(reason)")
        }
    }

    private func errorText() -> String { String(cString: strerror(errno)) }
}

/// The table's frames could not be kept until the end of the run, or read back.
struct TableSpillError: Error, CustomStringConvertible {
    /// What went wrong, in words.
    let message: String
    var description: String { message }

    /// A record read back is not what was written.
    static let damaged = TableSpillError(message: "the table's temporary file was damaged")
}
