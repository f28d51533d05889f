import SegueLua

/// Writes the page's edits into the script's files, and takes them back.
///
/// An edit rewrites exactly one number literal (``LiteralRewrite``) in one of the files the
/// live version was loaded from — the script or a module its `require` loaded, as hot
/// reload knows them; any other path is refused — through the file gate: a symbolic link,
/// FIFO, device or folder in the file's place is refused, never read or written through, and
/// the new bytes replace the file atomically (`OutputFile`), keeping its permissions. Each edit keeps the bytes it
/// replaced, so ``undo(allowedFiles:)`` puts them back exactly.
///
/// Promises: nothing is written unless the literal is still where and what the page saw
/// and the file still holds the bytes the edit was computed from (checked again just before
/// writing), so a stale edit never clobbers a save; an undo is refused (and dropped) when
/// the file changed since the edit. The undo history is bounded: at most ``maximumSteps``
/// edits and ``maximumBytes`` bytes kept, the oldest forgotten first.
public final class ScriptEdit {
    /// One edit that can be undone: the file, its bytes before and after.
    struct Step {
        var file: String
        var before: [UInt8]
        var after: [UInt8]
        var size: Int { before.count + after.count }
    }

    /// Most edits kept for undo.
    public let maximumSteps: Int
    /// Most bytes kept for undo (each edit keeps its file's bytes before and after).
    public let maximumBytes: Int
    private var steps: [Step] = []
    private var keptBytes = 0

    /// An empty history of at most `maximumSteps` edits and `maximumBytes` bytes.
    public init(maximumSteps: Int = 50, maximumBytes: Int = 64 << 20) {
        self.maximumSteps = max(maximumSteps, 1)
        self.maximumBytes = max(maximumBytes, 0)
    }

    /// How many edits can be undone now.
    public var undoCount: Int { steps.count }

    /// Applies `edit` to its file, when the file is one of `allowedFiles`; returns the
    /// literal as it now stands. Throws a ``PreviewError`` saying why nothing was written.
    @discardableResult
    public func apply(_ edit: LiteralEdit, allowedFiles: [String]) throws(PreviewError) -> SourceLiteral {
        let before = try readChecked(edit, allowedFiles: allowedFiles)
        let change = try rewrite(edit, in: before)
        try write(change.bytes, to: edit.file, expecting: before)
        remember(Step(file: edit.file, before: before, after: change.bytes))
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
        let rewritten: [UInt8]
        do { rewritten = try LiteralRewrite.rewrite(source, literal: literal, to: edit.value) } catch {
            throw PreviewError("\(file): \(error.description): nothing was written")
        }
        var now = literal
        let text = LiteralRewrite.numeral(edit.value, like: literal)
        now.range = literal.range.lowerBound..<(literal.range.lowerBound + text.utf8.count)
        now.text = text
        now.value = edit.value
        return (rewritten, now)
    }

    /// Puts back the bytes the last edit replaced; returns the file. Throws a
    /// ``PreviewError`` when there is nothing to undo, or when the file changed since that
    /// edit (then that edit is forgotten: undoing it would overwrite the change).
    @discardableResult
    public func undo(allowedFiles: [String]) throws(PreviewError) -> String {
        guard let step = steps.last else { throw PreviewError("nothing to undo") }
        do throws(PreviewError) {
            try checkAllowed(step.file, allowedFiles)
            let bytes = try read(step.file)
            guard bytes == step.after else {
                throw PreviewError("\(step.file) changed since the edit: undoing it would overwrite that change, so it is forgotten and nothing was written")
            }
            try write(step.before, to: step.file, expecting: bytes)
        } catch {
            forgetLast()
            throw error
        }
        forgetLast()
        return step.file
    }

    // MARK: The gate

    private func checkAllowed(_ file: String, _ allowedFiles: [String]) throws(PreviewError) {
        guard allowedFiles.contains(file) else {
            throw PreviewError("\(file) is not this transition's script or a module it loaded: the preview writes only those, nothing was written")
        }
    }

    /// The file's bytes, refused when its place holds a link or anything but a regular file.
    private func read(_ file: String) throws(PreviewError) -> [UInt8] {
        do {
            try OutputFile.check(file)
            return try InputFile.read(file)
        } catch {
            throw PreviewError("\(error): nothing was written")
        }
    }

    /// Writes `bytes` over `file` if it still holds `expected`.
    private func write(_ bytes: [UInt8], to file: String, expecting expected: [UInt8]) throws(PreviewError) {
        guard try read(file) == expected else {
            throw PreviewError("\(file) changed while the edit was made: nothing was written")
        }
        do { try OutputFile.replaceKeepingMode(bytes, at: file) } catch {
            throw PreviewError("\(error)")
        }
    }

    // MARK: History

    private func remember(_ step: Step) {
        steps.append(step)
        keptBytes += step.size
        while steps.count > maximumSteps || (keptBytes > maximumBytes && !steps.isEmpty) {
            keptBytes -= steps.removeFirst().size
        }
    }

    private func forgetLast() {
        if let step = steps.popLast() { keptBytes -= step.size }
    }
}
