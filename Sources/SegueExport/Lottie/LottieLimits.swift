import SegueCore

/// What a take asks of Lottie that Lottie cannot show, named per view and property.
enum LottieLimits {
    /// Why each property has no Lottie counterpart.
    static let reasons: [(ViewProperty, String)] = [
        (.rotationX, "3-D rotation; Lottie layers are flat (no rotationX)"),
        (.rotationY, "3-D rotation; Lottie layers are flat (no rotationY)"),
        (.perspective, "perspective; Lottie has no 3-D camera in the players checked"),
        (.translationZ, "depth; Lottie layers are flat"),
        (.effectIntensity, "backdrop blur; Lottie has no backdrop filter"),
        (.shadowOpacity, "shadow; not written: a drop shadow is a layer effect, outside the Lottie 1.0 schema, and rlottie ignores it"),
    ]

    /// The lines for every view whose values leave a property Lottie cannot show at other
    /// than its default, and for a painting order that changes during the take.
    static func unsupported(runs: LayerRuns, frames: [StageValues]) -> [String] {
        var lines: [String] = []
        var named = Set<String>()
        for run in runs.runs {
            for (property, reason) in reasons {
                let key = run.id + "." + property.name
                guard !named.contains(key) else { continue }
                let departs = (run.first ... run.last).contains { f in
                    let v = frames[f].values[run.indices[f - run.first] * ViewProperty.count + property.rawValue]
                    return !v.isNaN && v != property.defaultValue
                }
                if departs {
                    named.insert(key)
                    lines.append("\(key): \(reason)")
                }
            }
        }
        for (r, run) in runs.runs.enumerated() {
            guard let clip = LottieDocument.nearestClip(of: r, runs: runs.runs) else { continue }
            var chain: Int? = clip
            var turns = false
            while let c = chain {
                let turning = runs.runs[c]
                turns = turns || (turning.first ... turning.last).contains { f in
                    let v = frames[f].values[turning.indices[f - turning.first] * ViewProperty.count + ViewProperty.rotation.rawValue]
                    return v != 0 && !v.isNaN
                }
                chain = turning.parent
            }
            if turns {
                lines.append("\(run.id): clipped by \(runs.runs[clip].id), which turns; Segue clips to the upright box around it, Lottie to its turned bounds")
            }
        }
        if runs.orderChanges {
            lines.append("painting order: views change places during the take; Lottie's layer order is fixed")
        }
        return lines
    }
}
