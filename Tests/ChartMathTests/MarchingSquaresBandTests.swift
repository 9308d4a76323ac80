import ChartMath
import Foundation
import Testing

/// Filled contours (isobands): each band's area against a brute-force count of the bilinear
/// interpolant's samples, the bands partitioning the grid, a peak's hole, NaN holes and saddles.
struct MarchingSquaresBandTests {
    /// A smooth field on 41 × 31 values: a peak, a lower second bump and a gentle slope.
    static let field: (rows: Int, columns: Int, values: [Double]) = {
        let (rows, columns) = (31, 41)
        var values: [Double] = []
        for r in 0..<rows {
            for c in 0..<columns {
                let (x, y) = (Double(c), Double(r))
                let peak = exp(-((x - 14) * (x - 14) + (y - 16) * (y - 16)) / 40)
                let bump = 0.6 * exp(-((x - 30) * (x - 30) + (y - 10) * (y - 10)) / 25)
                values.append(peak + bump + 0.005 * x)
            }
        }
        return (rows, columns, values)
    }()

    static let levels: [Double] = [0.1, 0.3, 0.5, 0.7, 0.9]

    /// The band edges: −∞, the levels, +∞.
    static var edges: [Double] { [-.infinity] + levels + [.infinity] }

    /// The area of polygons by the shoelace formula (absolute per polygon: they do not overlap).
    static func area(_ polygons: [[SIMD2<Double>]]) -> Double {
        polygons.reduce(0) { sum, p in
            var a = 0.0
            for i in p.indices {
                let (u, v) = (p[i], p[(i + 1) % p.count])
                a += u.x * v.y - v.x * u.y
            }
            return sum + abs(a) / 2
        }
    }

    /// Whether `q` is inside the polygons by the even-odd rule.
    static func contains(_ polygons: [[SIMD2<Double>]], _ q: SIMD2<Double>) -> Bool {
        var inside = false
        for p in polygons {
            for i in p.indices {
                let (a, b) = (p[i], p[(i + 1) % p.count])
                if (a.y > q.y) != (b.y > q.y), q.x < a.x + (q.y - a.y) / (b.y - a.y) * (b.x - a.x) {
                    inside.toggle()
                }
            }
        }
        return inside
    }

    /// The bilinear interpolant of the grid at (x, y) in grid coordinates.
    static func bilinear(_ g: (rows: Int, columns: Int, values: [Double]), _ x: Double, _ y: Double) -> Double {
        let c = min(Int(x), g.columns - 2)
        let r = min(Int(y), g.rows - 2)
        let (u, v) = (x - Double(c), y - Double(r))
        func at(_ r: Int, _ c: Int) -> Double { g.values[r * g.columns + c] }
        return (1 - u) * (1 - v) * at(r, c) + u * (1 - v) * at(r, c + 1) + u * v * at(r + 1, c + 1) + (1 - u) * v
            * at(r + 1, c)
    }

    /// Each band's area is within 0.5 % of the grid's area of the brute-force estimate (the
    /// bilinear interpolant sampled 10 × 10 per cell, samples counted per band); the bands' areas
    /// add up to the grid's exactly (to rounding).
    @Test func bandAreasMatchTheBruteForceEstimate() {
        let g = Self.field
        let edges = Self.edges
        let bands = (0..<(edges.count - 1)).map {
            MarchingSquares.bandPolygons(
                rows: g.rows, columns: g.columns, values: g.values, low: edges[$0], high: edges[$0 + 1])
        }
        let total = Double((g.rows - 1) * (g.columns - 1))
        var counts = [Int](repeating: 0, count: bands.count)
        let n = 10
        for i in 0..<((g.columns - 1) * n) {
            for j in 0..<((g.rows - 1) * n) {
                let v = Self.bilinear(g, (Double(i) + 0.5) / Double(n), (Double(j) + 0.5) / Double(n))
                counts[edges.indices.dropLast().first { v >= edges[$0] && v < edges[$0 + 1] }!] += 1
            }
        }
        let areas = bands.map(Self.area)
        for k in bands.indices {
            let reference = Double(counts[k]) / Double(n * n)
            #expect(abs(areas[k] - reference) < 0.005 * total, "band \(k): \(areas[k]) against \(reference)")
            #expect(areas[k] > 0)
        }
        #expect(abs(areas.reduce(0, +) - total) < 1e-9 * total)
    }

    /// The peak (above 0.9) is a hole in the band 0.7 to 0.9: its top is in the top band only,
    /// a point of the ring around it in the 0.7–0.9 band only.
    @Test func aPeakIsAHoleInTheBandAroundIt() {
        let g = Self.field
        let ring = MarchingSquares.bandPolygons(rows: g.rows, columns: g.columns, values: g.values, low: 0.7, high: 0.9)
        let top = MarchingSquares.bandPolygons(
            rows: g.rows, columns: g.columns, values: g.values, low: 0.9, high: .infinity)
        let peak = SIMD2(14.0, 16.0)
        #expect(!Self.contains(ring, peak))
        #expect(Self.contains(top, peak))
        // 3.5 cells east of the peak: exp(−12.25 / 40) + … ≈ 0.81.
        let onRing = SIMD2(17.5, 16.0)
        #expect(Self.bilinear(g, onRing.x, onRing.y) > 0.7 && Self.bilinear(g, onRing.x, onRing.y) < 0.9)
        #expect(Self.contains(ring, onRing))
        #expect(!Self.contains(top, onRing))
    }

    /// A block of NaN leaves every cell touching it unfilled in every band; the rest is covered.
    @Test func missingValuesLeaveHoles() {
        var g = Self.field
        for r in 10...13 { for c in 20...24 { g.values[r * g.columns + c] = .nan } }
        let edges = Self.edges
        let bands = (0..<(edges.count - 1)).map {
            MarchingSquares.bandPolygons(
                rows: g.rows, columns: g.columns, values: g.values, low: edges[$0], high: edges[$0 + 1])
        }
        // Cells (r, c) with a NaN corner: r in 9...13, c in 19...24: 5 × 6 cells.
        let total = Double((g.rows - 1) * (g.columns - 1) - 30)
        #expect(abs(bands.map(Self.area).reduce(0, +) - total) < 1e-9 * total)
        for band in bands {
            #expect(!Self.contains(band, SIMD2(22, 11.5)))
            #expect(!Self.contains(band, SIMD2(19.2, 9.1)))
        }
        #expect(bands.contains { Self.contains($0, SIMD2(18.5, 8.5)) })
    }

    /// A saddle cell (corners 1, 0, 1, 0 around it) at levels on both sides of its centre (0.5):
    /// every sample is in exactly one band, and the bands agree with the lines' resolution.
    @Test func saddleBandsPartitionTheCell() {
        let values: [Double] = [1, 0, 0, 1]
        let edges: [Double] = [-.infinity, 0.4, 0.6, .infinity]
        let bands = (0..<3).map {
            MarchingSquares.bandPolygons(rows: 2, columns: 2, values: values, low: edges[$0], high: edges[$0 + 1])
        }
        #expect(abs(bands.map(Self.area).reduce(0, +) - 1) < 1e-12)
        for i in 0..<20 {
            for j in 0..<20 {
                // Off the cell's diagonals, where the saddle's triangles meet.
                let q = SIMD2((Double(i) + 0.37) / 20, (Double(j) + 0.61) / 20)
                #expect(bands.filter { Self.contains($0, q) }.count == 1, "\(q)")
            }
        }
        // The centre (0.5) lies in the middle band, joining the two low corners' band neither…
        #expect(Self.contains(bands[1], SIMD2(0.5, 0.5)))
        // …and the low corners are cut off separately, the high ones too.
        #expect(Self.contains(bands[0], SIMD2(0.95, 0.05)) && Self.contains(bands[0], SIMD2(0.05, 0.95)))
        #expect(Self.contains(bands[2], SIMD2(0.05, 0.05)) && Self.contains(bands[2], SIMD2(0.95, 0.95)))
    }

    /// Whole cells inside a band merge along their row into one rectangle.
    @Test func wholeCellsMergeAlongRows() {
        let values = [Double](repeating: 1, count: 3 * 5)
        let polygons = MarchingSquares.bandPolygons(rows: 3, columns: 5, values: values, low: 0, high: 2)
        #expect(polygons.count == 2)
        #expect(polygons[0] == [SIMD2(0, 0), SIMD2(4, 0), SIMD2(4, 1), SIMD2(0, 1)])
        #expect(MarchingSquares.bandPolygons(rows: 3, columns: 5, values: values, low: 2, high: 3).isEmpty)
    }
}
