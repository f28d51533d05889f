#if canImport(Glibc)
import Glibc
#endif
import CEditLine
import SegueLua
import SegueSystem

/// Reads command lines on a terminal through libedit: editing keys, history kept in a file
/// across runs, tab completion. While it waits for a key it keeps the REPL alive: it wakes
/// when the file watcher has news or when ``wakeup`` says the clock must move, and runs
/// ``idle`` then, so a transition plays and a reload lands while the prompt is showing.
final class LineEditor {
    /// The editor reading now (libedit's callbacks are plain C functions).
    nonisolated(unsafe) fileprivate static var active: LineEditor?
    /// Set by the SIGINT handler; read and cleared by the wait loop.
    nonisolated(unsafe) fileprivate static var interrupted: sig_atomic_t = 0
    /// The candidates of the completion in progress.
    nonisolated(unsafe) fileprivate static var candidates: [String] = []
    nonisolated(unsafe) fileprivate static var nextCandidate = 0

    /// The history file (nil: history is kept for the session only).
    let historyPath: String?
    /// Another descriptor to wake up on (the file watcher's), or -1.
    var watchDescriptor: Int32 = -1
    /// Seconds until ``idle`` must run again, or nil to wait for a key or a file event.
    var wakeup: () -> Double? = { nil }
    /// Runs when the wait ends without a key: a file event, a frame due, an interrupt
    /// (the argument says whether Ctrl-C was pressed).
    var idle: (_ interrupted: Bool) -> Void = { _ in }
    /// Completion candidates for the word being typed, given the line before it.
    var complete: (_ word: String, _ before: String) -> [String] = { _, _ in [] }

    /// An editor reading through libedit, loaded now (`segue` is not linked with it, so that
    /// no other command pays for loading it); nil, with the reason in `failure`, when libedit
    /// cannot be loaded.
    init?(historyPath: String?, failure: inout String) {
        var message: UnsafePointer<CChar>?
        guard segue_editline_load(&message) == 1 else {
            failure = message.map { String(cString: $0) } ?? "cannot load libedit.so.2"
            return nil
        }
        self.historyPath = historyPath
        segue_editline_configure({ _ in LineEditor.active?.nextByte() ?? -1 }, { text, start, _ in
            guard let editor = LineEditor.active, let text else { return nil }
            segue_editline_completion_over()
            let word = String(cString: text)
            var before = ""
            if let prefix = segue_editline_line_prefix(start) {
                before = String(cString: prefix)
                free(prefix)
            }
            LineEditor.candidates = editor.complete(word, before).filter { $0.hasPrefix(word) }
            LineEditor.nextCandidate = 0
            guard !LineEditor.candidates.isEmpty else { return nil }
            return segue_editline_completion_matches(text) { _, _ in
                guard LineEditor.nextCandidate < LineEditor.candidates.count else { return nil }
                defer { LineEditor.nextCandidate += 1 }
                return strdup(LineEditor.candidates[LineEditor.nextCandidate])
            }
        })
        segue_editline_start_history(1000)
        // The history file is read only when it is a regular file within the input limit (a
        // FIFO there would block the REPL before its first prompt).
        if let historyPath, (try? InputFile.check(historyPath)) != nil { _ = segue_editline_read_history(historyPath) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in LineEditor.interrupted = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// Shows `prompt` and returns the line typed, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) -> String? {
        LineEditor.active = self
        defer { LineEditor.active = nil }
        guard let raw = segue_editline_readline(prompt) else { return nil }
        defer { free(raw) }
        let line = String(cString: raw)
        if !line.trimmingWhitespace().isEmpty {
            segue_editline_add_history(line)
            if let historyPath, !InputFile.exists(historyPath) || InputFile.isRegularFile(historyPath) {
                _ = segue_editline_write_history(historyPath)
            }
        }
        return line
    }

    /// Discards what was typed on the prompt line (after Ctrl-C).
    func clearLine() {
        segue_editline_replace_line("")
    }

    /// The next byte from the terminal, serving file events and frames while none comes.
    private func nextByte() -> Int32 {
        while true {
            if LineEditor.interrupted != 0 {
                LineEditor.interrupted = 0
                idle(true)
                continue
            }
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: watchDescriptor, events: Int16(POLLIN), revents: 0)]
            let timeout: Int32 = wakeup().map { Int32(min(max(($0 * 1000).rounded(.up), 0), 60_000)) } ?? -1
            let ready = poll(&descriptors, watchDescriptor >= 0 ? 2 : 1, timeout)
            if ready < 0 {
                if errno == EINTR { continue }
                return -1
            }
            if descriptors[0].revents != 0 {
                var byte: UInt8 = 0
                let count = read(STDIN_FILENO, &byte, 1)
                if count == 1 { return Int32(byte) }
                if count < 0 && errno == EINTR { continue }
                return -1
            }
            idle(false)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
