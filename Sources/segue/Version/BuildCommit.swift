import SegueCore
import SegueLua
import SegueSystem

/// The commit a `segue` binary was built from, when its build said so: `scripts/segue` and
/// `scripts/install` put a `segue.commit` file beside the binary (a short commit id, with
/// `+changes` when the sources differed from it).
enum BuildCommit {
    /// The file's name, beside the executable.
    static let fileName = "segue.commit"

    /// The commit named beside the running executable; nil when there is no such file or it
    /// does not hold one plain commit id.
    static func current() -> String? {
        guard let folder = ExecutableFolder.current(),
              let bytes = try? InputFile.read(folder + "/" + fileName, limit: 128) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingTrailingNewlines()
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || byte == UInt8(ascii: "+")
        }
        return !text.isEmpty && allowed ? text : nil
    }

    /// What `segue --version` prints: the version, and the commit when it is known
    /// (`0.1.0 (commit 82e233a4c0de)`).
    static var versionLine: String {
        guard let commit = current() else { return SegueVersion.current }
        return SegueVersion.current + " (commit " + commit + ")"
    }
}

private extension String {
    func trimmingTrailingNewlines() -> String {
        var text = self
        while let last = text.last, last == "\n" || last == "\r" { text.removeLast() }
        return text
    }
}
