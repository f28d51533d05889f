import CLuaBridge

extension LuaState {
    /// "file:line: " of the script line that called the running host function, or "" when
    /// no script line is on the stack.
    func callerPosition() -> String {
        var buffer = [CChar](repeating: 0, count: 1024)
        _ = segue_caller_position(L, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension ScriptHost {
    /// Reports something a script probably did not mean but that is not an error (a match id
    /// on one side only): `file:line: warning: message` of the calling script line, written
    /// where the script's `print` goes and kept in ``warnings``.
    func warn(_ message: String) {
        warn(at: state.callerPosition(), message)
    }

    /// ``warn(_:)`` at `position` ("file:line: "), for a warning about a function the engine
    /// called (no script line calls it).
    func warn(at position: String, _ message: String) {
        let line = position + "warning: " + message
        if warnings.count < ScriptHost.warningLimit { warnings.append(line) }
        state.output(line)
    }

    /// The most warnings ``warnings`` keeps (later ones are still written).
    static let warningLimit = 1000
}
