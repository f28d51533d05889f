#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueSystem

/// Tells which of a set of files changed on disk, through inotify on the folders that hold
/// them, so that every way an editor saves is seen: a write in place, an atomic save that
/// renames a temporary file over the original, a file deleted and written again.
///
/// The watcher never blocks: poll ``fileDescriptor`` for readability (or just call
/// ``changedFiles()``), and it reports the watched paths touched since the last call.
public final class FileWatcher {
    /// The descriptor to poll; readable when events are waiting. -1 when inotify is missing.
    public let fileDescriptor: Int32
    /// Watched files by folder, then by file name.
    private var filesByFolder: [String: Set<String>] = [:]
    private var folderByWatch: [Int32: String] = [:]
    private var watchByFolder: [String: Int32] = [:]
    /// Where events are read into, kept for the watcher's life (checks run every frame the
    /// REPL plays).
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: FileWatcher.capacity, alignment: 8)
    private static let capacity = 64 * 1024

    /// When set, a file that appears in a watched folder is reported too when this accepts
    /// its name (`segue test --watch` sees a new spec file), not only the files watched.
    public var acceptsNewFile: ((String) -> Bool)?

    /// Creates a watcher watching nothing yet.
    public init() {
        fileDescriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    }

    deinit {
        if fileDescriptor >= 0 { close(fileDescriptor) }
        buffer.deallocate()
    }

    /// The files watched now, as given to ``watch(_:)``.
    public var watchedFiles: [String] {
        filesByFolder.flatMap { folder, names in names.map { Self.join(folder, $0) } }.sorted()
    }

    /// Watches exactly `paths` from now on (adding folders as needed, dropping the others).
    public func watch(_ paths: [String]) {
        var wanted: [String: Set<String>] = [:]
        for path in paths {
            let (folder, name) = Self.split(path)
            wanted[folder, default: []].insert(name)
        }
        for (folder, descriptor) in watchByFolder where wanted[folder] == nil {
            inotify_rm_watch(fileDescriptor, descriptor)
            watchByFolder[folder] = nil
            folderByWatch[descriptor] = nil
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE
            | IN_DELETE | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)
        for folder in wanted.keys where watchByFolder[folder] == nil && fileDescriptor >= 0 {
            let descriptor = inotify_add_watch(fileDescriptor, folder, mask)
            if descriptor >= 0 {
                watchByFolder[folder] = descriptor
                folderByWatch[descriptor] = folder
            }
        }
        filesByFolder = wanted
    }

    /// The watched files touched since the last call (written, replaced, created, moved
    /// or deleted), sorted; empty when nothing happened.
    public func changedFiles() -> [String] {
        changes().keys.sorted()
    }

    /// The watched files touched since the last call, each with whether its latest event
    /// completes a save — closed after writing (`IN_CLOSE_WRITE`), renamed into place
    /// (`IN_MOVED_TO`, an atomic save) or its attributes touched — so the text can be read
    /// at once; false while a save may still be under way (written but not closed yet,
    /// created, deleted, moved away).
    public func changes() -> [String: Bool] {
        guard fileDescriptor >= 0 else { return [:] }
        var changed: [String: Bool] = [:]
        let completing = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_ATTRIB)
        while true {
            let count = read(fileDescriptor, buffer, Self.capacity)
            if count <= 0 { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let nameLength = Int(event.len)
                offset = nameStart + nameLength
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    // Events were dropped: any watched file may have changed.
                    for (folder, names) in filesByFolder { for name in names { changed[Self.join(folder, name)] = false } }
                    continue
                }
                guard let folder = folderByWatch[event.wd], let names = filesByFolder[folder] else { continue }
                if nameLength == 0 {
                    // The folder itself moved or went away: every file in it may have changed.
                    if event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                        for name in names { changed[Self.join(folder, name)] = false }
                    }
                    continue
                }
                let bytes = UnsafeRawBufferPointer(start: buffer + nameStart, count: nameLength)
                let name = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                if names.contains(name) || acceptsNewFile?(name) == true {
                    changed[Self.join(folder, name)] = event.mask & completing != 0
                }
            }
        }
        return changed
    }

    private static func split(_ path: String) -> (folder: String, name: String) {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        return (directoryOf(path), name)
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder == "." ? name : folder == "/" ? "/" + name : folder + "/" + name
    }
}
