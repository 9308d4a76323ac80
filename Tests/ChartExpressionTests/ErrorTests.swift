import Testing

@testable import ChartExpression

@Suite struct ErrorTests {
    /// The error of parsing `source` in `variables`, which must fail.
    func error(_ source: String, _ variables: [String] = ["x", "z"]) -> ExpressionError? {
        do {
            _ = try MathExpression(parsing: source, variables: variables)
            Issue.record("'\(source)' parsed")
            return nil
        } catch {
            return error
        }
    }

    func check(
        _ source: String, _ kind: ExpressionError.Kind, at offset: Int, in variables: [String] = ["x", "z"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = error(source, variables) else { return }
        #expect(error.kind == kind, "\(source)", sourceLocation: sourceLocation)
        #expect(error.offset == offset, "\(source): \(error.caret)", sourceLocation: sourceLocation)
        #expect(error.column == offset + 1, sourceLocation: sourceLocation)
        #expect(error.source == source, sourceLocation: sourceLocation)
    }

    @Test func caretPointsAtTheBadCharacter() {
        let error = error("sin(x)*cos(y)")
        #expect(
            error?.caret == """
                sin(x)*cos(y)
                           ^ unknown variable 'y': use x or z
                """)
        #expect(error?.description == "column 12: unknown variable 'y': use x or z")
        #expect(error?.message == "unknown variable 'y': use x or z")
    }

    @Test func caretKeepsTabsAndFlattensLineBreaks() {
        let error = error("\tx +\n$")
        #expect(error?.offset == 5)
        #expect(error?.caret == "\tx + $\n\t    ^ unexpected character '$'")
    }

    @Test func caretAtTheEnd() {
        #expect(
            error("2 +")?.caret == """
                2 +
                   ^ unexpected end: expected a number, a variable, a function or '('
                """)
    }

    @Test func unexpectedCharacter() {
        check("x $ 2", .unexpectedCharacter("$"), at: 2)
        check("2 + * 3", .unexpectedCharacter("*"), at: 4)
        check("2 *** 3", .unexpectedCharacter("*"), at: 4)
        check("x = 2", .unexpectedCharacter("="), at: 2)
        check("(1, 2)", .unexpectedCharacter(","), at: 2)
        check("x, z", .unexpectedCharacter(","), at: 1)
        check("sin(x) : 2", .unexpectedCharacter(":"), at: 7)
        check("()", .unexpectedCharacter(")"), at: 1)
        check("2 + )", .unexpectedCharacter(")"), at: 4)
        check("sin(x,)", .unexpectedCharacter(")"), at: 6)
        check("x + 1;", .unexpectedCharacter(";"), at: 5)
        #expect(error("x = 2")?.message == "unexpected '=': comparisons are not supported")
        #expect(error("(1, 2)")?.message == "unexpected ',': commas separate the arguments of a function only")
    }

    @Test func unexpectedEnd() {
        check("2 +", .unexpectedEnd, at: 3)
        check("sin(x) *", .unexpectedEnd, at: 8)
        check("-", .unexpectedEnd, at: 1)
        check("(2 + ", .unexpectedEnd, at: 5)
        check("x ^", .unexpectedEnd, at: 3)
        check("max(1,", .unexpectedEnd, at: 6)
    }

    @Test func unbalancedParenthesisPointsAtTheOpeningOne() {
        check("(x + 1", .unbalancedParenthesis, at: 0)
        check("sin(x", .unbalancedParenthesis, at: 3)
        check("((x)", .unbalancedParenthesis, at: 0)
        check("2*(x+(1)", .unbalancedParenthesis, at: 2)
        check("atan2(x, z", .unbalancedParenthesis, at: 5)
        #expect(
            error("2*(x+(1)")?.caret == """
                2*(x+(1)
                  ^ '(' is never closed: add ')'
                """)
    }

    @Test func unbalancedClosingParenthesisPointsAtItself() {
        check("x + 1)", .unbalancedParenthesis, at: 5)
        check("(x))", .unbalancedParenthesis, at: 3)
        #expect(error("x + 1)")?.message == "')' without a matching '('")
    }

    @Test func unknownFunctionSuggestsTheNearestName() {
        check("sine(x)", .unknownFunction("sine", suggestion: "sin"), at: 0)
        check("SIN(x)", .unknownFunction("SIN", suggestion: "sin"), at: 0)
        check("2 * sqr(x)", .unknownFunction("sqr", suggestion: "sqrt"), at: 4)
        check("arctan(x)", .unknownFunction("arctan", suggestion: "atan"), at: 0)
        check("atan3(x, z)", .unknownFunction("atan3", suggestion: "atan2"), at: 0)
        check("foo(x)", .unknownFunction("foo", suggestion: nil), at: 0)
        check("sgn(x)", .unknownFunction("sgn", suggestion: "sign"), at: 0)
        check("cosin(x)", .unknownFunction("cosin", suggestion: "cosh"), at: 0)
        #expect(error("sine(x)")?.message == "unknown function 'sine': did you mean 'sin'?")
        #expect(error("foo(x)")?.message == "unknown function 'foo'")
    }

    @Test func wrongArgumentCount() {
        check("atan2(1)", .wrongArgumentCount(function: "atan2", expected: "2 arguments", got: 1), at: 0)
        check("sin()", .wrongArgumentCount(function: "sin", expected: "1 argument", got: 0), at: 0)
        check("x + sin(1, 2)", .wrongArgumentCount(function: "sin", expected: "1 argument", got: 2), at: 4)
        check("min()", .wrongArgumentCount(function: "min", expected: "at least 1 argument", got: 0), at: 0)
        check("mod(1, 2, 3)", .wrongArgumentCount(function: "mod", expected: "2 arguments", got: 3), at: 0)
        #expect(error("atan2(1)")?.message == "atan2(y, x) takes 2 arguments, got 1")
        #expect(error("min()")?.message == "min(a, b, …) takes at least 1 argument, got 0")
    }

    @Test func functionWithoutArguments() {
        check("sin + 1", .functionWithoutArguments("sin"), at: 0)
        check("2 * exp", .functionWithoutArguments("exp"), at: 4)
        #expect(error("sin + 1")?.message == "'sin' is a function: call it with parentheses, e.g. sin(x)")
    }

    @Test func unknownVariableListsTheAllowedOnes() {
        check("sin(x)*cos(y)", .unknownVariable("y", allowed: ["x", "z"]), at: 11)
        check("y", .unknownVariable("y", allowed: ["x"]), at: 0, in: ["x"])
        check("x + t", .unknownVariable("t", allowed: ["x", "y", "z"]), at: 4, in: ["x", "y", "z"])
        check("x", .unknownVariable("x", allowed: []), at: 0, in: [])
        #expect(error("y", ["x"])?.message == "unknown variable 'y': use x")
        #expect(error("x + t", ["x", "y", "z"])?.message == "unknown variable 't': use x, y or z")
        #expect(
            error("sinx", ["x"])?.message == "unknown variable 'sinx': use x (for the function, write sin(x))")
        #expect(
            error("x", [])?.message
                == "unknown name 'x': only numbers and the constants pi, e and tau are allowed here")
    }

    @Test func malformedNumberPointsAtTheBadCharacter() {
        check("1.2.3", .malformedNumber("1.2.3"), at: 3)
        check("1e+", .malformedNumber("1e+"), at: 3)
        check("2 * 1e-x", .malformedNumber("1e-"), at: 7)
        check(".", .malformedNumber("."), at: 0)
        check("x + .e3", .malformedNumber(".e3"), at: 4)
        check("1e3.5", .malformedNumber("1e3.5"), at: 3)
        check("x + 2..5", .malformedNumber("2..5"), at: 6)
        #expect(error("1.2.3")?.message == "malformed number '1.2.3'")
    }

    @Test func emptyExpression() {
        check("", .emptyExpression, at: 0)
        check("   ", .emptyExpression, at: 0)
        check("\t\n", .emptyExpression, at: 0)
    }

    @Test func implicitMultiplicationSuggestsAStar() {
        check("2x", .implicitMultiplication(left: "2", right: "x"), at: 1)
        check("x(1)", .implicitMultiplication(left: "x", right: "("), at: 1)
        check("(x)(1)", .implicitMultiplication(left: ")", right: "("), at: 3)
        check("2 pi", .implicitMultiplication(left: "2", right: "pi"), at: 2)
        check("sin(x)cos(z)", .implicitMultiplication(left: ")", right: "cos"), at: 6)
        check("2(3)", .implicitMultiplication(left: "2", right: "("), at: 1)
        check("pi(2)", .implicitMultiplication(left: "pi", right: "("), at: 2)
        check("2e", .implicitMultiplication(left: "2", right: "e"), at: 1, in: [])
        check("x z", .implicitMultiplication(left: "x", right: "z"), at: 2)
        check("2 3", .implicitMultiplication(left: "2", right: "3"), at: 2)
        check("x^2 z", .implicitMultiplication(left: "2", right: "z"), at: 4)
        check("2exp(x)", .implicitMultiplication(left: "2", right: "exp"), at: 1)
        #expect(
            error("2x")?.caret == """
                2x
                 ^ implicit multiplication is not supported: write '2*x'
                """)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 1000
        let source = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        check(source, .nestingTooDeep, at: ExpressionParser.maximumDepth)
        check(String(repeating: "-", count: depth) + "1", .nestingTooDeep, at: ExpressionParser.maximumDepth)
        // Nesting within the limit is fine.
        let fine = String(repeating: "(", count: 150) + "x" + String(repeating: ")", count: 150)
        #expect((try? MathExpression(parsing: fine, variables: ["x"]))?(2) == 2)
    }

    @Test func theLeftmostErrorIsReported() {
        check("2x + $", .implicitMultiplication(left: "2", right: "x"), at: 1)
        check("$ + 2x", .unexpectedCharacter("$"), at: 0)
    }

    @Test func offsetsCountCharactersNotBytes() {
        check("π*π + y", .unknownVariable("y", allowed: ["x", "z"]), at: 6)
        check("é", .unknownVariable("é", allowed: ["x", "z"]), at: 0)
    }
}
