import SegueCore
import SegueLua
import Segue

/// How a spec hears of what went wrong on its stage: the engine's typed errors worded for
/// Lua, each led by the method that met it (`stage:step: 70000 frames is more than …`).
extension StageBinding {
    /// Runs the stage method `method`, rewording a `StageError` or `HookFailure` it throws
    /// as the spec's error.
    static func wordingErrors<T>(of method: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StageError {
            throw LuaScriptError("stage:\(method): \(wording(error))")
        } catch let failure as HookFailure {
            throw LuaScriptError(failure.description)
        }
    }

    /// `error` in a spec's words: the way out a spec has, where one helps.
    static func wording(_ error: StageError) -> String {
        switch error {
        case .noInteractiveTransition: "\(error) (begin one with { interactive = true })"
        default: "\(error)"
        }
    }
}
