#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Two names of one open folder swapping their files in one step (Linux's `renameat2` with
/// `RENAME_EXCHANGE`): both names exist before and after, each now naming the other's file.
/// Glibc's module map does not declare `renameat2` (and `syscall` is variadic, which Swift
/// does not import), so the C library's function is looked up by name once.
enum RenameExchange {
    private typealias Function = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    /// `RENAME_EXCHANGE` of `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 1 << 1

    private static let function: Function? = {
        #if os(Linux)
        return dlsym(nil, "renameat2").map { unsafeBitCast($0, to: Function.self) }
        #else
        return nil
        #endif
    }()

    /// Swaps the files named `first` and `second` in `folder`: 0, or the `errno` of the
    /// failure (`ENOENT` when either is missing, `EINVAL` or `ENOSYS` when the system or the
    /// file system cannot swap, in which case nothing changed).
    static func swap(_ first: String, _ second: String, in folder: Int32) -> Int32 {
        guard let function else { return ENOSYS }
        return function(folder, first, folder, second, exchangeFlag) == 0 ? 0 : errno
    }
}
