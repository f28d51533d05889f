extension ByteSink {
    /// Appends `value` with `digits` decimals as ``FixedDecimal`` writes it: in place while
    /// the scaled value fits its integers, else through ``FixedDecimal/text(_:digits:)``.
    public mutating func append(_ value: Double, digits: Int) {
        if let scaled = FixedDecimal.scaled(value, digits: digits) {
            append(scaled: scaled, digits: digits)
        } else {
            append(FixedDecimal.text(value, digits: digits))
        }
    }

    /// Appends `scaled` / 10^digits with `digits` decimals (``FixedDecimal``).
    @inlinable
    public mutating func append(scaled: Int64, digits: Int) {
        appendWritten(upTo: FixedDecimal.maximumScaledBytes) { FixedDecimal.write(scaled: scaled, digits: digits, to: $0) }
    }
}
