/// A number carried as the unevaluated sum of two doubles, `high + low` with |low| at most
/// half an ulp of `high`: about 106 bits of significand, enough to evaluate a polynomial at
/// a double without the cancellation plain doubles suffer near a stationary point.
///
/// Built on the error-free transformations (Knuth's TwoSum, and TwoProduct through a fused
/// multiply-add), so each operation is accurate to a few units of 2⁻¹⁰⁶; no allocation.
struct DoubleDouble {
    var high: Double
    var low: Double

    init(_ value: Double) {
        high = value
        low = 0
    }

    init(high: Double, low: Double) {
        self.high = high
        self.low = low
    }

    /// The nearest double.
    var value: Double { high + low }

    /// `a + b` exactly, as a rounded sum and its error.
    @inline(__always) static func twoSum(_ a: Double, _ b: Double) -> DoubleDouble {
        let sum = a + b
        let bVirtual = sum - a
        let error = (a - (sum - bVirtual)) + (b - bVirtual)
        return DoubleDouble(high: sum, low: error)
    }

    /// `a × b` exactly, as a rounded product and its error.
    @inline(__always) static func twoProduct(_ a: Double, _ b: Double) -> DoubleDouble {
        let product = a * b
        return DoubleDouble(high: product, low: (-product).addingProduct(a, b))
    }

    static func + (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let sum = twoSum(a.high, b.high)
        let low = sum.low + a.low + b.low
        let high = sum.high + low
        return DoubleDouble(high: high, low: low - (high - sum.high))
    }

    static func * (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble {
        let product = twoProduct(a.high, b.high)
        let low = product.low + (a.high * b.low + a.low * b.high)
        let high = product.high + low
        return DoubleDouble(high: high, low: low - (high - product.high))
    }

    static prefix func - (a: DoubleDouble) -> DoubleDouble {
        DoubleDouble(high: -a.high, low: -a.low)
    }

    static func - (a: DoubleDouble, b: DoubleDouble) -> DoubleDouble { a + -b }
}
