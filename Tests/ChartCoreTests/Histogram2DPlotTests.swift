import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `Histogram2DCounts`, `HexbinCounts` and the plots drawing them against brute-force counts: each
/// pair tested against every cell's own intervals, and against every hexagon centre of the lattice.
struct Histogram2DPlotTests {
    /// Deterministic pairs: x uniform on 0…40, y = x/2 plus uniform noise on −5…5.
    static let pairs: [(x: Double, y: Double)] = {
        var state: UInt64 = 123_456_789
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<800).map { _ in
            let x = 40 * next()
            return (x, x / 2 + 10 * next() - 5)
        }
    }()

    struct Pair {
        let x: Double
        let y: Double
    }

    static func inBin(_ v: Double, _ edges: [Double], _ b: Int) -> Bool {
        v >= edges[b] && (b == edges.count - 2 ? v <= edges[b + 1] : v < edges[b + 1])
    }

    static func bruteForce(_ pairs: [(x: Double, y: Double)], xEdges: [Double], yEdges: [Double]) -> [[Double]] {
        (0..<yEdges.count - 1).map { r in
            (0..<xEdges.count - 1).map { c in
                Double(pairs.filter { inBin($0.x, xEdges, c) && inBin($0.y, yEdges, r) }.count)
            }
        }
    }

    @Test func countsMatchABruteForceCountWithPairsOnTheEdges() {
        let xEdges: [Double] = [0, 10, 20, 30, 40]
        let yEdges: [Double] = [-5, 0, 5, 10, 15, 20, 25]
        // Pairs on every corner of the grid, the upper edges included.
        let corners = xEdges.flatMap { x in yEdges.map { (x: x, y: $0) } }
        let pairs = Self.pairs + corners
        let counts = Histogram2DCounts(
            x: pairs.map(\.x), y: pairs.map(\.y), xBins: NumberBins(thresholds: xEdges),
            yBins: NumberBins(thresholds: yEdges))
        #expect(counts.values == Self.bruteForce(pairs, xEdges: xEdges, yEdges: yEdges))
        #expect(counts.total == pairs.count)
        #expect(counts.skipped == 0)
        #expect(counts.values.joined().reduce(0, +) == Double(pairs.count))
    }

    @Test func nonFiniteOutOfRangeAndUnpairedValuesAreSkipped() {
        let counts = Histogram2DCounts(
            x: [1, .nan, 3, 1, 9, 2, 2], y: [1, 1, .infinity, -4, 1, 3], xBins: NumberBins(thresholds: [0, 2, 4]),
            yBins: NumberBins(thresholds: [0, 2, 4]))
        // Counted: (1, 1) and (2, 3); skipped: NaN, ∞, y below, x above, the unpaired 2.
        #expect(counts.values == [[1, 0], [0, 1]])
        #expect(counts.total == 2)
        #expect(counts.skipped == 5)
    }

    @Test func densityIntegratesToOneOverUnequalCells() {
        let xEdges: [Double] = [0, 5, 20, 40]
        let yEdges: [Double] = [-5, 10, 12, 25]
        let counts = Histogram2DCounts(
            x: Self.pairs.map(\.x), y: Self.pairs.map(\.y), xBins: NumberBins(thresholds: xEdges),
            yBins: NumberBins(thresholds: yEdges), statistic: .density)
        var volume = 0.0
        for r in 0..<3 {
            for c in 0..<3 {
                volume += counts.values[r][c] * (xEdges[c + 1] - xEdges[c]) * (yEdges[r + 1] - yEdges[r])
            }
        }
        #expect(abs(volume - 1) < 1e-12)
    }

    @Test func defaultBinsFollowScottsRuleInTwoDimensions() {
        let xs = Self.pairs.map(\.x)
        let bins = Histogram2DCounts.defaultBins(xs)
        let width = Statistics.standardDeviation(xs) * pow(Double(xs.count), -1.0 / 6)
        let asked = Int(((xs.max()! - xs.min()!) / width).rounded(.up))
        #expect(bins.thresholds == NumberBins(data: xs, desiredCount: asked).thresholds)
        #expect(bins.thresholds.first! <= xs.min()! && bins.thresholds.last! >= xs.max()!)
    }

    @Test func plotDrawsACellPerBinOrOnlyTheFullOnes() throws {
        let data = Self.pairs.map { Pair(x: $0.x, y: $0.y) }
        let xBins = NumberBins(thresholds: [0.0, 10, 20, 30, 40])
        let yBins = NumberBins(thresholds: [-10.0, 0, 10, 20, 30])
        let plot = Histogram2DPlot(data, x: .value("x", \.x), y: .value("y", \.y), xBins: xBins, yBins: yBins)
        let cells = plot.counts.values.joined()
        #expect(plot.chartElements.count == 16)
        #expect(plot.hidingEmptyBins().chartElements.count == cells.filter { $0 > 0 }.count)
        #expect(cells.contains(0))
        // The colour bar spans the counts; blank empties start it at the smallest count drawn.
        let full = try Chart { plot }.lowered(scale: 1).textDescription
        #expect(full.contains("colorBar") || full.contains("Count"))
    }

    @Test func skippedPairsAreCountedInTheChartsWarnings() throws {
        let data = [Pair(x: 1, y: 1), Pair(x: .nan, y: 2), Pair(x: 2, y: 50)]
        let chart = Chart {
            Histogram2DPlot(
                data, x: .value("x", \.x), y: .value("y", \.y), xBins: NumberBins(thresholds: [0, 2, 4]),
                yBins: NumberBins(thresholds: [0, 2, 4]))
        }
        let warnings = try chart.lowered().warnings
        #expect(warnings.contains(.nonFiniteValuesSkipped(mark: WarningLog.name("Histogram2DPlot", "x"), count: 2)))
    }

    // MARK: - Hexagonal bins

    /// Every lattice centre: (nx + 1) × (ny + 1) at whole positions, nx × ny at half positions.
    static func centres(_ counts: HexbinCounts, nx: Int, ny: Int) -> [SIMD2<Double>] {
        var all: [SIMD2<Double>] = []
        for j in 0...ny {
            for i in 0...nx {
                all.append(counts.origin + SIMD2(Double(i), Double(j)) * counts.spacing)
                guard i < nx, j < ny else { continue }
                all.append(counts.origin + SIMD2(Double(i) + 0.5, Double(j) + 0.5) * counts.spacing)
            }
        }
        return all
    }

    @Test func hexbinCountsEachPairAtItsNearestCentreByBruteForce() {
        let xs = Self.pairs.map(\.x)
        let ys = Self.pairs.map(\.y)
        let counts = HexbinCounts(x: xs, y: ys, columns: 12)
        let ny = Int((12 / 3.0.squareRoot()).rounded())
        #expect(counts.spacing.x == (xs.max()! - xs.min()!) / 12)
        #expect(counts.spacing.y == (ys.max()! - ys.min()!) / Double(ny))
        let centres = Self.centres(counts, nx: 12, ny: ny)
        var brute: [SIMD2<Double>: Int] = [:]
        for p in Self.pairs {
            // The centre nearest in screen distance when sy is drawn √3 times as long as sx.
            let q = SIMD2(p.x, p.y)
            let nearest = centres.min { a, b in
                let (da, db) = ((q - a) / counts.spacing, (q - b) / counts.spacing)
                return da.x * da.x + 3 * da.y * da.y < db.x * db.x + 3 * db.y * db.y
            }!
            brute[nearest, default: 0] += 1
        }
        let fast = Dictionary(uniqueKeysWithValues: counts.cells.map { ($0.center, $0.count) })
        #expect(fast.count == brute.count)
        for (centre, n) in brute {
            let match = fast.first { abs($0.key.x - centre.x) < 1e-9 && abs($0.key.y - centre.y) < 1e-9 }
            #expect(match?.value == n, "\(centre)")
        }
        #expect(counts.total == Self.pairs.count)
    }

    @Test func hexagonsTileThePlane() {
        let counts = HexbinCounts(x: Self.pairs.map(\.x), y: Self.pairs.map(\.y), columns: 10, rows: 4)
        let hexagon = counts.hexagon(around: SIMD2(3, 4))
        // Shoelace area: two centres per sx × sy cell, so each hexagon covers half of it.
        var twice = 0.0
        for k in hexagon.indices {
            let (a, b) = (hexagon[k], hexagon[(k + 1) % 6])
            twice += a.x * b.y - b.x * a.y
        }
        #expect(abs(twice / 2 - counts.spacing.x * counts.spacing.y / 2) < 1e-9)
        // Each corner is as near (in the lattice distance) to three centres.
        let centre = SIMD2(3.0, 4.0)
        let s = counts.spacing
        let neighbours = [
            SIMD2(1.0, 0), SIMD2(0.5, 0.5), SIMD2(-0.5, 0.5), SIMD2(-1.0, 0), SIMD2(-0.5, -0.5), SIMD2(0.5, -0.5),
        ]
        .map { centre + $0 * s }
        for corner in hexagon {
            let own = HexbinCounts.distance(corner / s, centre / s)
            let equal = neighbours.filter { abs(HexbinCounts.distance(corner / s, $0 / s) - own) < 1e-9 }
            #expect(equal.count == 2, "\(corner)")
        }
    }

    @Test func minimumCountLeavesSparseHexagonsOut() {
        let xs = Self.pairs.map(\.x)
        let ys = Self.pairs.map(\.y)
        let all = HexbinCounts(x: xs, y: ys, columns: 8, minimumCount: 0)
        let some = HexbinCounts(x: xs, y: ys, columns: 8, minimumCount: 5)
        let ny = Int((8 / 3.0.squareRoot()).rounded())
        #expect(all.cells.count == 9 * (ny + 1) + 8 * ny)
        #expect(some.cells.map(\.count) == all.cells.map(\.count).filter { $0 >= 5 })
        #expect(all.cells.reduce(0) { $0 + $1.count } == Self.pairs.count)
    }

    @Test func hexbinPlotDrawsAPathPerHexagonInsideTheAxes() throws {
        let data = Self.pairs.map { Pair(x: $0.x, y: $0.y) } + [Pair(x: .nan, y: 1)]
        let plot = HexbinPlot(data, x: .value("x", \.x), y: .value("y", \.y), gridSize: 10)
        #expect(plot.counts.skipped == 1)
        let scene = try Chart { plot }.frame(width: 400, height: 300).lowered(scale: 1)
        let paths = scene.primitives.filter { if case .path = $0 { true } else { false } }
        #expect(paths.count == plot.counts.cells.count)
        #expect(scene.warnings.contains(.nonFiniteValuesSkipped(mark: WarningLog.name("HexbinPlot", "x"), count: 1)))
    }

    // MARK: - Bars in 3D

    struct Sample {
        let x: Double
        let z: Double
        let kind: String
    }

    @Test func barsStandOnTheFloorAndStackTheCategories() throws {
        let data = Self.pairs.enumerated().map { Sample(x: $1.x, z: $1.y, kind: $0 % 3 == 0 ? "a" : "b") }
        let xBins = NumberBins(thresholds: [0.0, 10, 20, 30, 40])
        let zBins = NumberBins(thresholds: [-10.0, 0, 10, 20, 30])
        let plot = Histogram3DPlot(
            data, x: .value("x", \.x), z: .value("z", \.z), by: .value("Kind", \.kind), xBins: xBins, zBins: zBins)
        #expect(plot.categories == ["a", "b"])
        let brute = Self.bruteForce(data.map { (x: $0.x, y: $0.z) }, xEdges: xBins.thresholds, yEdges: zBins.thresholds)
        for r in 0..<4 {
            for c in 0..<4 {
                #expect(plot.counts[0].values[r][c] + plot.counts[1].values[r][c] == brute[r][c])
            }
        }
        let bars = plot.chart3DElements.count
        #expect(bars == plot.counts.map { $0.values.joined().filter { $0 > 0 }.count }.reduce(0, +))
        let scene = try Chart3D { plot }.lowered(scale: 1)
        let meshes = scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p, m.space == .world, m.positions.count == 24 { return m }
            return nil
        }
        #expect(meshes.count == bars)
        #expect(meshes.allSatisfy { $0.normals.count == 24 && $0.indices.count == 36 })
    }

    @Test func boxFacesHaveOutwardNormals() {
        let (positions, normals, indices) = HistogramBar3D.box(xs: [0, 1], ys: [0, 2], zs: [0, 3])
        let centre = SIMD3<Float>(0.5, 1, 1.5)
        for k in stride(from: 0, to: indices.count, by: 3) {
            let (a, b, c) = (positions[Int(indices[k])], positions[Int(indices[k + 1])], positions[Int(indices[k + 2])])
            let n = normals[Int(indices[k])]
            // The normal points away from the box's centre, and the triangle lies in its face.
            #expect(((a + b + c) / 3 - centre).dotted(n) > 0)
            #expect(abs((b - a).dotted(n)) < 1e-6 && abs((c - a).dotted(n)) < 1e-6)
        }
    }

    @Test func aTwoDimensionalChartRefusesTheBars() throws {
        let bar = HistogramBar3D(x: (0, 1), y: (0, 1), z: (0, 1), labels: ("x", "y", "z"))
        #expect(throws: ChartError.notTwoDimensional(mark: "Histogram3DPlot")) {
            try Chart { ChartElementList(elements: [ChartElement(mark: bar)]) }.lowered()
        }
    }
}

extension SIMD3 where Scalar == Float {
    fileprivate func dotted(_ o: SIMD3<Float>) -> Float { (self * o).sum() }
}

/// Elements as 2D content (to put a 3D-only mark in a `Chart`).
private struct ChartElementList: ChartContent {
    let elements: [ChartElement]
    var chartElements: [ChartElement] { elements }
}
