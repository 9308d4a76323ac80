import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// `ContourPlot` on the volcano and Jacksboro grids: the lines against a brute-force reference,
/// the levels, the labels (none overlapping another), the colour scale and bad input.
struct ContourPlotTests {
    /// A header-less numeric CSV grid from `Datasets/` (rows, columns, row-major values).
    static func dataset(_ name: String) throws -> (rows: Int, columns: Int, values: [Double]) {
        let text = try String(
            contentsOf: GoldenImage.repositoryRoot.appending(path: "Datasets/\(name)"), encoding: .utf8)
        let lines = text.split(separator: "\n")
        let rows = lines.map { $0.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) ?? .nan } }
        return (rows.count, rows[0].count, Array(rows.joined()))
    }

    static func plot(
        _ name: String, levels: ContourLevels = .automatic, xExtent: ClosedRange<Double>? = nil,
        yExtent: ClosedRange<Double>? = nil
    ) throws -> ContourPlot {
        let g = try dataset(name)
        return ContourPlot(
            x: "East", y: "North", value: "Height (m)", columns: GridPlacement(count: g.columns, extent: xExtent),
            rows: GridPlacement(count: g.rows, extent: yExtent), values: g.values, levels: levels)
    }

    /// The reference: every grid edge whose ends lie on either side of `level` (≥ counts as
    /// above), both finite and in at least one cell with four finite corners, crossed at the
    /// linearly interpolated point — found edge by edge, without marching squares.
    static func referenceCrossings(rows: Int, columns: Int, values: [Double], level: Double) -> Set<SIMD2<Double>> {
        func v(_ r: Int, _ c: Int) -> Double { values[r * columns + c] }
        func cellFinite(_ r: Int, _ c: Int) -> Bool {
            r >= 0 && c >= 0 && r < rows - 1 && c < columns - 1
                && [v(r, c), v(r, c + 1), v(r + 1, c), v(r + 1, c + 1)].allSatisfy(\.isFinite)
        }
        var out: Set<SIMD2<Double>> = []
        for r in 0..<rows {
            for c in 0..<columns {
                let a = v(r, c)
                if c + 1 < columns, cellFinite(r, c) || cellFinite(r - 1, c) {
                    let b = v(r, c + 1)
                    if (a >= level) != (b >= level) { out.insert(SIMD2(Double(c) + (level - a) / (b - a), Double(r))) }
                }
                if r + 1 < rows, cellFinite(r, c) || cellFinite(r, c - 1) {
                    let b = v(r + 1, c)
                    if (a >= level) != (b >= level) { out.insert(SIMD2(Double(c), Double(r) + (level - a) / (b - a))) }
                }
            }
        }
        return out
    }

    /// Checks the marching-squares lines of a grid against the reference at every level.
    func checkAgainstReference(_ g: (rows: Int, columns: Int, values: [Double]), levels: [Double]) {
        for level in levels {
            let lines = MarchingSquares.lines(rows: g.rows, columns: g.columns, values: g.values, level: level)
            let vertices = Set(lines.flatMap(\.points))
            let reference = Self.referenceCrossings(rows: g.rows, columns: g.columns, values: g.values, level: level)
            #expect(vertices == reference, "level \(level): \(vertices.count) vertices, \(reference.count) crossings")
            // Consecutive vertices lie on the border of one grid cell.
            for line in lines {
                for (p, q) in zip(line.points, line.points.dropFirst()) {
                    let cell = SIMD2((min(p.x, q.x)).rounded(.down), (min(p.y, q.y)).rounded(.down))
                    #expect(max(p.x, q.x) <= cell.x + 1 && max(p.y, q.y) <= cell.y + 1, "level \(level): \(p) → \(q)")
                }
            }
        }
    }

    @Test func volcanoLinesMatchTheBruteForceReference() throws {
        let g = try Self.dataset("volcano-grid.csv")
        // Every 10 m (many corners exactly on a level) and between the metres.
        checkAgainstReference(g, levels: stride(from: 100, through: 190, by: 10).map { $0 } + [104.5, 151.25, 187.75])
        let levels = try ContourLevels.automatic.resolved(for: 94...195, mark: "ContourPlot")
        #expect(levels == stride(from: 100.0, through: 190, by: 10).map { $0 })
    }

    @Test func holesMatchTheReference() throws {
        let g = try Self.dataset("volcano-grid.csv")
        let holed = (g.rows, g.columns, g.values.map { $0 < 110 ? Double.nan : $0 })
        checkAgainstReference(holed, levels: [115, 150, 175])
    }

    @Test func oneElementPerLevelColouredByLevel() throws {
        let plot = try Self.plot("volcano-grid.csv", levels: .step(20), xExtent: 0...600, yExtent: 0...860)
        let elements = plot.chartElements
        #expect(elements.count == 5)  // 100, 120, 140, 160, 180
        let chart = Chart { plot }.chartForegroundStyleScale(range: .magma).frame(width: 400, height: 400)
        let scene = try chart.lowered()
        // A line batch per level, in five distinct colours from magma.
        let colours = Set(
            scene.primitives.compactMap { p -> RGBA? in
                guard case .lines(let l) = p, l.starts.count > 1 || l.vertices.count > 10 else { return nil }
                return l.color
            })
        #expect(colours.count >= 5)
        #expect(colours.contains(ColorMap.named(.magma).color(at: 0)))
        #expect(colours.contains(ColorMap.named(.magma).color(at: 1)))
        let oneColour = Chart { plot.foregroundStyle(.black) }.frame(width: 400, height: 400)
        let black = try oneColour.lowered().primitives.compactMap { p -> RGBA? in
            guard case .lines(let l) = p, l.vertices.count > 10, l.color == Color.black.rgba else { return nil }
            return l.color
        }
        #expect(black.count == 5)
    }

    /// The labels of a chart's scene: their boxes in pixels (the font's advance width and line
    /// height around each centred label), by text.
    static func labelBoxes(_ scene: RenderScene, texts: Set<String>) throws -> [ContourLabelPlacement.Box] {
        var boxes: [ContourLabelPlacement.Box] = []
        for p in scene.primitives {
            guard case .text(let batch) = p else { continue }
            for label in batch.labels where texts.contains(label.text) && label.horizontal == .center {
                let style = try TextStyle(size: label.fontSize, scale: 1, color: label.color)
                let half = SIMD2(Double(style.width(label.text)) / 2, Double(style.lineHeight) / 2)
                let c = SIMD2(Double(label.position.x), Double(label.position.y))
                boxes.append(ContourLabelPlacement.Box(lo: c - half, hi: c + half))
            }
        }
        return boxes
    }

    @Test func jacksboroLabelsOverlapNeitherEachOtherNorTheEdges() throws {
        let plot = try Self.plot("jacksboro-dem-grid.csv", levels: .step(50)).contourLabels()
        let levels = plot.levels.compactMap(\.level)
        #expect(levels.count > 8)
        let chart = Chart { plot }.frame(width: 640, height: 560)
        let scene = try chart.lowered()
        let boxes = try Self.labelBoxes(scene, texts: Set(levels.map(ContourLabelPlacement.text)))
        #expect(boxes.count >= levels.count)
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                #expect(!boxes[i].intersects(boxes[j]), "labels \(i) and \(j) overlap: \(boxes[i]) \(boxes[j])")
            }
        }
        // The lines reach the data's edges to within a grid cell (about 3 pixels here).
        let plotBox = try #require(plotArea(scene)).inflated(4)
        for b in boxes {
            #expect(
                b.lo.x >= plotBox.lo.x && b.lo.y >= plotBox.lo.y && b.hi.x <= plotBox.hi.x && b.hi.y <= plotBox.hi.y)
        }
    }

    /// The data's edges: the bounds of the contour lines' vertices (the grid fills the plot).
    func plotArea(_ scene: RenderScene) -> ContourLabelPlacement.Box? {
        let vertices = scene.primitives.flatMap { p -> [Vec3] in
            guard case .lines(let l) = p, l.vertices.count > 50 else { return [] }
            return l.vertices
        }
        guard !vertices.isEmpty else { return nil }
        let xs = vertices.map { Double($0.x) }
        let ys = vertices.map { Double($0.y) }
        return ContourLabelPlacement.Box(lo: SIMD2(xs.min()!, ys.min()!), hi: SIMD2(xs.max()!, ys.max()!))
    }

    /// A small peak with a saddle beside it: the lowered scene as text, and the description.
    static var smallChart: Chart {
        // 4 × 5 values: a peak at (row 1, column 1), a lower one at (row 2, column 3).
        let values: [Double] = [0, 1, 0, 0, 0, 1, 4, 1, 1, 0, 0, 1, 1, 3, 1, 0, 0, 0, 1, 0]
        let plot = ContourPlot(
            x: "x", y: "y", value: "Height", columns: GridPlacement(count: 5, extent: 0...4),
            rows: GridPlacement(count: 4, extent: 0...3), values: values, levels: .values([0.5, 2]))
        return Chart { plot }.frame(width: 320, height: 240)
    }

    @Test func sceneSnapshotAndDescription() throws {
        if let failure = try TextSnapshot.check(
            try Self.smallChart.lowered().textDescription, named: "contour-plot-2d-scene")
        {
            Issue.record(Comment(rawValue: failure))
        }
        let description = Self.smallChart.accessibilityDescription
        #expect(description.contains("Height"), "\(description)")
        #expect(description.contains("2 "), "\(description)")
    }

    @Test func labelsGapTheirLines() {
        let line: [SIMD2<Double>] = [SIMD2(0, 0), SIMD2(100, 0)]
        let box = ContourLabelPlacement.Box(lo: SIMD2(40, -5), hi: SIMD2(60, 5))
        let pieces = ContourLabelPlacement.gapped(line, around: [box])
        #expect(pieces == [[SIMD2(0, 0), SIMD2(40, 0)], [SIMD2(60, 0), SIMD2(100, 0)]])
        #expect(ContourLabelPlacement.text(100) == "100")
        #expect(ContourLabelPlacement.text(0.25) == "0.25")
        #expect(ContourLabelPlacement.text(-1.5) == "-1.5")
    }

    @Test func badInputThrowsWhenLowered() throws {
        let tiny = ContourPlot(
            x: "x", y: "y", value: "v", columns: GridPlacement(count: 1, extent: nil),
            rows: GridPlacement(count: 3, extent: nil), values: [1, 2, 3], levels: .automatic)
        #expect(throws: ContourError.gridTooSmall(mark: "ContourPlot \"v\"", rows: 3, columns: 1)) {
            try Chart { tiny }.lowered()
        }
        let empty = ContourPlot(
            x: "x", y: "y", value: "v", columns: GridPlacement(count: 2, extent: nil),
            rows: GridPlacement(count: 2, extent: nil), values: [.nan, .nan, .nan, .nan], levels: .automatic)
        #expect(throws: ContourError.noFiniteValues(mark: "ContourPlot \"v\"")) { try Chart { empty }.lowered() }
        let decreasing = try Self.plot("volcano-grid.csv", levels: .values([150, 120]))
        #expect(
            throws: ContourError.levelsNotIncreasing(
                mark: "ContourPlot \"Height (m)\"", index: 1, previous: 150, level: 120)
        ) {
            try Chart { decreasing }.lowered()
        }
        let badExtent = try Self.plot("volcano-grid.csv", xExtent: 5...5)
        #expect(throws: ChartError.self) { try Chart { badExtent }.lowered() }
    }
}
