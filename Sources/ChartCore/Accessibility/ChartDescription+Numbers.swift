import Foundation

/// How descriptions write numbers, dates and calendar bins.
extension DescriptionWriter {
    /// A value with about three significant digits of the span it lies in, trailing zeros dropped,
    /// with a true minus sign.
    static func number(_ v: Double, span: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "missing" : (v > 0 ? "infinity" : "minus infinity") }
        // Three significant digits of the span, at most four of the value.
        let reference = Swift.max(abs(span), abs(v) * 1e-3, 1e-12)
        var decimals = Swift.max(0, Swift.min(10, 3 - Int(floor(log10(reference)))))
        if abs(v) > 0 { decimals = Swift.min(decimals, Swift.max(0, 3 - Int(floor(log10(abs(v)))))) }
        var text = String(format: "%.\(decimals)f", v)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        if text == "-0" { text = "0" }
        return text.replacingOccurrences(of: "-", with: "\u{2212}")
    }

    /// A calendar unit as words: "December 2023", "2024", "the week of 3 June 2024", a day, else
    /// "from … to …" (UTC).
    static func bin(_ start: Double, _ end: Double) -> String {
        let days = (end - start) / 86400
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let first = Date(timeIntervalSince1970: start)
        switch days {
        case 0.9...1.1: return date(start)
        case 6.9...7.1: return "the week of " + date(start)
        case 27.9...31.1: formatter.dateFormat = "MMMM yyyy"
        case 364.9...366.1: formatter.dateFormat = "yyyy"
        default: return "from \(date(start)) to \(date(end))"
        }
        return formatter.string(from: first)
    }

    /// "3 March 2014" (UTC); with the time when it is not midnight.
    static func date(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "missing" }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.timeZone = TimeZone(identifier: "UTC")
        let whole = seconds.truncatingRemainder(dividingBy: 86400) == 0
        formatter.dateFormat = whole ? "d MMMM yyyy" : "d MMMM yyyy, HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }
}
