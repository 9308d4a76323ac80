import Foundation
import Testing

@testable import ChartExpression

@Suite struct EvaluationTests {
    /// A grid of points over −3…3 with awkward values (not multiples of anything nice).
    static let points: [Double] = stride(from: -3.0, through: 3.0, by: 0.37).map { $0 + 0.0123 }

    @Test func surfaceMatchesFoundationAtManyPoints() throws {
        let f = try MathExpression(parsing: "sin(x)*cos(z)", variables: ["x", "z"])
        for x in Self.points {
            for z in Self.points {
                #expect(f(x, z) == sin(x) * cos(z))
                #expect(f.evaluate(["x": x, "z": z]) == sin(x) * cos(z))
            }
        }
    }

    @Test func curveMatchesFoundation() throws {
        let f = try MathExpression(parsing: "exp(-x^2/2) * (1 + 0.5*tanh(3*x)) - log1p(abs(x))", variables: ["x"])
        for x in Self.points {
            #expect(f(x) == exp(-(x * x) / 2) * (1 + 0.5 * tanh(3 * x)) - log1p(abs(x)))
        }
    }

    @Test func compiledProgramAgreesWithTheTree() throws {
        let sources = [
            "x^3 - 2*x^2 + x - 1", "-x^2 % 3", "min(x, z, 0.5) + max(x, -z, 2*x)", "atan2(z, x) + hypot(x, z)",
            "pow(abs(x), z) - mod(x, z)", "sqrt(x) + cbrt(z) + sign(x) * floor(z) - ceil(x) + round(z) + trunc(x)",
            "sinh(x) + cosh(z) - asinh(x) + acosh(abs(z) + 1) + atanh(x/4)",
            "asin(x/3) + acos(z/3) + atan(x) + tan(z) + log10(abs(x)) + log2(abs(z)) + ln(2) + expm1(x)",
        ]
        for source in sources {
            let f = try MathExpression(parsing: source, variables: ["x", "z"])
            for x in Self.points {
                for z in Self.points {
                    let expected = f.node.value([x, z])
                    let actual = f(x, z)
                    #expect(actual == expected || (actual.isNaN && expected.isNaN), "\(source) at \(x), \(z)")
                }
            }
        }
    }

    static let values: [(String, Double)] = [
        ("2^3^2", 512.0), ("2**3**2", 512), ("(2^3)^2", 64), ("-2^2", -4), ("(-2)^2", 4), ("2^-1", 0.5),
        ("-2^-2", -0.25), ("2*3^2", 18), ("1 - 2 - 3", -4), ("24 / 4 / 2", 3), ("2 + 3 * 4", 14),
        ("(2 + 3) * 4", 20), ("--3", 3), ("+-+3", -3), ("2--3", 5), ("7 % 3", 1), ("-7 % 3", 2), ("7 % -3", -2),
        ("2*7 % 4", 2), ("mod(-1, 3)", 2), ("mod(1, -3)", -2), ("mod(5.5, 2)", 1.5), ("min(3, 1, 2)", 1),
        ("max(3, 1, 2)", 3), ("min(4)", 4), ("max(-1, -2, -3, -0.5)", -0.5), ("atan2(1, 1)", Double.pi / 4),
        ("atan2(1, -1)", 3 * Double.pi / 4), ("atan2(-1, 0)", -Double.pi / 2), ("hypot(3, 4)", 5), ("pow(2, 10)", 1024),
        ("sign(-2.5)", -1), ("sign(0)", 0), ("sign(7)", 1), ("round(2.5)", 3), ("round(-2.5)", -3),
        ("trunc(-2.7)", -2), ("floor(-2.5)", -3), ("ceil(-2.5)", -2), ("abs(-4)", 4), ("sqrt(16)", 4),
        ("cbrt(-27)", -3), ("log(e)", 1), ("ln(e^2)", 2), ("log10(1000)", 3), ("log2(1024)", 10),
        ("pi", Double.pi), ("π", Double.pi), ("tau", 2 * Double.pi), ("e", M_E), ("2*pi", 2 * Double.pi),
        ("tau/2 - pi", 0),
        ("2", 2), ("2.5", 2.5), (".5", 0.5), ("2.", 2), ("1e-3", 0.001), ("1.5E+2", 150), ("1e3", 1000),
        ("0.5e1", 5),
    ]

    @Test(arguments: values)
    func value(source: String, expected: Double) throws {
        let f = try MathExpression(parsing: source, variables: [])
        #expect(abs(f.evaluate([:]) - expected) <= 1e-12 * max(1, abs(expected)), "\(source)")
    }

    @Test func negativeSquareIsNegatedSquare() throws {
        let f = try MathExpression(parsing: "-x^2", variables: ["x"])
        for x in Self.points { #expect(f(x) == -(x * x)) }
    }

    @Test func domainErrorsAreIEEEValues() throws {
        func value(_ source: String) throws -> Double {
            try MathExpression(parsing: source, variables: ["x"])(0)
        }
        #expect(try value("log(-1)").isNaN)
        #expect(try value("log(x)") == -.infinity)
        #expect(try value("1/x") == .infinity)
        #expect(try value("-1/x") == -.infinity)
        #expect(try value("sqrt(x - 1)").isNaN)
        #expect(try value("x/x").isNaN)
        #expect(try value("mod(1, x)").isNaN)
        #expect(try value("asin(2)").isNaN)
        #expect(try value("min(x, log(-1))").isNaN)
        #expect(try value("max(log(-1), x)").isNaN)
        #expect(try value("(-8)^(1/3)").isNaN)
        #expect(try value("tan(pi/2)") > 1e15)
    }

    @Test func whitespaceIsIgnoredBetweenTokens() throws {
        let spaced = try MathExpression(parsing: " \t sin ( x ) *\n cos( z )\t", variables: ["x", "z"])
        let tight = try MathExpression(parsing: "sin(x)*cos(z)", variables: ["x", "z"])
        #expect(spaced.node == tight.node)
        #expect(try MathExpression(parsing: "2 ** 3", variables: []).evaluate([:]) == 8)
    }

    @Test func variablesBindByPositionAndByName() throws {
        let f = try MathExpression(parsing: "x - 10*z", variables: ["x", "z"])
        #expect(f(1, 2) == -19)
        #expect(f.evaluate(["z": 2, "x": 1, "unused": 5]) == -19)
        #expect(f(1).isNaN)  // z unbound
        #expect(f.evaluate(["x": 1]).isNaN)
        let g = try MathExpression(parsing: "z", variables: ["x", "z"])
        #expect(g(1, 2) == 2)
        let t = try MathExpression(parsing: "cos(t)", variables: ["t"])
        #expect(t(0) == 1)
        #expect(t(0, 5) == 1)
    }

    @Test func variablesHideConstants() throws {
        let f = try MathExpression(parsing: "e + 1", variables: ["e"])
        #expect(f(1) == 2)
    }

    @Test func usesReportsReadVariables() throws {
        let f = try MathExpression(parsing: "sin(x) + 1", variables: ["x", "z"])
        #expect(f.uses("x"))
        #expect(!f.uses("z"))
        #expect(!f.uses("y"))
        #expect(try MathExpression(parsing: "0*z", variables: ["x", "z"]).uses("z"))
    }

    @Test func constantSubtreesAreFolded() throws {
        let f = try MathExpression(parsing: "2*pi*x + sin(pi/2)", variables: ["x"])
        #expect(f.program.code == [.constant(2 * .pi), .variable(0), .multiply, .constant(1), .add])
        let c = try MathExpression(parsing: "max(1, 2, 3) + 2^3^2", variables: ["x"])
        #expect(c.program.constant == 515)
        #expect(c(.nan) == 515)
        let square = try MathExpression(parsing: "x^2", variables: ["x"])
        #expect(square.program.code == [.variable(0), .square])
    }

    @Test func worksAsASendableClosure() throws {
        let f = try MathExpression(parsing: "x^2", variables: ["x"])
        let closure: @Sendable (Double) -> Double = { f($0) }
        let surface = try MathExpression(parsing: "x*z", variables: ["x", "z"])
        let closure2: @Sendable (Double, Double) -> Double = { surface($0, $1) }
        #expect(closure(3) == 9)
        #expect(closure2(3, 4) == 12)
        #expect(f.description == "x^2")
    }

    @Test func listsItsNames() {
        #expect(MathExpression.functionNames.count == Builtin.allCases.count)
        #expect(MathExpression.functionNames.contains("atan2"))
        #expect(MathExpression.constantNames == ["pi", "π", "e", "tau"])
    }
}
