import ChartData
import OpenCharts

/// A chart of either kind, or a figure of several, so examples can be listed and rendered alike.
public enum ExampleChart: Sendable {
    case chart(Chart)
    case chart3D(Chart3D)
    case figure(Figure)

    /// The chart with its frame changed (nil keeps the chart's own width or height).
    public func frame(width: Double?, height: Double?) -> ExampleChart {
        switch self {
        case .chart(let c): .chart(c.frame(width: width, height: height))
        case .chart3D(let c): .chart3D(c.frame(width: width, height: height))
        case .figure(let f): .figure(f.frame(width: width, height: height))
        }
    }

    /// The lowered scene at `scale`.
    public func renderScene(scale: Double) throws -> RenderScene {
        switch self {
        case .chart(let c): try c.renderScene(scale: scale)
        case .chart3D(let c): try c.renderScene(scale: scale)
        case .figure(let f): try f.renderScene(scale: scale)
        }
    }

    /// The chart rendered at `scale` as PNG data, with the render's warnings
    /// (`ImageRenderer.warnings`; each also went to `ChartWarning.handler`).
    public func renderPNG(scale: Double) throws -> (png: Data, warnings: [ChartWarning]) {
        let (png, warnings) = try render(as: .png, scale: scale)
        return (png, warnings)
    }

    /// The chart encoded as `format` at `scale` (3D content of vector formats at `rasterDPI`), with
    /// the render's warnings.
    public func render(
        as format: ImageFormat, scale: Double, rasterDPI: Double = 300
    ) throws -> (data: Data, warnings: [ChartWarning]) {
        func encode<C: ChartRepresentable>(_ content: C) throws -> (data: Data, warnings: [ChartWarning]) {
            let r = ImageRenderer(content: content)
            (r.scale, r.rasterDPI) = (scale, rasterDPI)
            return (try r.data(as: format), r.warnings)
        }
        switch self {
        case .chart(let c): return try encode(c)
        case .chart3D(let c): return try encode(c)
        case .figure(let f): return try encode(f)
        }
    }

    /// Renders the chart at `scale` and writes it as a PNG, atomically. A name that does not end in
    /// `.png` is refused before rendering (`ImageError.wrongFormat` or `.unsupportedFormat`, see
    /// `ImageFormat`).
    public func writePNG(to url: URL, scale: Double) throws {
        func write<C: ChartRepresentable>(_ content: C) throws {
            let r = ImageRenderer(content: content)
            r.scale = scale
            try r.writePNG(to: url)
        }
        switch self {
        case .chart(let c): try write(c)
        case .chart3D(let c): try write(c)
        case .figure(let f): try write(f)
        }
    }
}

/// A built-in example: a named chart made from the code shown in the README and the gallery.
public struct Example: Sendable {
    /// The name used on the command line (`opencharts render NAME`).
    public let name: String
    /// A short title, for the gallery page.
    public let title: String
    /// A one-line description.
    public let summary: String
    /// An `opencharts` command (without the program name) that draws the same figure, or a close one,
    /// from the dataset's CSV file (run from the repository root) or from an expression; nil when there
    /// is none.
    public let command: String?
    /// Builds the chart (loading its dataset where it has one).
    public let build: @Sendable () throws -> ExampleChart

    /// An example; `command` is the CSV-file equivalent, if any.
    public init(
        name: String, title: String, summary: String, command: String? = nil,
        build: @escaping @Sendable () throws -> ExampleChart
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.command = command
        self.build = build
    }

    /// Every built-in example, in gallery order.
    public static let all: [Example] = [
        Example(
            name: "cosine", title: "Cosine", summary: "y = cos x over −2π…2π (a function LinePlot)",
            command: "function 'cos(x)' --x -2*pi:2*pi --ydomain -1.2:1.2 --xlabel Angle --ylabel Amplitude"
        ) { .chart(Examples.cosine()) },
        Example(
            name: "surface", title: "A surface y = f(x, z)",
            summary: "y = sin 2x · cos 2z, coloured by height (SurfacePlot)",
            command: "function 'sin(2*x)*cos(2*z)' --x -2:2 --z -2:2"
        ) { .chart3D(Examples.surface()) },
        Example(
            name: "penguins", title: "Palmer penguins in 3D",
            summary: "Palmer penguins: flipper, body mass and bill, by species (3D points)",
            command: "scatter3d Datasets/penguins.csv --x flipper_length_mm --y body_mass_g --z bill_length_mm "
                + "--color species"
        ) { .chart3D(try Examples.penguins()) },
        Example(
            name: "iris", title: "Fisher's irises",
            summary: "Iris petals: length against width, a colour and a symbol per species (2D points)",
            command: "scatter Datasets/iris.csv --x petal_length_cm --y petal_width_cm --color species "
                + "--xlabel 'Petal length (cm)' --ylabel 'Petal width (cm)'"
        ) { .chart(try Examples.iris()) },
        Example(
            name: "iris-fit", title: "Fisher's irises, a fitted line",
            summary: "Iris petals: width against length with the least-squares line and its 95% band (FitPlot)"
        ) { .chart(try Examples.irisFit()) },
        Example(
            name: "penguin-boxes", title: "Penguin body mass, box plots",
            summary: "Palmer penguins' body mass by species: quartiles, Tukey whiskers and outliers (BoxPlot)",
            command: "box Datasets/penguins.csv --x species --y body_mass_g --by species"
        ) { .chart(try Examples.penguinBoxes()) },
        Example(
            name: "penguin-violins", title: "Penguin flipper length, violins",
            summary: "Palmer penguins' flipper length by species: kernel density estimates with quartiles (ViolinPlot)",
            command: "violin Datasets/penguins.csv --x species --y flipper_length_mm --by species"
        ) { .chart(try Examples.penguinViolins()) },
        Example(
            name: "seattle-histogram2d", title: "Seattle days, a 2D histogram",
            summary: "Seattle's daily high against its low, 2012–2015, counted in nice cells (Histogram2DPlot)",
            command: "histogram2d Datasets/seattle-weather.csv --x temp_min_c --y temp_max_c --hide-empty"
        ) { .chart(try Examples.seattleHistogram2D()) },
        Example(
            name: "seattle-hexbin", title: "Seattle days, hexagonal bins",
            summary: "Seattle's daily high against its low, 2012–2015, on 24 hexagons across (HexbinPlot)",
            command: "histogram2d Datasets/seattle-weather.csv --x temp_min_c --y temp_max_c --hex --gridsize 24"
        ) { .chart(try Examples.seattleHexbin()) },
        Example(
            name: "penguin-bills-3d-histogram", title: "Penguin bills, a 3D histogram",
            summary:
                "Palmer penguins' bill length × depth: bars on the floor of the box, height = count (Histogram3DPlot)",
            command: "histogram2d Datasets/penguins.csv --x bill_length_mm --y bill_depth_mm --3d"
        ) { .chart3D(try Examples.penguinBillHistogram3D()) },
        Example(
            name: "stocks", title: "Four stocks, 2000–2013",
            summary: "Daily adjusted closes of AAPL, GOOG, IBM and MSFT on a date axis, log scale (lines)",
            command: "line Datasets/stocks-adj-close.csv --x date "
                + "--y AAPL_adj_close_usd,GOOG_adj_close_usd,IBM_adj_close_usd,MSFT_adj_close_usd --yscale log "
                + "--xlabel Date --ylabel 'Adjusted close (US$)'"
        ) { .chart(try Examples.stocks()) },
        Example(
            name: "seattle", title: "Seattle temperatures",
            summary: "Seattle's daily temperature range 2012–2015, a band on a date axis",
            command: "line Datasets/seattle-weather.csv --x date --y temp_max_c,temp_min_c --ylabel 'Temperature (°C)'"
        ) { .chart(try Examples.seattle()) },
        Example(
            name: "quakes", title: "Earthquakes off Fiji",
            summary: "1000 earthquakes off Fiji: position and depth, coloured by magnitude",
            command: "scatter3d Datasets/quakes.csv --x long_deg --y -depth_km --z lat_deg --color magnitude "
                + "--ylabel 'Depth (km, downward)' --pose 35,20"
        ) { .chart3D(try Examples.quakes()) },
        Example(
            name: "quakes-surface", title: "The Tonga slab from earthquake depths",
            summary: "Fiji earthquakes' depths over their epicentres, a Delaunay-triangulated surface "
                + "(TriangulatedSurfacePlot)",
            command: "trisurf Datasets/quakes.csv --x long_deg --y -depth_km --z lat_deg --max-edge 3 "
                + "--xlabel 'Longitude (°E)' --ylabel 'Depth (km, downward)' --zlabel 'Latitude (°N)' "
                + "--ydomain -700:0 --pose 35,20"
        ) { .chart3D(try Examples.quakeSurface()) },
        Example(
            name: "brain", title: "A slice of the brain",
            summary: "MNI152 T1 template: an axial slice 15.5 mm above the origin, in grey levels (HeatMapPlot)",
            command: "heatmap Datasets/mni152-t1-4mm-volume.csv --rows 1012:1057 --xextent -72.5:71.5 "
                + "--yextent -107.5:72.5 --colormap gray --xlabel 'Left → right (mm)' "
                + "--ylabel 'Posterior → anterior (mm)' --colorlabel 'T1 intensity'"
        ) { .chart(try Examples.brain()) },
        Example(
            name: "jacksboro", title: "The Jacksboro Fault",
            summary: "The Jacksboro Fault, Tennessee: SRTM elevation as a surface",
            command: "surface Datasets/jacksboro-dem-grid.csv --xextent 0:30.15 --zextent 0:31.635 "
                + "--relief 0.25 "
                + "--xlabel 'East (km)' --zlabel 'South (km)' --ylabel 'Elevation (m)'"
        ) { .chart3D(try Examples.jacksboro()) },
        Example(
            name: "volcano", title: "Maunga Whau volcano",
            summary: "Maunga Whau volcano heights, a surface through a measured grid",
            command: "surface Datasets/volcano-grid.csv --xextent 600:0 --zextent 860:0 --xlabel 'East (m)' "
                + "--zlabel 'South (m)' --ylabel 'Height (m)'"
        ) { .chart3D(try Examples.volcano()) },
        Example(
            name: "volcano-contours", title: "Maunga Whau volcano, contours",
            summary: "Maunga Whau volcano heights as labelled contour lines every 10 m (ContourPlot)",
            command: "contour Datasets/volcano-grid.csv --levels step:10 --labels --xextent 600:0 --yextent 0:860 "
                + "--colormap magma --xlabel 'East (m)' --ylabel 'North (m)' --colorlabel 'Height (m)'"
        ) { .chart(try Examples.volcanoContours()) },
        Example(
            name: "volcano-contours-3d", title: "Maunga Whau volcano, contours in 3D",
            summary: "Maunga Whau volcano as a surface with contour lines every 10 m on it and on the floor "
                + "(SurfacePlot.contours)",
            command: "surface Datasets/volcano-grid.csv --xextent 600:0 --zextent 860:0 --contours step:10 "
                + "--floor-contours --xlabel 'East (m)' --zlabel 'South (m)' --ylabel 'Height (m)'"
        ) { .chart3D(try Examples.volcanoContours3D()) },
        Example(
            name: "cylinder-streamlines", title: "Flow past a cylinder",
            summary: "Uniform flow past a cylinder: evenly spaced streamlines coloured by speed (StreamlinePlot)",
            command: "vectors cylinder --streamlines --colorlabel Speed"
        ) { .chart(Examples.cylinderStreamlines()) },
        Example(
            name: "volcano-figure", title: "Maunga Whau volcano, three views",
            summary: "A figure: the volcano as a surface, a heat map on the same colour scale and a section"
        ) { .figure(try Examples.volcanoFigure()) },
        Example(
            name: "brain-isosurface", title: "The brain as isosurfaces",
            summary: "MNI152 T1 template: the brain's outer surface (translucent) over its white matter "
                + "(IsosurfacePlot)",
            command: "isosurface Datasets/mni152-t1-4mm-volume.csv --xextent -72.5:71.5 --yextent -107.5:72.5 "
                + "--zextent -72.5:83.5 --levels 70,200 --opacity 0.3"
        ) { .chart3D(try Examples.brainIsosurface().frame(width: 640, height: 560)) },
        Example(
            name: "brain-slices", title: "Three slices of the brain",
            summary: "MNI152 T1 template: sagittal, axial and coronal slices in place, in grey levels (SlicePlot)",
            command: "slices Datasets/mni152-t1-4mm-volume.csv --xextent -72.5:71.5 --yextent -107.5:72.5 "
                + "--zextent -72.5:83.5 --x -0.5 --y 15.5 --z -19.5"
        ) { .chart3D(try Examples.brainSlices().frame(width: 640, height: 560)) },
        Example(
            name: "brain-volume", title: "The brain, volume rendered",
            summary: "MNI152 T1 template as a translucent cloud: white matter dense inside the faint cortex "
                + "(VolumePlot)",
            command: "volume Datasets/mni152-t1-4mm.nc --var t1 --opacity 90:0,160:0.02,215:1 --density 15"
        ) { .chart3D(try Examples.brainVolumeRendering().frame(width: 640, height: 560)) },
        Example(
            name: "volcano-volume", title: "Maunga Whau volcano as a solid",
            summary: "The volcano's rock as a volume of depth below the ground, deep rock dense (VolumePlot)"
        ) { .chart3D(try Examples.volcanoVolume().frame(width: 640, height: 560)) },
    ]

    /// The example called `name`, or nil.
    public static func named(_ name: String) -> Example? { all.first { $0.name == name } }
}
