#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a compare-and-swap replace ended.
public enum ReplaceOutcome: Equatable, Sendable {
    /// The file held the expected bytes; it now holds the new ones.
    case replaced
    /// The file did not hold the expected bytes (someone saved it meanwhile): it holds what
    /// they saved, and nothing of the new bytes was left behind.
    case changed
}

extension OpenedFolder {
    /// Replaces the regular file `name` with `bytes` if, at the instant of the replace, it
    /// holds `expected` — a compare-and-swap that never overwrites a save that lands at any
    /// moment, even between the last check and the replace.
    ///
    /// The new file is written beside it (created new, never through a link), given the
    /// replaced file's owner and permission bits, `fsync`ed, then swapped with the file in
    /// one step (`RenameExchange`): the replaced file is now at the temporary name, and what
    /// it holds is compared with `expected`. Equal: it is removed, the edit stands. Different
    /// — an editor saved between the caller's read and the swap — the two are swapped back
    /// (again, if yet another save landed meanwhile, until the newest save is in place), the
    /// new bytes removed, and ``ReplaceOutcome/changed`` returned.
    ///
    /// Refused, with nothing written: a link, FIFO, device or folder at `name`; a file its
    /// owner may not write (`chmod a-w`: read-only is kept so); a file whose owner or group
    /// the new file cannot be given (another user's file, when not run as root); a file
    /// system that cannot swap two files atomically.
    public func replace(_ name: String, expecting expected: [UInt8], with bytes: [UInt8]) throws(FileGateError) -> ReplaceOutcome {
        let full = path(of: name)
        func refuse(_ why: String) -> FileGateError { FileGateError(path: full, why: why) }
        guard isPlain(name) else { throw refuse("is not a plain file name") }
        var info = stat()
        guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            if errno == ENOENT { return .changed }
            throw refuse("cannot be written (\(FileKind.words(errno)))")
        }
        if let kind = FileKind.name(info.st_mode) {
            throw refuse(kind == "a symbolic link" ? "is a symbolic link, which Segue does not follow below \(root)"
                : "is \(kind), not a regular file: Segue writes only regular files")
        }
        guard mayWrite(name, info) else {
            throw refuse("is read-only (mode \(String(info.st_mode & 0o7777, radix: 8))): Segue does not rewrite a file its permissions forbid writing")
        }
        let (temporary, written) = try writeTemporary(bytes, like: info, for: full)
        switch RenameExchange.swap(temporary, name, in: descriptor) {
        case 0: break
        case ENOENT:
            // The file went away meanwhile (an editor between deleting and writing it).
            unlinkat(descriptor, temporary, 0)
            return .changed
        case let code:
            unlinkat(descriptor, temporary, 0)
            throw refuse("cannot be replaced atomically (\(FileKind.words(code))): nothing was written")
        }
        // The temporary name now holds the file as it was at the instant of the swap.
        if (try? read(temporary, limit: expected.count)) == expected {
            unlinkat(descriptor, temporary, 0)
            return .replaced
        }
        try swapBack(temporary, name, placed: written, for: full)
        return .changed
    }

    /// Whether the user may write the file `name` (`info` its `stat`): the system's own
    /// check for the effective user (groups and ACLs included); for root, who may write
    /// anything, whether any write bit is set — a file made read-only (`chmod a-w`) stays so.
    private func mayWrite(_ name: String, _ info: stat) -> Bool {
        if geteuid() == 0 { return info.st_mode & 0o222 != 0 }
        return faccessat(descriptor, name, W_OK, AT_EACCESS) == 0
    }

    /// A new file beside the destination holding `bytes`, owned and permitted as `info`
    /// says, synced; its name and identity.
    private func writeTemporary(_ bytes: [UInt8], like info: stat, for full: String) throws(FileGateError) -> (String, FileIdentity) {
        func refuse(_ why: String) -> FileGateError { FileGateError(path: full, why: why) }
        var temporary = ""
        var file: Int32 = -1
        for _ in 0..<16 {
            temporary = ".segue-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
            file = openat(descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, 0o600)
            if file >= 0 || errno != EEXIST { break }
        }
        guard file >= 0 else { throw refuse("cannot be written (\(FileKind.words(errno)))") }
        var failure: String?
        if info.st_uid != geteuid() || info.st_gid != getegid(), fchown(file, info.st_uid, info.st_gid) != 0 {
            failure = "belongs to user \(info.st_uid), group \(info.st_gid), which the edited file could not keep (\(FileKind.words(errno))): nothing was written"
        }
        // After the owner: changing the owner clears the set-user and set-group bits.
        if failure == nil, fchmod(file, info.st_mode & 0o7777) != 0 {
            failure = "cannot keep its permissions (\(FileKind.words(errno))): nothing was written"
        }
        if failure == nil {
            let code = DescriptorIO.writeAll(file, bytes)
            if code != 0 { failure = "cannot be written (\(FileKind.words(code)))" }
        }
        if failure == nil, fsync(file) != 0 { failure = "cannot be written (\(FileKind.words(errno)))" }
        var written = stat()
        if failure == nil, fstat(file, &written) != 0 { failure = "cannot be written (\(FileKind.words(errno)))" }
        if close(file) != 0, failure == nil { failure = "cannot be written (\(FileKind.words(errno)))" }
        if let failure {
            unlinkat(descriptor, temporary, 0)
            throw refuse(failure)
        }
        return (temporary, FileIdentity(written))
    }

    /// Puts back the save the swap took out of `name`: swaps again, and when what comes out
    /// is not what was placed there (yet another save landed meanwhile), swaps again, so the
    /// newest save ends at `name` and only a file it superseded (or the new bytes) is removed.
    private func swapBack(_ temporary: String, _ name: String, placed: FileIdentity, for full: String) throws(FileGateError) {
        var atName = placed
        for _ in 0..<64 {
            var info = stat()
            guard fstatat(descriptor, temporary, &info, AT_SYMLINK_NOFOLLOW) == 0 else { break }
            let goingBack = FileIdentity(info)
            let code = RenameExchange.swap(temporary, name, in: descriptor)
            if code == ENOENT {
                // The name went away meanwhile: the save goes back only where nothing is.
                if linkat(descriptor, temporary, descriptor, name, 0) == 0 { unlinkat(descriptor, temporary, 0) }
                return
            }
            guard code == 0 else { break }
            guard fstatat(descriptor, temporary, &info, AT_SYMLINK_NOFOLLOW) == 0 else { break }
            if FileIdentity(info) == atName {
                unlinkat(descriptor, temporary, 0)
                return
            }
            // A newer save took the name between the two swaps: it is now at the temporary
            // name, an older one at `name`; the next swap puts the newer one back.
            atName = goingBack
        }
        throw FileGateError(path: full, why: "kept changing while a stale edit was being taken back: check it; the file the edit found there is kept as \(path(of: temporary))")
    }
}

/// A file's identity: its device and inode.
struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
