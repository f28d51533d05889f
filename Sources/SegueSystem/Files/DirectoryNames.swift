#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names an open directory lists, sorted, without `.` and `..`: read from the start of
/// `directory` (an `opendir` or `fdopendir` stream, which stays the caller's to close).
public func sortedNames(ofDirectory directory: OpaquePointer) -> [String] {
    rewinddir(directory)
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafePointer(to: entry.pointee.d_name) {
            $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
}
