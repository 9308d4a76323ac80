// A mark of the user's own: an error bar with caps, written against the public `ChartMark` protocol
// in one type (`ErrorBar` below), from the scene's primitives. It takes part in the chart like a
// built-in mark: its values widen the y domain, `.foregroundStyle(by:)` gives it a palette colour and
// a legend entry, the chart's description reads its ranges, and transitions move its ends.
//
// Writes penguin-mass-error-bars.png (the mean body mass of each penguin species with a 95 %
// confidence interval, from the repository's Datasets/penguins.csv) into the folder given as the
// first argument (default: the current folder), and prints the chart's accessibility description.
import Foundation
import OpenCharts

/// A vertical error bar: a stem from `low` to `high` at a category, with a cap at each end.
struct ErrorBar: ChartContent, ChartMark {
    let xLabel: String
    let category: String
    let yLabel: String
    var low: Double
    var high: Double
    /// The caps' width in points.
    var capWidth = 14.0
    /// The stem's and the caps' width in points.
    var lineWidth = 1.5

    var x: PlottableValue<String> { .value(xLabel, category) }

    var markName: String { "ErrorBar (\(yLabel))" }

    func addValues(to domains: inout MarkDomains) throws {
        try domains.addX(x)
        try domains.addY(.value(yLabel, low))
        try domains.addY(.value(yLabel, high))
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        guard let bottom = context.pixel(x: x, y: .value(yLabel, low)),
            let top = context.pixel(x: x, y: .value(yLabel, high))
        else { return [] }
        let half = SIMD2(capWidth / 2 * context.scale, 0)
        return context.stroke(
            [[bottom, top], [bottom - half, bottom + half], [top - half, top + half]],
            style: StrokeStyle(lineWidth: lineWidth))
    }

    var legendSample: MarkLegendSample { .line(dash: []) }

    var accessibleValues: MarkAccessibleValues? {
        MarkAccessibleValues(role: .bar, xLabel: xLabel, yLabel: yLabel, x: category, y: low, yEnd: high)
    }

    func interpolated(to target: ErrorBar, fraction: Double) -> ErrorBar? {
        var result = target
        result.low = low + (target.low - low) * fraction
        result.high = high + (target.high - high) * fraction
        return result
    }
}

struct Penguin {
    let species: String
    let mass: Double
}

let datasets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Datasets")

func readPenguins() throws -> [Penguin] {
    let table = try CSVTable(contentsOf: datasets.appending(path: "penguins.csv"))
    let species = try table.strings("species")
    let mass = try table.numbers("body_mass_g")
    return (0..<table.rowCount).compactMap { i in
        guard let s = species[i], let m = mass[i] else { return nil }
        return Penguin(species: s, mass: m)
    }
}

/// The mean of `values` and the half-width of its 95 % confidence interval (normal approximation).
func meanAndInterval(_ values: [Double]) -> (mean: Double, halfWidth: Double) {
    let n = Double(values.count)
    let mean = values.reduce(0, +) / n
    let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
    return (mean, 1.96 * (variance / n).squareRoot())
}

let folder = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? ".", isDirectory: true)
let bySpecies = Dictionary(grouping: try readPenguins(), by: \.species).sorted { $0.key < $1.key }
let chart = Chart {
    ForEach(bySpecies, id: \.key) { species, members in
        let (mean, halfWidth) = meanAndInterval(members.map(\.mass))
        ErrorBar(
            xLabel: "Species", category: species, yLabel: "Body mass (g)", low: mean - halfWidth, high: mean + halfWidth
        )
        .foregroundStyle(by: .value("Species", species))
        PointMark(x: .value("Species", species), y: .value("Body mass (g)", mean))
            .foregroundStyle(by: .value("Species", species))
    }
}
.chartTitle("Penguin body mass: mean and 95 % confidence interval")
.chartYScale(domain: .automatic(includesZero: false))
.frame(width: 520, height: 380)

let renderer = ImageRenderer(content: chart)
renderer.scale = 2
let file = folder.appending(path: "penguin-mass-error-bars.png")
try renderer.writePNG(to: file)
print("wrote \(file.path)")
print(chart.accessibilityDescription)
