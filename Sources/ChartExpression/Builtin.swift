import Foundation

/// A built-in function of the expression language: its name, how many arguments it takes and what it
/// computes. Domain errors are IEEE values (`log(-1)` is NaN, `log(0)` is −∞), never traps.
enum Builtin: String, CaseIterable, Sendable {
    case sin, cos, tan, asin, acos, atan, atan2
    case sinh, cosh, tanh, asinh, acosh, atanh
    case exp, expm1, log, ln, log10, log2, log1p
    case sqrt, cbrt, abs, sign, floor, ceil, round, trunc
    case min, max, hypot, pow, mod

    /// How many arguments a function takes.
    enum Arity: Equatable, Sendable {
        case exactly(Int)
        case atLeast(Int)

        func accepts(_ count: Int) -> Bool {
            switch self {
            case .exactly(let n): count == n
            case .atLeast(let n): count >= n
            }
        }

        /// "1 argument", "2 arguments", "at least 1 argument".
        var phrase: String {
            switch self {
            case .exactly(let n): n == 1 ? "1 argument" : "\(n) arguments"
            case .atLeast(let n): n == 1 ? "at least 1 argument" : "at least \(n) arguments"
            }
        }
    }

    var arity: Arity {
        switch self {
        case .atan2, .hypot, .pow, .mod: .exactly(2)
        case .min, .max: .atLeast(1)
        default: .exactly(1)
        }
    }

    /// The argument names shown in an argument-count error, e.g. "(y, x)".
    var signature: String {
        switch self {
        case .atan2: "(y, x)"
        case .hypot, .pow, .mod: "(a, b)"
        case .min, .max: "(a, b, …)"
        default: "(x)"
        }
    }

    /// A one-argument function applied to `a`.
    @inline(__always)
    func apply(_ a: Double) -> Double {
        switch self {
        case .sin: Foundation.sin(a)
        case .cos: Foundation.cos(a)
        case .tan: Foundation.tan(a)
        case .asin: Foundation.asin(a)
        case .acos: Foundation.acos(a)
        case .atan: Foundation.atan(a)
        case .sinh: Foundation.sinh(a)
        case .cosh: Foundation.cosh(a)
        case .tanh: Foundation.tanh(a)
        case .asinh: Foundation.asinh(a)
        case .acosh: Foundation.acosh(a)
        case .atanh: Foundation.atanh(a)
        case .exp: Foundation.exp(a)
        case .expm1: Foundation.expm1(a)
        case .log, .ln: Foundation.log(a)
        case .log10: Foundation.log10(a)
        case .log2: Foundation.log2(a)
        case .log1p: Foundation.log1p(a)
        case .sqrt: a.squareRoot()
        case .cbrt: Foundation.cbrt(a)
        case .abs: Swift.abs(a)
        case .sign: a > 0 ? 1 : a < 0 ? -1 : a  // keeps ±0 and NaN
        case .floor: a.rounded(.down)
        case .ceil: a.rounded(.up)
        case .round: a.rounded(.toNearestOrAwayFromZero)
        case .trunc: a.rounded(.towardZero)
        case .min, .max: a
        case .atan2, .hypot, .pow, .mod: .nan  // never compiled with one argument
        }
    }

    /// A two-argument function applied to `a` and `b`.
    @inline(__always)
    func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .atan2: Foundation.atan2(a, b)
        case .hypot: Foundation.hypot(a, b)
        case .pow: Foundation.pow(a, b)
        case .mod: Builtin.modulo(a, b)
        case .min: Builtin.minimum(a, b)
        case .max: Builtin.maximum(a, b)
        default: .nan  // never compiled with two arguments
        }
    }

    /// `a mod b` with the sign of the divisor, as Python's `%`: `mod(-1, 3)` is 2, `mod(1, -3)` is −2.
    /// A zero divisor gives NaN.
    @inline(__always)
    static func modulo(_ a: Double, _ b: Double) -> Double {
        let r = Foundation.fmod(a, b)
        return r != 0 && (r < 0) != (b < 0) ? r + b : r
    }

    /// The smaller of two values; NaN if either is NaN (so a gap stays a gap).
    @inline(__always)
    static func minimum(_ a: Double, _ b: Double) -> Double {
        a.isNaN || b.isNaN ? .nan : Swift.min(a, b)
    }

    /// The larger of two values; NaN if either is NaN.
    @inline(__always)
    static func maximum(_ a: Double, _ b: Double) -> Double {
        a.isNaN || b.isNaN ? .nan : Swift.max(a, b)
    }

    /// The named constants, in the order the error messages list them.
    static let constants: [(name: String, value: Double)] = [
        ("pi", Double.pi), ("π", Double.pi), ("e", M_E), ("tau", 2 * Double.pi),
    ]

    static func constant(named name: String) -> Double? {
        constants.first { $0.name == name }?.value
    }

    /// The function name meant by `name`: its ``aliases`` entry (`sine` → `sin`), else the name nearest
    /// by edit distance (ignoring case) if it is near enough to be a plausible typo: 1 edit for names of
    /// up to 4 characters, 2 for longer ones.
    static func suggestion(for name: String) -> String? {
        if let alias = aliases[name.lowercased()] { return alias }
        let lowered = Array(name.lowercased())
        var best: (name: String, rank: (Int, Int, Int))?
        for function in allCases {
            let candidate = Array(function.rawValue)
            let commonPrefix = zip(lowered, candidate).prefix { $0 == $1 }.count
            // Ties go to the longer common prefix ("cosin" → "cosh", not "asin"), then to the closer
            // length ("atan3" → "atan2", not "atan").
            let rank = (editDistance(lowered, candidate), -commonPrefix, Swift.abs(candidate.count - lowered.count))
            if let best, rank >= best.rank { continue }
            best = (function.rawValue, rank)
        }
        guard let best, best.rank.0 <= (lowered.count <= 4 ? 1 : 2) else { return nil }
        return best.name
    }

    /// Names from other languages and from words, mapped to ours.
    static let aliases: [String: String] = [
        "sine": "sin", "cosine": "cos", "tangent": "tan", "arcsin": "asin", "arccos": "acos", "arctan": "atan",
        "arctan2": "atan2", "arsinh": "asinh", "arcosh": "acosh", "artanh": "atanh", "arcsinh": "asinh",
        "arccosh": "acosh", "arctanh": "atanh", "sgn": "sign", "signum": "sign", "fabs": "abs", "fmod": "mod",
        "power": "pow", "ceiling": "ceil", "truncate": "trunc", "fmin": "min", "fmax": "max",
    ]

    /// Levenshtein distance between two strings of characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = Swift.min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
