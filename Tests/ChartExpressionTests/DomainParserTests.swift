import Foundation
import Testing

@testable import ChartExpression

@Suite struct DomainParserTests {
    static let domains: [(String, Double, Double)] = [
        ("-3:3", -3.0, 3.0), ("-6:6", -6, 6), ("0:1e3", 0, 1000), ("-2*pi:2*pi", -2 * Double.pi, 2 * Double.pi),
        ("-pi:pi", -Double.pi, Double.pi), (" -1 : 1 ", -1, 1), ("-(1):2", -1, 2), ("1e-3:1", 0.001, 1),
        ("-1e3:-1e2", -1000, -100), ("--1:+2", 1, 2), ("0:tau", 0, 2 * Double.pi), ("-sqrt(2):exp(1)", -sqrt(2), M_E),
        (".5:2.", 0.5, 2), ("-1.5E+2:0", -150, 0),
    ]

    @Test(arguments: domains)
    func parses(text: String, lower: Double, upper: Double) throws {
        let domain = try DomainParser.parse(text)
        #expect(abs(domain.lowerBound - lower) <= 1e-12 * max(1, abs(lower)), "\(text)")
        #expect(abs(domain.upperBound - upper) <= 1e-12 * max(1, abs(upper)), "\(text)")
    }

    func error(_ text: String) -> ExpressionError? {
        do {
            let domain = try DomainParser.parse(text)
            Issue.record("'\(text)' parsed as \(domain)")
            return nil
        } catch {
            return error
        }
    }

    func check(
        _ text: String, _ kind: ExpressionError.Kind, at offset: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let error = error(text) else { return }
        #expect(error.kind == kind, "\(text)", sourceLocation: sourceLocation)
        #expect(error.offset == offset, "\(text): \(error.caret)", sourceLocation: sourceLocation)
        #expect(error.source == text, sourceLocation: sourceLocation)
    }

    @Test func boundsMustBeInOrder() {
        check("3:-3", .emptyDomain(lower: 3, upper: -3), at: 1)
        check("1:1", .emptyDomain(lower: 1, upper: 1), at: 1)
        #expect(
            error("3:-3")?.caret == """
                3:-3
                 ^ the lower bound 3 must be below the upper bound -3
                """)
    }

    @Test func boundsMustBeFinite() {
        check("0:1/0", .nonFiniteBound(.infinity), at: 2)
        check("-1/0:0", .nonFiniteBound(-.infinity), at: 0)
        let nan = error("log(-1):1")
        #expect(nan?.offset == 0)
        if case .nonFiniteBound(let value) = nan?.kind { #expect(value.isNaN) } else { Issue.record("\(nan as Any)") }
        #expect(error("0:1/0")?.message == "a domain bound must be finite, this one is inf")
    }

    @Test func separatorAndBoundsMustBePresent() {
        check("3", .missingDomainSeparator, at: 1)
        check("", .missingDomainSeparator, at: 0)
        check("1:2:3", .unexpectedCharacter(":"), at: 3)
        check(":3", .missingLowerBound, at: 0)
        check("  :3", .missingLowerBound, at: 2)
        check("-3:", .missingUpperBound, at: 3)
        check("-3:  ", .missingUpperBound, at: 5)
        #expect(error("3")?.message == "a domain is written lower:upper, e.g. -3:3")
    }

    @Test func boundErrorsPointIntoTheWholeText() {
        check("-x:3", .unknownVariable("x", allowed: []), at: 1)
        check("0:2*", .unexpectedEnd, at: 4)
        check("-3:3x", .implicitMultiplication(left: "3", right: "x"), at: 4)
        check("0:(1", .unbalancedParenthesis, at: 2)
        check("0:1)", .unbalancedParenthesis, at: 3)
        check("-3:3)", .unbalancedParenthesis, at: 4)
        check("0:1.2.3", .malformedNumber("1.2.3"), at: 5)
        check("0:sine(1)", .unknownFunction("sine", suggestion: "sin"), at: 2)
        #expect(
            error("-2*pi:2*py")?.caret == """
                -2*pi:2*py
                        ^ unknown name 'py': only numbers and the constants pi, e and tau are allowed here
                """)
    }
}
