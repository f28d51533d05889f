import Segue
import SegueCore
import SegueLua

/// A version of the transition other than the file as saved — the script as last
/// committed, or the working copy with a literal tried at a new value — loaded in a player
/// of its own and played with the same ``TakeRecorder`` as the live version, so that its
/// takes answer the same inputs frame for frame.
///
/// Promises: the version runs in its own sandboxed Lua state under the same limits as the
/// live script (its `require` finds the working copy's modules, in the script's folder); it
/// never reads or writes the script's file, and its errors never reach the live version.
final class ScriptVersion {
    /// The version's text.
    let bytes: [UInt8]
    /// Its name in errors and tracebacks.
    let name: String
    private let recorder: TakeRecorder

    /// `bytes` loaded as the transition named `name`; throws the script's `LuaError` when it
    /// does not load.
    init(bytes: [UInt8], name: String, limits: ScriptLimits) throws {
        self.bytes = bytes
        self.name = name
        let player = try TransitionPlayer(source: String(decoding: bytes, as: UTF8.self), name: name, limits: limits)
        recorder = TakeRecorder(player: player)
    }

    /// The version's take of `input`.
    func record(_ input: TakeInput) throws -> Take {
        try recorder.record(input)
    }
}
