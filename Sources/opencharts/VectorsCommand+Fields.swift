import ChartExpression
import ChartGallery
import Foundation
import OpenCharts

extension VectorsCommand {
    /// The named field, or the one given by --u, --v (and --w).
    static func namedOrGiven(_ a: Arguments) throws -> Field {
        let given = ["--u", "--v", "--w"].filter { a.has($0) }
        if given.isEmpty {
            let name = try a.single("FIELD (\(fields.joined(separator: ", "))) or --u EXPR --v EXPR")
            guard let field = named(name) else {
                let near = Suggestion.clause(for: name, among: fields)
                throw CLIError.usage("unknown field '\(name)'\(near); the fields are \(fields.joined(separator: ", "))")
            }
            return field
        }
        try a.none()
        guard a.has("--u"), a.has("--v") else { throw CLIError.usage("give both --u EXPR and --v EXPR") }
        let is3D = a.has("--w")
        let variables = is3D ? ["x", "y", "z"] : ["x", "y"]
        var components: [@Sendable (Double, Double, Double) -> Double] = []
        for key in given {
            let f = try parse(key, try a.required(key, "EXPR"), variables: variables)
            if is3D {
                components.append { x, y, z in f.evaluate(["x": x, "y": y, "z": z]) }
            } else {
                components.append { x, y, _ in f(x, y) }
            }
        }
        return Field(components: components, domains: is3D ? [-2...2, -2...2, -1...1] : [-2...2, -2...2])
    }

    /// The expression of a component, with the parser's caret under a bad character.
    static func parse(_ key: String, _ source: String, variables: [String]) throws -> MathExpression {
        do {
            return try MathExpression(parsing: source, variables: variables)
        } catch {
            if case .unknownVariable("z", _) = error.kind, variables.count == 2 {
                throw CLIError.usage("\(key) '\(source)' uses z: give --w EXPR for a 3D field")
            }
            throw CLIError.usage("\(key) '\(source)': \(error.description)\n" + FunctionCommand.indented(error.caret))
        }
    }

    /// A built-in field by name.
    static func named(_ name: String) -> Field? {
        switch name {
        case "vortex":
            // A Lamb–Oseen vortex: speed (1 − e^(−r²)) / r, fastest at r ≈ 1.12.
            let g: @Sendable (Double, Double) -> Double = { x, y in
                let r2 = x * x + y * y
                return r2 > 0 ? (1 - exp(-r2)) / r2 : 1
            }
            return Field(
                components: [{ x, y, _ in -y * g(x, y) }, { x, y, _ in x * g(x, y) }], domains: [-2...2, -2...2])
        case "dipole":
            let r: @Sendable (Double, Double, Double) -> Double = { x, y, a in (x - a) * (x - a) + y * y }
            return Field(
                components: [
                    { x, y, _ in (x + 0.5) / r(x, y, -0.5) - (x - 0.5) / r(x, y, 0.5) },
                    { x, y, _ in y / r(x, y, -0.5) - y / r(x, y, 0.5) },
                ], domains: [-2...2, -2...2])
        case "rotation":
            return Field(components: [{ _, y, _ in -y }, { x, _, _ in x }], domains: [-2...2, -2...2])
        case "saddle":
            return Field(components: [{ x, _, _ in x }, { _, y, _ in -y }], domains: [-2...2, -2...2])
        case "cylinder":
            // Potential flow at speed 1 past a cylinder of radius 1; nothing inside it.
            let inside: @Sendable (Double, Double) -> Bool = { x, y in x * x + y * y < 1 }
            return Field(
                components: [
                    { x, y, _ in inside(x, y) ? .nan : 1 - (x * x - y * y) / pow(x * x + y * y, 2) },
                    { x, y, _ in inside(x, y) ? .nan : -2 * x * y / pow(x * x + y * y, 2) },
                ], domains: [-3...3, -1.5...1.5])
        case "helix":
            return Field(
                components: [{ _, _, z in -z }, { _, _, _ in 0.4 }, { x, _, _ in x }],
                domains: [-1...1, -1...1, -1...1])
        default: return nil
        }
    }

    static func quiver2D(_ field: Field, _ a: Arguments, count: Int, label: String) throws -> VectorPlot {
        let (u, v) = (field.components[0], field.components[1])
        var plot = VectorPlot(
            x: "x", y: "y", xDomain: field.domains[0], yDomain: field.domains[1], count: count
        ) { x, y in (u(x, y, 0), v(x, y, 0)) }
        plot = a.has("--black") ? plot.foregroundStyle(dark) : plot.foregroundStyle(by: .magnitude(label))
        if let factor = try a.positive("--factor") { plot = plot.vectorScale(.factor(factor)) }
        if let m = try a.positive("--key") {
            plot = plot.vectorKey(m, label: a.string("--keylabel") ?? FunctionCommand.number(m))
        } else if a.has("--keylabel") {
            throw CLIError.usage("--keylabel needs --key M")
        }
        return plot
    }

    static func quiver3D(_ field: Field, _ a: Arguments, count: Int, label: String) throws -> VectorPlot {
        let c = field.components
        var plot = VectorPlot(
            x: "x", y: "y", z: "z", xDomain: field.domains[0], yDomain: field.domains[1], zDomain: field.domains[2],
            count: count
        ) { x, y, z in (c[0](x, y, z), c[1](x, y, z), c[2](x, y, z)) }
        plot = a.has("--black") ? plot.foregroundStyle(dark) : plot.foregroundStyle(by: .magnitude(label))
        if let factor = try a.positive("--factor") { plot = plot.vectorScale(.factor(factor)) }
        return plot
    }

    static func streamlines(_ field: Field, _ a: Arguments, label: String) throws -> StreamlinePlot {
        let (u, v) = (field.components[0], field.components[1])
        var plot = StreamlinePlot(x: "x", y: "y", xDomain: field.domains[0], yDomain: field.domains[1]) { x, y in
            (u(x, y, 0), v(x, y, 0))
        }
        if let spacing = try a.positive("--spacing") { plot = plot.streamlineSpacing(spacing) }
        return a.has("--black") ? plot.foregroundStyle(dark) : plot.foregroundStyle(by: .magnitude(label))
    }
}

extension FunctionCommand {
    /// A number as short text ("1", "0.5").
    static func number(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
