#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

import SegueSystem
import SegueLua

/// The few file-system questions the runner asks (every write goes through the file gate,
/// `OutputFile` and `OpenedFolder`).
public enum FileSystem {
    /// What a path leads to, following symbolic links: the same real file or folder has the
    /// same identity whatever the path.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
        var isDirectory: Bool
    }

    /// The identity of what `path` leads to; nil when nothing exists there (or a link
    /// dangles).
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino),
                        isDirectory: (info.st_mode & S_IFMT) == S_IFDIR)
    }

    /// Whether `path` is itself a symbolic link (not followed).
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` with every link and `..` resolved (`realpath`); nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the resolved path `path` is `folder` or below it (both resolved).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The names in `folder`, sorted, without `.` and `..`; nil when it cannot be read.
    static func entries(of folder: String) -> [String]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        return sortedNames(ofDirectory: directory)
    }

    /// Seconds on a monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Whether something exists at `path` (a file of any type: reading it then says why it
/// cannot be used, rather than "no such file").
func fileExists(_ path: String) -> Bool { InputFile.exists(path) }
