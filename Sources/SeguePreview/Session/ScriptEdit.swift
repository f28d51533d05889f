import SegueLua
import SegueSystem

/// Writes the page's edits into the script's files, and takes them back.
///
/// An edit rewrites exactly one number literal (``LiteralRewrite``, token boundaries kept)
/// in one of the files the live version was loaded from — the script or a module its
/// `require` loaded, as hot reload knows them; any other path is refused — through the file
/// gate, relative to the folder opened when the file was loaded (``ScriptFolders``): a
/// symbolic link, FIFO, device or folder in the file's place, or a link on the way to it,
/// is refused, never read or written through.
///
/// Promises: the replace is a compare-and-swap (``OpenedFolder/replace(_:expecting:with:)``):
/// nothing is written unless the literal is still where and what the page saw and the file
/// holds, at the instant of the replace, the bytes the edit was computed from — an editor's
/// save that lands at any moment is never overwritten; the file keeps its owner and
/// permissions (or the edit is refused saying why), and a read-only file is refused. An undo
/// is refused (and dropped) when the file changed since the edit. The undo history is kept
/// in an ``UndoStore``, whose budget may be shared by every page of the process.
public final class ScriptEdit {
    typealias Step = UndoStore.Step

    private let store: UndoStore
    private let owner: Int
    private let folders: ScriptFolders?
    /// Folders of files edited without a script's folders (one per file's folder path).
    private var ownFolders: [String: ScriptFolders] = [:]

    /// Most edits kept for undo.
    public var maximumSteps: Int { store.maximumSteps }
    /// Most bytes kept for undo (each edit keeps its file's bytes before and after).
    public var maximumBytes: Int { store.maximumBytes }

    /// An empty history of at most `maximumSteps` edits and `maximumBytes` bytes of its own;
    /// each file's folder is opened when first edited.
    public convenience init(maximumSteps: Int = 50, maximumBytes: Int = 64 << 20) {
        self.init(store: UndoStore(maximumSteps: maximumSteps, maximumBytes: maximumBytes), folders: nil)
    }

    /// An empty history kept in `store`, editing the files of the script whose folders
    /// `folders` opened.
    init(store: UndoStore, folders: ScriptFolders?) {
        self.store = store
        owner = store.register()
        self.folders = folders
    }

    deinit { store.release(owner) }

    /// How many edits can be undone now.
    public var undoCount: Int { store.count(owner) }

    /// Applies `edit` to its file, when the file is one of `allowedFiles`; returns the
    /// literal as it now stands. Throws a ``PreviewError`` saying why nothing was written.
    @discardableResult
    public func apply(_ edit: LiteralEdit, allowedFiles: [String]) throws(PreviewError) -> SourceLiteral {
        let before = try readChecked(edit, allowedFiles: allowedFiles)
        let change = try rewrite(edit, in: before)
        try write(change.bytes, to: edit.file, expecting: before,
                  stale: "\(edit.file) changed since the page read it: nothing was written (the page has the new version now)")
        store.push(Step(file: edit.file, before: before, after: change.bytes), for: owner)
        return change.literal
    }

    /// The bytes `edits` (all of one file) would give it, without writing anything: what
    /// the page plays while a number or a handle is dragged, before it is let go. The same
    /// checks as ``apply(_:allowedFiles:)``, the file read through the same gate.
    public func tryOut(_ edits: [LiteralEdit], allowedFiles: [String]) throws(PreviewError) -> [UInt8] {
        guard let first = edits.first else { throw PreviewError("no literal to try") }
        guard edits.allSatisfy({ $0.file == first.file }) else {
            throw PreviewError("the literals tried together must be of one file")
        }
        var bytes = try readChecked(first, allowedFiles: allowedFiles)
        // From the last literal back, so that each rewrite leaves the offsets before it alone.
        for edit in edits.sorted(by: { $0.offset > $1.offset }) {
            bytes = try rewrite(edit, in: bytes).bytes
        }
        return bytes
    }

    /// The file `edit` names, read through the gate when it is one of `allowedFiles` and
    /// still the version the page read.
    private func readChecked(_ edit: LiteralEdit, allowedFiles: [String]) throws(PreviewError) -> [UInt8] {
        try checkAllowed(edit.file, allowedFiles)
        let bytes = try read(edit.file)
        if let digest = edit.digest, digest != SourceDigest.of(bytes) {
            throw PreviewError("\(edit.file) changed since the page read it: nothing was written (the page has the new version now)")
        }
        return bytes
    }

    /// `bytes` with `edit`'s literal rewritten, and the literal as it then stands.
    private func rewrite(_ edit: LiteralEdit, in bytes: [UInt8]) throws(PreviewError) -> (bytes: [UInt8], literal: SourceLiteral) {
        let file = edit.file
        let source = ScriptSource(bytes: bytes)
        guard let literal = source.literal(at: edit.offset) else {
            throw PreviewError("\(file): no number literal starts at byte \(edit.offset): nothing was written")
        }
        guard literal.text == edit.old else {
            throw PreviewError("\(file): the literal at byte \(edit.offset) (line \(literal.line)) is '\(literal.text)', not '\(edit.old)': the file changed since the page read it, nothing was written")
        }
        let rewritten: LiteralRewrite.Rewritten
        do { rewritten = try LiteralRewrite.rewritten(source, literal: literal, to: edit.value) } catch {
            throw PreviewError("\(file): \(error.description): nothing was written")
        }
        var now = literal
        now.range = rewritten.range
        now.text = rewritten.text
        now.value = edit.value
        return (rewritten.bytes, now)
    }

    /// Puts back the bytes the last edit replaced; returns the file. Throws a
    /// ``PreviewError`` when there is nothing to undo, or when the file changed since that
    /// edit (then that edit is forgotten: undoing it would overwrite the change).
    @discardableResult
    public func undo(allowedFiles: [String]) throws(PreviewError) -> String {
        guard let step = store.last(owner) else { throw PreviewError("nothing to undo") }
        defer { store.dropLast(owner) }
        try checkAllowed(step.file, allowedFiles)
        let stale = "\(step.file) changed since the edit: undoing it would overwrite that change, so it is forgotten and nothing was written"
        guard try read(step.file) == step.after else { throw PreviewError(stale) }
        try write(step.before, to: step.file, expecting: step.after, stale: stale)
        return step.file
    }

    /// Forgets the edits at the top of the history that can no longer be undone because
    /// their file changed since (an editor's save, another page's edit): undoing one would
    /// overwrite that change, as ``undo(allowedFiles:)`` refuses. Returns the files whose
    /// edits were forgotten (empty when the last edit can still be undone). Asked after every
    /// save, so Undo is offered only while it can work.
    public func forgetStale() -> [String] {
        var files: [String] = []
        while let step = store.last(owner), (try? read(step.file)) != step.after {
            store.dropLast(owner)
            if !files.contains(step.file) { files.append(step.file) }
        }
        return files
    }

    // MARK: The gate

    private func checkAllowed(_ file: String, _ allowedFiles: [String]) throws(PreviewError) {
        guard allowedFiles.contains(file) else {
            throw PreviewError("\(file) is not this transition's script or a module it loaded: the preview writes only those, nothing was written")
        }
    }

    /// The folders `file` is read and written through: the script's, or (for a history
    /// used without a script) its own folder's, opened at its first edit.
    private func folders(for file: String) -> ScriptFolders {
        if let folders { return folders }
        let folder = directoryOf(file)
        if let own = ownFolders[folder] { return own }
        let own = ScriptFolders(script: file)
        ownFolders[folder] = own
        return own
    }

    /// The file's bytes, refused when its place holds a link or anything but a regular file.
    private func read(_ file: String) throws(PreviewError) -> [UInt8] {
        do { return try folders(for: file).read(file) } catch {
            throw PreviewError("\(error): nothing was written")
        }
    }

    /// Writes `bytes` over `file` if, at the instant of the replace, it holds `expected`;
    /// else throws `stale`.
    private func write(_ bytes: [UInt8], to file: String, expecting expected: [UInt8], stale: String) throws(PreviewError) {
        let outcome: ReplaceOutcome
        do {
            let (folder, name) = try folders(for: file).place(of: file)
            outcome = try folder.replace(name, expecting: expected, with: bytes)
        } catch {
            throw PreviewError("\(error)")
        }
        if outcome == .changed { throw PreviewError(stale) }
    }
}
