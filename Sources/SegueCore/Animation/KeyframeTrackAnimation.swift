/// A property played by a ``KeyframeTrack`` (SwiftUI's keyframes) in a window of the
/// animation: the window's local progress is the track's `value(progress:)` over a timeline
/// of `timelineDuration` seconds — the longest of the tracks played together, so shorter
/// tracks hold their end, as in SwiftUI's `KeyframeTimeline`. Exactly the track's start value
/// at local progress 0 (so a cancel lands on the start, even when the first keyframe is a move)
/// and its end value at 1.
struct KeyframeTrackAnimation {
    let index: Int
    let track: KeyframeTrack
    let timelineDuration: Double
    let segment: AnimationSegment

    func apply(progress: Double, to values: inout [Double]) {
        let local = segment.localProgress(progress)
        if local <= 0 {
            values[index] = track.initialValue
        } else if local >= 1 {
            values[index] = track.value(time: timelineDuration)
        } else {
            values[index] = track.value(time: local * timelineDuration)
        }
    }

    /// Every value the track's keyframes go to, its start included (the range a property drawn
    /// within 0…1 is held to).
    var keyValues: [Double] { [track.initialValue] + track.keyframes.map(\.to) + [track.endValue] }
}
