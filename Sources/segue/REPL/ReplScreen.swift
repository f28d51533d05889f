#if canImport(Glibc)
import Glibc
#endif
import CEditLine

/// Where the REPL writes. On a terminal it keeps the live frame directly above the prompt
/// and redraws it in place while a transition plays; text printed while the prompt is
/// showing (a reload, a frame) clears the prompt line first and redraws the prompt and
/// what was typed after it. Elsewhere it writes plain lines, never an escape sequence.
final class ReplScreen {
    /// Whether stdin and stdout are both terminals: line editing, colour-free live redraws.
    let isInteractive: Bool
    /// Set while the line editor shows the prompt and waits for keys.
    var promptIsShowing = false
    /// Lines of the live frame printed directly above the prompt, if nothing came after.
    private var liveLines = 0

    /// Whether the terminal draws 24-bit colour: an interactive screen whose `COLORTERM`
    /// says `truecolor` or `24bit`, unless `NO_COLOR` is set (no-color.org).
    let supportsTrueColor: Bool

    init(interactive: Bool, environment: (String) -> String? = { getenv($0).map { String(cString: $0) } }) {
        isInteractive = interactive
        let colorTerm = environment("COLORTERM")?.lowercased()
        supportsTrueColor = interactive && (colorTerm == "truecolor" || colorTerm == "24bit")
            && (environment("NO_COLOR") ?? "").isEmpty
    }

    /// The terminal's size; 80 × 40 for plain output (a file has room for a tall frame).
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        if isInteractive, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 {
            return (Int(window.ws_col), Int(window.ws_row))
        }
        return (80, 40)
    }

    /// Prints lines of output (command results, messages).
    func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        beginAsyncOutput()
        write(lines.joined(separator: "\n") + "\n")
        liveLines = 0
        endAsyncOutput()
    }

    /// Prints one line of output.
    func print(_ line: String) { print([line]) }

    /// Shows the live frame: on a terminal it replaces the previous one when that is still
    /// directly above the prompt; otherwise it is printed like any output.
    func show(frame lines: [String]) {
        guard isInteractive else { return print(lines) }
        beginAsyncOutput()
        var text = ""
        if liveLines > 0 { text += "\u{1B}[\(liveLines)A\r\u{1B}[J" }
        text += lines.joined(separator: "\n") + "\n"
        write(text)
        liveLines = lines.count
        endAsyncOutput()
    }

    /// The user pressed Enter: the echoed line now sits between the frame and the prompt.
    func lineEntered() { liveLines = 0 }

    private func beginAsyncOutput() {
        if isInteractive && promptIsShowing { write("\r\u{1B}[K") }
    }

    private func endAsyncOutput() {
        if isInteractive && promptIsShowing { segue_editline_redisplay() }
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset) }
            if written <= 0 { if errno == EINTR { continue }; return }
            offset += written
        }
    }
}
