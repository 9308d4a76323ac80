/// Why an expression or a domain could not be parsed, and where.
///
/// `offset` counts characters (Swift `Character`s) from the start of ``source``; ``caret`` shows the
/// source with a caret under that character:
///
/// ```
/// sin(x)*cos(y)
///            ^ unknown variable 'y': use x or z
/// ```
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// A character that cannot start a token here (`$`, `=`, a stray `,`, an operator where an
        /// operand belongs).
        case unexpectedCharacter(String)
        /// The text ends where an operand is needed (`2 +`).
        case unexpectedEnd
        /// A `(` that is never closed (the offset is the `(`), or a `)` with no `(` (the offset is the `)`).
        case unbalancedParenthesis
        /// A call of a function that does not exist, with the nearest known name if there is a close one.
        case unknownFunction(String, suggestion: String?)
        /// A function called with the wrong number of arguments (the offset is the function's name).
        case wrongArgumentCount(function: String, expected: String, got: Int)
        /// A function name used without arguments (`sin + 1`).
        case functionWithoutArguments(String)
        /// A name that is neither an allowed variable nor a constant.
        case unknownVariable(String, allowed: [String])
        /// A number that cannot be read (`1.2.3`, `1e+`); the offset is the first bad character.
        case malformedNumber(String)
        /// Nothing but whitespace.
        case emptyExpression
        /// Two operands side by side (`2x`, `x(1)`, `)(`): the language has no implicit multiplication.
        case implicitMultiplication(left: String, right: String)
        /// Parentheses or operators nested deeper than the parser allows.
        case nestingTooDeep
        /// A domain without the `:` between its bounds.
        case missingDomainSeparator
        /// A domain with nothing before the `:`.
        case missingLowerBound
        /// A domain with nothing after the `:`.
        case missingUpperBound
        /// A domain bound that evaluates to an infinity or NaN.
        case nonFiniteBound(Double)
        /// A domain whose lower bound is not below its upper bound.
        case emptyDomain(lower: Double, upper: Double)
    }

    /// What went wrong.
    public let kind: Kind
    /// The text that was parsed (the whole domain for a domain error).
    public let source: String
    /// The 0-based character offset of the bad character in ``source`` (its length at the end).
    public let offset: Int

    /// An error of `kind` at `offset` in `source`.
    public init(_ kind: Kind, source: String, offset: Int) {
        self.kind = kind
        self.source = source
        self.offset = offset
    }

    /// The 1-based column of the bad character, for display.
    public var column: Int { offset + 1 }

    /// The message, without position: "unknown variable 'y': use x or z".
    public var message: String {
        switch kind {
        case .unexpectedCharacter(let character):
            switch character {
            case ")": "unexpected ')': expected a number, a variable, a function or '(' before it"
            case ",": "unexpected ',': commas separate the arguments of a function only"
            case ":": "unexpected ':': only a domain has one, between its bounds"
            case "=", "<", ">", "!": "unexpected '\(character)': comparisons are not supported"
            default: "unexpected character '\(character)'"
            }
        case .unexpectedEnd:
            "unexpected end: expected a number, a variable, a function or '('"
        case .unbalancedParenthesis:
            offset < source.count && source[source.index(source.startIndex, offsetBy: offset)] == ")"
                ? "')' without a matching '('" : "'(' is never closed: add ')'"
        case .unknownFunction(let name, let suggestion):
            if let suggestion {
                "unknown function '\(name)': did you mean '\(suggestion)'?"
            } else {
                "unknown function '\(name)'"
            }
        case .wrongArgumentCount(let function, let expected, let got):
            "\(function)\(Builtin(rawValue: function)?.signature ?? "") takes \(expected), got \(got)"
        case .functionWithoutArguments(let name):
            "'\(name)' is a function: call it with parentheses, e.g. \(name)(x)"
        case .unknownVariable(let name, let allowed):
            Self.unknownVariableMessage(name, allowed: allowed)
        case .malformedNumber(let text):
            "malformed number '\(text)'"
        case .emptyExpression:
            "empty expression"
        case .implicitMultiplication(let left, let right):
            "implicit multiplication is not supported: write '\(left)*\(right)'"
        case .nestingTooDeep:
            "expression nested too deeply"
        case .missingDomainSeparator:
            "a domain is written lower:upper, e.g. -3:3"
        case .missingLowerBound:
            "missing lower bound before ':'"
        case .missingUpperBound:
            "missing upper bound after ':'"
        case .nonFiniteBound(let value):
            "a domain bound must be finite, this one is \(value)"
        case .emptyDomain(let lower, let upper):
            "the lower bound \(Self.format(lower)) must be below the upper bound \(Self.format(upper))"
        }
    }

    /// The source on one line and, below it, a caret under the bad character followed by the message.
    /// Tabs in the source are repeated in the caret line so that the caret lines up; line breaks in the
    /// source show as spaces.
    public var caret: String {
        let line = String(source.map { $0.isNewline ? " " : $0 })
        let padding = String(source.prefix(offset).map { $0 == "\t" ? "\t" : " " })
        return "\(line)\n\(padding)^ \(message)"
    }

    /// One line: "column 12: unknown variable 'y': use x or z".
    public var description: String { "column \(column): \(message)" }

    private static func unknownVariableMessage(_ name: String, allowed: [String]) -> String {
        guard !allowed.isEmpty else {
            return "unknown name '\(name)': only numbers and the constants pi, e and tau are allowed here"
        }
        let list =
            allowed.count == 1
            ? allowed[0] : allowed.dropLast().joined(separator: ", ") + " or " + allowed[allowed.count - 1]
        var message = "unknown variable '\(name)': use \(list)"
        // "sinx": a function name run into a variable.
        for function in Builtin.allCases where name.hasPrefix(function.rawValue) {
            let rest = String(name.dropFirst(function.rawValue.count))
            if allowed.contains(rest) {
                message += " (for the function, write \(function.rawValue)(\(rest)))"
                break
            }
        }
        return message
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
