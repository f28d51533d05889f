/// What a handover reads of the tracks: which properties they animate, how fast each moves
/// per unit of progress, and the 0…1 hold applied again after a carried motion is added.
extension AnimationTracks {
    /// Every store index a track writes, in ascending order.
    var animatedIndices: [Int] {
        var result = Set(targets)
        for track in keyframed { result.insert(track.index) }
        for track in pacedVectors { for index in track.indices where index >= 0 { result.insert(index) } }
        for path in paths {
            result.insert(path.xIndex)
            result.insert(path.yIndex)
            if let rotation = path.rotationIndex { result.insert(rotation) }
        }
        return result.sorted()
    }

    /// Each index's rate of change per unit of progress at `progress`: a central difference,
    /// or, with `side` ±1, the one-sided difference towards that side (where a track that
    /// starts here goes).
    mutating func slopes(at progress: Double, of indices: [Int], values: [Double], side: Double = 0) -> [Int: Double] {
        let step = 1e-7
        var low = values, high = values
        let lowProgress = side > 0 ? progress : progress - step
        let highProgress = side < 0 ? progress : progress + step
        apply(progress: lowProgress, to: &low)
        apply(progress: highProgress, to: &high)
        var result: [Int: Double] = [:]
        for index in indices { result[index] = (high[index] - low[index]) / (highProgress - lowProgress) }
        return result
    }

    /// Holds every property Core Animation draws within 0…1 to its range again.
    func holdToUnitInterval(_ values: inout [Double]) {
        for hold in clamped {
            let value = values[hold.index]
            if value < hold.lower { values[hold.index] = hold.lower } else if value > hold.upper { values[hold.index] = hold.upper }
        }
    }
}
