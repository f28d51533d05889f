import ArgumentParser
import SegueCore

/// Checks a number given on the command line through ``CheckedNumber``: finite and in
/// `range`, or a usage error naming the option.
public func checkOption(_ value: Double, _ option: String,
                 in range: ClosedRange<Double> = -CheckedNumber.maximumMagnitude...CheckedNumber.maximumMagnitude) throws {
    do {
        _ = try CheckedNumber.finite(value, option, in: range)
    } catch {
        throw ValidationError(error.message)
    }
}
