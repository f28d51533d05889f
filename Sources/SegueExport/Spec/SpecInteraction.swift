import SegueCore

/// The interactive behaviour in the spec's JSON: the gesture (edge or area, axis,
/// directions, slop, distance, most progress, velocity window), the release policy and its
/// numbers, the completion's speed and curve, and the release the take played.
enum SpecInteraction {
    static func write(_ interaction: InteractionDescription, into w: inout JSONObjectWriter) {
        w.object("interaction")
        let gesture = interaction.gesture
        w.object("gesture")
        switch gesture.edge {
        case .anywhere: w.string("start", "anywhere")
        case .container: w.string("start", "containerEdge")
        case .edge(let edge):
            w.string("start", "edge")
            w.string("edge", edge.rawValue)
            w.number("edgeMargin", gesture.edgeMargin)
        }
        w.string("uikit", gestureName(gesture))
        if let axis = gesture.axis { w.string("axis", axis.rawValue) } else { w.string("axis", "container") }
        if let directions = gesture.directions {
            w.raw("directions", "[" + directions.map(\.rawValue).sorted().map(JSONObjectWriter.string).joined(separator: ", ") + "]")
        } else {
            w.string("directions", "container")
        }
        w.number("slop", gesture.slop)
        if let distance = gesture.distance { w.number("distance", distance) } else { w.string("distance", "container") }
        w.number("maxProgress", gesture.maxProgress)
        w.number("velocityWindow", gesture.velocityWindow)
        w.close()
        let policy = interaction.releasePolicy
        w.object("release")
        w.string("mode", policy.mode.rawValue)
        w.number("progressThreshold", policy.progressThreshold)
        finite(&w, "velocityThreshold", policy.velocityThreshold)
        finite(&w, "opposingVelocityTolerance", policy.opposingVelocityTolerance)
        w.number("decelerationRate", policy.decelerationRate)
        w.close()
        w.object("completion")
        w.number("speed", interaction.completionSpeed)
        SpecTiming.write(interaction.completionCurve, duration: 1, into: &w, name: "curve")
        w.string("velocity", "the finger's release velocity is handed to the completion (a spring starts at it; UIKit: UISpringTimingParameters' initialVelocity = release velocity / remaining distance)")
        w.close()
        w.object("take")
        w.bool("interactive", interaction.isInteractive)
        if let progress = interaction.releaseProgress { w.number("releaseProgress", progress) } else { w.null("releaseProgress") }
        if let velocity = interaction.releaseVelocity { w.number("releaseVelocity", velocity) } else { w.null("releaseVelocity") }
        w.close()
        w.close()
    }

    /// A number, or `null` for infinity (JSON has none: "never").
    private static func finite(_ w: inout JSONObjectWriter, _ name: String, _ value: Double) {
        if value.isFinite { w.number(name, value) } else { w.null(name) }
    }

    private static func gestureName(_ gesture: GestureDescription) -> String {
        switch gesture.edge {
        case .anywhere: "UIPanGestureRecognizer"
        case .container: "UIScreenEdgePanGestureRecognizer (the container's edge)"
        case .edge(let edge): "UIScreenEdgePanGestureRecognizer(edges: .\(edge.rawValue))"
        }
    }
}
