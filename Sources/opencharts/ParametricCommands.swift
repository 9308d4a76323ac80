import ChartExpression
import ChartGallery
import OpenCharts

/// `function3d X Y Z --t A:B` (a parametric space curve) and `parametric-surface X Y Z --u A:B
/// --v C:D` (a parametric surface), from expressions.
enum ParametricCommands {
    static let curve = Subcommand(
        name: "function3d", usage: ["function3d 'X' 'Y' 'Z' --t A:B [OPTIONS]"],
        summary: "plot a space curve (x, y, z) = f(t) in 3D from three expressions",
        details: """
            X, Y and Z are expressions in t (y is up), with the operators, constants and functions of
            'opencharts function'. The curve is sampled adaptively to half a pixel from any direction;
            NaN leaves a gap. A curve that ends where it starts is drawn closed.
            """,
        options: [
            OptionSpec("--t", value: "A:B", help: "The t domain (required)."),
            OptionSpec("--linewidth", value: "POINTS", help: "Line width in points (default 2)."),
        ] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "function3d 'cos(t)' 't/20' 'sin(t)' --t 0:20*pi -o helix.png",
            "function3d 'sin(t)+2*sin(2*t)' '-sin(3*t)' 'cos(t)-2*cos(2*t)' --t 0:2*pi -o trefoil.png",
        ], build: { try buildCurve($0) })

    static let surface = Subcommand(
        name: "parametric-surface", usage: ["parametric-surface 'X' 'Y' 'Z' --u A:B --v C:D [OPTIONS]"],
        summary: "plot a parametric surface (x, y, z) = f(u, v) in 3D from three expressions",
        details: """
            X, Y and Z are expressions in u and v (y is up), with the operators, constants and functions
            of 'opencharts function': spheres, tori, Möbius strips, Klein bottles. The (u, v) grid is
            refined where the surface bends, to half a pixel; it is coloured by height unless --color-by
            says u or v, and --opacity below 1 shows what is behind it.
            """,
        options: [
            OptionSpec("--u", value: "A:B", help: "The u domain (required)."),
            OptionSpec("--v", value: "C:D", help: "The v domain (required)."),
            OptionSpec("--color-by", value: "height|u|v", help: "What the colours show (default height)."),
            OptionSpec("--opacity", value: "X", help: "Opacity 0…1 (default 1)."),
            OptionCatalog.colormap,
        ] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "parametric-surface '(1+0.4*cos(v))*cos(u)' '0.4*sin(v)' '(1+0.4*cos(v))*sin(u)' --u 0:2*pi --v 0:2*pi "
                + "--color-by v --opacity 0.5 -o torus.png"
        ], build: { try buildSurface($0) })

    /// The three positional expressions, parsed in `variables`.
    static func expressions(_ a: Arguments, variables: [String]) throws -> [(source: String, f: MathExpression)] {
        guard a.positionals.count == 3 else {
            throw CLIError.usage(
                "'\(a.command)' needs three expressions, for x, y and z (got \(a.positionals.count)); "
                    + "see 'opencharts \(a.command) --help'")
        }
        var result: [(source: String, f: MathExpression)] = []
        for (axis, source) in zip(["x", "y", "z"], a.positionals) {
            do {
                result.append((source, try MathExpression(parsing: source, variables: variables)))
            } catch {
                throw CLIError.usage(
                    "the \(axis) expression '\(source)': \(error.description)\n" + FunctionCommand.indented(error.caret)
                )
            }
        }
        return result
    }

    static func buildCurve(_ a: Arguments) throws -> ExampleChart {
        let e = try expressions(a, variables: ["t"])
        let domain = try FunctionCommand.domain(a, "--t", required: true)!
        let (fx, fy, fz) = (e[0].f, e[1].f, e[2].f)
        var line = LinePlot(x: e[0].source, y: e[1].source, z: e[2].source, t: "t", domain: domain) { t in
            (x: fx(t), y: fy(t), z: fz(t))
        }
        if let width = try a.positive("--linewidth") { line = line.lineStyle(StrokeStyle(lineWidth: width)) }
        return try ChartLook.chart3D(Chart3D { line }, a)
    }

    static func buildSurface(_ a: Arguments) throws -> ExampleChart {
        let e = try expressions(a, variables: ["u", "v"])
        let uDomain = try FunctionCommand.domain(a, "--u", required: true)!
        let vDomain = try FunctionCommand.domain(a, "--v", required: true)!
        let coloring: ParametricSurfaceColoring
        switch a.string("--color-by") ?? "height" {
        case "height": coloring = .height
        case "u": coloring = .u
        case "v": coloring = .v
        case let other: throw CLIError.usage("--color-by is one of height, u, v; got '\(other)'")
        }
        let opacity = try MeshCommand.opacity(a)
        let (fx, fy, fz) = (e[0].f, e[1].f, e[2].f)
        let plot = ParametricSurfacePlot(
            x: e[0].source, y: e[1].source, z: e[2].source, uDomain: uDomain, vDomain: vDomain
        ) { u, v in (x: fx(u, v), y: fy(u, v), z: fz(u, v)) }
        var chart = Chart3D { plot.colored(by: coloring).opacity(opacity) }
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart3D(chart, a)
    }
}
