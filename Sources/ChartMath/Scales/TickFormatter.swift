import Foundation

/// Tick labels for numeric and date axes.
///
/// Numbers (`label(_:step:)`):
/// - fixed-point with the fewest decimals that the axis step needs (step 0.25 → 2 decimals), then trailing zeros
///   dropped per label, so a 0.5 step reads "0", "0.5", "1", "1.5" (Swift Charts' default number format does the
///   same);
/// - scientific notation when the step is ≥ 10⁶ or < 10⁻⁴, written with a Unicode superscript exponent:
///   "2×10⁶", "1.5×10⁻⁵", with as many mantissa digits as the step resolves. The choice depends on the step
///   only, so every label of an axis uses the same notation. An exponent of 0 is left out ("1.00002");
/// - a true minus sign (U+2212), never "−0".
///
/// Log decades (`logLabel(_:)`): "0.01", "0.1", "1", "10", "100", "1000" from 10⁻² to 10³, "10⁴", "10⁻³" beyond,
/// and "2×10⁴" for other values outside that range.
///
/// Dates (`dateLabel(_:unit:)`): see there.
public enum TickFormatter {
    /// A label for the tick `value` on an axis whose ticks are `step` apart (both in data units).
    ///
    /// Non-finite values print as "NaN", "∞", "−∞"; a step that is zero or not finite is treated as 1.
    public static func label(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "\u{2212}∞") }
        let step = step.isFinite && step != 0 ? abs(step) : 1
        let resolution = resolutionExponent(of: step)
        if value != 0 && (step >= 1e6 || step < 1e-4) {
            return scientific(value, resolution: resolution)
        }
        return fixed(value, decimals: max(0, -resolution))
    }

    /// The step to label a list of given tick values with (`AxisMarks(values: [1.5, 2.5])`): the smallest gap
    /// between them, made finer where a value has a digit the gap does not resolve, so that every value reads as
    /// written ("1.5", "2.5", not "2", "3"). A value with up to 6 significant digits is resolved to its last one,
    /// a longer one (1/3) to three; zeros and
    /// non-finite values are ignored. 1 when no value sets a step.
    public static func step(forValues values: [Double]) -> Double {
        let numbers = values.filter(\.isFinite).sorted()
        let gaps = zip(numbers, numbers.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        var step = gaps.min() ?? max(abs(numbers.first ?? 1), 1)
        for v in numbers where v != 0 {
            let top = Int(floor(log10(abs(v))))
            var e = top - 2  // not a short decimal (1/3): three significant digits, as for steps
            for candidate in stride(from: top, through: top - 5, by: -1) {
                let scaled = abs(v) / pow(10, Double(candidate))
                if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, scaled) {
                    e = candidate
                    break
                }
            }
            step = min(step, pow(10, Double(e)))
        }
        return step
    }

    /// A label for a value on a log axis: decades as "1", "10", "100", "1000", "10⁴" and "0.1", "0.01", "10⁻³";
    /// other values in plain decimals between 0.01 and 9999 and as "2×10⁴" outside. Values ≤ 0 or not finite
    /// fall back to `label(_:step:)` with a unit step.
    public static func logLabel(_ value: Double) -> String {
        guard value.isFinite, value > 0 else { return label(value, step: 1) }
        let (mantissa, exponent) = decompose(value, digits: 6)
        if (-2...3).contains(exponent) {
            return fixed(value, decimals: max(0, mantissa.decimals - exponent))
        }
        if mantissa.text == "1" { return "10" + superscript(exponent) }
        return mantissa.text + "\u{00D7}10" + superscript(exponent)
    }

    /// A label for the date `seconds` (since 1970, UTC) on an axis whose ticks are `unit`s (or multiples) apart.
    ///
    /// A tick on the boundary of a larger unit shows that unit, as d3's multi-scale format does:
    /// - 1 January 00:00 → the year, "2015";
    /// - the first of a month at 00:00 → the month, "Mar" (for day, week or finer units);
    /// - 00:00 on another day → "Mar 5" (for hour, minute or second units);
    ///
    /// otherwise by unit: `.second` "14:30:15" (with a fraction such as "14:30:15.25" when the value has one,
    /// to the microsecond), `.minute`/`.hour` "14:30", `.day`/`.week` "Mar 5", `.month` "Mar", `.year` "2015".
    /// English month abbreviations, 24-hour clock, Gregorian calendar in UTC. Non-finite values print as
    /// `label(_:step:)` does.
    public static func dateLabel(_ seconds: Double, unit: CalendarUnit) -> String {
        guard seconds.isFinite else { return label(seconds, step: 1) }
        let whole = floor(seconds)
        let fraction = seconds - whole
        let c = DateTicks.calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
        let (year, month, day) = (c.year ?? 1970, c.month ?? 1, c.day ?? 1)
        let (hour, minute, second) = (c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
        let monthName = monthNames[max(0, min(11, month - 1))]
        let midnight = hour == 0 && minute == 0 && second == 0 && fraction == 0
        if unit == .year || (midnight && month == 1 && day == 1) { return String(year) }
        if unit == .month || (midnight && day == 1) { return monthName }
        if unit >= .day || midnight { return "\(monthName) \(day)" }
        let clock = twoDigits(hour) + ":" + twoDigits(minute)
        guard unit == .second else { return clock }
        var text = clock + ":" + twoDigits(second)
        if fraction > 0 {
            var digits = String(format: "%.6f", fraction)
            while digits.hasSuffix("0") { digits.removeLast() }
            // Round-up to a whole second cannot reach here with 6 digits unless fraction ≥ 0.9999995.
            if digits.hasPrefix("0.") { text += String(digits.dropFirst()) }
        }
        return text
    }

    // MARK: - Parts

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The power of ten of the step's last significant digit: 2.5 → −1, 0.1 → −1, 2.5×10⁶ → 5. Steps that are not
    /// short decimals (1/3) are resolved to three significant digits.
    static func resolutionExponent(of step: Double) -> Int {
        let top = Int(floor(log10(step)))
        for e in stride(from: top, through: top - 2, by: -1) {
            let scaled = step / pow(10, Double(e))
            if abs(scaled - scaled.rounded()) <= 1e-9 * max(1, scaled) { return e }
        }
        return top - 2
    }

    /// `value` with `decimals` decimals, trailing zeros dropped, a true minus and no "−0".
    static func fixed(_ value: Double, decimals: Int) -> String {
        var text = String(format: "%.\(min(decimals, 17))f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return signed(text)
    }

    /// `value` as mantissa×10^exponent, with the mantissa resolving the digit at 10^`resolution`.
    static func scientific(_ value: Double, resolution: Int) -> String {
        var exponent = Int(floor(log10(abs(value))))
        let digits = max(0, min(15, exponent - resolution))
        var mantissa = fixed(value / pow(10, Double(exponent)), decimals: digits)
        if mantissa == "10" || mantissa == "\u{2212}10" {  // 9.99… rounded up to the next decade
            exponent += 1
            mantissa = fixed(value / pow(10, Double(exponent)), decimals: digits)
        }
        return exponent == 0 ? mantissa : mantissa + "\u{00D7}10" + superscript(exponent)
    }

    /// A positive `value` as a mantissa in [1, 10) with at most `digits` decimals (trailing zeros dropped) and
    /// its decimal exponent.
    static func decompose(_ value: Double, digits: Int) -> (mantissa: (text: String, decimals: Int), exponent: Int) {
        var exponent = Int(floor(log10(value)))
        var m = value / pow(10, Double(exponent))
        if (m * pow(10, Double(digits))).rounded() >= 10 * pow(10, Double(digits)) {
            exponent += 1
            m = value / pow(10, Double(exponent))
        }
        let text = fixed(m, decimals: digits)
        let decimals = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        return ((text, decimals), exponent)
    }

    /// `n` in Unicode superscript digits, with a superscript minus.
    static func superscript(_ n: Int) -> String {
        let map: [Character: Character] = [
            "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
            "-": "⁻",
        ]
        return String(String(n).map { map[$0] ?? $0 })
    }

    private static func signed(_ text: String) -> String {
        if text == "-0" { return "0" }
        return text.hasPrefix("-") ? "\u{2212}" + text.dropFirst() : text
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
