/// A recursive-descent parser from source text to a ``Node`` tree (grammar in ``MathExpression``).
struct ExpressionParser {
    /// The deepest nesting of parentheses, unary signs and powers the parser follows (well beyond any
    /// expression typed by hand; it keeps a pathological input from exhausting the stack).
    static let maximumDepth = 200

    private let source: String
    private let variables: [String]
    private var lexer: Lexer
    private var token: Token
    private var previous: Token
    private var depth = 0

    /// Parses the characters `range` of `source` (all of it by default); error offsets count from the
    /// start of `source`.
    static func parse(
        _ source: String, characters: [Character]? = nil, range: Range<Int>? = nil, variables: [String]
    ) throws(ExpressionError) -> Node {
        let characters = characters ?? Array(source)
        let range = range ?? 0..<characters.count
        var parser = try ExpressionParser(source: source, characters: characters, range: range, variables: variables)
        if parser.token.kind == .end {
            throw ExpressionError(.emptyExpression, source: source, offset: range.lowerBound)
        }
        let node = try parser.expression()
        switch parser.token.kind {
        case .end: return node
        case .rightParenthesis: throw parser.error(.unbalancedParenthesis)
        default: throw parser.error(.unexpectedCharacter(parser.token.text))
        }
    }

    private init(
        source: String, characters: [Character], range: Range<Int>, variables: [String]
    ) throws(ExpressionError) {
        self.source = source
        self.variables = variables
        lexer = Lexer(source: source, characters: characters, range: range)
        token = try lexer.next()
        previous = token
    }

    // MARK: - Grammar

    /// expression := term (("+" | "-") term)*
    private mutating func expression() throws(ExpressionError) -> Node {
        var node = try term()
        while true {
            switch token.kind {
            case .plus:
                try advance()
                node = .binary(.add, node, try term())
            case .minus:
                try advance()
                node = .binary(.subtract, node, try term())
            default:
                return node
            }
        }
    }

    /// term := unary (("*" | "/" | "%") unary)*
    private mutating func term() throws(ExpressionError) -> Node {
        var node = try unary()
        while true {
            let op: Node.Operator
            switch token.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            case .percent: op = .modulo
            default: return node
            }
            try advance()
            node = .binary(op, node, try unary())
        }
    }

    /// unary := ("+" | "-") unary | power
    private mutating func unary() throws(ExpressionError) -> Node {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error(.nestingTooDeep) }
        switch token.kind {
        case .plus:
            try advance()
            return try unary()
        case .minus:
            try advance()
            return .negate(try unary())
        default:
            return try power()
        }
    }

    /// power := primary (("^" | "**") unary)?   — right-associative, and tighter than a unary sign on
    /// its left: `-x^2` is `-(x^2)`, `2^-1` is `2^(-1)`, `2^3^2` is `2^9`.
    private mutating func power() throws(ExpressionError) -> Node {
        let base = try primary()
        guard token.kind == .power else { return base }
        try advance()
        return .binary(.power, base, try unary())
    }

    /// primary := number | constant | variable | function "(" expression ("," expression)* ")"
    ///          | "(" expression ")"
    private mutating func primary() throws(ExpressionError) -> Node {
        let node: Node
        switch token.kind {
        case .number(let value):
            try advance()
            node = .number(value)
        case .identifier(let name):
            let nameToken = token
            try advance()
            node = try named(name, at: nameToken)
        case .leftParenthesis:
            let open = token
            try advance()
            if token.kind == .rightParenthesis { throw error(.unexpectedCharacter(")")) }
            node = try expression()
            try close(open)
        case .end:
            throw error(.unexpectedEnd)
        default:
            throw error(.unexpectedCharacter(token.text))
        }
        // An operand right after an operand: "2x", "x(1)", ")(", "2 3".
        if token.startsOperand {
            throw error(.implicitMultiplication(left: previous.text, right: token.text))
        }
        return node
    }

    /// A name just consumed (`nameToken`): a function call when `(` follows, else a variable or a constant.
    private mutating func named(_ name: String, at nameToken: Token) throws(ExpressionError) -> Node {
        let isValue = variables.contains(name) || Builtin.constant(named: name) != nil
        if token.kind == .leftParenthesis {
            guard let function = Builtin(rawValue: name) else {
                if isValue {
                    throw error(.implicitMultiplication(left: name, right: "("))
                }
                throw ExpressionError(
                    .unknownFunction(name, suggestion: Builtin.suggestion(for: name)), source: source,
                    offset: nameToken.offset)
            }
            return try call(function, at: nameToken)
        }
        if let index = variables.firstIndex(of: name) { return .variable(index) }
        if let value = Builtin.constant(named: name) { return .number(value) }
        if Builtin(rawValue: name) != nil {
            throw ExpressionError(.functionWithoutArguments(name), source: source, offset: nameToken.offset)
        }
        throw ExpressionError(.unknownVariable(name, allowed: variables), source: source, offset: nameToken.offset)
    }

    /// The arguments of a call, from its `(`.
    private mutating func call(_ function: Builtin, at nameToken: Token) throws(ExpressionError) -> Node {
        let open = token
        try advance()
        var arguments: [Node] = []
        if token.kind != .rightParenthesis {
            arguments.append(try expression())
            while token.kind == .comma {
                try advance()
                arguments.append(try expression())
            }
        }
        try close(open)
        guard function.arity.accepts(arguments.count) else {
            throw ExpressionError(
                .wrongArgumentCount(
                    function: function.rawValue, expected: function.arity.phrase,
                    got: arguments.count),
                source: source, offset: nameToken.offset)
        }
        return .call(function, arguments)
    }

    /// Consumes the `)` that closes `open`.
    private mutating func close(_ open: Token) throws(ExpressionError) {
        switch token.kind {
        case .rightParenthesis: try advance()
        case .end: throw ExpressionError(.unbalancedParenthesis, source: source, offset: open.offset)
        default: throw error(.unexpectedCharacter(token.text))
        }
    }

    // MARK: - Helpers

    private mutating func advance() throws(ExpressionError) {
        previous = token
        token = try lexer.next()
    }

    /// An error at the current token.
    private func error(_ kind: ExpressionError.Kind) -> ExpressionError {
        ExpressionError(kind, source: source, offset: token.offset)
    }
}
