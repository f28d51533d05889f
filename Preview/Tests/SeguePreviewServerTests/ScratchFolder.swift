#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// (A copy of the root package's Tests/TestScratch, which is no product.)
/// Folders for the files one test process writes: each new one inside a folder of the
/// process's own, `/tmp/sgt-PID`, which is removed with everything in it when the process
/// exits — so test runs do not leave their scripts and traces behind in /tmp. Paths stay short,
/// so Lua's chunk names (cut at 60 characters) stay whole.
enum ScratchFolder {
    private static let root: String = {
        let root = "/tmp/sgt-\(getpid())"
        mkdir(root, 0o755)
        atexit {
            // The root is this process's alone: nothing else writes under it.
            _ = system("rm -rf /tmp/sgt-\(getpid())")
        }
        return root
    }()

    /// A new empty folder, its name starting with `prefix`; its path.
    static func make(_ prefix: String) -> String {
        var template = Array("\(root)/\(prefix)-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard made != nil else { return root }
        return String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
