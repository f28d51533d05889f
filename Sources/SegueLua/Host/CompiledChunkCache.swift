#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

/// The bytecode of script texts this process has already compiled, so loading the same text
/// again (a spec's `stage.load` before every test, the REPL reloading a file, `segue test`
/// running file after file that load one transition) skips Lua's parser.
///
/// Safety: an entry is made only from our own compile of the text, in memory
/// (``LuaState/load(_:chunkName:)`` compiles the text as a text chunk, then `lua_dump`s the
/// function it got); it is never read from disk or from anything a script hands over, and it
/// is found only by the exact chunk name and the exact bytes of the text it came from. Loading
/// it is therefore as safe as compiling that text again, and scripts still can load text only.
///
/// Bounded in entries and in bytes (texts and bytecode together): past either bound, the
/// least recently used entries go. Thread-safe: `segue test --jobs N` loads on several threads.
final class CompiledChunkCache: @unchecked Sendable {
    /// The one cache of the process.
    static let shared = CompiledChunkCache(maximumEntries: 64, maximumBytes: 8 << 20)

    /// A chunk's identity: its name and the exact bytes of its text.
    struct Key: Hashable {
        let chunkName: String
        let text: [UInt8]

        func hash(into hasher: inout Hasher) {
            hasher.combine(chunkName)
            text.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    private struct Entry {
        let bytecode: [CChar]
        var lastUse: UInt64
        var size: Int
    }

    /// At most this many chunks are kept.
    let maximumEntries: Int
    /// At most this many bytes (texts and bytecode) are kept.
    let maximumBytes: Int
    private var hits = 0
    private var entries: [Key: Entry] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    // Allocated, so its address stays put (a stored property's `&` promises no address).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// An empty cache keeping at most `maximumEntries` chunks and `maximumBytes` bytes.
    init(maximumEntries: Int, maximumBytes: Int) {
        self.maximumEntries = max(0, maximumEntries)
        self.maximumBytes = max(0, maximumBytes)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The bytecode kept for `key`, if any (marking it recently used).
    func bytecode(for key: Key) -> [CChar]? {
        locked {
            guard var entry = entries[key] else { return nil }
            hits += 1
            clock &+= 1
            entry.lastUse = clock
            entries[key] = entry
            return entry.bytecode
        }
    }

    /// Keeps `bytecode` for `key`, making room by dropping the least recently used entries;
    /// an entry larger than the whole byte bound is not kept.
    func store(_ bytecode: [CChar], for key: Key) {
        let size = key.text.count + key.chunkName.utf8.count + bytecode.count
        guard maximumEntries > 0, size <= maximumBytes else { return }
        locked {
            if let old = entries.removeValue(forKey: key) { bytes -= old.size }
            while !entries.isEmpty && (entries.count >= maximumEntries || bytes + size > maximumBytes) {
                guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { break }
                entries.removeValue(forKey: oldest.key)
                bytes -= oldest.value.size
            }
            clock &+= 1
            entries[key] = Entry(bytecode: bytecode, lastUse: clock, size: size)
            bytes += size
        }
    }

    /// How many chunks and bytes are kept now, and how many lookups found theirs.
    var occupancy: (entries: Int, bytes: Int, hits: Int) { locked { (entries.count, bytes, hits) } }

    /// Drops every entry.
    func removeAll() {
        locked {
            entries.removeAll()
            bytes = 0
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
