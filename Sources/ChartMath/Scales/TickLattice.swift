import Foundation

/// Evenly spaced tick values held as exact decimals: value `i` is `(first + i·stride) × 10^exponent`.
///
/// Building each value from its integer mantissa (rather than accumulating a floating-point step) makes 0.1 × 3
/// come out as 0.3, the double nearest to the decimal, never 0.30000000000000004.
struct TickLattice: Equatable {
    /// The mantissa of the first value.
    var first: Int64
    /// The mantissa of the step (> 0).
    var stride: Int64
    /// How many values.
    var count: Int
    /// The power of ten that the mantissas are counted in.
    var exponent: Int

    /// The distance between neighbouring values.
    var step: Double { Self.decimal(stride, exponent) }

    /// The values, increasing.
    var values: [Double] {
        (0..<max(0, count)).map { Self.decimal(first + Int64($0) * stride, exponent) }
    }

    /// The lattice (same step and phase) holding every point within `lo…hi`, with a tolerance of a billionth of
    /// the step at each end; nil when the mantissas would not fit comfortably in 64 bits.
    func filling(_ lo: Double, _ hi: Double) -> TickLattice? {
        let unit = pow(10, Double(exponent))
        let s = Double(stride)
        let lowIndex = ((lo / unit - Double(first)) / s - 1e-9).rounded(.up)
        let highIndex = ((hi / unit - Double(first)) / s + 1e-9).rounded(.down)
        guard lowIndex.isFinite, highIndex.isFinite, highIndex - lowIndex < 100_000 else { return nil }
        let firstMantissa = Double(first) + lowIndex * s
        guard abs(firstMantissa) < 1e15, abs(Double(first) + highIndex * s) < 1e15 else { return nil }
        let n = Int(highIndex - lowIndex) + 1
        return TickLattice(first: Int64(firstMantissa), stride: stride, count: max(0, n), exponent: exponent)
    }

    /// The lattice (same step and phase) from the last point at or below `lo` to the first at or above `hi`, with
    /// the same tolerance as `filling`; nil when the mantissas would not fit comfortably in 64 bits.
    func covering(_ lo: Double, _ hi: Double) -> TickLattice? {
        let unit = pow(10, Double(exponent))
        let s = Double(stride)
        let lowIndex = ((lo / unit - Double(first)) / s + 1e-9).rounded(.down)
        let highIndex = ((hi / unit - Double(first)) / s - 1e-9).rounded(.up)
        guard lowIndex.isFinite, highIndex.isFinite, highIndex - lowIndex < 100_000 else { return nil }
        let firstMantissa = Double(first) + lowIndex * s
        guard abs(firstMantissa) < 1e15, abs(Double(first) + highIndex * s) < 1e15 else { return nil }
        let n = Int(highIndex - lowIndex) + 1
        return TickLattice(first: Int64(firstMantissa), stride: stride, count: max(0, n), exponent: exponent)
    }

    /// `n × 10^e` as the double nearest to that decimal (Swift's parser rounds correctly).
    static func decimal(_ n: Int64, _ e: Int) -> Double {
        n == 0 ? 0 : Double("\(n)e\(e)") ?? Double(n) * pow(10, Double(e))
    }
}
