/// Reads a decimal number from UTF-8 bytes without building a `String` (the common case in CSV files).
///
/// Grammar: optional spaces or tabs, an optional `+` or `-`, digits with an optional `.` and fraction
/// (at least one digit in all), an optional exponent `e`/`E` with an optional sign and digits, optional
/// spaces or tabs. Results are correctly rounded: up to 19 significant digits with a decimal exponent
/// within ±22 take the exact fast path (one multiplication or division of exactly representable values);
/// anything longer goes through the standard library's parser.
enum DecimalParser {
    /// The number in `bytes`, or `nil` when the bytes are not a decimal number (or are empty).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var start = 0
        var end = bytes.count
        while start < end && isBlank(bytes[start]) { start += 1 }
        while end > start && isBlank(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }

        var index = start
        var isNegative = false
        if bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            isNegative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedNonZero = false
        var exponent = 0
        var digitCount = 0
        // Integer part.
        while index < end, let digit = digitValue(bytes[index]) {
            digitCount += 1
            accumulate(digit, into: &mantissa, &significantDigits, &droppedNonZero, dropShifts: &exponent)
            index += 1
        }
        // Fraction.
        if index < end && bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, let digit = digitValue(bytes[index]) {
                digitCount += 1
                var unusedShift = 0
                if significantDigits < 19 {
                    if mantissa != 0 || digit != 0 {
                        mantissa = mantissa * 10 + UInt64(digit)
                        significantDigits += 1
                    }
                    exponent -= 1
                } else {
                    accumulate(digit, into: &mantissa, &significantDigits, &droppedNonZero, dropShifts: &unusedShift)
                }
                index += 1
            }
        }
        guard digitCount > 0 else { return nil }
        // Exponent.
        if index < end && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            var exponentIsNegative = false
            if index < end && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                exponentIsNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            var exponentDigits = 0
            while index < end, let digit = digitValue(bytes[index]) {
                // Saturate: beyond ±100000 every result is 0 or infinity anyway.
                written = min(written * 10 + digit, 100_000)
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent += exponentIsNegative ? -written : written
        }
        guard index == end else { return nil }

        if !droppedNonZero && mantissa <= 1 << 53 && (-22...22).contains(exponent) {
            var value = Double(mantissa)
            if exponent > 0 {
                value *= powersOfTen[exponent]
            } else if exponent < 0 {
                value /= powersOfTen[-exponent]
            }
            return isNegative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        return Double(text)
    }

    /// Adds an integer-part digit to the mantissa, or counts it as dropped once 19 digits are held.
    private static func accumulate(
        _ digit: Int, into mantissa: inout UInt64, _ significantDigits: inout Int, _ droppedNonZero: inout Bool,
        dropShifts shift: inout Int
    ) {
        if significantDigits < 19 {
            if mantissa != 0 || digit != 0 {
                mantissa = mantissa * 10 + UInt64(digit)
                significantDigits += 1
            }
        } else {
            shift += 1
            if digit != 0 { droppedNonZero = true }
        }
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte &- UInt8(ascii: "0")) : nil
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// 10⁰ … 10²², each exactly representable in a `Double`.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }
}
