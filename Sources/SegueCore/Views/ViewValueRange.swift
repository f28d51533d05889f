/// The values a view property accepts from outside the engine (a script, a scene file):
/// finite numbers no larger in magnitude than ``maximumMagnitude``.
///
/// The bound keeps every value the engine derives from them — interpolations between two
/// extremes, a spring's overshoot, a velocity over a frame, a transform's composition —
/// finite, so no NaN or infinity ever reaches a store, a trace or a renderer.
public enum ViewValueRange {
    /// The largest magnitude a view property accepts: a billion points (or radians, or
    /// units of alpha), far beyond any screen and far below where double arithmetic stops
    /// being exact enough to interpolate.
    public static let maximumMagnitude: Double = 1e9

    /// Whether `value` is finite and within ±``maximumMagnitude``.
    @inline(__always)
    public static func contains(_ value: Double) -> Bool {
        value.magnitude <= maximumMagnitude  // false for NaN too
    }

    /// The error text for a value outside the range, naming what it was for.
    public static func rejection(of value: Double, for name: String) -> String {
        "'\(name)' must be a finite number within ±1e9, got \(value)"
    }
}
