import ChartGallery
import Foundation
import OpenCharts

/// `mesh FILE.obj|.stl|.ply`: the triangle mesh of the file, lit, in one colour or coloured by a
/// per-vertex value of a PLY file; optionally flat-shaded, translucent, with its edges drawn.
enum MeshCommand {
    static let subcommand = Subcommand(
        name: "mesh",
        usage: [
            "mesh FILE.obj|FILE.stl|FILE.ply [--color-by VALUE] [--flat|--crease DEG] [--wireframe] [--opacity X] "
                + "[--zup] [OPTIONS]"
        ],
        summary: "a triangle mesh from an OBJ, STL or PLY file, lit",
        details: """
            Reads Wavefront OBJ, STL (ASCII or binary) or PLY (ASCII or binary) by the file's extension;
            polygons are split into triangles. The mesh is lit with smooth normals (--flat: one per
            triangle) in one colour, in the per-vertex red, green, blue of a PLY file that has them, or
            coloured by a per-vertex property of a PLY file (--color-by, with a colour bar; --colormap). The axes span the vertices' bounds, y up; --zup puts the file's z up.
            """,
        options: [
            OptionSpec("--color-by", value: "VALUE", help: "Colour by this per-vertex PLY property (colour bar)."),
            OptionSpec("--flat", help: "Flat shading: one normal per triangle (facets visible)."),
            OptionSpec("--crease", value: "DEG", help: "Smooth, but sharp where triangles turn more than DEG degrees."),
            OptionSpec("--wireframe", help: "Draw every edge as a thin line over the triangles."),
            OptionSpec(
                "--opacity", value: "X", help: "Opacity 0…1 (default 1); translucent meshes show what is behind."),
            OptionSpec("--zup", help: "The file's z is up (scans, anatomy): shown on the chart's vertical axis."),
            OptionCatalog.colormap,
        ] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "mesh Datasets/mni152-brain-surface.ply --zup --color-by depth --colormap magma -o brain.png",
            "mesh part.stl --crease 30 --wireframe -o part.png",
        ], build: { try build($0) })

    static func build(_ a: Arguments) throws -> ExampleChart {
        let path = try a.single("FILE")
        let file: MeshFile
        do {
            file = try MeshFile(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CLIError.failure(error.description)
        }
        let up = a.has("--zup")
        let labels = up ? ("x", "z", "y") : ("x", "y", "z")
        var plot = MeshPlot(file, x: labels.0, y: labels.1, z: labels.2, upAxis: up ? 2 : 1)
        if let name = a.string("--color-by") {
            guard let values = file.vertexScalars[name] else {
                let known = file.vertexScalarNames.isEmpty ? "none" : file.vertexScalarNames.joined(separator: ", ")
                throw CLIError.usage("--color-by \(name): \(path) has no vertex property '\(name)' (it has: \(known))")
            }
            plot = plot.values(name, values)
        } else if let colors = vertexColors(file) {
            plot = plot.colors(colors)
        }
        if a.has("--flat") {
            plot = plot.shading(.flat)
        } else if let degrees = try a.positive("--crease") {
            plot = plot.shading(.creased(degrees: degrees))
        }
        if a.has("--wireframe") { plot = plot.wireframe() }
        let opacity = try self.opacity(a)
        var chart = Chart3D { plot.opacity(opacity) }
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        // The box keeps the mesh's proportions: its longest side spans −0.5…0.5.
        if let (lo, hi) = file.bounds {
            let p = up ? [0, 2, 1].map { (lo[$0], hi[$0]) } : [0, 1, 2].map { (lo[$0], hi[$0]) }
            let longest = p.map { $0.1 - $0.0 }.max() ?? 1
            let r = p.map { s -> ClosedRange<Double> in
                let half = longest > 0 ? 0.5 * (s.1 - s.0) / longest : 0.5
                return -max(half, 0.05)...max(half, 0.05)
            }
            chart = chart.chartXScale(domain: p[0].0...max(p[0].1, p[0].0 + 1e-9), range: r[0])
                .chartYScale(domain: p[1].0...max(p[1].1, p[1].0 + 1e-9), range: r[1])
                .chartZScale(domain: p[2].0...max(p[2].1, p[2].0 + 1e-9), range: r[2])
        }
        return try ChartLook.chart3D(chart, a)
    }

    /// The PLY file's per-vertex `red`, `green`, `blue` properties as colours (0…255, or 0…1 when no
    /// value exceeds 1); nil without all three.
    static func vertexColors(_ file: MeshFile) -> [Color]? {
        guard let r = file.vertexScalars["red"], let g = file.vertexScalars["green"], let b = file.vertexScalars["blue"]
        else { return nil }
        let scale = [r, g, b].joined().contains { $0 > 1 } ? 255.0 : 1.0
        return (0..<r.count).map { i in
            Color(
                red: min(max(r[i] / scale, 0), 1), green: min(max(g[i] / scale, 0), 1),
                blue: min(max(b[i] / scale, 0), 1))
        }
    }

    static func opacity(_ a: Arguments) throws -> Double {
        guard let text = a.string("--opacity") else { return 1 }
        guard let v = Double(text), v > 0, v <= 1 else {
            throw CLIError.usage("--opacity needs a number in 0…1 (0 excluded), got '\(text)'")
        }
        return v
    }
}
