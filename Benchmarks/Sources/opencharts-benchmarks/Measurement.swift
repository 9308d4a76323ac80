import Foundation

/// Runs `body` once and returns its result with the wall-clock seconds it took (monotonic clock).
func timed<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    let elapsed = clock.now - start
    let parts = elapsed.components
    return (value, Double(parts.seconds) + Double(parts.attoseconds) * 1e-18)
}

/// The median of `values` (the mean of the two middle ones for an even count; 0 when empty).
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// `numpy.linspace(start, stop, count)`, computed the way numpy does: `i · step + start`, with the
/// last value set to `stop` exactly, so both sides evaluate the function at the same points.
func linspace(_ start: Double, _ stop: Double, _ count: Int) -> [Double] {
    guard count > 1 else { return count == 1 ? [start] : [] }
    let step = (stop - start) / Double(count - 1)
    var values = (0..<count).map { Double($0) * step + start }
    values[count - 1] = stop
    return values
}

/// Returns its argument through a call the optimizer may not look into, so a closure passed on from
/// here is called as an opaque function value (as a chart calls the user's closure), not inlined
/// into the benchmark loop where its loop-invariant half could be hoisted out.
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// One value of a JSON line.
enum JSONValue {
    case string(String)
    case number(Double)
    case integer(Int)

    /// The value as JSON text (a non-finite number becomes `null`).
    var text: String {
        switch self {
        case .string(let s):
            var escaped = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": escaped += "\\\""
                case "\\": escaped += "\\\\"
                case "\n": escaped += "\\n"
                default:
                    if scalar.value < 0x20 {
                        escaped += String(format: "\\u%04x", scalar.value)
                    } else {
                        escaped.unicodeScalars.append(scalar)
                    }
                }
            }
            return escaped + "\""
        case .number(let d):
            return d.isFinite ? "\(d)" : "null"
        case .integer(let i):
            return "\(i)"
        }
    }
}

/// A JSON object whose keys keep the order they were added in, printed on one line.
struct JSONLine {
    private var fields: [(key: String, value: JSONValue)] = []

    /// Appends a string field.
    mutating func add(_ key: String, _ value: String) { fields.append((key, .string(value))) }

    /// Appends a number field, rounded to `digits` significant digits (timings need no more).
    mutating func add(_ key: String, _ value: Double, digits: Int = 6) {
        guard value.isFinite, value != 0 else {
            fields.append((key, .number(value)))
            return
        }
        let rounded = Double(String(format: "%.\(digits)g", value)) ?? value
        fields.append((key, .number(rounded)))
    }

    /// Appends a number field at full precision (checksums).
    mutating func addExact(_ key: String, _ value: Double) { fields.append((key, .number(value))) }

    /// Appends an integer field.
    mutating func add(_ key: String, _ value: Int) { fields.append((key, .integer(value))) }

    /// Appends every field of `other`.
    mutating func append(_ other: JSONLine) { fields += other.fields }

    /// The object as one line of JSON.
    var text: String {
        "{" + fields.map { "\(JSONValue.string($0.key).text): \($0.value.text)" }.joined(separator: ", ") + "}"
    }
}
