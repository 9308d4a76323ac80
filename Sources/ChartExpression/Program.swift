/// The compiled form of an expression: postfix code for a small stack machine, run without allocating
/// (the stack lives in a temporary allocation of ``stackSize`` values).
struct Program: Equatable, Sendable {
    enum Instruction: Equatable, Sendable {
        case constant(Double)
        case variable(Int)
        case negate
        case add
        case subtract
        case multiply
        case divide
        case modulo
        case power
        /// `top = top * top` (`x^2`, the most common power).
        case square
        /// A one-argument function of the top value.
        case call1(Builtin)
        /// A two-argument function of the two top values.
        case call2(Builtin)
        /// The minimum of the n top values.
        case minimum(Int)
        /// The maximum of the n top values.
        case maximum(Int)
    }

    let code: [Instruction]
    let stackSize: Int
    /// The value when the expression has no variables left after folding.
    let constant: Double?

    init(_ node: Node) {
        var code: [Instruction] = []
        var depth = 0
        var stackSize = 0
        func emit(_ instruction: Instruction, pops: Int, pushes: Int) {
            code.append(instruction)
            depth += pushes - pops
            stackSize = max(stackSize, depth)
        }
        func compile(_ node: Node) {
            switch node {
            case .number(let value): emit(.constant(value), pops: 0, pushes: 1)
            case .variable(let index): emit(.variable(index), pops: 0, pushes: 1)
            case .negate(let operand):
                compile(operand)
                emit(.negate, pops: 1, pushes: 1)
            case .binary(.power, let base, .number(2)):
                compile(base)
                emit(.square, pops: 1, pushes: 1)
            case .binary(let op, let left, let right):
                compile(left)
                compile(right)
                let instruction: Instruction =
                    switch op {
                    case .add: .add
                    case .subtract: .subtract
                    case .multiply: .multiply
                    case .divide: .divide
                    case .modulo: .modulo
                    case .power: .power
                    }
                emit(instruction, pops: 2, pushes: 1)
            case .call(let function, let arguments):
                for argument in arguments { compile(argument) }
                switch (function, arguments.count) {
                case (_, 1): emit(.call1(function), pops: 1, pushes: 1)  // min(a), max(a) included
                case (.min, let n): emit(.minimum(n), pops: n, pushes: 1)
                case (.max, let n): emit(.maximum(n), pops: n, pushes: 1)
                default: emit(.call2(function), pops: 2, pushes: 1)
                }
            }
        }
        let folded = node.folded
        compile(folded)
        self.code = code
        self.stackSize = max(stackSize, 1)
        if case .number(let value) = folded { constant = value } else { constant = nil }
    }

    /// The value for `variables` (a variable beyond their count reads as NaN).
    @inline(__always)
    func run(_ variables: UnsafeBufferPointer<Double>) -> Double {
        if let constant { return constant }
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: stackSize) { stack in
            var top = -1
            for instruction in code {
                switch instruction {
                case .constant(let value):
                    top += 1
                    stack[top] = value
                case .variable(let index):
                    top += 1
                    stack[top] = index < variables.count ? variables[index] : .nan
                case .negate: stack[top] = -stack[top]
                case .add:
                    top -= 1
                    stack[top] += stack[top + 1]
                case .subtract:
                    top -= 1
                    stack[top] -= stack[top + 1]
                case .multiply:
                    top -= 1
                    stack[top] *= stack[top + 1]
                case .divide:
                    top -= 1
                    stack[top] /= stack[top + 1]
                case .modulo:
                    top -= 1
                    stack[top] = Builtin.modulo(stack[top], stack[top + 1])
                case .power:
                    top -= 1
                    stack[top] = Builtin.pow.apply(stack[top], stack[top + 1])
                case .square: stack[top] *= stack[top]
                case .call1(let function): stack[top] = function.apply(stack[top])
                case .call2(let function):
                    top -= 1
                    stack[top] = function.apply(stack[top], stack[top + 1])
                case .minimum(let count):
                    top -= count - 1
                    for k in 1..<count { stack[top] = Builtin.minimum(stack[top], stack[top + k]) }
                case .maximum(let count):
                    top -= count - 1
                    for k in 1..<count { stack[top] = Builtin.maximum(stack[top], stack[top + k]) }
                }
            }
            return stack[0]
        }
    }
}
