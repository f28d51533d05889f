/// Something that happened in a take as ``StageDriver/play(_:fps:maximumDuration:sample:note:)`` played it, told
/// at the moment it happened (between the frames sampled around it): what a log of the take
/// (the preview's) is written from.
public enum TakeNote {
    /// The take began, its prelude settled: its frame 0 is now, and what happened before is
    /// not the take's.
    case opened
    /// The take's transition began: timed, or interactive and scrubbed to `scrubbedTo`.
    case began(StageRequest, scrubbedTo: Double?)
    /// A held transition was let go as `decision` said, from `progress` at `velocity`
    /// points per second; `caught` when it had been caught in flight first.
    case released(TakeInput.Release.Decision, progress: Double, velocity: Double, caught: Bool)
    /// A touch of a gesture take was delivered and did `response`.
    case touched(TouchEvent, GestureDriver.Response)
}
