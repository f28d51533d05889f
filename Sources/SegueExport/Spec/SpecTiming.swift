import SegueCore

/// A timing curve in the spec's JSON: its parameters, exactly, and its names in UIKit, SwiftUI
/// and Core Animation; read back into the curve the engine plays.
///
/// The progress at fraction `f` of a track's duration (docs/export.md gives the formulas the
/// independent evaluator implements):
/// - `linear`: `f`;
/// - `cubicBezier`: the CSS/Core Animation curve through (0,0), `controlPoints`, (1,1) — `x(s) = f`
///   solved, then `y(s)`;
/// - `penner`: easings.net's `family` in `mode` (`in`, `out`, `inOut`, `outIn`);
/// - `steps`: CSS `steps(count, position)`;
/// - `spring`: `x(f·settlingDuration) + f²·(1 − x(settlingDuration))`, where `x(t)` solves
///   `mass·x″ + damping·x′ + stiffness·(x − 1) = 0`, `x(0) = 0`, `x′(0) = initialVelocity`.
enum SpecTiming {
    /// The JSON object of `curve` for a track of `duration` seconds, written into `writer`.
    static func write(_ curve: TimingCurve, duration: Double, into writer: inout JSONObjectWriter, name: String) {
        let n = JSONObjectWriter.number
        writer.object(name)
        switch curve {
        case .linear:
            writer.string("type", "linear")
            writer.string("uikit", "UICubicTimingParameters(animationCurve: .linear)")
            writer.string("swiftui", "Animation.linear(duration: \(n(duration)))")
            writer.string("coreAnimation", "CAMediaTimingFunction(name: .linear)")
            writer.string("css", "linear")
        case .cubicBezier(let b):
            writer.string("type", "cubicBezier")
            writer.raw("controlPoints", JSONObjectWriter.numbers([b.p1x, b.p1y, b.p2x, b.p2y]))
            writer.string("uikit", "UICubicTimingParameters(controlPoint1: CGPoint(x: \(n(b.p1x)), y: \(n(b.p1y))), controlPoint2: CGPoint(x: \(n(b.p2x)), y: \(n(b.p2y))))")
            writer.string("swiftui", "Animation.timingCurve(\(n(b.p1x)), \(n(b.p1y)), \(n(b.p2x)), \(n(b.p2y)), duration: \(n(duration)))")
            writer.string("coreAnimation", "CAMediaTimingFunction(controlPoints: \(n(b.p1x)), \(n(b.p1y)), \(n(b.p2x)), \(n(b.p2y)))")
            writer.string("css", "cubic-bezier(\(n(b.p1x)), \(n(b.p1y)), \(n(b.p2x)), \(n(b.p2y)))")
        case .penner(let easing):
            writer.string("type", "penner")
            writer.string("family", easing.family.rawValue)
            writer.string("mode", easing.mode.rawValue)
            writer.string("name", easing.name)
            writer.string("uikit", "no UIKit curve: a CAKeyframeAnimation of the values, or UIView.animateKeyframes")
            writer.string("swiftui", "no SwiftUI curve: a KeyframeAnimator / keyframes track of the values")
        case .steps(let count, let position):
            writer.string("type", "steps")
            writer.number("count", Double(count))
            writer.string("position", position.rawValue)
            writer.string("css", "steps(\(count), \(cssStepPosition(position)))")
            writer.string("uikit", "no UIKit curve: a CAKeyframeAnimation with calculationMode .discrete")
        case .spring(let spring):
            writer.string("type", "spring")
            writer.number("mass", spring.mass)
            writer.number("stiffness", spring.stiffness)
            writer.number("damping", spring.damping)
            writer.number("dampingRatio", spring.dampingRatio)
            writer.number("response", spring.response)
            writer.number("bounce", spring.bounce)
            writer.number("initialVelocity", spring.clockVelocity)
            writer.number("settlingDuration", spring.settlingDuration)
            writer.bool("stretched", spring.fitsAnimatorDuration)
            // UIKit's relative initial velocity: the whole distance per second of the track.
            let relative = spring.fitsAnimatorDuration ? spring.initialVelocity : spring.clockVelocity
            if spring.fitsAnimatorDuration {
                writer.string("uikit", "UISpringTimingParameters(dampingRatio: \(n(spring.dampingRatio)), initialVelocity: CGVector(dx: \(n(relative)), dy: \(n(relative)))) over \(n(duration)) s")
            } else {
                writer.string("uikit", "UISpringTimingParameters(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), initialVelocity: CGVector(dx: \(n(relative)), dy: \(n(relative))))")
            }
            writer.string("swiftui", "Spring(duration: \(n(spring.response)), bounce: \(n(spring.bounce))) — Animation.interpolatingSpring(mass: \(n(spring.mass)), stiffness: \(n(spring.stiffness)), damping: \(n(spring.damping)), initialVelocity: \(n(spring.clockVelocity)))")
            writer.string("coreAnimation", "CASpringAnimation: mass \(n(spring.mass)), stiffness \(n(spring.stiffness)), damping \(n(spring.damping)), initialVelocity \(n(spring.clockVelocity)), settlingDuration \(n(spring.settlingDuration))")
        }
        writer.close()
    }

    private static func cssStepPosition(_ position: StepPosition) -> String {
        switch position {
        case .jumpStart: "jump-start"
        case .jumpEnd: "jump-end"
        case .jumpNone: "jump-none"
        case .jumpBoth: "jump-both"
        }
    }

    /// Why a timing object cannot be read.
    struct ReadError: Error, CustomStringConvertible {
        let description: String
    }

    /// The curve a timing object describes, as the engine plays it.
    static func read(_ node: JSONNode) throws(ReadError) -> TimingCurve {
        func number(_ key: String) throws(ReadError) -> Double {
            guard let value = node[key]?.number, value.isFinite else { throw ReadError(description: "line \(node.line): timing needs a finite '\(key)'") }
            return value
        }
        switch node["type"]?.string {
        case "linear":
            return .linear
        case "cubicBezier":
            guard case .array(let points)? = node["controlPoints"]?.value, points.count == 4 else {
                throw ReadError(description: "line \(node.line): cubicBezier needs 4 controlPoints")
            }
            let p = points.compactMap(\.number)
            guard p.count == 4 else { throw ReadError(description: "line \(node.line): controlPoints must be numbers") }
            return .cubicBezier(UnitBezier(p[0], p[1], p[2], p[3]))
        case "penner":
            guard let family = node["family"]?.string.flatMap(PennerFamily.init(rawValue:)),
                  let mode = node["mode"]?.string.flatMap(EasingMode.init(rawValue:)) else {
                throw ReadError(description: "line \(node.line): penner needs a known family and mode")
            }
            return .penner(PennerEasing(family: family, mode: mode))
        case "steps":
            let count = try number("count")
            guard let whole = Int(exactly: count), whole >= 1, whole <= 10_000,
                  let position = node["position"]?.string.flatMap(StepPosition.init(rawValue:)) else {
                throw ReadError(description: "line \(node.line): steps needs a whole count 1…10000 and a known position")
            }
            return .steps(count: whole, position: position)
        case "spring":
            // The closed form the engine plays, from its constants: a spring with its own
            // clock that starts at `initialVelocity`.
            return .spring(SpringCurve(mass: try number("mass"), stiffness: try number("stiffness"),
                                       damping: try number("damping"), initialVelocity: try number("initialVelocity")))
        default:
            throw ReadError(description: "line \(node.line): unknown timing type")
        }
    }
}
