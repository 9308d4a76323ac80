import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Grids as charts in one call: `SurfacePlot(x:y:z:grid:…)` in 3D and `HeatMapPlot` in 2D, read
/// from their lowered scenes (no GL).
@Suite struct GridPlotTests {
    /// 3 rows × 4 columns, value 10·row + column, with one sharp peak (row 1, column 1).
    let grid: NumericGrid

    init() throws {
        grid = try NumericGrid([[0, 1, 2, 3], [10, 60, 12, 13], [20, 21, 22, 23]])
    }

    func worldMeshes(_ scene: RenderScene) -> [TriangleMesh] {
        scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p, m.space == .world { return m }
            return nil
        }
    }

    func texts(_ scene: RenderScene) -> [String] {
        scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    // MARK: - Surfaces

    /// Every grid value is a vertex of the mesh, at its place in the box: the x and z domains are
    /// the extents (unit −0.5…0.5), the y domain the values' range rounded out to ticks.
    @Test func aGridSurfaceHasAVertexAtEveryValue() throws {
        let chart = Chart3D {
            SurfacePlot(x: "East", y: "Height", z: "South", grid: grid, xExtent: 10...40, zExtent: -1...1)
        }
        let mesh = try #require(worldMeshes(try chart.lowered()).first)
        let y = NiceTicks.niceDomain(0...60, target: 5)
        for r in 0..<3 {
            for c in 0..<4 {
                let expected = Vec3(
                    Float(-0.5 + Double(c) / 3),
                    Float(-0.5 + (grid[r, c] - y.lowerBound) / (y.upperBound - y.lowerBound)),
                    Float(-0.5 + Double(r) / 2))
                let hit = mesh.positions.contains { ($0 - expected).length < 1e-5 }
                #expect(hit, "no vertex at row \(r), column \(c): \(expected)")
            }
        }
        #expect(mesh.positions.map(\.x).min() == -0.5 && mesh.positions.map(\.x).max() == 0.5)
        #expect(mesh.positions.map(\.z).min() == -0.5 && mesh.positions.map(\.z).max() == 0.5)
    }

    /// The same interpolant handed to `SurfacePlot(x:y:z:function:)` is sampled on lines that miss
    /// the peak's column, so its top is cut off; the grid form keeps it.
    @Test func thePeakIsKeptWhereAFunctionSurfaceCutsItOff() throws {
        let f = grid.bilinear(x: 10...40, z: -1...1)
        let function = Chart3D { SurfacePlot(x: "East", y: "Height", z: "South", function: f) }
            .chartXScale(domain: 10...40).chartZScale(domain: -1...1).chartYScale(domain: 0...60)
        let nodal = Chart3D {
            SurfacePlot(x: "East", y: "Height", z: "South", grid: grid, xExtent: 10...40, zExtent: -1...1)
        }
        .chartYScale(domain: 0...60)
        let top = { (c: Chart3D) throws -> Float in
            try #require(self.worldMeshes(try c.lowered()).first).positions.map(\.y).max() ?? -1
        }
        #expect(try top(nodal) == 0.5)
        let cut = try top(function)
        #expect(cut < 0.499, "function surface top \(cut)")
    }

    /// A missing value removes the cells around it and nothing else.
    @Test func aMissingValueLeavesAHoleOfItsCells() throws {
        var values = grid.values
        values[0] = .nan  // row 0, column 0: a corner of cell (0, 0) only
        let holed = try NumericGrid(rows: 3, columns: 4, values: values)
        let chart = Chart3D { SurfacePlot(x: "x", y: "y", z: "z", grid: holed) }
        let mesh = try #require(worldMeshes(try chart.lowered()).first)
        #expect(mesh.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite })
        // Cell (row 0, column 0) spans x −0.5…−1/6 and z −0.5…0: no triangle's centre lies in it.
        func centre(_ t: Int) -> Vec3 {
            let i = (0..<3).map { Int(mesh.indices[3 * t + $0]) }
            return (mesh.positions[i[0]] + mesh.positions[i[1]] + mesh.positions[i[2]]) * (1 / 3)
        }
        let centres = (0..<(mesh.indices.count / 3)).map(centre)
        #expect(!centres.contains { $0.x < -1 / 6 && $0.z < 0 })
        #expect(centres.contains { $0.x > 1 / 6 && $0.z > 0 })
        #expect(centres.contains { $0.x < -1 / 6 && $0.z > 0 })
    }

    /// Without extents the columns and rows are placed at their indices.
    @Test func withoutExtentsTheAxesCountColumnsAndRows() throws {
        let chart = Chart3D { SurfacePlot(x: "Column", y: "Value", z: "Row", grid: grid) }
        let description = chart.accessibilityDescription
        #expect(description.contains("The x axis shows Column, from 0 to 3."), "\(description)")
        #expect(description.contains("The z axis shows Row, from 0 to 2."), "\(description)")
        #expect(texts(try chart.lowered()).contains("Value"))
    }

    @Test func aGridTooSmallOrBadlyPlacedIsATypedError() throws {
        let line = try NumericGrid([[1, 2, 3, 4, 5]])
        #expect(throws: ChartError.gridTooSmall(mark: "SurfacePlot", rows: 1, columns: 5)) {
            try Chart3D { SurfacePlot(x: "x", y: "y", z: "z", grid: line) }.lowered()
        }
        #expect(throws: ChartError.invalidGridExtent(mark: "SurfacePlot", axis: "x", first: 2, last: 2)) {
            try Chart3D { SurfacePlot(x: "x", y: "y", z: "z", grid: grid, xExtent: 2...2) }.lowered()
        }
        #expect(throws: ChartError.invalidGridExtent(mark: "SurfacePlot", axis: "z", first: -.infinity, last: 0)) {
            try Chart3D { SurfacePlot(x: "x", y: "y", z: "z", grid: grid, zExtent: -.infinity...0) }.lowered()
        }
        let message = ChartError.gridTooSmall(mark: "SurfacePlot", rows: 1, columns: 5).description
        #expect(message.hasPrefix("SurfacePlot: a 1 × 5 grid has no cells between its values"))
    }

    /// Uneven coordinates, the rows running backwards: every value is a vertex at its coordinates,
    /// and the x and z domains span the coordinates exactly.
    @Test func aSurfaceAtUnevenCoordinatesHasAVertexAtEveryValue() throws {
        let xs: [Double] = [0, 0.5, 2, 5]
        let zs: [Double] = [3, 1, 0]
        let chart = Chart3D {
            SurfacePlot(x: "Offshore", y: "Depth", z: "Along", grid: grid, xCoordinates: xs, zCoordinates: zs)
        }
        .chartYScale(domain: 0...60)
        let mesh = try #require(worldMeshes(try chart.lowered()).first)
        for r in 0..<3 {
            for c in 0..<4 {
                let expected = Vec3(Float(-0.5 + xs[c] / 5), Float(-0.5 + grid[r, c] / 60), Float(-0.5 + zs[r] / 3))
                #expect(mesh.positions.contains { ($0 - expected).length < 1e-5 }, "no vertex at \(r), \(c)")
            }
        }
        #expect(mesh.positions.count == 12)
        let description = chart.accessibilityDescription
        #expect(description.contains("The x axis shows Offshore, from 0 to 5."), "\(description)")
        #expect(description.contains("The z axis shows Along, from 0 to 3."), "\(description)")
    }

    /// The extent form is the coordinate form with evenly spaced coordinates.
    @Test func anExtentIsEvenlySpacedCoordinates() throws {
        let extent = Chart3D { SurfacePlot(x: "x", y: "y", z: "z", grid: grid, xExtent: 10...40, zExtent: -1...1) }
        let coordinates = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z", grid: grid, xCoordinates: [10, 20, 30, 40], zCoordinates: [-1, 0, 1])
        }
        #expect(try extent.lowered() == coordinates.lowered())
    }

    @Test func badCoordinatesAreATypedError() throws {
        func lowering(_ xs: [Double], _ zs: [Double]) throws {
            _ = try Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z", grid: grid, xCoordinates: xs, zCoordinates: zs)
            }.lowered()
        }
        let error = { (axis: String, expected: Int, found: Int, index: Int?) in
            ChartError.invalidGridCoordinates(
                mark: "SurfacePlot", axis: axis, expected: expected, found: found, index: index)
        }
        #expect(throws: error("x", 4, 3, nil)) { try lowering([0, 1, 2], [0, 1, 2]) }
        #expect(throws: error("x", 4, 4, 2)) { try lowering([0, 1, 1, 2], [0, 1, 2]) }
        #expect(throws: error("z", 3, 3, 2)) { try lowering([0, 1, 2, 3], [2, 1, 1.5]) }
        #expect(throws: error("z", 3, 3, 1)) { try lowering([0, 1, 2, 3], [0, .nan, 2]) }
        let message = error("x", 4, 3, nil).description
        #expect(message.hasPrefix("SurfacePlot: the x coordinates must be 4 finite values"), "\(message)")
        #expect(message.contains("strictly increasing or strictly decreasing; 3 were given"), "\(message)")
    }

    /// `.chartForegroundStyleScale(type: .log)` colours heights by decade: 1, 10, 100, 1000 take
    /// the colours that 0, 1, 2, 3 take on a linear scale over 0…3, and the colour bar shows decades.
    @Test func aLogColourScaleColoursHeightsByDecade() throws {
        let decades = try NumericGrid([[1, 10], [100, 1000]])
        let exponents = try NumericGrid([[0, 1], [2, 3]])
        let log = Chart3D { SurfacePlot(x: "x", y: "Count", z: "z", grid: decades) }
            .chartYScale(domain: 1...1000).chartForegroundStyleScale(type: .log)
        let linear = Chart3D { SurfacePlot(x: "x", y: "Count", z: "z", grid: exponents) }.chartYScale(domain: 0...3)
        let a = try #require(worldMeshes(try log.lowered()).first).colors
        let b = try #require(worldMeshes(try linear.lowered()).first).colors
        #expect(a.count == 4 && a.count == b.count)
        for (p, q) in zip(a, b) {
            #expect(abs(p.r - q.r) < 0.01 && abs(p.g - q.g) < 0.01 && abs(p.b - q.b) < 0.01, "\(p) \(q)")
        }
        #expect(Set(a.map(\.description)).count == 4)
        #expect(texts(try log.lowered()).contains("100"))
    }

    // MARK: - Wireframes

    func lineBatches(_ scene: RenderScene, color: Color) -> [LineBatch] {
        scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world, l.color == color.rgba { return l }
            return nil
        }
    }

    /// Every grid line is drawn: 3 rows of 3 segments and 4 columns of 2; stride 2 keeps rows 0
    /// and 2 and columns 0, 2 and the last, 3.
    @Test func aWireframeDrawsTheGridLinesAtItsStride() throws {
        func segments(stride: Int) throws -> [[Vec3]] {
            let scene = try Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z", grid: grid).wireframe(stride: stride, color: .red)
            }
            .chartYScale(domain: 0...60).lowered()
            let batch = try #require(lineBatches(scene, color: .red).first)
            #expect(batch.starts.count * 2 == batch.vertices.count)
            return batch.starts.map { [batch.vertices[$0], batch.vertices[$0 + 1]] }
        }
        #expect(try segments(stride: 1).count == 9 + 8)
        let strided = try segments(stride: 2)
        #expect(strided.count == 2 * 3 + 3 * 2)
        let columns = Set(strided.filter { $0[0].x == $0[1].x }.map { $0[0].x })
        #expect(columns == [-0.5, Float(-0.5 + 2.0 / 3), 0.5])
    }

    /// `faces: false` draws the lines alone: no surface mesh and no colour bar.
    @Test func aWireframeAloneHasNoFacesAndNoColourBar() throws {
        let alone = try Chart3D {
            SurfacePlot(x: "x", y: "Height", z: "z", grid: grid).wireframe(color: .red, faces: false)
        }
        .lowered()
        #expect(!lineBatches(alone, color: .red).isEmpty)
        let filled = try Chart3D { SurfacePlot(x: "x", y: "Height", z: "z", grid: grid).wireframe(color: .red) }
            .lowered()
        #expect(worldMeshes(filled).count == worldMeshes(alone).count + 1)
        #expect(texts(filled).filter { $0 == "Height" }.count > texts(alone).filter { $0 == "Height" }.count)
    }

    /// On a function surface the wire runs along 33 evenly spaced lines per axis, edges of the mesh.
    @Test func aFunctionSurfaceWireframeFollowsEvenLines() throws {
        let scene = try Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * x - z * z }.wireframe(stride: 4, color: .red)
        }
        .lowered()
        let batch = try #require(lineBatches(scene, color: .red).first)
        let expected = Set((0...32).filter { $0 % 4 == 0 }.map { Float(-0.5 + Double($0) / 32) })
        let xs = Set(
            stride(from: 0, to: batch.vertices.count, by: 2).compactMap { i -> Float? in
                batch.vertices[i].x == batch.vertices[i + 1].x ? batch.vertices[i].x : nil
            })
        #expect(xs == expected)
    }

    @Test func aWireframeStrideBelowOneIsATypedError() {
        #expect(throws: ChartError.invalidWireframeStride(mark: "SurfacePlot", stride: 0)) {
            try Chart3D { SurfacePlot(x: "x", y: "y", z: "z", grid: grid).wireframe(stride: 0) }.lowered()
        }
    }

    // MARK: - Heat maps

    /// The cells a heat map builds, written out by hand as Swift Charts code would: the same scene.
    func handWritten(_ grid: NumericGrid, xs: [Double], ys: [Double]) -> Chart {
        struct Cell {
            let x: Double
            let y: Double
            let value: Double
        }
        var cells: [Cell] = []
        for r in 0..<grid.rows {
            for c in 0..<grid.columns where grid[r, c].isFinite {
                cells.append(Cell(x: xs[c], y: ys[r], value: grid[r, c]))
            }
        }
        return Chart {
            RectanglePlot(cells, x: .value("Across", \.x), y: .value("Up", \.y))
                .foregroundStyle(by: .value("Level", \.value))
        }
    }

    @Test func aHeatMapIsTheRectanglePlotItReplaces() throws {
        let map = Chart {
            HeatMapPlot(grid, x: "Across", y: "Up", value: "Level", xExtent: -3...3, yExtent: 100...300)
        }
        let expected = handWritten(grid, xs: [-3, -1, 1, 3], ys: [100, 200, 300])
        #expect(try map.lowered() == expected.lowered())
        #expect(texts(try map.lowered()).contains("Level"))
    }

    @Test func missingValuesAreHolesAndIndicesTheDefaultPlaces() throws {
        var values = grid.values
        values[5] = .nan
        values[11] = .infinity
        let holed = try NumericGrid(rows: 3, columns: 4, values: values)
        let map = Chart { HeatMapPlot(holed, x: "Across", y: "Up", value: "Level") }
        let expected = handWritten(holed, xs: [0, 1, 2, 3], ys: [0, 1, 2])
        #expect(try map.lowered() == expected.lowered())
    }

    @Test func theColourScaleComesFromTheChart() throws {
        let map = Chart { HeatMapPlot(grid, x: "Across", y: "Up", value: "Level") }
            .chartForegroundStyleScale(range: .grayscale)
        let cellColours = try map.lowered().primitives.compactMap { p -> String? in
            if case .mesh(let m) = p, m.positions.count == 4 { return m.colors.first?.description }
            return nil
        }
        // The peak (60) is the lightest grey, 0 the darkest.
        #expect(cellColours.contains("#FAFAFA"))
        #expect(cellColours.contains("#050505"))
    }

    @Test func aBadHeatMapExtentIsATypedError() {
        #expect(throws: ChartError.invalidGridExtent(mark: "HeatMapPlot", axis: "x", first: 0, last: 0)) {
            try Chart { HeatMapPlot(grid, x: "x", y: "y", value: "v", xExtent: 0...0) }.lowered()
        }
        #expect(throws: ChartError.invalidGridExtent(mark: "HeatMapPlot", axis: "y", first: 0, last: .infinity)) {
            try Chart { HeatMapPlot(grid, x: "x", y: "y", value: "v", yExtent: 0...(.infinity)) }.lowered()
        }
    }

    /// A single row is a strip of cells (no cells between values are needed, unlike a surface).
    @Test func aSingleRowIsAStrip() throws {
        let strip = try NumericGrid([[1, 2, 3, 4]])
        let scene = try Chart { HeatMapPlot(strip, x: "x", y: "y", value: "v", yExtent: 5...5) }.lowered()
        let cells = scene.primitives.filter {
            if case .mesh(let m) = $0, m.positions.count == 4, m.colors.count == 1 { return true }
            return false
        }
        #expect(cells.count >= 4)
        #expect(scene.warnings.isEmpty)
    }

    // MARK: - Snapshots

    @Test func gridSurfaceSceneSnapshot() throws {
        let text = try Chart3D {
            SurfacePlot(x: "East", y: "Height", z: "South", grid: grid, xExtent: 10...40, zExtent: -1...1)
                .foregroundStyle(.heightBased(.grayscale))
        }
        .frame(width: 400, height: 340).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "grid-surface-3d-scene") { Issue.record("\(failure)") }
    }

    @Test func heatMapSceneSnapshot() throws {
        let text = try Chart {
            HeatMapPlot(grid, x: "Across", y: "Up", value: "Level", xExtent: -3...3, yExtent: 100...300)
        }
        .frame(width: 400, height: 300).lowered(scale: 1).textDescription
        if let failure = try TextSnapshot.check(text, named: "heat-map-2d-scene") { Issue.record("\(failure)") }
    }
}
