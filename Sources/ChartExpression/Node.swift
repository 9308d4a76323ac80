/// The parsed form of an expression: a tree of operations on numbers and variables (by index into the
/// expression's variable list).
indirect enum Node: Equatable, Sendable {
    enum Operator: String, Sendable {
        case add = "+"
        case subtract = "-"
        case multiply = "*"
        case divide = "/"
        case modulo = "%"
        case power = "^"
    }

    case number(Double)
    case variable(Int)
    case negate(Node)
    case binary(Operator, Node, Node)
    case call(Builtin, [Node])

    /// The value for the given variable values (NaN for a variable with no value): the reference
    /// semantics that the compiled ``Program`` reproduces, and the constant folder.
    func value(_ variables: [Double]) -> Double {
        switch self {
        case .number(let value): return value
        case .variable(let index): return index < variables.count ? variables[index] : .nan
        case .negate(let operand): return -operand.value(variables)
        case .binary(let op, let left, let right):
            return Self.apply(op, left.value(variables), right.value(variables))
        case .call(let function, let arguments):
            let values = arguments.map { $0.value(variables) }
            switch function {
            case .min: return values.dropFirst().reduce(values[0], Builtin.minimum)
            case .max: return values.dropFirst().reduce(values[0], Builtin.maximum)
            default: return values.count == 1 ? function.apply(values[0]) : function.apply(values[0], values[1])
            }
        }
    }

    @inline(__always)
    static func apply(_ op: Operator, _ a: Double, _ b: Double) -> Double {
        switch op {
        case .add: a + b
        case .subtract: a - b
        case .multiply: a * b
        case .divide: a / b
        case .modulo: Builtin.modulo(a, b)
        case .power: Builtin.pow.apply(a, b)
        }
    }

    /// The tree with every variable-free subtree replaced by its value.
    var folded: Node {
        switch self {
        case .number, .variable: return self
        case .negate(let operand):
            let operand = operand.folded
            if case .number(let value) = operand { return .number(-value) }
            return .negate(operand)
        case .binary(let op, let left, let right):
            let node = Node.binary(op, left.folded, right.folded)
            if case .binary(_, .number, .number) = node { return .number(node.value([])) }
            return node
        case .call(let function, let arguments):
            let node = Node.call(function, arguments.map(\.folded))
            if case .call(_, let folded) = node, folded.allSatisfy(\.isNumber) { return .number(node.value([])) }
            return node
        }
    }

    /// Whether the tree reads the variable at `index`.
    func uses(_ index: Int) -> Bool {
        switch self {
        case .number: false
        case .variable(let i): i == index
        case .negate(let operand): operand.uses(index)
        case .binary(_, let left, let right): left.uses(index) || right.uses(index)
        case .call(_, let arguments): arguments.contains { $0.uses(index) }
        }
    }

    /// Fully parenthesized, for tests of precedence: `-x^2` is `(-(x0 ^ 2))`.
    var parenthesized: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        case .variable(let index): "x\(index)"
        case .negate(let operand): "(-\(operand.parenthesized))"
        case .binary(let op, let left, let right): "(\(left.parenthesized) \(op.rawValue) \(right.parenthesized))"
        case .call(let function, let arguments):
            "\(function.rawValue)(\(arguments.map(\.parenthesized).joined(separator: ", ")))"
        }
    }

    private var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
