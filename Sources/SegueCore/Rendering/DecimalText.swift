/// `value` rounded to at most `places` decimals, trailing zeros dropped: 0.4 → "0.4",
/// 2.0 → "2", 1/3 at 2 places → "0.33". For text a person reads (the REPL, the picture).
public func decimalText(_ value: Double, places: Int) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : value > 0 ? "inf" : "-inf" }
    var scale = 1.0
    for _ in 0..<max(places, 0) { scale *= 10 }
    // So large that its decimals do not exist (and scaling would overflow): as it is.
    guard (value * scale).isFinite else { return String(value) }
    let rounded = (value * scale).rounded() / scale
    if abs(rounded) < 1e15, let whole = Int(exactly: rounded) { return String(whole) }
    return String(rounded)
}
