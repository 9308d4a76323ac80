import ChartGallery
import Foundation
import OpenCharts

/// `trisurf FILE.csv --x COL --y COL --z COL`: a surface through scattered rows, joined by their
/// Delaunay triangulation (matplotlib's `plot_trisurf`), coloured by height.
enum TrisurfCommand {
    static let subcommand = Subcommand(
        name: "trisurf",
        usage: [
            "trisurf FILE.csv --x COL --y COL --z COL [--max-edge L] [--wireframe] [--opacity X] [OPTIONS]"
        ],
        summary: "a surface through scattered points of a CSV table (Delaunay triangulation)",
        details: """
            A point per row at (x, y, z); y is up. The points' (x, z) are joined by their Delaunay
            triangulation and each lifted to its height y: a surface lit with smooth normals and coloured by
            height, with a colour bar (--colormap; titled --ylabel TEXT, else the y column's name). Rows
            missing a value are left out; rows at the same (x, z) are one point at the mean of their heights.
            --max-edge L leaves out triangles with an edge longer than L in x–z data units (the long thin ones
            across the hull's gaps). A leading minus negates a column: --y -depth_km draws depths downward.
            """,
        options: [
            Subcommands.x, Subcommands.y, Subcommands.z,
            OptionSpec("--max-edge", value: "L", help: "Leave out triangles with an edge longer than L (x–z units)."),
            OptionSpec("--wireframe", help: "Draw the triangulation's edges over the surface."),
            OptionSpec("--opacity", value: "X", help: "Opacity 0…1 (default 1)."),
            OptionCatalog.colormap,
        ] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "trisurf Datasets/quakes.csv --x long_deg --y -depth_km --z lat_deg --max-edge 3 "
                + "--ylabel 'Depth (km, downward)' -o tonga.png"
        ], build: { try build($0) })

    static func build(_ a: Arguments) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let names = (x: try a.required("--x", "COL"), y: try a.required("--y", "COL"), z: try a.required("--z", "COL"))
        let xs = try t.numbers(names.x, option: "--x")
        let ys = try t.numbers(names.y, option: "--y")
        let zs = try t.numbers(names.z, option: "--z")
        let points = (0..<t.table.rowCount).compactMap { i -> SIMD3<Double>? in
            guard let x = xs[i], let y = ys[i], let z = zs[i] else { return nil }
            return SIMD3(x, y, z)
        }
        // The height's label titles the colour bar as well as the y axis.
        let height = a.string("--ylabel") ?? names.y
        var plot = TriangulatedSurfacePlot(x: names.x, y: height, z: names.z, points: points)
        if let length = try a.positive("--max-edge") { plot = plot.maximumEdgeLength(length) }
        if a.has("--wireframe") { plot = plot.wireframe() }
        let opacity = try MeshCommand.opacity(a)
        var chart = Chart3D { plot.opacity(opacity) }
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart3D(chart, a)
    }
}
