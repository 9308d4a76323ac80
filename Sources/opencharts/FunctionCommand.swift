import ChartExpression
import ChartGallery
import OpenCharts

/// `function 'EXPR' --x A:B [--z A:B]`: y = f(x) as a LinePlot, or y = f(x, z) as a SurfacePlot.
enum FunctionCommand {
    static let subcommand = Subcommand(
        name: "function", usage: ["function 'EXPR' --x A:B [--z A:B] [OPTIONS]"],
        summary: "plot y = f(x) (2D line) or y = f(x, z) (3D surface) from an expression",
        details: """
            EXPR is an expression in x (and z with --z): + - * / ^ %, parentheses, the constants pi, e
            and tau, and the functions \(MathExpression.functionNames.joined(separator: " ")).
            There is no implicit multiplication: write 2*x. Domains may use constants: -2*pi:2*pi.
            The curve is sampled adaptively at the output resolution; NaN (sqrt(-1), log(0)) leaves a gap.
            With --z the surface y = f(x, z) is coloured by height.
            """,
        options: [
            OptionSpec("--x", value: "A:B", help: "The x domain (required)."),
            OptionSpec("--z", value: "A:B", help: "The z domain: a surface y = f(x, z) in 3D."),
            OptionSpec("--linewidth", value: "POINTS", help: "Line width in points (default 2; a line, without --z)."),
            OptionCatalog.colormap,
        ] + SurfaceContourOptions.options + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "function 'cos(x)' --x -2*pi:2*pi --ydomain -1.2:1.2 -o cosine.png",
            "function 'sin(2*x)*cos(2*z)' --x -2:2 --z -2:2 -o surface.png",
            "function 'sin(x)*cos(z)' --x -3:3 --z -3:3 --ydomain -2:1 --contours step:0.25 --floor-contours "
                + "-o contoured.png",
        ], build: { try build($0) })

    static func build(_ a: Arguments) throws -> ExampleChart {
        let source = try a.single("'EXPR'")
        let xDomain = try domain(a, "--x", required: true)!
        let zDomain = try domain(a, "--z", required: false)
        let f: MathExpression
        do {
            f = try MathExpression(parsing: source, variables: zDomain == nil ? ["x"] : ["x", "z"])
        } catch {
            if case .unknownVariable("z", _) = error.kind, zDomain == nil {
                throw CLIError.usage("the expression uses z: give --z A:B for a surface y = f(x, z)")
            }
            throw CLIError.usage("expression '\(source)': \(error.description)\n" + indented(error.caret))
        }
        try requireFiniteSomewhere(source, a, x: xDomain, z: zDomain) { x, z in f(x, z ?? 0) }
        let lineWidth = try a.positive("--linewidth")
        guard let zDomain else {
            let surfaceOnly = ["--zlabel", "--zdomain", "--pose", "--projection", "--colormap"]
            for key in surfaceOnly + ["--contours", "--floor-contours"] where a.has(key) {
                throw CLIError.usage("\(key) applies to a surface (with --z); a function of x alone is a 2D line")
            }
            var line = LinePlot(x: "x", y: source, domain: xDomain) { f($0) }
            if let lineWidth { line = line.lineStyle(StrokeStyle(lineWidth: lineWidth)) }
            let chart = Chart { line }.chartXScale(domain: xDomain)
            return try ChartLook.chart(chart, a)
        }
        if lineWidth != nil {
            throw CLIError.usage("--linewidth applies to a line (without --z); a surface y = f(x, z) has no line")
        }
        let gradient = try ChartLook.colormap(a)
        let contours = try SurfaceContourOptions(a)
        let chart = Chart3D {
            SurfacePlot(x: "x", y: source, z: "z") { x, z in f(x, z) }
                .foregroundStyle(gradient.map { .heightBased($0) } ?? .heightBased)
                .contours(contours)
        }
        .chartXScale(domain: xDomain)
        .chartZScale(domain: zDomain)
        return try ChartLook.chart3D(chart, a)
    }

    /// Refuses an expression that is not a finite number anywhere in its domain (4097 points along x,
    /// or a 129 × 129 grid for a surface): its chart would be axes with nothing drawn.
    static func requireFiniteSomewhere(
        _ source: String, _ a: Arguments, x: ClosedRange<Double>, z: ClosedRange<Double>?,
        _ f: (Double, Double?) -> Double
    ) throws {
        func at(_ r: ClosedRange<Double>, _ i: Int, of n: Int) -> Double {
            r.lowerBound + (r.upperBound - r.lowerBound) * Double(i) / Double(n - 1)
        }
        let n = z == nil ? 4097 : 129
        for i in 0..<n {
            if let z {
                for j in 0..<n where f(at(x, i, of: n), at(z, j, of: n)).isFinite { return }
            } else if f(at(x, i, of: n), nil).isFinite {
                return
            }
        }
        let domains = ["--x", "--z"].compactMap { key in a.string(key).map { "\(key) \($0)" } }
        throw CLIError.failure(
            "expression '\(source)' is not a finite number anywhere on \(domains.joined(separator: ", ")) "
                + "(tried \(z == nil ? "\(n) points" : "\(n) × \(n) points")): nothing to draw; check the expression "
                + "and the domain")
    }

    /// A domain such as `-2*pi:2*pi`, with the parser's caret under a bad character.
    static func domain(_ a: Arguments, _ key: String, required: Bool) throws -> ClosedRange<Double>? {
        guard let text = required ? try a.required(key, "A:B") : a.string(key) else { return nil }
        do {
            return try DomainParser.parse(text)
        } catch {
            throw CLIError.usage("\(key) \(text): \(error.description)\n" + indented(error.caret))
        }
    }

    /// The caret lines, indented under the message.
    static func indented(_ caret: String) -> String {
        caret.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
