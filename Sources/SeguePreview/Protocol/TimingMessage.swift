import Segue
import SegueCore

/// A timing curve as the page's curve panel shows it: its name, kind and parameters, a
/// spring's settling time, and the curve sampled by the engine (the page plots these
/// samples; it evaluates no curve itself).
enum TimingMessage {
    /// Samples across the time fraction 0…1, ends included.
    static let sampleCount = 121

    /// Writes `timing` (animating for `duration` seconds) as a JSON object.
    static func write(_ timing: TimingCurve, duration: Double, into out: inout JSONOut) {
        out.beginObject()
        out.field("name", timing.displayName)
        out.field("duration", timing.ownDuration ?? duration)
        out.key("parameters"); out.beginArray()
        for (name, value) in parameters(of: timing) {
            out.beginArray(); out.string(name); out.string(value); out.endArray()
        }
        out.endArray()
        out.key("settlingTime")
        if case .spring(let spring) = timing {
            // A spring stretched over the animator's duration settles at the end of it.
            out.number(spring.fitsAnimatorDuration ? duration : spring.settlingDuration)
        } else {
            out.null()
        }
        out.key("samples"); out.beginArray()
        for index in 0..<sampleCount { out.number(timing.value(at: Double(index) / Double(sampleCount - 1))) }
        out.endArray()
        out.endObject()
    }

    /// The curve's kind and parameters, as (name, value) pairs in words a designer reads.
    static func parameters(of timing: TimingCurve) -> [(String, String)] {
        func number(_ value: Double) -> String { decimalText(value, places: 4) }
        switch timing {
        case .linear:
            return [("kind", "linear")]
        case .penner(let easing):
            return [("kind", "penner"), ("family", "\(easing.family)"), ("mode", "\(easing.mode)")]
        case .cubicBezier(let bezier):
            return [("kind", "cubicBezier"), ("p1", "(\(number(bezier.p1x)), \(number(bezier.p1y)))"),
                    ("p2", "(\(number(bezier.p2x)), \(number(bezier.p2y)))")]
        case .spring(let spring):
            var rows = [("kind", "spring"), ("dampingRatio", number(spring.dampingRatio)),
                        ("response", number(spring.response) + " s"), ("bounce", number(spring.bounce)),
                        ("mass", number(spring.mass)), ("stiffness", number(spring.stiffness)),
                        ("damping", number(spring.damping)), ("initialVelocity", number(spring.initialVelocity))]
            rows.append(("fitted", spring.fitsAnimatorDuration ? "stretched over the animator's duration" : "no: it sets its own duration"))
            return rows
        case .steps(let count, let position):
            return [("kind", "steps"), ("count", "\(count)"), ("position", "\(position)")]
        }
    }
}
