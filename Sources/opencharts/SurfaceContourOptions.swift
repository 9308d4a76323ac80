import OpenCharts

/// The contour options of `surface GRID.csv`: `--contours LEVELS` draws lines on the surface,
/// `--floor-contours` projects the same levels onto the box's floor, coloured by height.
struct SurfaceContourOptions {
    static let options = [
        OptionSpec(
            "--contours", value: "N|A,B,C|step:S",
            help: "Contour lines on the surface: about N nice levels, these levels, or every multiple of S."),
        OptionSpec(
            "--floor-contours",
            help: "The contour levels (--contours, else about 7) projected onto the floor, coloured by height."),
    ]

    let levels: ContourLevels
    let onSurface: Bool
    let onFloor: Bool

    /// The options of the command line.
    init(_ a: Arguments) throws {
        levels = try ContourCommand.levels(a, key: "--contours")
        onSurface = a.has("--contours")
        onFloor = a.has("--floor-contours")
    }
}

extension SurfacePlot {
    /// The surface with the contours the command line asks for.
    func contours(_ options: SurfaceContourOptions) -> SurfacePlot {
        var plot = self
        if options.onSurface { plot = plot.contours(options.levels, lineStyle: StrokeStyle(lineWidth: 0.75)) }
        if options.onFloor { plot = plot.contours(options.levels, on: .floor) }
        return plot
    }
}
