import ArgumentParser
import SegueCommandLine

/// The checks of the options `segue run` and `segue render` share to play a transition: a
/// usage error (naming the option) for a rate, scrub or velocity out of range, and for a
/// scrub and a gesture given together.
func checkPlaybackOptions(fps: Double, scrub: Double?, velocity: Double, gesture: String?) throws {
    try checkOption(fps, "--fps", in: 1...10_000)
    if let scrub { try checkOption(scrub, "--scrub", in: 0...1) }
    try checkOption(velocity, "--velocity")
    if scrub != nil, gesture != nil {
        throw ValidationError("--scrub and --gesture both drive the transition; give one")
    }
}
