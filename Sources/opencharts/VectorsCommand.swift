import ChartExpression
import ChartGallery
import OpenCharts

/// `vectors [FIELD] [--u EXPR --v EXPR [--w EXPR]]`: arrows (a quiver) of a named or given field in
/// 2D or 3D, or its evenly spaced streamlines (`--streamlines`).
enum VectorsCommand {
    static let fields = ["vortex", "rotation", "dipole", "saddle", "cylinder", "helix"]

    static let subcommand = Subcommand(
        name: "vectors",
        usage: [
            "vectors FIELD [--streamlines] [OPTIONS]",
            "vectors --u EXPR --v EXPR [--w EXPR --z A:B] [--x A:B] [--y A:B] [--streamlines] [OPTIONS]",
        ],
        summary: "arrows (quiver) or streamlines of a vector field: a named one or expressions in x, y (and z)",
        details: """
            FIELD is one of \(fields.joined(separator: ", ")): a Lamb–Oseen vortex
            (speed (1 - e^(-r²))/r), a rigid rotation (u, v) = (-y, x), a source at (-0.5, 0) with a sink at
            (0.5, 0), the saddle (x, -y), uniform flow past a cylinder of radius 1 (undefined inside it), or
            in 3D a helix (u, v, w) = (-z, 0.4, x). Or give the components as expressions (as 'function'
            takes, in x and y; with --w also in z, and the plot is 3D). Arrows sit at the centres of --count
            cells per axis, the longest 0.9 of a cell long, coloured by magnitude with a colour bar (--black:
            one colour). --streamlines draws evenly spaced streamlines instead (2D), --spacing points apart,
            with arrow heads along them.
            """,
        options: [
            OptionSpec("--u", value: "EXPR", help: "The x component, an expression in x and y (and z)."),
            OptionSpec("--v", value: "EXPR", help: "The y component."),
            OptionSpec("--w", value: "EXPR", help: "The z component: a 3D quiver."),
            OptionSpec("--x", value: "A:B", help: "The x domain (default -2:2; -3:3 for cylinder)."),
            OptionSpec("--y", value: "A:B", help: "The y domain (default -2:2; -1.5:1.5 for cylinder)."),
            OptionSpec("--z", value: "A:B", help: "The z domain of a 3D field (default -1:1)."),
            OptionSpec("--count", value: "N", help: "Arrows per axis (default 20 in 2D, 7 in 3D)."),
            OptionSpec("--streamlines", help: "Evenly spaced streamlines with arrow heads instead of arrows (2D)."),
            OptionSpec("--spacing", value: "POINTS", help: "Distance between streamlines in points (default 14)."),
            OptionSpec("--key", value: "M", help: "A key arrow of magnitude M in the top-right corner (2D arrows)."),
            OptionSpec("--keylabel", value: "TEXT", help: "The key's label (default: M)."),
            OptionSpec("--factor", value: "F", help: "Arrows F × (u, v) long in data units instead of automatic."),
            OptionSpec("--black", help: "Everything in one dark colour, with no colour bar."),
            OptionCatalog.colormap,
            OptionSpec("--colorlabel", value: "TEXT", help: "Colour bar title (default Magnitude)."),
        ] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "vectors vortex --key 1 --keylabel '1 m/s' -o vortex.png",
            "vectors cylinder --streamlines --colorlabel Speed -o cylinder.png",
            "vectors --u 'sin(y)' --v 'cos(x)' --x -pi:pi --y -pi:pi --streamlines -o cells.png",
            "vectors helix -o helix.png",
        ], build: { try build($0) })

    /// A field: its components as functions of (x, y, z) and its default domains.
    struct Field {
        var components: [@Sendable (Double, Double, Double) -> Double]
        var domains: [ClosedRange<Double>]
        var is3D: Bool { components.count == 3 }
    }

    static func build(_ a: Arguments) throws -> ExampleChart {
        var field = try namedOrGiven(a)
        for (axis, key) in ["--x", "--y", "--z"].enumerated().prefix(field.is3D ? 3 : 2) {
            if let d = try FunctionCommand.domain(a, key, required: false) { field.domains[axis] = d }
        }
        if !field.is3D, a.has("--z") { throw CLIError.usage("--z applies to a 3D field (with --w, or helix)") }
        let count = try a.string("--count").map { text -> Int in
            guard let n = Int(text), n >= 1, n <= 200 else {
                throw CLIError.usage("--count needs a whole number of arrows per axis in 1...200, got '\(text)'")
            }
            return n
        }
        let label = a.string("--colorlabel") ?? "Magnitude"
        let gradient = try ChartLook.colormap(a)
        if field.is3D {
            for key in ["--streamlines", "--key", "--spacing"] where a.has(key) {
                throw CLIError.usage("\(key) applies to a 2D field; a 3D field draws arrows")
            }
            let plot = try quiver3D(field, a, count: count ?? 7, label: label)
            var chart = Chart3D { plot }
            if let gradient { chart = chart.chartForegroundStyleScale(range: gradient) }
            return try ChartLook.chart3D(chart.frame(width: 620, height: 520), a)
        }
        for key in OptionCatalog.look3D.flatMap(\.names)
        where a.has(key) && !OptionCatalog.look2D.contains(where: { $0.names.contains(key) }) {
            throw CLIError.usage("\(key) applies to a 3D field (with --w, or helix)")
        }
        var chart: Chart
        if a.has("--streamlines") {
            for key in ["--key", "--keylabel", "--factor", "--count"] where a.has(key) {
                throw CLIError.usage("\(key) applies to arrows; streamlines take --spacing")
            }
            let plot = try streamlines(field, a, label: label)
            chart = Chart { plot }
        } else {
            if a.has("--spacing") { throw CLIError.usage("--spacing applies to --streamlines") }
            let plot = try quiver2D(field, a, count: count ?? 20, label: label)
            chart = Chart { plot }
        }
        if let gradient { chart = chart.chartForegroundStyleScale(range: gradient) }
        let aspect = field.domains[0].span / field.domains[1].span
        let (w, h) = aspect >= 1 ? (460.0, max(200, 460 / aspect)) : (max(200, 460 * aspect), 460.0)
        return try ChartLook.chart(chart.frame(width: (w + 170).rounded(), height: (h + 90).rounded()), a)
    }

    static let dark = Color(red: 0.15, green: 0.15, blue: 0.2)
}

extension ClosedRange<Double> {
    var span: Double { upperBound - lowerBound }
}
