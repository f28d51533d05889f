import ArgumentParser
import Segue
import SegueCommandLine
import SegueCore
import SegueExport
import SegueLua

/// The take `segue export` encodes, recorded as `segue run` and `segue render` play it
/// (``PlaybackRun``): every frame's values at the take's rate, the tracks the engine knows
/// by name, and the script's interactive behaviour.
struct ExportTakeRecording {
    let playback: PlaybackRun

    /// Plays the take — by `options`' gesture, scrubbed and released, or
    /// timed — and returns it; a ``CommandFailure`` when nothing started or a limit stopped
    /// it, `ExitCode.failure` after printing the hooks' errors when one failed (a take
    /// whose hooks failed is not the motion designed).
    func record(_ options: PlaybackOptions) throws -> ExportTake {
        let scrub = options.scrub, velocity = options.velocity, gesture = options.gesture
        let runner = playback.runner
        let recorder = ExportTakeRecorder(driver: runner.driver)
        runner.frameHandler = { _, _ in recorder.sample() }
        let (outcome, _) = try options.play(playback)
        for line in playback.hookErrors { printError(line) }
        if let failure = playback.failure(outcome: outcome, gesture: gesture) { throw failure }
        if !playback.hookErrors.isEmpty { throw ExitCode.failure }
        let container = playback.stage.scene.container
        let interaction = InteractionDescription(
            gesture: playback.script.gesture ?? GestureDescription(), releasePolicy: container.releasePolicy,
            completionSpeed: container.completionSpeed, completionCurve: container.completionCurve,
            isInteractive: scrub != nil || gesture != nil, releaseProgress: scrub, releaseVelocity: scrub == nil ? nil : velocity)
        return recorder.take(title: ExportTake.title(scriptPath: playback.file), interaction: interaction)
    }
}
