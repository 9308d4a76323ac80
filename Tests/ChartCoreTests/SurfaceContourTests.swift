import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `SurfacePlot.contours(_:on:color:lineStyle:)`, read from lowered scenes: the lines' vertices,
/// mapped back to data units, lie on the function's level sets, on the surface or on the chosen
/// plane.
@Suite struct SurfaceContourTests {
    static func f(_ x: Double, _ z: Double) -> Double { sin(x) * cos(z) }

    /// x and z over −2…2 and y over −1…1, each onto −0.5…0.5.
    func chart(_ plot: SurfacePlot) -> Chart3D {
        Chart3D { plot }
            .chartXScale(domain: -2...2)
            .chartZScale(domain: -2...2)
            .chartYScale(domain: -1...1)
    }

    let plot = SurfacePlot(x: "x", y: "y", z: "z") { x, z in SurfaceContourTests.f(x, z) }

    /// The world line batches of `color`.
    func batches(_ scene: RenderScene, _ color: Color) -> [LineBatch] {
        scene.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world, l.color == color.rgba { return l }
            return nil
        }
    }

    /// Data (x, y, z) of a scene point in `chart`'s box.
    func data(_ p: Vec3) -> (x: Double, y: Double, z: Double) {
        (4 * (Double(p.x) + 0.5) - 2, 2 * (Double(p.y) + 0.5) - 1, 4 * (Double(p.z) + 0.5) - 2)
    }

    @Test func linesOnTheSurfaceLieOnTheLevelSetLiftedOffBothSides() throws {
        let levels = [-0.5, 0, 0.5]
        let scene = try chart(plot.contours(.values(levels), color: .red)).lowered()
        let found = batches(scene, .red)
        #expect(found.count == 3)
        var levelsSeen: Set<Double> = []
        for batch in found {
            let lines = batch.polylines
            #expect(lines.count % 2 == 0 && !lines.isEmpty)
            // The copies come in pairs, lifted along the normal to either side: their midpoint is
            // the line's point on the surface.
            for pair in stride(from: 0, to: lines.count, by: 2) {
                let (above, below) = (Array(lines[pair]), Array(lines[pair + 1]))
                #expect(above.count == below.count)
                for (a, b) in zip(above, below) {
                    let mid = data((a + b) / 2)
                    let level = try #require(levels.min { abs($0 - mid.y) < abs($1 - mid.y) })
                    levelsSeen.insert(level)
                    #expect(abs(mid.y - level) < 1e-6)
                    #expect(abs(Self.f(mid.x, mid.z) - level) < 1e-5)
                    // Lifted by a pixel or two: small, but off the surface.
                    let gap = (a - b).length / 2
                    #expect(gap > 1e-4 && gap < 0.02)
                    #expect(a.y > b.y)
                }
            }
        }
        #expect(levelsSeen == Set(levels))
    }

    @Test func theFloorProjectionLiesOnTheFloorColouredByLevel() throws {
        let scene = try chart(plot.contours(.values([0.5]), on: .floor, color: .blue)).lowered()
        let found = batches(scene, .blue)
        #expect(found.count == 1)
        let points = found.flatMap(\.vertices)
        #expect(points.count > 20)
        for p in points {
            #expect(p.y == -0.5)
            let d = data(p)
            #expect(abs(Self.f(d.x, d.z) - 0.5) < 1e-5)
        }
        // Without a colour: each level in its colour on the surface's colour bar (viridis over
        // the y domain −1…1), so 0.5 is viridis at 0.75.
        let byLevel = try chart(plot.contours(.values([0.5]), on: .floor)).lowered()
        let viridis = BasicChart3DSurfaceStyle.defaultHeightGradient.colorMap.color(at: 0.75)
        let coloured = byLevel.primitives.compactMap { p -> LineBatch? in
            if case .lines(let l) = p, l.space == .world, l.color == viridis { return l }
            return nil
        }
        #expect(coloured.count == 1)
    }

    @Test func aPlaneAtAnOffsetHoldsTheLines() throws {
        let scene = try chart(plot.contours(.values([0.5]), on: .floor(y: 0.25), color: .blue)).lowered()
        let points = batches(scene, .blue).flatMap(\.vertices)
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { abs(data($0).y - 0.25) < 1e-6 })
    }

    @Test func wallProfilesLieOnTheWallAtTheirLevels() throws {
        let scene = try chart(plot.contours(.values([-1, 0, 1]), on: .xWall, color: .green)).lowered()
        let found = batches(scene, .green)
        #expect(found.count == 1)
        let lines = found[0].polylines
        #expect(lines.count == 3)
        // Each profile is y = f(level, z) drawn at x = −2, the x domain's start.
        for (line, level) in zip(lines, [-1.0, 0, 1]) {
            for p in line {
                let d = data(p)
                #expect(p.x == -0.5)
                #expect(abs(d.y - Self.f(level, d.z)) < 1e-5)
            }
        }
        let z = try chart(plot.contours(.values([1]), on: .zWall(z: 1), color: .green)).lowered()
        let profile = batches(z, .green).flatMap(\.vertices)
        #expect(!profile.isEmpty)
        #expect(profile.allSatisfy { abs(data($0).z - 1) < 1e-6 && abs(data($0).y - Self.f(data($0).x, 1)) < 1e-5 })
    }

    @Test func levelsOutsideTheYDomainAreNotDrawn() throws {
        let scene = try chart(plot.contours(.values([0.5, 1.5]), color: .red)).lowered()
        #expect(batches(scene, .red).count == 1)
    }

    @Test func automaticLevelsAreAContourPlotsOverTheSurfacesRange() throws {
        let scene = try chart(plot.contours(on: .floor, color: .blue)).lowered()
        // sin·cos over −2…2 spans about −1…1 (sin peaks at π/2): a 2D plot's automatic levels.
        let expected = try ContourLevels.automatic.resolved(for: -0.99...0.99, mark: "test")
        #expect(batches(scene, .blue).count == expected.count)
    }

    @Test func badLevelsAndPlanesThrowWhenLowered() throws {
        #expect(throws: ContourError.noLevels(mark: "SurfacePlot.contours")) {
            try chart(plot.contours(.values([]))).lowered()
        }
        #expect(throws: ContourError.nonFiniteOffset(mark: "SurfacePlot.contours", axis: "y", value: .infinity)) {
            try chart(plot.contours(on: .floor(y: .infinity))).lowered()
        }
        #expect(throws: ContourError.invalidStep(mark: "SurfacePlot.contours", step: 0)) {
            try chart(plot.contours(.step(0), on: .xWall)).lowered()
        }
    }

    /// A surface through a grid is contoured through its bilinear interpolant, exactly.
    @Test func gridSurfaceLinesLieOnTheBilinearInterpolant() throws {
        let values: [[Double]] = [[0, 1, 2], [1, 4, 1], [2, 1, 0]]
        let bilinear: @Sendable (Double, Double) -> Double = { x, z in
            let (c, r) = (min(Int(x), 1), min(Int(z), 1))
            let (u, w) = (x - Double(c), z - Double(r))
            let top = values[r][c] * (1 - u) + values[r][c + 1] * u
            let bottom = values[r + 1][c] * (1 - u) + values[r + 1][c + 1] * u
            return top * (1 - w) + bottom * w
        }
        let grid = SurfacePlot(
            x: "x", y: "y", z: "z", columns: GridPlacement(count: 3, extent: nil),
            rows: GridPlacement(count: 3, extent: nil), values: values.flatMap { $0 })
        let scene = try Chart3D { grid.contours(.values([2.5]), on: .floor, color: .blue) }
            .chartYScale(domain: 0...4)
            .lowered()
        let points = batches(scene, .blue).flatMap(\.vertices)
        #expect(points.count > 16)
        for p in points {
            let (x, z) = (2 * (Double(p.x) + 0.5), 2 * (Double(p.z) + 0.5))
            #expect(abs(bilinear(x, z) - 2.5) < 1e-6)
        }
    }
}
