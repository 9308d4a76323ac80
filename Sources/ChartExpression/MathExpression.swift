/// A real-valued expression in named variables, parsed once and compiled for fast evaluation, such
/// as the function of `opencharts function 'sin(x)*cos(z)'`.
///
/// ```swift
/// let f = try MathExpression(parsing: "sin(x)*cos(z)", variables: ["x", "z"])
/// f(0.5, 1)                      // positional, in the order of `variables`
/// f.evaluate(["x": 0.5, "z": 1]) // by name
/// SurfacePlot(x: "x", y: "y", z: "z") { x, z in f(x, z) }
/// ```
///
/// The value is `Sendable` and immutable, so a plot's `@Sendable` closure may capture it and call it
/// from any thread. Evaluation never throws or traps: outside a function's domain the result is the
/// IEEE value (`log(-1)` is NaN, `1/0` is +∞, `sqrt(-1)` is NaN), which the plots draw as gaps.
///
/// (The type is not called `Expression`: Foundation has a generic `Expression`, and a module that
/// imports both could not name the type without qualifying it.)
///
/// ## Grammar
///
/// ```
/// expression := term (("+" | "-") term)*
/// term       := unary (("*" | "/" | "%") unary)*
/// unary      := ("+" | "-") unary | power
/// power      := primary (("^" | "**") unary)?
/// primary    := number | name | name "(" expression ("," expression)* ")" | "(" expression ")"
/// number     := digits ["." digits] [("e" | "E") ["+" | "-"] digits]      (also ".5" and "2.")
/// ```
///
/// - Powers are right-associative and bind tighter than a sign on their left: `-x^2` is `-(x^2)`,
///   `2^3^2` is `2^9`, `2^-1` is `0.5`. `^` and `**` are the same operator.
/// - `%` is the remainder with the sign of the divisor (Python's `%`): `-1 % 3` is 2; it binds like `*`.
/// - There is no implicit multiplication: `2x`, `x(1)` and `(a)(b)` are errors that suggest `*`.
/// - Names are the given variables, the constants `pi` (or `π`), `e` and `tau`, and the functions
///   `sin cos tan asin acos atan atan2(y, x) sinh cosh tanh asinh acosh atanh exp expm1 log` (natural)
///   `ln log10 log2 log1p sqrt cbrt abs sign floor ceil round trunc min(a, b, …) max(a, b, …)
///   hypot(a, b) pow(a, b) mod(a, b)`. A variable with a constant's name hides the constant.
///   `round` rounds halves away from zero; `min` and `max` give NaN when any argument is NaN.
/// - Whitespace (spaces, tabs, line breaks) may appear between tokens.
public struct MathExpression: Sendable, CustomStringConvertible {
    /// The text as given.
    public let source: String
    /// The variables the expression may use, in the order the positional calls take them.
    public let variables: [String]
    let node: Node
    let program: Program

    /// Parses and compiles `source`, an expression in `variables` (e.g. `["x"]`, `["x", "z"]`, `["t"]`).
    ///
    /// - Throws: ``ExpressionError`` with the offset of the first bad character.
    public init(parsing source: String, variables: [String]) throws(ExpressionError) {
        self.source = source
        self.variables = variables
        node = try ExpressionParser.parse(source, variables: variables)
        program = Program(node)
    }

    /// The value with the variables bound by name; a variable missing from `values` reads as NaN, and
    /// names that are not variables of the expression are ignored.
    public func evaluate(_ values: [String: Double]) -> Double {
        let bound = variables.map { values[$0] ?? .nan }
        return bound.withUnsafeBufferPointer { program.run($0) }
    }

    /// The value with `x` as the first variable (any other variable reads as NaN). For `y = f(x)` and
    /// parametric `t`.
    public func callAsFunction(_ x: Double) -> Double {
        withUnsafePointer(to: x) { program.run(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// The value with `x` and `z` as the first and second variables (any other reads as NaN). For
    /// surfaces `y = f(x, z)`.
    public func callAsFunction(_ x: Double, _ z: Double) -> Double {
        withUnsafePointer(to: (x, z)) { pair in
            pair.withMemoryRebound(to: Double.self, capacity: 2) {
                program.run(UnsafeBufferPointer(start: $0, count: 2))
            }
        }
    }

    /// Whether the expression reads `variable` (after folding constants, so `0*x` still reads x, but a
    /// variable that only appears in the list does not count).
    public func uses(_ variable: String) -> Bool {
        guard let index = variables.firstIndex(of: variable) else { return false }
        return node.uses(index)
    }

    /// The source text.
    public var description: String { source }

    /// The function names the language knows, in alphabetical order (for help text).
    public static var functionNames: [String] { Builtin.allCases.map(\.rawValue).sorted() }

    /// The constant names the language knows.
    public static var constantNames: [String] { Builtin.constants.map(\.name) }
}
