import SegueSystem
import SegueCore
import SegueLua
import Segue

/// A gesture trace file that cannot be used: one line naming the file (and the line, when
/// the text is at fault).
public struct GestureTraceFileError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

/// Reads the gesture trace at `path`; with `window`, refuses a trace recorded on a window of
/// another size.
public func readGestureTrace(at path: String, window: Size? = nil) throws(GestureTraceFileError) -> GestureTrace {
    let text: String
    do { text = try readText(path) } catch { throw GestureTraceFileError(message: error.description) }
    let trace: GestureTrace
    do {
        trace = try GestureTrace.read(text)
    } catch {
        throw GestureTraceFileError(message: "\(path):\(error.line): \(error.message)")
    }
    if let window, let size = trace.size, size != window {
        func text(_ size: Size) -> String { "\(decimalText(size.width, places: 1))×\(decimalText(size.height, places: 1))" }
        throw GestureTraceFileError(message: "\(path): the trace was recorded on a \(text(size)) window; this scene's is \(text(window))")
    }
    return trace
}

extension StageHarness {
    /// The gesture trace `name` (relative to the script's folder unless absolute), read for
    /// this stage's window; an unusable file fails as `stage:FUNCTION: …` naming it.
    func gestureTrace(named name: String, function: String) throws -> GestureTrace {
        let path = name.hasPrefix("/") ? name : directoryOf(stage.script.path) + "/" + name
        do {
            return try readGestureTrace(at: path, window: scene.window.bounds.size)
        } catch {
            throw LuaScriptError("stage:\(function): \(error.message)")
        }
    }
}
