import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of the 3D axis model (the scales, `AxisMarks` and reversed domains shared with 2D,
/// equal aspect) and of the 3D symbol modifiers (rotation, material).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct Axes3DGoldenTests {
    func check(_ chart: Chart3D, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    /// The gain of a second-order low-pass filter (natural frequency 1 kHz) in decibels, over
    /// frequency on a log axis and the damping ratio: the resonance peak narrows and rises as the
    /// damping falls, and above the resonance the gain falls 40 dB per decade — a plane on a log axis.
    static func filterResponse() -> Chart3D {
        Chart3D {
            SurfacePlot(x: "Frequency (Hz)", y: "Gain (dB)", z: "Damping ratio") { f, zeta in
                let r = f / 1000
                return -10 * log10((1 - r * r) * (1 - r * r) + (2 * zeta * r) * (2 * zeta * r))
            }
            .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: 10...100_000, type: .log)
        .chartZScale(domain: 0.05...1)
        .chartYScale(domain: -80...25)
        .chart3DPose(Chart3DPose(azimuth: .degrees(-35), inclination: .degrees(22)))
    }

    @Test func aLogScaledFrequencyAxis() throws {
        try check(Self.filterResponse(), "axes3d-log-frequency-response")
    }

    /// Apple's WWDC25 penguin chart: explicit domains on every axis and `AxisMarks` at given values
    /// on x and z.
    static func penguinsWithAxisMarks() throws -> Chart3D {
        try Examples.penguins()
            .chartXAxisLabel("Flipper length (mm)")
            .chartYAxisLabel("Body mass (kg)")
            .chartZAxisLabel("Bill length (mm)")
            .chartXScale(domain: 160...240, range: -0.5...0.5)
            .chartYScale(domain: 2500...6500, range: -0.5...0.5)
            .chartZScale(domain: 30...60, range: -0.5...0.5)
            .chartXAxis { AxisMarks(values: [160, 180, 200, 220, 240]) }
            .chartYAxis {
                AxisMarks(values: [3000, 4000, 5000, 6000]) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel("\(Int((value.as(Double.self) ?? 0) / 1000))")
                }
            }
            .chartZAxis {
                AxisMarks(values: [30, 40, 50, 60]) {
                    AxisTick()
                    AxisGridLine()
                    AxisValueLabel()
                }
            }
    }

    @Test func zAxisMarksAtGivenValues() throws {
        try check(try Self.penguinsWithAxisMarks(), "axes3d-penguins-z-axis-marks-values")
    }

    /// The Fiji earthquakes with depth as it is measured — positive, in kilometres — on a reversed
    /// y axis, so the deepest quakes are at the bottom of the box.
    static func quakesByDepth() throws -> Chart3D {
        let quakes = try Examples.quakeData()
        return Chart3D(quakes) {
            PointMark(
                x: .value("Longitude (°E)", $0.longitude),
                y: .value("Depth (km)", $0.depth),
                z: .value("Latitude (°N)", $0.latitude)
            )
            .foregroundStyle(by: .value("Magnitude", $0.magnitude))
            .symbolSize(6)
        }
        .chartYScale(domain: .automatic(includesZero: true, reversed: true))
        .chart3DPose(Chart3DPose(azimuth: .degrees(35), inclination: .degrees(20)))
    }

    @Test func aReversedDepthAxis() throws {
        try check(try Self.quakesByDepth(), "axes3d-quakes-depth-reversed")
    }

    /// The Maunga Whau volcano at its true proportions: 870 m east–west, 600 m north–south and
    /// about 100 m of relief.
    static func volcanoToScale() throws -> Chart3D {
        let file = GoldenImage.repositoryRoot.appending(path: "Datasets/volcano-grid.csv")
        let grid = try NumericGrid(csv: try String(contentsOf: file, encoding: .utf8))
        let width = Double(grid.columns - 1) * 10
        let depth = Double(grid.rows - 1) * 10
        let height = grid.bilinear(x: 0...width, z: 0...depth, flipColumns: true, flipRows: true)
        return Chart3D {
            SurfacePlot(x: "East (m)", y: "Height (m)", z: "South (m)", function: height)
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: 0...width)
        .chartZScale(domain: 0...depth)
        .chartYScale(domain: 50...200)
        .chart3DBoxAspect(.equal)
    }

    @Test func theVolcanoAtEqualAspect() throws {
        try check(try Self.volcanoToScale(), "axes3d-volcano-equal-aspect")
    }

    /// Cubes turned about y and cones about z by `symbolRotation` (0°, 20°, 45° and twice that), and
    /// spheres from smooth to rough (roughness 0, 0.5, 1) and from dielectric to metal (metalness 0,
    /// 0.5, 1 at roughness 0.3).
    static func rotatedAndMaterialSymbols() -> Chart3D {
        let angles = [0.0, 20, 45]
        return Chart3D {
            ForEach(Array(angles.enumerated()), id: \.offset) { i, angle in
                PointMark(x: .value("x", Double(i)), y: .value("y", 2.0), z: .value("z", 0.0))
                    .symbol(.cube)
                    .symbolRotation(Rotation3D(angle: .degrees(angle), axis: .y))
                    .symbolSize(40)
                    .foregroundStyle(.orange)
                PointMark(x: .value("x", Double(i)), y: .value("y", 1.0), z: .value("z", 0.0))
                    .symbol(.cone)
                    .symbolRotation(Rotation3D(angle: .degrees(2 * angle), axis: .z))
                    .symbolSize(40)
                    .foregroundStyle(.teal)
            }
            ForEach(0..<3, id: \.self) { i in
                PointMark(x: .value("x", Double(i)), y: .value("y", 0.0), z: .value("z", 0.0))
                    .symbolSize(40)
                    .roughness(Double(i) / 2)
                    .foregroundStyle(.blue)
            }
            ForEach(0..<3, id: \.self) { i in
                PointMark(x: .value("x", Double(i)), y: .value("y", -1.0), z: .value("z", 0.0))
                    .symbolSize(40)
                    .metalness(Double(i) / 2)
                    .roughness(0.3)
                    .foregroundStyle(.red)
            }
        }
        .chartXScale(domain: -0.5...2.5)
        .chartYScale(domain: -1.5...2.5)
        .chartZScale(domain: -1...1)
        .chart3DPose(.front)
    }

    @Test func rotatedSymbolsAndMaterials() throws {
        try check(Self.rotatedAndMaterialSymbols(), "symbols-3d-rotation-roughness-metalness")
    }
}
