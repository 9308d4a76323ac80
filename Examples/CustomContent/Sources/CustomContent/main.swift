// Content types of the user's own, written as in Swift Charts: `ChartContent` and `Chart3DContent`
// types whose `body` composes built-in marks, used in `Chart { … }`, `Chart(data) { … }`, `ForEach`
// and `Chart3D { … }` with modifiers chained on them as on a mark.
//
// Writes iris-petal-spread.png (the mean ± one standard deviation of each iris species' petal length,
// over the measurements) and quake-drop-lines.png (the strongest Fiji earthquakes as points with drop
// lines to the sea surface) into the current folder, from the repository's Datasets/.
import Foundation
import OpenCharts

/// A mean with a spread around it: a rule from mean − spread to mean + spread, short caps at both
/// ends, and a dot at the mean labelled with its value.
struct MeanAndSpread: ChartContent {
    let category: String
    let mean: Double
    let spread: Double

    var body: some ChartContent {
        RuleMark(
            x: .value("Species", category), yStart: .value("Low", mean - spread), yEnd: .value("High", mean + spread)
        )
        for end in [mean - spread, mean + spread] {
            RectangleMark(x: .value("Species", category), y: .value("End", end), width: 22, height: 2)
        }
        PointMark(x: .value("Species", category), y: .value("Mean", mean))
            .symbolSize(110)
            .annotation(position: .trailing, alignment: .leading) {
                Text(mean.formatted(.number.precision(.fractionLength(2))))
                    .font(.caption)
            }
    }
}

/// A point in 3D with a drop line to the plane y = `base`.
struct DropLine: Chart3DContent {
    let x: Double
    let y: Double
    let z: Double
    let base: Double

    var body: some Chart3DContent {
        RuleMark(x: .value("Longitude (°E)", x), y: .value("Height (km)", y..<base), z: .value("Latitude (°N)", z))
        PointMark(x: .value("Longitude (°E)", x), y: .value("Height (km)", y), z: .value("Latitude (°N)", z))
    }
}

struct Iris {
    let species: String
    let petalLength: Double
}

struct Quake: Identifiable {
    let id: Int
    let latitude: Double
    let longitude: Double
    let depth: Double
    let magnitude: Double
}

let datasets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Datasets")

func readIris() throws -> [Iris] {
    let table = try CSVTable(contentsOf: datasets.appending(path: "iris.csv"))
    let species = try table.strings("species")
    let length = try table.numbers("petal_length_cm")
    return (0..<table.rowCount).compactMap { i in
        guard let s = species[i], let l = length[i] else { return nil }
        return Iris(species: s, petalLength: l)
    }
}

func readQuakes() throws -> [Quake] {
    let table = try CSVTable(contentsOf: datasets.appending(path: "quakes.csv"))
    let (lat, lon) = (try table.numbers("lat_deg"), try table.numbers("long_deg"))
    let (depth, magnitude) = (try table.numbers("depth_km"), try table.numbers("magnitude"))
    return (0..<table.rowCount).compactMap { i in
        guard let a = lat[i], let o = lon[i], let d = depth[i], let m = magnitude[i] else { return nil }
        return Quake(id: i, latitude: a, longitude: o, depth: d, magnitude: m)
    }
}

/// The mean and the sample standard deviation of `values`.
func meanAndDeviation(_ values: [Double]) -> (mean: Double, deviation: Double) {
    let mean = values.reduce(0, +) / Double(values.count)
    let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count - 1)
    return (mean, variance.squareRoot())
}

func write(_ renderer: ImageRenderer<some ChartRepresentable>, _ name: String) throws {
    renderer.scale = 2
    try renderer.writePNG(to: URL(fileURLWithPath: name))
    print("wrote \(name)")
}

let irises = try readIris()
let bySpecies = Dictionary(grouping: irises, by: \.species).sorted { $0.key < $1.key }
let spreads = Chart {
    ForEach(bySpecies, id: \.key) { species, members in
        let (mean, deviation) = meanAndDeviation(members.map(\.petalLength))
        MeanAndSpread(category: species, mean: mean, spread: deviation)
            .foregroundStyle(by: .value("Species", species))
            .lineStyle(StrokeStyle(lineWidth: 2))
    }
}
.chartTitle("Iris petal length: mean ± 1 SD (n = 50 per species)")
.chartYAxisLabel("Petal length (cm)")
.chartYScale(domain: 0...7)
.chartLegend(.hidden)
.frame(width: 520, height: 380)
try write(ImageRenderer(content: spreads), "iris-petal-spread.png")

let strongest = try readQuakes().sorted { $0.magnitude > $1.magnitude }.prefix(60)
let drops = Chart3D(Array(strongest)) { quake in
    DropLine(x: quake.longitude, y: -quake.depth, z: quake.latitude, base: 0)
        .foregroundStyle(by: .value("Magnitude", quake.magnitude))
}
.chartYScale(domain: -700...0)
.chartTitle("The 60 strongest earthquakes off Fiji, drop lines to the sea surface")
.chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(20)))
.frame(width: 640, height: 520)
try write(ImageRenderer(content: drops), "quake-drop-lines.png")
