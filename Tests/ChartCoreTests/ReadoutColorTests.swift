import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// The hover read-out names the value a mark's colour encodes (`.foregroundStyle(by:)`), in 2D and 3D.
@Suite struct ReadoutColorTests {
    struct Sample {
        let x: Double
        let y: Double
        let z: Double
        let kind: String
    }

    static let samples = [
        Sample(x: 1, y: 1, z: 1, kind: "Adelie"), Sample(x: 2, y: 3, z: 2, kind: "Gentoo"),
        Sample(x: 3, y: 2, z: 3, kind: "Chinstrap"),
    ]

    /// The 2D read-out with the pointer at the data position (x, y).
    func readout2D(_ chart: Chart, at x: Double, _ y: Double) throws -> [String] {
        let layout = try Lowering2D(chart: chart, scale: 1).lowerWithLayout().layout
        let hover = SIMD2(layout.x.pixel(x), layout.y.pixel(y))
        return try #require(try chart.interactiveScene(scale: 1, interaction: ChartInteraction(hover: hover)).readout)
    }

    @Test func aScatterReadsTheCategoryOfThePointUnderThePointer() throws {
        let chart = Chart(Self.samples.indices, id: \.self) { i in
            PointMark(x: .value("Flipper", Self.samples[i].x), y: .value("Mass", Self.samples[i].y))
                .foregroundStyle(by: .value("Species", Self.samples[i].kind))
        }
        let lines = try readout2D(chart, at: 2, 3)
        #expect(lines.contains("Species: Gentoo"), "\(lines)")
        #expect(lines.contains("Mass: 3"), "\(lines)")
        // Nearest on screen, not in x alone: x 1.6 is nearer Gentoo's 2, but the pointer is beside Adelie.
        let other = try readout2D(chart, at: 1.6, 1)
        #expect(other.contains("Species: Adelie") && other.contains("Mass: 1"), "\(other)")
    }

    @Test func aNumericColourReadsItsValue() throws {
        let chart = Chart(Self.samples.indices, id: \.self) { i in
            PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                .foregroundStyle(by: .value("Magnitude", 4.25 + Double(i)))
        }
        let lines = try readout2D(chart, at: 3, 2)
        #expect(lines.contains("Magnitude: 6.25"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("Magnitude: 4") || $0.hasPrefix("Magnitude: 5") }, "\(lines)")
    }

    @Test func aPointPlotReadsTheCategoryOfItsNearestElement() throws {
        let chart = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(
                by: .value("Kind", \.kind))
        }
        #expect(try readout2D(chart, at: 1, 1).contains("Kind: Adelie"))
        #expect(try readout2D(chart, at: 3, 2).contains("Kind: Chinstrap"))
    }

    @Test func aHeatMapCellReadsItsValue() throws {
        let chart = Chart(0..<12, id: \.self) { i in
            RectangleMark(x: .value("Column", Double(i % 4)), y: .value("Row", Double(i / 4)))
                .foregroundStyle(by: .value("Density", Double(i) * 1.5))
        }
        // Cell (column 2, row 1) is i = 6; a point inside it, off its centre.
        let lines = try readout2D(chart, at: 2.3, 0.8)
        #expect(lines.contains("Density: 9"), "\(lines)")
        #expect(lines.filter { $0.hasPrefix("Density") }.count == 1, "\(lines)")
    }

    @Test func linesColouredByCategoryReadOnePerCategory() throws {
        let rows = [("Lisbon", 1.0, 20.0), ("Lisbon", 2.0, 22.0), ("Oslo", 1.0, 5.0), ("Oslo", 2.0, 7.0)]
        let chart = Chart(rows.indices, id: \.self) { i in
            LineMark(x: .value("Hour", rows[i].1), y: .value("Celsius", rows[i].2))
                .foregroundStyle(by: .value("City", rows[i].0))
        }
        let lines = try readout2D(chart, at: 2, 10)
        #expect(lines.contains("Lisbon: 22") && lines.contains("Oslo: 7"), "\(lines)")
    }

    @Test func marksWithoutAColourFieldAddNoLine() throws {
        let chart = Chart(Self.samples.indices, id: \.self) { i in
            PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
        }
        let lines = try readout2D(chart, at: 2, 3)
        #expect(lines.count == 2, "\(lines)")
    }

    // MARK: - 3D

    /// The 3D read-out with the pointer over the data position `p`.
    func readout3D(_ chart: Chart3D, at p: SIMD3<Double>) throws -> [String] {
        let prepared = try chart.prepared(scale: 1)
        let pixel = try #require(prepared.pixel(of: p, interaction: ChartInteraction(), pose: chart.pose))
        return try #require(prepared.interactiveScene(ChartInteraction(hover: pixel), pose: chart.pose).readout)
    }

    @Test func a3DPointReadsItsCategoryAndNumber() throws {
        let categorical = Chart3D(Self.samples.indices, id: \.self) { i in
            let s = Self.samples[i]
            PointMark(x: .value("x", s.x), y: .value("y", s.y), z: .value("z", s.z))
                .foregroundStyle(by: .value("Species", s.kind))
        }
        let lines = try readout3D(categorical, at: SIMD3(2, 3, 2))
        #expect(lines.count == 4 && lines.last == "Species: Gentoo", "\(lines)")

        let numeric = Chart3D(Self.samples.indices, id: \.self) { i in
            let s = Self.samples[i]
            PointMark(x: .value("x", s.x), y: .value("y", s.y), z: .value("z", s.z))
                .foregroundStyle(by: .value("Depth", 100.0 * Double(i + 1)))
        }
        #expect(try readout3D(numeric, at: SIMD3(3, 2, 3)).last == "Depth: 300")
    }

    @Test func a3DCloudSkippingAPointStillReadsTheRightCategory() throws {
        // The first element has no finite y: it is not drawn, and the positions shift by one.
        let data = [Sample(x: 0, y: .nan, z: 0, kind: "Hidden")] + Self.samples
        let chart = Chart3D {
            PointPlot(data, x: .value("x", \.x), y: .value("y", \.y), z: .value("z", \.z))
                .foregroundStyle(by: .value("Kind", \.kind))
        }
        #expect(try readout3D(chart, at: SIMD3(1, 1, 1)).last == "Kind: Adelie")
        #expect(try readout3D(chart, at: SIMD3(3, 2, 3)).last == "Kind: Chinstrap")
    }

    /// A surface from data at uneven coordinates reads the value under the pointer (at a node).
    @Test func aSurfaceFromDataReadsItsValue() throws {
        let (xs, zs): ([Double], [Double]) = ([0, 1, 3], [0, 1, 2])
        let values = zs.flatMap { z in xs.map { x in x + 2 * z } }
        let chart = Chart3D {
            SurfacePlot(
                x: "x", y: "y", z: "z", columns: 3, rows: 3, values: values, xCoordinates: xs, zCoordinates: zs)
        }
        let lines = try readout3D(chart, at: SIMD3(1, 3, 1))
        #expect(lines.count == 3, "\(lines)")
        let y = try #require(Double(lines[1].dropFirst(3)), "\(lines)")
        #expect(abs(y - 3) < 0.1, "\(lines)")
    }

    @Test func aSurfaceReadsOnlyItsCoordinates() throws {
        let chart = Chart3D { SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z } }
            .chartXScale(domain: -1...1).chartZScale(domain: -1...1)
        #expect(try readout3D(chart, at: SIMD3(0.5, 0.25, 0.5)).count == 3)
    }
}
