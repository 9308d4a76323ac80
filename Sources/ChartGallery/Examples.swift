import ChartData
import OpenCharts

/// The code of the built-in examples, written as a user of the library would write it.
public enum Examples {
    /// A cosine wave: a function plot sampled adaptively at the output resolution.
    public static func cosine() -> Chart {
        Chart {
            LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
        }
        .chartYScale(domain: -1.2...1.2)
    }

    /// Apple's SurfacePlot example, y = sin(2x)·cos(2z), coloured by height.
    public static func surface() -> Chart3D {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
    }

    /// One penguin of the Palmer Archipelago dataset.
    public struct Penguin: Sendable, Identifiable {
        public let id: Int
        public let species: String
        /// Flipper length in millimetres.
        public let flipper: Double
        /// Body mass in grams.
        public let mass: Double
        /// Bill length in millimetres.
        public let bill: Double
    }

    /// The penguins with all three measurements (342 of 344; two rows have none).
    public static func penguinData() throws -> [Penguin] {
        let table = try CSVTable(parsing: try dataset("penguins.csv"))
        let species = try table.strings("species")
        let flipper = try table.numbers("flipper_length_mm")
        let mass = try table.numbers("body_mass_g")
        let bill = try table.numbers("bill_length_mm")
        return (0..<table.rowCount).compactMap { i in
            guard let s = species[i], let f = flipper[i], let m = mass[i], let b = bill[i] else { return nil }
            return Penguin(id: i, species: s, flipper: f, mass: m, bill: b)
        }
    }

    /// The WWDC25 penguin chart: flipper length, body mass and bill length, coloured by species.
    public static func penguins() throws -> Chart3D {
        let penguins = try penguinData()
        return Chart3D(penguins) {
            PointMark(
                x: .value("Flipper length (mm)", $0.flipper),
                y: .value("Body mass (g)", $0.mass),
                z: .value("Bill length (mm)", $0.bill)
            )
            .foregroundStyle(by: .value("Species", $0.species))
        }
    }

    /// The Maunga Whau volcano (R's `volcano`): heights in metres on a 10 m grid, drawn as a
    /// SurfacePlot through the measurements (exact at each, bilinear between them).
    public static func volcano() throws -> Chart3D {
        let grid = try NumericGrid(csv: try dataset("volcano-grid.csv"))
        // Rows run south to north, columns east to west (Datasets/README.md): reversed, the
        // columns run east with x and the rows south with z.
        let heights = grid.reversedColumns().reversedRows()
        return Chart3D {
            SurfacePlot(
                x: "East (m)", y: "Height (m)", z: "South (m)", grid: heights, xExtent: 0...600, zExtent: 0...860)
        }
        .chartYScale(domain: 50...200, range: -0.25...0.25)
    }

    /// The Jacksboro Fault, Tennessee (SRTM elevation, every second sample: 150 m east–west by
    /// 185 m north–south): a ridge-and-valley landscape as a height-coloured surface, its horizontal
    /// axes in kilometres to scale and its height exaggerated about eight times.
    public static func jacksboro() throws -> Chart3D {
        let grid = try NumericGrid(csv: try dataset("jacksboro-dem-grid.csv"))
        let east = Double(grid.columns - 1) * 0.150
        let south = Double(grid.rows - 1) * 0.185
        // Row 0 is the northern edge, so rows run southward with z.
        let half = 0.5 * south / east
        return Chart3D {
            SurfacePlot(
                x: "East (km)", y: "Elevation (m)", z: "South (km)", grid: grid, xExtent: 0...east, zExtent: 0...south)
        }
        .chartZScale(domain: 0...south, range: -half...half)
        .chartYScale(domain: 200...1100, range: -0.12...0.12)
    }

    /// One earthquake near Fiji.
    public struct Quake: Sendable, Identifiable {
        public let id: Int
        public let latitude: Double
        public let longitude: Double
        /// Depth below the surface in kilometres.
        public let depth: Double
        public let magnitude: Double
    }

    /// The 1000 Fiji earthquakes of R's `quakes`.
    public static func quakeData() throws -> [Quake] {
        let table = try CSVTable(parsing: try dataset("quakes.csv"))
        let lat = try table.numbers(table.columnNames.first { $0.hasPrefix("lat") } ?? "lat")
        let lon = try table.numbers(table.columnNames.first { $0.hasPrefix("lon") } ?? "long")
        let depth = try table.numbers(table.columnNames.first { $0.hasPrefix("depth") } ?? "depth")
        let mag = try table.numbers(table.columnNames.first { $0.hasPrefix("mag") } ?? "mag")
        return (0..<table.rowCount).compactMap { i in
            guard let a = lat[i], let o = lon[i], let d = depth[i], let m = mag[i] else { return nil }
            return Quake(id: i, latitude: a, longitude: o, depth: d, magnitude: m)
        }
    }

    /// Earthquakes off Fiji in 3D: longitude, latitude and depth (drawn downward), coloured by
    /// magnitude through a continuous colour scale with a colour bar.
    public static func quakes() throws -> Chart3D {
        let quakes = try quakeData()
        return Chart3D(quakes) {
            PointMark(
                x: .value("Longitude (°E)", $0.longitude),
                y: .value("Depth (km, downward)", -$0.depth),
                z: .value("Latitude (°N)", $0.latitude)
            )
            .foregroundStyle(by: .value("Magnitude", $0.magnitude))
            .symbolSize(6)
        }
        .chartYScale(domain: -700...0)
        .chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(20)))
    }

    /// One day of Seattle weather (NOAA, 2012–2015).
    public struct WeatherDay: Sendable, Identifiable {
        public var id: Date { date }
        public let date: Date
        /// Daily low and high temperature in °C.
        public let low: Double
        public let high: Double
    }

    /// The daily lows and highs of Seattle, 2012–2015.
    public static func seattleWeather() throws -> [WeatherDay] {
        let table = try CSVTable(parsing: try dataset("seattle-weather.csv"))
        let dates = try table.dates("date")
        let lows = try table.numbers("temp_min_c")
        let highs = try table.numbers("temp_max_c")
        return (0..<table.rowCount).compactMap { i in
            guard let d = dates[i], let lo = lows[i], let hi = highs[i] else { return nil }
            return WeatherDay(date: d, low: lo, high: hi)
        }
    }

    /// Four years of daily temperature ranges on a date axis: a vectorized `AreaPlot` band from each
    /// day's low to its high.
    public static func seattle() throws -> Chart {
        let days = try seattleWeather()
        return Chart {
            AreaPlot(days, x: .value("Date", \.date), yStart: .value("Low", \.low), yEnd: .value("High", \.high))
                .foregroundStyle(.orange)
                .opacity(0.6)
        }
        .chartYAxisLabel("Daily low to high (°C)")
        .frame(width: 720, height: 360)
    }

    /// One iris flower (Anderson 1935, Fisher 1936).
    public struct Iris: Sendable, Identifiable {
        public let id: Int
        public let species: String
        /// Petal length and width in centimetres.
        public let petalLength: Double
        public let petalWidth: Double
        /// Sepal length and width in centimetres.
        public let sepalLength: Double
        public let sepalWidth: Double
    }

    /// The 150 iris flowers, 50 of each species.
    public static func irisData() throws -> [Iris] {
        let table = try CSVTable(parsing: try dataset("iris.csv"))
        let species = try table.strings("species")
        let petalLength = try table.numbers("petal_length_cm")
        let petalWidth = try table.numbers("petal_width_cm")
        let sepalLength = try table.numbers("sepal_length_cm")
        let sepalWidth = try table.numbers("sepal_width_cm")
        return (0..<table.rowCount).compactMap { i in
            guard let s = species[i], let pl = petalLength[i], let pw = petalWidth[i], let sl = sepalLength[i],
                let sw = sepalWidth[i]
            else { return nil }
            return Iris(id: i, species: s, petalLength: pl, petalWidth: pw, sepalLength: sl, sepalWidth: sw)
        }
    }

    /// Fisher's irises: petal length against petal width, each species with its colour and symbol,
    /// setosa apart, versicolor and virginica overlapping a little.
    public static func iris() throws -> Chart {
        let flowers = try irisData()
        return Chart(flowers) { f in
            PointMark(x: .value("Petal length (cm)", f.petalLength), y: .value("Petal width (cm)", f.petalWidth))
                .foregroundStyle(by: .value("Species", f.species))
                .symbol(by: .value("Species", f.species))
        }
        // Points at the ends of the domains stay clear of the axes.
        .chartXScale(range: .plotDimension(padding: 8))
        .chartYScale(range: .plotDimension(padding: 8))
        .frame(width: 600, height: 420)
    }

    /// One day's adjusted close of one stock.
    public struct StockClose: Sendable {
        public let date: Date
        public let ticker: String
        /// Adjusted close in US dollars.
        public let close: Double
    }

    /// The daily adjusted closes of AAPL, GOOG, IBM and MSFT, 2000–2013, one row per stock and day
    /// (GOOG from its listing in August 2004).
    public static func stockData() throws -> [StockClose] {
        let table = try CSVTable(parsing: try dataset("stocks-adj-close.csv"))
        let dates = try table.dates("date")
        var rows: [StockClose] = []
        for ticker in ["AAPL", "GOOG", "IBM", "MSFT"] {
            let closes = try table.numbers("\(ticker)_adj_close_usd")
            for i in 0..<table.rowCount {
                guard let d = dates[i], let c = closes[i] else { continue }
                rows.append(StockClose(date: d, ticker: ticker, close: c))
            }
        }
        return rows
    }

    /// Thirteen years of four stocks on a date axis, a line per ticker on a log scale, so equal
    /// heights are equal ratios: AAPL's rise from 2003 and the 2008 crash read at a glance.
    public static func stocks() throws -> Chart {
        let closes = try stockData()
        return Chart {
            LinePlot(
                closes, x: .value("Date", \.date), y: .value("Adjusted close (US$)", \.close),
                series: .value("Ticker", \.ticker))
        }
        .chartYScale(domain: 0.5...1000, type: .log)
        .frame(width: 720, height: 420)
    }

    /// One horizontal (axial) slice of the MNI ICBM152 T1 brain template (4 mm voxels): lines
    /// `46k…46k + 45` of the volume, which runs k outer, j (posterior → anterior) inner, with column i
    /// running left → right (Datasets/README.md).
    public static func brainSlice(k: Int) throws -> NumericGrid {
        let volume = try NumericGrid(csv: try dataset("mni152-t1-4mm-volume.csv"))
        precondition((0..<40).contains(k) && volume.rows == 40 * 46 && volume.columns == 37, "the 37 × 46 × 40 volume")
        return try volume.subgrid(rows: (46 * k)...(46 * k + 45))
    }

    /// An axial slice through the brain 15.5 mm above the MNI origin (k = 22), in grey levels as MRI
    /// is read: cortex and white matter, the lateral ventricles dark in the middle, anterior at the top.
    /// The voxel centres lie 4 mm apart, from −72.5 to 71.5 mm left to right and −107.5 to 72.5 mm
    /// back to front.
    public static func brain() throws -> Chart {
        let slice = try brainSlice(k: 22)
        return Chart {
            HeatMapPlot(
                slice, x: "Left → right (mm)", y: "Posterior → anterior (mm)", value: "T1 intensity",
                xExtent: -72.5...71.5, yExtent: -107.5...72.5)
        }
        .chartForegroundStyleScale(range: .grayscale)
        .frame(width: 530, height: 500)
    }

    /// The text of an embedded dataset.
    static func dataset(_ name: String) throws -> String {
        guard let text = EmbeddedDatasets.all[name] else { throw ExampleError.missingDataset(name) }
        return text
    }
}

/// Why an example could not be built.
public enum ExampleError: Error, CustomStringConvertible {
    case missingDataset(String)

    public var description: String {
        switch self {
        case .missingDataset(let name): "dataset \(name) is not embedded: run Scripts/embed-datasets.sh"
        }
    }
}
