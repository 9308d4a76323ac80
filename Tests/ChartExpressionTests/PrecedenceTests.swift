import Testing

@testable import ChartExpression

/// The parsed tree, fully parenthesized (`x0` is the first variable, `x1` the second).
@Suite struct PrecedenceTests {
    @Test(arguments: [
        ("1 + 2 * 3", "(1 + (2 * 3))"),
        ("1 * 2 + 3", "((1 * 2) + 3)"),
        ("1 - 2 - 3", "((1 - 2) - 3)"),
        ("1 / 2 / 3", "((1 / 2) / 3)"),
        ("1 / 2 * 3", "((1 / 2) * 3)"),
        ("1 % 2 * 3", "((1 % 2) * 3)"),
        ("1 + 2 % 3", "(1 + (2 % 3))"),
        ("2 ^ 3 ^ 2", "(2 ^ (3 ^ 2))"),
        ("2 ** 3 ** 2", "(2 ^ (3 ^ 2))"),
        ("2 ^ 3 ** 2", "(2 ^ (3 ^ 2))"),
        ("-x ^ 2", "(-(x0 ^ 2))"),
        ("-x ** 2", "(-(x0 ^ 2))"),
        ("2 ^ -x", "(2 ^ (-x0))"),
        ("2 ^ -x ^ 2", "(2 ^ (-(x0 ^ 2)))"),
        ("-x * z", "((-x0) * x1)"),
        ("-x + z", "((-x0) + x1)"),
        ("x - -z", "(x0 - (-x1))"),
        ("+x", "x0"),
        ("2 * x ^ 2", "(2 * (x0 ^ 2))"),
        ("x ^ 2 * 3", "((x0 ^ 2) * 3)"),
        ("(x + z) * 2", "((x0 + x1) * 2)"),
        ("(x ^ 2) ^ 3", "((x0 ^ 2) ^ 3)"),
        ("sin(x) ^ 2", "(sin(x0) ^ 2)"),
        ("-sin(x) ^ 2", "(-(sin(x0) ^ 2))"),
        ("sin(x + z) * cos(z)", "(sin((x0 + x1)) * cos(x1))"),
        ("atan2(z, x) - 1", "(atan2(x1, x0) - 1)"),
        ("min(x, z ^ 2, -1)", "min(x0, (x1 ^ 2), (-1))"),
        ("x % z ^ 2", "(x0 % (x1 ^ 2))"),
        ("-x % 3", "((-x0) % 3)"),
    ])
    func parsesAs(source: String, expected: String) throws {
        let node = try ExpressionParser.parse(source, variables: ["x", "z"])
        #expect(node.parenthesized == expected, "\(source)")
    }
}
