#if canImport(Glibc)
import Glibc
#endif

/// The folder holding the running `segue` executable: where `segue-preview` and the build's
/// `segue.commit` are looked for.
enum ExecutableFolder {
    /// The folder of `/proc/self/exe`, or nil when it cannot be read.
    static func current() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
