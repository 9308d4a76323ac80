import ChartExport
import ChartTestSupport
import Foundation
import Observation
import OpenCharts
import Testing

/// The Swift samples of the documentation catalog (`Sources/OpenCharts/OpenCharts.docc`), compiled
/// here as they are written there, so that every sample is real API. Top-level statements sit in
/// methods; nothing here runs except the landing page's first chart (below).
struct DocumentationSamples {
    // MARK: - OpenCharts.md

    /// The first chart, compiled but not run: it writes to the current directory.
    func firstChart() throws {
        let chart = Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)

        let renderer = ImageRenderer(content: chart)
        renderer.scale = 2
        try renderer.writePNG(to: URL(fileURLWithPath: "cosine.png"))
    }

    // MARK: - GettingStarted.md

    func renderSurface() throws {
        let surface = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
        .frame(width: 800, height: 600)

        let renderer = ImageRenderer(content: surface)
        renderer.scale = 2  // 1600 × 1200 pixels
        try renderer.writePNG(to: URL(fileURLWithPath: "surface.png"))
        let png: Data = try renderer.pngData()  // or the bytes, to send elsewhere
        let image: RGBAImage = try renderer.renderImage()  // or the pixels
        _ = (png, image)
    }

    func renderAll(_ charts: [String: Chart]) throws {
        guard let first = charts.values.first else { return }
        let renderer = ImageRenderer(content: first)
        for (name, chart) in charts {
            renderer.content = chart
            try renderer.writePNG(to: URL(fileURLWithPath: "\(name).png"))
        }
    }

    func look(at wave: Chart, _ surface: Chart3D) throws {
        try wave.show(title: "Wave")
        try surface.show { state in print(state.pose) }
    }

    // MARK: - VectorOutput.md

    func writeVectorFiles(_ surface: Chart3D) throws {
        let renderer = ImageRenderer(content: surface)
        try renderer.write(to: URL(fileURLWithPath: "surface.pdf"))
        try renderer.write(to: URL(fileURLWithPath: "surface.svg"))
        let pdf: Data = try renderer.pdfData()  // or svgData(), epsData(), pngData()
        renderer.scale = 300.0 / 72  // a 300 dpi PNG
        renderer.rasterDPI = 600  // 3D content of vector files at 600 dpi
        try renderer.write(to: URL(fileURLWithPath: "surface.png"))
        _ = pdf
    }

    // MARK: - Creating3DCharts.md

    func meshFromFile() throws -> Chart3D {
        let brain = try MeshFile(contentsOf: URL(fileURLWithPath: "Datasets/mni152-brain-surface.ply"))
        let hemisphere = Chart3D {
            MeshPlot(
                brain, x: "Left–right x (mm)", y: "Inferior–superior z (mm)", z: "Posterior–anterior y (mm)",
                upAxis: 2
            )
            .values("Fold depth", brain.vertexScalars["depth"] ?? [])
            .roughness(0.7)
        }
        .chartForegroundStyleScale(range: .viridis)
        .chart3DPose(Chart3DPose(azimuth: .degrees(-120), inclination: .degrees(15)))
        return hemisphere
    }

    func unevenSurface() throws -> Chart3D {
        let depths = try NumericGrid([[0, -2, -5, -9], [-1, -4, -8, -15], [-1, -5, -11, -20]])
        let shore = Chart3D {
            SurfacePlot(
                x: "Offshore (km)", y: "Depth (m)", z: "Along shore (km)", grid: depths,
                xCoordinates: [0, 0.5, 2, 5], zCoordinates: [0, 1, 3])
        }
        return shore
    }

    func wireframes(_ volcano: NumericGrid) -> (over: Chart3D, alone: Chart3D) {
        let wired = Chart3D {
            SurfacePlot(
                x: "East (m)", y: "Height (m)", z: "South (m)", grid: volcano, xExtent: 0...600, zExtent: 0...860
            )
            .wireframe(stride: 4)
        }
        .chartXScale(domain: 0...600, range: -0.35...0.35)
        .chartYScale(domain: 90...200, range: -0.2...0.2)

        let lines = Chart3D {
            SurfacePlot(
                x: "East (m)", y: "Height (m)", z: "South (m)", grid: volcano, xExtent: 0...600, zExtent: 0...860
            )
            .wireframe(stride: 2, color: .blue, faces: false)
        }
        return (
            wired,
            lines.chartXScale(domain: 0...600, range: -0.35...0.35).chartYScale(domain: 90...200, range: -0.2...0.2)
        )
    }

    func triangulatedSurface() throws -> Chart3D {
        struct Quake { var longitude, latitude, depth: Double }
        let table = try CSVTable(contentsOf: URL(fileURLWithPath: "Datasets/quakes.csv"))
        let lon = try table.numbers("long_deg")
        let lat = try table.numbers("lat_deg")
        let depth = try table.numbers("depth_km")
        // A missing value becomes NaN, and that row is left out (counted in the warnings).
        let quakes = (0..<table.rowCount).map { i in
            Quake(longitude: lon[i] ?? .nan, latitude: lat[i] ?? .nan, depth: depth[i] ?? .nan)
        }
        let slab = Chart3D {
            TriangulatedSurfacePlot(
                quakes, x: .value("Longitude (°E)", \.longitude), y: .value("Depth (km)", \.depth),
                z: .value("Latitude (°N)", \.latitude)
            )
            .maximumEdgeLength(3)
        }
        .chartYScale(domain: .automatic(reversed: true))
        return slab
    }

    func surfaces() -> [Chart3D] {
        let surface = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)

        let pole = Chart3D {
            SurfacePlot(x: "x", y: "1 / r", z: "z") { x, z in
                let r = (x * x + z * z).squareRoot()
                return r < 0.2 ? .nan : 1 / r
            }
        }
        .chartYScale(domain: 0...3)

        let styled = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased(Gradient(colors: [.blue, .green, .yellow, .red]), yRange: -1...1))
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)

        let symbols = Chart3D {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0))
                .symbol(.cube)
                .symbolSize(24)
                .foregroundStyle(.orange)
        }

        let metal = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * x - z * z }
                .foregroundStyle(Color.gray)
                .metalness(1)
                .roughness(0.3)
        }

        return [surface, pole, styled, symbols, metal]
    }

    func translucency() -> Chart3D {
        let translucent = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { _, z in -0.6 * z }
                .foregroundStyle(.heightBased)
                .opacity(0.6)
            ForEach(0..<24, id: \.self) { i in
                let angle = Double(i) / 24 * 2 * .pi
                PointMark(x: .value("x", 1.5 * cos(angle)), y: .value("y", 0.0), z: .value("z", 1.5 * sin(angle)))
                    .foregroundStyle(.red)
                    .symbolSize(14)
            }
        }
        .chartXScale(domain: -2...2)
        .chartYScale(domain: -1.5...1.5)
        .chartZScale(domain: -2...2)
        return translucent
    }

    func turnedSymbol() -> Chart3D {
        let turned = Chart3D {
            PointMark(x: .value("x", 0.0), y: .value("y", 0.0), z: .value("z", 0.0))
                .symbol(.cube)
                .symbolRotation(Rotation3D(angle: .degrees(30), axis: .y))
                .metalness(1)
                .roughness(0.3)
        }

        return turned
    }

    func axes3D() -> Chart3D {
        let response = Chart3D {
            SurfacePlot(x: "Frequency (Hz)", y: "Gain (dB)", z: "Damping ratio") { f, zeta in
                let r = f / 1000
                return -10 * log10((1 - r * r) * (1 - r * r) + (2 * zeta * r) * (2 * zeta * r))
            }
        }
        .chartXScale(domain: 10...100_000, type: .log)
        .chartZScale(domain: 0.05...1)
        .chartYScale(domain: -80...25)
        return response
    }

    func styledAxes(_ chart: Chart3D) -> Chart3D {
        chart
            .chartYScale(domain: .automatic(reversed: true))
            .chartZAxis { AxisMarks(values: [30, 40, 50, 60]) }
            .chartXAxis { AxisMarks(values: .stride(by: 20)) }
            .chartZAxisLabel("Bill length (mm)", alignment: .trailing)
            .chartYAxis(.hidden)
    }

    func toScale(_ volcano: Chart3D) -> Chart3D {
        volcano.chart3DBoxAspect(.equal)
    }

    struct Penguin {
        let species: String
        let flipper: Double
        let mass: Double
        let bill: Double
    }

    func penguinChart(_ penguins: [Penguin]) -> Chart3D {
        Chart3D(penguins) {
            PointMark(
                x: .value("Flipper length (mm)", $0.flipper),
                y: .value("Body mass (g)", $0.mass),
                z: .value("Bill length (mm)", $0.bill)
            )
            .foregroundStyle(by: .value("Species", $0.species))
        }
    }

    func fromTheFront(_ chart: Chart3D) -> Chart3D {
        chart
            .chart3DPose(Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7)))
            .chart3DCameraProjection(.perspective)
    }

    func explore(_ chart: Chart3D) throws {
        @State var pose = Chart3DPose.default
        try chart.chart3DPose($pose).show()
        print("last pose:", pose)
    }

    // MARK: - PlottingFunctions.md

    func functionPlots() -> [Chart] {
        let wave = Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)

        let twoFunctions = Chart {
            LinePlot(x: "x", y: "y", domain: 0...10) { sin($0) }
                .foregroundStyle(by: .value("Function", "sin x"))
            LinePlot(x: "x", y: "y", domain: 0...10) { cos($0) }
                .foregroundStyle(by: .value("Function", "cos x"))
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
        }

        let tangent = Chart {
            LinePlot(x: "x", y: "tan x", domain: -3 * .pi...3 * .pi) { tan($0) }
        }
        .chartYScale(domain: -5...5)

        let reciprocal = Chart {
            LinePlot(x: "x", y: "1 / x", domain: -4...4) { 1 / $0 }
        }
        .chartYScale(domain: -8...8)

        let squareRoot = Chart {
            LinePlot(x: "x", y: "√x", domain: -1...4) { $0 < 0 ? .nan : $0.squareRoot() }
        }

        let circle = Chart {
            LinePlot(x: "Across", y: "Up", t: "Turn", domain: 0...(2 * .pi)) { turn in
                (x: 2 * cos(turn), y: 2 * sin(turn))
            }
        }
        .chartXScale(domain: -2.5...2.5)
        .chartYScale(domain: -2.5...2.5)
        .frame(width: 420, height: 400)

        let band = Chart {
            AreaPlot(x: "x", yStart: "lower", yEnd: "upper", domain: 0...4) { x in
                (yStart: x - 0.5, yEnd: x * x / 2 + 0.5)
            }
            .foregroundStyle(.blue)
            .opacity(0.3)
        }

        return [wave, twoFunctions, tangent, reciprocal, squareRoot, circle, band]
    }

    struct DoseResponse: Identifiable {
        let id: Int
        let dose: Double
        let response: Double
    }

    func fitChart(_ observations: [DoseResponse], slope: Double, intercept: Double) -> Chart {
        Chart {
            ForEach(observations) { observation in
                PointMark(x: .value("Dose", observation.dose), y: .value("Response", observation.response))
            }
            LinePlot(x: "Dose", y: "Response", domain: 0...10) { dose in slope * dose + intercept }
                .foregroundStyle(.red)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [3, 3]))
        }
    }

    // MARK: - SwiftChartsDifferences.md

    struct Reading: Identifiable {
        let id: Int
        let hour: Double
        let level: Double
        let source: String
    }

    func styleScales(_ readings: [Reading]) -> Chart {
        Chart(readings) { r in
            LineMark(x: .value("Hour", r.hour), y: .value("Level (m)", r.level))
                .foregroundStyle(by: .value("Source", r.source))
                .symbol(by: .value("Source", r.source))
                .lineStyle(by: .value("Source", r.source))
        }
        .chartSymbolScale(["Measured": .square, "Model": .diamond, "Forecast": .cross])
        .chartLineStyleScale([
            "Measured": StrokeStyle(lineWidth: 2), "Model": StrokeStyle(lineWidth: 2, dash: [6, 3]),
            "Forecast": StrokeStyle(lineWidth: 1, dash: [1, 3]),
        ])
    }

    @Test func styleScalesSampleLowers() throws {
        let readings = (0..<6).map {
            Reading(id: $0, hour: Double($0 % 3), level: Double($0), source: $0 < 3 ? "Model" : "Measured")
        }
        _ = try styleScales(readings).renderScene(scale: 1)
    }

    struct Holding {
        let asset: String
        let value: Double
    }

    func donut(_ holdings: [Holding]) -> Chart {
        Chart(holdings, id: \.asset) { holding in
            SectorMark(angle: .value("Value", holding.value), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Asset", holding.asset))
        }
        .frame(width: 360, height: 320)
    }

    struct Sale {
        let month: Date
        let amount: Double
    }

    struct SalesChart {
        let sales: [Sale]

        var body: Chart {
            Chart(sales, id: \.month) { sale in
                BarMark(x: .value("Month", sale.month, unit: .month), y: .value("Sales", sale.amount))
            }
        }
    }

    struct CloudPoint {
        let x: Double
        let y: Double
        let z: Double
        let cluster: String
    }

    func millionMarks(_ cloud: [CloudPoint]) -> Chart3D {
        // 1,000,000 points: drawn as one PointPlot would be, with the same picture and description.
        Chart3D(cloud) { p in
            PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z))
                .foregroundStyle(by: .value("Cluster", p.cluster))
        }
    }

    @Test func theMillionMarksSampleReadsAsItsPointPlot() throws {
        // A smaller cloud than the sample's (a debug build), still a run long enough to gather.
        let cloud = (0..<3_000).map { i in
            let t = Double(i)
            return CloudPoint(x: sin(t * 0.7), y: cos(t * 0.3), z: t / 3_000, cluster: ["A", "B", "C"][i % 3])
        }
        let plot = Chart3D {
            PointPlot(cloud, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
                .foregroundStyle(by: .value("Cluster", \.cluster))
        }
        let marks = millionMarks(cloud)
        #expect(marks.accessibilityDescription == plot.accessibilityDescription)
        #expect(marks.accessibilityDescription.contains("3000 points in 3 clusters by Cluster: A, 1000 points"))
        #expect(try marks.renderScene(scale: 1).primitives.count == plot.renderScene(scale: 1).primitives.count)
    }

    @ChartContentBuilder
    func target(_ value: Double) -> [ChartElement] {
        RuleMark(y: .value("Target", value))
            .foregroundStyle(.red)
        PointMark(x: .value("Week", "Now"), y: .value("Target", value))
    }

    struct ActivityChart {
        @State var selectedDate: Date?
        let days: [(date: Date, minutes: Double)]

        var body: Chart {
            Chart(days, id: \.date) { day in
                BarMark(x: .value("Day", day.date, unit: .day), y: .value("Minutes", day.minutes))
                    .opacity(selectedDate == nil ? 1 : 0.5)
            }
            .chartXSelection(value: $selectedDate)
        }
    }
}

/// The samples of LoadingData.md: the reading code is compiled, not run (its paths are relative to
/// the repository); the charts are rendered against goldens in `DocumentationImageTests`.
struct LoadingDataSamples {
    func listVariables() throws {
        for variable in try ScientificFile.variables(at: "Datasets/volcano.nc") {
            print(variable.name, variable.dimensions, variable.type, variable.units ?? "")
        }
        // x ["x"] double m
        // y ["y"] double m
        // height ["y", "x"] short m
    }

    func volcanoFromNetCDF(_ path: String = "Datasets/volcano.nc") throws -> Chart {
        let height = try ScientificFile.read("height", at: path)
        let grid = try height.grid()  // rows along y, the first dimension
        let (y, x) = (height.coordinates[0], height.coordinates[1])
        return Chart {
            HeatMapPlot(
                grid, x: x.title, y: y.title, value: height.variable.title,
                xExtent: x.values[0]...x.values[x.values.count - 1],
                yExtent: y.values[0]...y.values[y.values.count - 1])
        }
        .chartTitle("Maunga Whau, from volcano.nc")
        .frame(width: 490, height: 560)
    }

    func volcanoFromAGroup(_ path: String = "Datasets/volcano.h5") throws {
        let height = try ScientificFile.read("/topography/height", at: path)
        print(height.variable.dimensions)  // ["y", "x"], the dimension scales' names
        print(height.coordinates[1].title)  // "Easting (m)", from the scale's attributes
        let same = try ScientificFile.read("/topography/height", at: path, format: .netCDF)
        print(same.coordinates == height.coordinates)  // true
    }

    func readTable() throws {
        let url = URL(fileURLWithPath: "Datasets/penguins.csv")
        let penguins = try CSVTable(contentsOf: url)
        print(penguins.columnNames)  // ["species", "island", "bill_length_mm", …]
        print(penguins.rowCount)  // 344, the header row not counted
        let species = try penguins.strings("species")  // [String?]
        let flipper = try penguins.numbers("flipper_length_mm")  // [Double?]
        _ = (species, flipper)
    }

    struct Penguin: Identifiable {
        let id: Int
        let species: String
        let flipper: Double
        let mass: Double
    }

    func penguinRows(_ table: CSVTable) throws -> [Penguin] {
        let species = try table.strings("species")
        let flipper = try table.numbers("flipper_length_mm")
        let mass = try table.numbers("body_mass_g")
        return (0..<table.rowCount).compactMap { i in
            guard let s = species[i], let f = flipper[i], let m = mass[i] else { return nil }
            return Penguin(id: i, species: s, flipper: f, mass: m)
        }
    }

    func massChart(_ penguins: [Penguin]) -> Chart {
        Chart(penguins) { penguin in
            PointMark(x: .value("Flipper length (mm)", penguin.flipper), y: .value("Body mass (g)", penguin.mass))
                .foregroundStyle(by: .value("Species", penguin.species))
        }
        .chartTitle("Palmer penguins")
        .chartYAxisLabel("Body mass (grams)")
    }

    func massColours(_ penguins: [Penguin]) -> Chart {
        Chart(penguins) { penguin in
            PointMark(x: .value("Flipper length (mm)", penguin.flipper), y: .value("Species", penguin.species))
                .foregroundStyle(by: .value("Body mass (g)", penguin.mass))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.blue, .orange]))
    }

    func readGrid() throws {
        let volcano = try NumericGrid(contentsOf: URL(fileURLWithPath: "Datasets/volcano-grid.csv"))
        print(volcano.rows, volcano.columns)  // 87 61
        print(volcano[0, 0])  // 100.0, the first number of the file
        print(volcano.values.count)  // 5307, row after row
        let small = try NumericGrid([[1, 2, 3], [4, 5, 6]])  // 2 rows, 3 columns
        _ = small
    }

    func volcanoMap(_ volcano: NumericGrid) -> Chart {
        Chart {
            HeatMapPlot(
                volcano.reversedColumns(), x: "East (m)", y: "North (m)", value: "Height (m)",
                xExtent: 0...600, yExtent: 0...860)
        }
        .chartTitle("Maunga Whau")
        .frame(width: 490, height: 560)
    }

    func brainSlice(_ volume: NumericGrid) throws -> Chart {
        let slice = try volume.subgrid(rows: 1012...1057)
        return Chart {
            HeatMapPlot(
                slice, x: "Left → right (mm)", y: "Posterior → anterior (mm)", value: "T1 intensity",
                xExtent: -72.5...71.5, yExtent: -107.5...72.5)
        }
        .chartForegroundStyleScale(range: .grayscale)
        .frame(width: 530, height: 500)
    }

    func volcanoContours(_ volcano: NumericGrid) -> Chart {
        Chart {
            ContourPlot(
                volcano.reversedColumns(), x: "East (m)", y: "North (m)", value: "Height (m)",
                levels: .step(10), xExtent: 0...600, yExtent: 0...860
            )
            .contourLabels()
        }
        // Magma without its near-white end, so that the highest line shows on white.
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.magma).restricted(to: 0...0.85)))
        .frame(width: 560, height: 620)
    }

    func jacksboroFilled(_ dem: NumericGrid) -> Chart {
        let contours = ContourPlot(
            dem.reversedRows(), x: "East (km)", y: "North (km)", value: "Elevation (m)", levels: .step(100),
            xExtent: 0...30.15, yExtent: 0...31.635)
        return Chart {
            contours.contourFill()
            contours.foregroundStyle(Color(red: 0.15, green: 0.15, blue: 0.15)).lineStyle(StrokeStyle(lineWidth: 0.6))
                .contourLabels(color: .black)
        }
        // Viridis without its dark end, so that the black labels read on every band.
        .chartForegroundStyleScale(range: Gradient(colorMap: .named(.viridis).restricted(to: 0.3...1)))
        .frame(width: 640, height: 560)
    }

    func divergingScale() -> Chart {
        Chart { RuleMark(y: .value("v", 0)) }
            .chartForegroundStyleScale(domain: (-2...5).symmetric(about: 0), range: .coolwarm)
    }

    func volcanoSurface(_ volcano: NumericGrid) -> Chart3D {
        Chart3D {
            SurfacePlot(
                x: "East (m)", y: "Height (m)", z: "South (m)", grid: volcano.reversedColumns().reversedRows(),
                xExtent: 0...600, zExtent: 0...860)
        }
        .chartYScale(domain: 50...200, range: -0.25...0.25)
    }
}

/// The samples of LiveCharts.md (compiled, not run: they open windows).
struct LiveChartSamples {
    struct Reading: Identifiable, Sendable {
        let id: Int
        let value: Double
    }

    @Observable final class Model: @unchecked Sendable {  // guard its storage if several threads write
        var readings: [Reading] = []
    }

    func followModel() throws {
        let model = Model()
        let live = LiveChart {
            Chart(model.readings) { reading in
                BarMark(x: .value("Sensor", "S\(reading.id)"), y: .value("Value", reading.value))
            }
        }
        Task.detached {
            for step in 0..<100 {
                model.readings = (0..<5).map { Reading(id: $0, value: Double(($0 * 7 + step) % 11)) }
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        try live.show()  // blocks until the window is closed
    }

    func animate(_ model: Model, newReadings: [Reading]) {
        withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
            model.readings = newReadings
        }
    }

    struct Particle: Identifiable, Sendable {
        let id: Int
        let x: Double
        let y: Double
        let z: Double
    }

    @Observable final class Particles: @unchecked Sendable {
        var particles: [Particle] = []
    }

    func curve(damping: Double) -> Chart {
        Chart {
            LinePlot(x: "Time (s)", y: "Amplitude", domain: 0...10) { t in exp(-damping * t) * cos(3 * t) }
        }
        .chartYScale(domain: -1...1)
    }

    func updateWindow() throws {
        let window = curve(damping: 1).window(title: "Damping")
        Task.detached {
            for step in 1...50 {
                try await Task.sleep(for: .milliseconds(100))
                window.update(curve(damping: 1 - Double(step) / 60))  // any thread or task
            }
        }
        try window.run()  // blocks until the window is closed
    }

    func live3D(_ model: Particles) throws {
        let live = LiveChart {
            Chart3D(model.particles) { p in
                PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z))
            }
        }
        try live.show()
    }
}

/// The samples of Figures.md (compiled; the first writes a file, so it is not run).
enum FiguresSamples {
    static func grid(oscillations: Chart, energies: Chart, surface: Chart3D, scatter: Chart) throws {
        let figure = VStack(spacing: 4) {
            Text("Damped oscillator").font(.title3)
            Grid(horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    oscillations
                    energies
                }
                GridRow {
                    surface
                    scatter
                }
            }
        }
        .padding(8)
        .frame(width: 1000, height: 760)
        try ImageRenderer(content: figure).writePNG(to: URL(fileURLWithPath: "figure.png"))
    }

    static func sharedRow() -> some AnnotationView {
        let row = HStack(spacing: 10) {
            for damping in [4.0, 8, 16] {
                Chart {
                    ForEach(0..<61, id: \.self) { i in
                        let t = Double(i) / 4
                        LineMark(x: .value("Time (s)", t), y: .value("Amplitude", exp(-t / damping)))
                    }
                }
                .chartTitle("Damping time \(Int(damping)) s")
            }
        }
        .figureSharedScales(y: true)  // one y domain; tick labels on the leftmost panel only
        .figureLegend()  // one legend, the last panel's
        .figurePanelLabels()  // (a), (b), (c)
        return row
    }

    static func pair(measured: Chart3D, model: Chart3D) -> some AnnotationView {
        let pair = HStack {
            measured
            model
        }
        .figureColorScale(domain: 50...200)  // heights 50…200 m through viridis, in both panels
        .figureLegend()  // one colour bar, the last panel's
        .figureLinkedCameras()  // in the window, turning one turns the other
        return pair
    }

    static func window(pair: some AnnotationView) throws {
        try pair.show(title: "Volcano")
    }
}

@Suite struct FiguresSampleTests {
    @Test func theSharedRowSampleLowersToThreePanels() throws {
        let scene = try Figure(FiguresSamples.sharedRow()).renderScene(scale: 1)
        #expect(scene.panels.count == 3)
    }

    @Test func thePairSampleSharesOneColorScaleAndLinksItsCameras() throws {
        let surface = Chart3D {
            SurfacePlot(x: "x", y: "Height", z: "y") { x, z in 50 + 100 * (x * x + z * z) }
                .foregroundStyle(.heightBased)
        }
        let figure = Figure(FiguresSamples.pair(measured: surface, model: surface))
        let arrangement = try figure.frame(width: 800, height: 400).arranged(scale: 1)
        #expect(arrangement.linkedCameras == [[0, 1]])
        let scene = try figure.frame(width: 800, height: 400).renderScene(scale: 1)
        // One colour bar: the first panel draws fewer primitives than the second.
        #expect(scene.panels.count == 2 && scene.panels[0].primitives.count < scene.panels[1].primitives.count)
    }
}

/// The catalog's samples stay the code above, and its images stay the goldens they were copied from.
@Suite struct DocumentationCatalogTests {
    static let catalog = GoldenImage.repositoryRoot.appending(path: "Sources/OpenCharts/OpenCharts.docc")
    static let samplesFile = URL(fileURLWithPath: #filePath)
    /// Samples of other articles, compiled in files of their own beside this one.
    static let otherSampleFiles = [
        "CustomMarkSamples.swift", "TypographyGoldenTests.swift", "VideoTests.swift", "HistogramGoldenTests.swift",
        "StatisticalGoldenTests.swift", "VolumeMarkTests.swift", "VectorFieldDocSamples.swift",
        "Histogram2DGoldenTests.swift", "ColorScaleGoldenTests.swift", "AxisLabelGoldenTests.swift",
        "SurfaceContourGoldenTests.swift", "DensityPlotGoldenTests.swift",
    ].map {
        samplesFile.deletingLastPathComponent().appending(path: $0)
    }

    /// A line without its indentation, with runs of spaces made one.
    static func normalized(_ line: Substring) -> String {
        line.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    /// The Swift code blocks of one article (package manifests excepted: they cannot compile here).
    static func swiftBlocks(in text: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                if let block = current, !block.contains(where: { $0.contains("import PackageDescription") }) {
                    blocks.append(block)
                }
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func everySampleLineIsCompiledHere() throws {
        let compiled = Set(
            try ([Self.samplesFile] + Self.otherSampleFiles).flatMap {
                try String(contentsOf: $0, encoding: .utf8).split(separator: "\n").map(Self.normalized)
            })
        let articles = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter {
            $0.hasSuffix(".md")
        }
        #expect(articles.count >= 5)
        var blockCount = 0
        for article in articles.sorted() {
            let text = try String(contentsOf: Self.catalog.appending(path: article), encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                blockCount += 1
                for line in block where !Self.normalized(line).isEmpty {
                    let isCompiled = compiled.contains(Self.normalized(line))
                    #expect(isCompiled, "\(article): `\(line)` is not in \(Self.samplesFile.lastPathComponent)")
                }
            }
        }
        #expect(blockCount >= 15)
    }

    @Test func everyImageIsAnUnchangedGolden() throws {
        let resources = Self.catalog.appending(path: "Resources")
        let images = try FileManager.default.contentsOfDirectory(atPath: resources.path).filter { $0.hasSuffix(".png") }
        #expect(!images.isEmpty)
        for image in images {
            let copy = try Data(contentsOf: resources.appending(path: image))
            let golden = try Data(contentsOf: GoldenImage.goldensFolder.appending(path: image))
            #expect(copy == golden, "\(image) differs from Tests/Goldens/\(image): copy it again")
        }
    }
}

/// The landing page's first chart, rendered headless as the page says.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct DocumentationSampleTests {
    @Test func firstChartRendersAtTwiceItsFrame() throws {
        let chart = Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)

        let renderer = ImageRenderer(content: chart)
        renderer.scale = 2
        let url = FileManager.default.temporaryDirectory.appending(path: "opencharts-doc-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePNG(to: url)
        let image = try PNGCodec.decode(try Data(contentsOf: url))
        #expect(image.width == 1200 && image.height == 800)
    }

    /// At scale 1 the first chart is the image the landing page shows under it.
    @Test func firstChartIsTheImageShownUnderIt() throws {
        let chart = Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)
        let result = try GoldenImage.check(ImageRenderer(content: chart).renderImage(), named: "example-cosine")
        if case .skipped(let reason) = result { print(reason) }
    }
}

/// The samples of ComposingContent.md (compiled here; `ComposedContentGoldenTests` renders them).
struct ComposingContentSamples {
    struct RangeWithMean: ChartContent {
        let day: Date
        let low: Double
        let high: Double
        let mean: Double

        var body: some ChartContent {
            RuleMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
            PointMark(x: .value("Day", day), y: .value("Mean", mean))
                .foregroundStyle(.orange)
        }
    }

    func weekly(_ weeks: [RangeWithMean], average: Double) -> Chart {
        let chart = Chart {
            ForEach(weeks, id: \.day) { week in
                week
            }
            .foregroundStyle(.indigo)
            .lineStyle(StrokeStyle(lineWidth: 3))
            .symbolSize(60)
            RuleMark(y: .value("Mean", average))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
        }
        .chartTitle("Seattle, weekly temperature range and mean, January–June 2015")
        .chartYAxisLabel("Temperature (°C)")
        .chartXAxisLabel("Week")
        .chartXScale(range: .plotDimension(padding: 12))
        .frame(width: 640, height: 360)
        return chart
    }

    struct Stem: Chart3DContent {
        let x: Double
        let y: Double
        let z: Double

        var body: some Chart3DContent {
            RuleMark(x: .value("x", x), y: .value("y", 0..<y), z: .value("z", z))
            PointMark(x: .value("x", x), y: .value("y", y), z: .value("z", z))
        }
    }

    func gradientCard() -> Chart {
        let card = Chart {
            LinePlot(x: "t (s)", y: "Amplitude", domain: 0...10) { t in exp(-0.25 * t) * cos(2 * t) }
        }
        .chartYScale(domain: -1...1)
        .frame(width: 480, height: 280)
        .background(.white)
        .padding(24)
        .background(
            .linearGradient(
                colors: [Color(red: 0.80, green: 0.88, blue: 1), Color(red: 0.85, green: 0.96, blue: 0.92)],
                startPoint: .topLeading, endPoint: .bottomTrailing))
        return card
    }
}
