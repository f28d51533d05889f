/// Velocities of sampled channels, estimated from the samples alone.
extension CubicKeyframeFit {
    /// The derivative at each sample of `values` (sampled at `times`) within the piece
    /// `piece`: the slope at the sample of the polynomial through up to five neighbouring samples
    /// of the piece, choosing among the windows holding the sample the smoothest one (the
    /// smallest highest divided difference, ENO's rule), so that a kink — an animation starting
    /// or stopping — is differentiated from the side it belongs to.
    static func velocities(times: [Double], values: [Double], piece: ClosedRange<Int>) -> [Double] {
        let count = piece.count
        guard count > 1 else { return [0] }
        let width = min(5, count)
        var result: [Double] = []
        result.reserveCapacity(count)
        for k in piece {
            let firstStart = max(piece.lowerBound, k - width + 1)
            let lastStart = min(k, piece.upperBound - width + 1)
            var best = firstStart
            var bestRoughness = Double.infinity
            var start = firstStart
            while start <= lastStart {
                let roughness = abs(highestDividedDifference(times: times, values: values, start: start, width: width))
                // Ties go to the window most nearly centred on the sample.
                let centring = abs(Double(start) + Double(width - 1) / 2 - Double(k))
                let bestCentring = abs(Double(best) + Double(width - 1) / 2 - Double(k))
                if roughness < bestRoughness * (1 - 1e-9) || (roughness <= bestRoughness * (1 + 1e-9) && centring < bestCentring) {
                    best = start
                    bestRoughness = roughness
                }
                start += 1
            }
            result.append(lagrangeSlope(times: times, values: values, start: best, width: width, at: k))
        }
        return result
    }

    /// The divided difference of order `width − 1` over the samples `start ..< start + width`.
    static func highestDividedDifference(times: [Double], values: [Double], start: Int, width: Int) -> Double {
        var table = Array(values[start ..< start + width])
        var order = 1
        while order < width {
            for i in 0 ..< width - order {
                let span = times[start + i + order] - times[start + i]
                table[i] = span != 0 ? (table[i + 1] - table[i]) / span : 0
            }
            order += 1
        }
        return table[0]
    }

    /// The slope at sample `k` of the polynomial interpolating samples `start ..< start + width`.
    static func lagrangeSlope(times: [Double], values: [Double], start: Int, width: Int, at k: Int) -> Double {
        let x = times[k]
        var slope = 0.0
        for j in start ..< start + width {
            var term = 0.0
            for m in start ..< start + width where m != j {
                var product = 1 / (times[j] - times[m])
                for l in start ..< start + width where l != j && l != m {
                    product *= (x - times[l]) / (times[j] - times[l])
                }
                term += product
            }
            slope += values[j] * term
        }
        return slope.isFinite ? slope : 0
    }
}
