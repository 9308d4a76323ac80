import ChartGallery
import Foundation
import OpenCharts

/// `isosurface [VOLUME.csv]` and `slices [VOLUME.csv]`: a scalar volume (the MNI152 brain template
/// by default) as surfaces of constant value, or as planes cut through it.
enum VolumeCommands {
    static let layout = """
        VOLUME.csv is laid out as Datasets/mni152-t1-4mm-volume.csv: only numbers, no header, slices of
        --slicerows rows (default 46) one below another; a line's numbers run along x, the rows of a slice
        along y, the slices along z. The volume is drawn with its z up (the chart's vertical axis). Without
        a file, the MNI152 brain template (37 × 46 × 40 voxels of 4 mm, in MNI millimetres).
        VOLUME may instead be a NetCDF or HDF5 file (.nc, .h5): its three-dimensional variable --var NAME,
        v(z, y, x), at its coordinate variables' values and titled from their long names and units.
        """

    static let layoutOptions = [
        ScientificInput.variable,
        OptionSpec("--slicerows", value: "N", help: "Rows of one slice of VOLUME.csv (default 46)."),
        OptionSpec("--xextent", value: "A:B", help: "x of the first and last column (default: indices)."),
        OptionSpec("--yextent", value: "A:B", help: "y of the first and last row of a slice (default: indices)."),
        OptionSpec("--zextent", value: "A:B", help: "z of the first and last slice (default: indices)."),
    ]

    static let isosurface = Subcommand(
        name: "isosurface",
        usage: ["isosurface [VOLUME.csv] [--levels A,B] [--opacity X] [--slicerows N] [OPTIONS]"],
        summary: "surfaces of constant value through a scalar volume (3D)",
        details: layout + "\n" + """
            A closed surface is drawn at each level (marching tetrahedra, normals from the field's gradient),
            coloured by level with a colour bar (--colormap). The first level is drawn at --opacity, the others
            opaque, so an outer surface shows the inner ones through it.
            """,
        options: [
            OptionSpec("--levels", value: "A,B", help: "Levels (default 70,200 for the brain, else the middle value)."),
            OptionSpec("--opacity", value: "X", help: "Opacity of the first level, 0…1 (default 0.3 with several)."),
        ] + layoutOptions + [OptionCatalog.colormap] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "isosurface --levels 70,200 --opacity 0.3 -o brain-isosurface.png",
            "isosurface field.csv --slicerows 64 --levels 0.5 -o field.png",
            "isosurface Datasets/mni152-t1-4mm.nc --var t1 --levels 70,200 -o brain-nc.png",
        ], build: { try buildIsosurface($0) })

    static let slices = Subcommand(
        name: "slices",
        usage: ["slices [VOLUME.csv] [--x V] [--y V] [--z V] [--slicerows N] [OPTIONS]"],
        summary: "planes cut through a scalar volume, coloured by value (3D)",
        details: layout + "\n" + """
            A plane is drawn at each of --x, --y and --z given (in the chart's axes: y is the file's z, up),
            coloured by the values on it with a colour bar (grey levels unless --colormap). Without any, three
            orthogonal planes through the brain (or through the middle of the volume).
            """,
        options: [
            OptionSpec("--x", value: "V", help: "A plane at x = V."),
            OptionSpec("--y", value: "V", help: "A plane at y = V (vertical axis)."),
            OptionSpec("--z", value: "V", help: "A plane at z = V."),
        ] + layoutOptions + [OptionCatalog.colormap] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "slices --x -0.5 --y 15.5 --z -19.5 -o brain-slices.png",
            "slices field.csv --slicerows 64 --y 32 -o field-slice.png",
        ], build: { try buildSlices($0) })

    static let volume = Subcommand(
        name: "volume",
        usage: ["volume [VOLUME.csv] [--opacity V:O,V:O…] [--density X] [--steps N] [--slicerows N] [OPTIONS]"],
        summary: "a scalar volume rendered as a translucent cloud (direct volume rendering, 3D)",
        details: layout + "\n" + """
            Each pixel's ray through the volume gathers colour (--colormap; grey levels by default) and opacity
            from the values it passes; opaque parts of the chart (the axes box) hide what lies behind them.
            --opacity gives the opacity ramp as value:opacity points joined linearly (opacities 0…1, constant
            beyond the ends), or one opacity for every value; by default it rises linearly from the lowest value
            (clear) to the highest (for the brain: clear below 90, faint grey matter, dense white matter).
            --density is the optical depth across the box's longest edge at opacity 1: larger shows less of
            the inside. PDF and SVG output embed the rendering as an image under vector axes.
            """,
        options: [
            OptionSpec("--opacity", value: "V:O,…", help: "Opacity ramp points value:opacity, or one opacity."),
            OptionSpec(
                "--density", value: "X", help: "Optical depth across the box at opacity 1 (default 8; brain 15)."),
            OptionSpec(
                "--steps", value: "N", help: "Samples along the box's diagonal (default from the volume's size)."),
        ] + layoutOptions + [OptionCatalog.colormap] + OptionCatalog.look3D + OptionCatalog.outputOptions,
        examples: [
            "volume -o brain-volume.png",
            "volume Datasets/mni152-t1-4mm.nc --var t1 --opacity 90:0,160:0.02,215:1 --density 15 -o brain.png",
            "volume field.csv --slicerows 64 --opacity 0.2 --colormap magma -o field.png",
        ], build: { try buildVolume($0) })

    static func buildVolume(_ a: Arguments) throws -> ExampleChart {
        let (volume, isBrain, titles) = try Self.volume(a)
        let ramp = try opacityRamp(a)
        var density = isBrain ? 15.0 : 8
        if let text = a.string("--density") {
            guard let v = Double(text), v.isFinite, v >= 0 else {
                throw CLIError.usage("--density needs a finite number ≥ 0, got '\(text)'")
            }
            density = v
        }
        var steps: Int?
        if let v = try a.positive("--steps") {
            guard v == v.rounded(), v <= 100_000 else {
                throw CLIError.usage("--steps needs a whole number from 1 to 100000, got \(v)")
            }
            steps = Int(v)
        }
        var chart = try Examples.brainVolumeRendering(
            isBrain ? nil : volume, opacity: ramp, density: density, steps: steps, titles: titles)
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart3D(chart.frame(width: 640, height: 560), a)
    }

    /// `--opacity V:O,V:O,…` (ramp points) or `--opacity O` (one opacity), opacities 0…1.
    static func opacityRamp(_ a: Arguments) throws -> VolumeOpacityRamp? {
        guard let text = a.string("--opacity") else { return nil }
        let bad = CLIError.usage(
            "--opacity needs value:opacity points separated by commas (90:0,215:1) or one opacity, "
                + "opacities from 0 to 1; got '\(text)'")
        if let single = Double(text) {
            guard (0...1).contains(single) else { throw bad }
            return .constant(single)
        }
        var points: [(value: Double, opacity: Double)] = []
        for part in text.split(separator: ",") {
            let pair = part.split(separator: ":").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard pair.count == 2, let v = pair[0], let o = pair[1], v.isFinite, (0...1).contains(o) else { throw bad }
            points.append((v, o))
        }
        guard !points.isEmpty else { throw bad }
        return .points(points)
    }

    /// The volume of the file given, else the brain template; and whether it is the brain.
    static func volume(_ a: Arguments) throws -> (volume: VolumeGrid, isBrain: Bool, titles: Examples.VolumeTitles?) {
        let extents = try ["--xextent", "--yextent", "--zextent"].map { key -> ClosedRange<Double>? in
            guard let e = try a.extent(key) else { return nil }
            guard e.first < e.last else {
                throw CLIError.usage("\(key) must increase (A < B), got \(e.first):\(e.last)")
            }
            return e.first...e.last
        }
        let rows = try a.positive("--slicerows").map { v -> Int in
            guard v == v.rounded() else { throw CLIError.usage("--slicerows needs a whole number, got \(v)") }
            return Int(v)
        }
        let path: String
        do {
            path = try a.single("VOLUME.csv")
        } catch {
            try a.none()
            if rows != nil || extents.contains(where: { $0 != nil }) {
                throw CLIError.usage("--slicerows and the extents describe VOLUME.csv; give the file")
            }
            return (try Examples.brainVolume(), true, nil)
        }
        if ScientificInput.isScientific(path) {
            if rows != nil || extents.contains(where: { $0 != nil }) {
                throw CLIError.usage(
                    "\(path): --slicerows and the extents describe a CSV volume, not a NetCDF or HDF5 file")
            }
            let (volume, titles) = try ScientificInput.volume(path, variable: a.string("--var"))
            return (volume, false, titles)
        }
        if a.has("--var") { throw CLIError.usage("--var names a variable of a NetCDF or HDF5 file, not of \(path)") }
        let grid = try InputGrid(path: path, rows: nil).grid
        do {
            let v = try Examples.volume(
                grid, rowsPerSlice: rows ?? 46, xExtent: extents[0], yExtent: extents[1], zExtent: extents[2])
            return (v, false, nil)
        } catch {
            throw CLIError.failure("\(path): \(error)")
        }
    }

    static func buildIsosurface(_ a: Arguments) throws -> ExampleChart {
        let (volume, isBrain, titles) = try Self.volume(a)
        let levels =
            try Self.levels(a)
            ?? (isBrain ? [70, 200] : volume.valueRange.map { [($0.lowerBound + $0.upperBound) / 2] } ?? [0])
        var opacity = levels.count > 1 ? 0.3 : 1
        if let text = a.string("--opacity") {
            guard let v = Double(text), (0...1).contains(v) else {
                throw CLIError.usage("--opacity needs a number from 0 to 1, got '\(text)'")
            }
            opacity = v
        }
        var chart = try Examples.brainIsosurface(volume, levels: levels, opacities: [opacity, 1], titles: titles)
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart3D(chart.frame(width: 640, height: 560), a)
    }

    static func buildSlices(_ a: Arguments) throws -> ExampleChart {
        let (volume, isBrain, titles) = try Self.volume(a)
        var planes: [SlicePlane] = []
        for (key, make) in [("--x", SlicePlane.x), ("--y", SlicePlane.y), ("--z", SlicePlane.z)] {
            guard let text = a.string(key) else { continue }
            guard let v = Double(text), v.isFinite else { throw CLIError.usage("\(key) needs a number, got '\(text)'") }
            planes.append(make(v))
        }
        if planes.isEmpty && !isBrain {
            planes = [.x(middle(volume.x)), .y(middle(volume.y)), .z(middle(volume.z))]
        }
        var chart = try Examples.brainSlices(volume, planes: planes.isEmpty ? nil : planes, titles: titles)
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart3D(chart.frame(width: 640, height: 560), a)
    }

    static func middle(_ axis: [Double]) -> Double { (axis[0] + axis[axis.count - 1]) / 2 }

    /// `--levels A,B,…`: finite numbers.
    static func levels(_ a: Arguments) throws -> [Double]? {
        guard let text = a.string("--levels") else { return nil }
        let values = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0?.isFinite == true }) else {
            throw CLIError.usage("--levels needs finite numbers separated by commas (70,200), got '\(text)'")
        }
        return values.compactMap { $0 }
    }
}
