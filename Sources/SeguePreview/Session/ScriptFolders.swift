import SegueSystem

/// The folders of a script's files, each opened once — the script's own when the session
/// opens it, a module's when the script first loads it — and kept open: the page's edits
/// read and write every file relative to its folder's descriptor, never by its path again.
///
/// Promises: a module's folder is opened below the script's, one folder at a time without
/// following a link (a link there is refused, naming it); once open, a folder stays the
/// folder it was — one renamed away and replaced by a link to somewhere else after it was
/// opened still leads to the files that were loaded, never outside. The script's own folder
/// is the path the user gave, opened as it is (links in it are the user's).
final class ScriptFolders {
    /// The script, as the user named it.
    private let script: String
    /// Whether the user's path named a symbolic link when the session opened (theirs to
    /// follow for reading; a script that becomes a link later is refused).
    private var scriptIsLink = false
    /// The script's folder as its path names it (`directoryOf(script)`).
    private let rootPath: String
    /// The script's folder, opened when the session opened (nil when it could not be).
    private let root: OpenedFolder?
    /// Each file's folder and name, by the file's path.
    private var places: [String: (folder: OpenedFolder, name: String)] = [:]

    /// The folder of `script`, opened now.
    init(script: String) {
        self.script = script
        rootPath = directoryOf(script)
        root = try? GatedFolder(root: rootPath, components: []).open(create: false)
        pin([script])
        if let (folder, name) = places[script] { scriptIsLink = folder.kind(of: name) == "a symbolic link" }
    }

    /// Opens the folders of `files` not opened yet (the modules a new version loaded). A
    /// file whose folder cannot be opened is left out: reading or writing it is refused.
    func pin(_ files: [String]) {
        for file in files where places[file] == nil {
            if let place = try? open(file) { places[file] = place }
        }
    }

    /// The open folder and the name of `file`: the one opened when it was loaded, else
    /// opened now below the script's folder (never through a link).
    func place(of file: String) throws(FileGateError) -> (folder: OpenedFolder, name: String) {
        if let place = places[file] { return place }
        let place = try open(file)
        places[file] = place
        return place
    }

    /// The bytes of `file`, read relative to its folder: a link, FIFO, device or folder in
    /// its place is refused — but for the script itself when the user's path named a link
    /// when the session opened.
    func read(_ file: String) throws(FileGateError) -> [UInt8] {
        let (folder, name) = try place(of: file)
        if file == script, scriptIsLink, folder.kind(of: name) == "a symbolic link" {
            // The path the user gave named a link when it was opened: theirs to follow (it
            // is never written).
            do { return try InputFile.read(file) } catch { throw FileGateError(path: file, why: error.why) }
        }
        guard let bytes = try folder.read(name) else { throw FileGateError(path: file, why: "no such file") }
        return bytes
    }

    /// `file`'s folder below the script's, walked from the folder opened at load.
    private func open(_ file: String) throws(FileGateError) -> (folder: OpenedFolder, name: String) {
        guard let root else { throw FileGateError(path: rootPath, why: "cannot be opened as a folder") }
        let prefix = rootPath == "/" ? "/" : rootPath + "/"
        guard file.hasPrefix(prefix) || rootPath == "." else {
            throw FileGateError(path: file, why: "is not below the script's folder \(rootPath)")
        }
        let relative = rootPath == "." && !file.hasPrefix("./") ? file : String(file.dropFirst(prefix.count))
        var components = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let name = components.removeLast()
        guard let folder = try root.folder(components) else { throw FileGateError(path: file, why: "no such file") }
        return (folder, name)
    }
}
