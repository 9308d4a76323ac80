import Foundation
import Testing

@testable import ChartMath

/// Surfaces from data meshed on their nodes (`SurfaceSampler.mesh(_:)`), normals from the data's
/// gradient, checked against the analytic normals of a plane and a paraboloid on uneven grids.
@Suite struct SurfaceGridMeshTests {
    static let xs: [Double] = [-1, -0.7, -0.1, 0.2, 0.9, 1.5]
    static let zs: [Double] = [-1.2, -0.5, 0, 0.4, 1.1]

    /// A sampler whose unit space is the data space itself (each domain mapped onto itself).
    func identity(x: ClosedRange<Double> = -1...1.5, z: ClosedRange<Double> = -1.2...1.1) -> SurfaceSampler {
        SurfaceSampler(
            x: AxisMapping(domain: x, range: x), y: AxisMapping(domain: -10...10, range: -10...10),
            z: AxisMapping(domain: z, range: z), baseResolution: 64, tolerance: 0.001)
    }

    func grid(_ f: (Double, Double) -> Double, xs: [Double] = Self.xs, zs: [Double] = Self.zs) -> RectilinearGrid {
        RectilinearGrid(xs: xs, zs: zs, values: zs.flatMap { z in xs.map { x in f(x, z) } })
    }

    /// The mesh's vertex at (x, z), with its normal.
    func vertex(_ mesh: SurfaceMesh, x: Double, z: Double) -> (position: Vec3, normal: Vec3)? {
        guard let i = mesh.positions.firstIndex(where: { abs(Double($0.x) - x) < 1e-6 && abs(Double($0.z) - z) < 1e-6 })
        else { return nil }
        return (mesh.positions[i], mesh.normals[i])
    }

    func unit(_ v: SIMD3<Double>) -> SIMD3<Double> { v / (v * v).sum().squareRoot() }

    func distance(_ a: Vec3, _ b: SIMD3<Double>) -> Double {
        let d = SIMD3<Double>(Double(a.x), Double(a.y), Double(a.z)) - b
        return (d * d).sum().squareRoot()
    }

    @Test func aPlaneHasItsNormalEverywhere() throws {
        let mesh = identity().mesh(grid { x, z in 2 * x - 3 * z + 1 })
        #expect(mesh.positions.count == Self.xs.count * Self.zs.count)
        #expect(mesh.indices.count == 6 * (Self.xs.count - 1) * (Self.zs.count - 1))
        #expect(mesh.evaluations == 0)
        let expected = unit(SIMD3(-2, 1, 3))
        for n in mesh.normals { #expect(distance(n, expected) < 1e-6, "\(n)") }
    }

    /// Scaled into a box, the normal is the plane's in box units: slopes times y.scale / x.scale.
    @Test func aPlaneInABoxHasItsNormalInBoxUnits() throws {
        let sampler = SurfaceSampler(
            x: AxisMapping(domain: -1...1.5, range: -0.5...0.5), y: AxisMapping(domain: -10...10, range: -0.5...0.5),
            z: AxisMapping(domain: -1.2...1.1, range: -0.5...0.5), baseResolution: 64, tolerance: 0.001)
        let mesh = sampler.mesh(grid { x, z in 2 * x - 3 * z + 1 })
        let (sx, sy, sz) = (1 / 2.5, 1 / 20.0, 1 / 2.3)
        let expected = unit(SIMD3(-2 * sy / sx, 1, 3 * sy / sz))
        for n in mesh.normals { #expect(distance(n, expected) < 1e-6, "\(n)") }
    }

    /// y = x² + z²: the three-point differences (central inside, one-sided at the edges) are exact
    /// for a quadratic however uneven the spacing, so every normal is the analytic (−2x, 1, −2z).
    @Test func aParaboloidOnAnUnevenGridHasItsAnalyticNormals() throws {
        let mesh = identity().mesh(grid { x, z in x * x + z * z })
        for x in Self.xs {
            for z in Self.zs {
                let v = try #require(vertex(mesh, x: x, z: z), "no vertex at \(x), \(z)")
                #expect(abs(Double(v.position.y) - (x * x + z * z)) < 1e-5)
                #expect(distance(v.normal, unit(SIMD3(-2 * x, 1, -2 * z))) < 1e-5, "at \(x), \(z): \(v.normal)")
            }
        }
    }

    /// A missing value drops the four cells around it; its neighbours' normals come from the side
    /// that has values (still exact for the paraboloid where two values lie on that side).
    @Test func aHoleDropsItsCellsAndNeighboursDifferenceOneSided() throws {
        var data = grid { x, z in x * x + z * z }
        data.values[2 * Self.xs.count + 2] = .nan  // x −0.1, z 0
        let mesh = identity().mesh(data)
        #expect(mesh.indices.count == 6 * ((Self.xs.count - 1) * (Self.zs.count - 1) - 4))
        #expect(vertex(mesh, x: -0.1, z: 0) == nil)
        // (0.2, 0): the hole on its left, 0.9 and 1.5 on its right; z has both neighbours.
        let right = try #require(vertex(mesh, x: 0.2, z: 0))
        #expect(distance(right.normal, unit(SIMD3(-0.4, 1, 0))) < 1e-5, "\(right.normal)")
        // (−0.1, 0.4): the hole below it along z, 1.1 and nothing further above: two-point forward.
        let above = try #require(vertex(mesh, x: -0.1, z: 0.4))
        let slope = (1.1 * 1.1 - 0.4 * 0.4) / 0.7
        #expect(distance(above.normal, unit(SIMD3(0.2, 1, -slope))) < 1e-5, "\(above.normal)")
    }

    @Test func unevenDerivativesAreExactForQuadratics() {
        let lines: [Double] = [0, 0.1, 0.5, 2, 2.2]
        let f = { (t: Double) in 3 * t * t - t + 2 }
        for i in lines.indices {
            let d = RectilinearGrid.derivative(lines, at: i) { f(lines[$0]) }
            #expect(abs(d - (6 * lines[i] - 1)) < 1e-9, "at \(lines[i]): \(d)")
        }
        #expect(RectilinearGrid.derivative([0, 1], at: 0) { [1.0, .nan][$0] }.isNaN)
    }

    /// Decreasing coordinates are the same surface as the grid reversed to increasing ones.
    @Test func decreasingCoordinatesAreReversed() {
        let f = { (x: Double, z: Double) in sin(x) * cos(2 * z) }
        let ascending = identity().mesh(grid(f))
        let descending = identity().mesh(grid(f, xs: Self.xs.reversed(), zs: Self.zs.reversed()))
        #expect(ascending == descending)
    }

    /// A domain narrower than the grid: the mesh ends on its edges, interpolated between nodes.
    @Test func theDomainCropsTheGridBetweenNodes() {
        let lines = SurfaceSampler.lines([0, 1, 2, 3], in: 0.5...2.5)
        #expect(
            lines == [.init(lower: 0, t: 0.5), .init(lower: 1, t: 0), .init(lower: 2, t: 0), .init(lower: 2, t: 0.5)])
        #expect(
            SurfaceSampler.lines([0, 1, 2, 3], in: 1.25...1.75) == [.init(lower: 1, t: 0.25), .init(lower: 1, t: 0.75)])
        #expect(SurfaceSampler.lines([0, 1, 2, 3], in: -5...1) == [.init(lower: 0, t: 0), .init(lower: 1, t: 0)])
        let mesh = identity(x: -0.4...1.5).mesh(grid { x, z in 2 * x - 3 * z + 1 })
        #expect(mesh.positions.map(\.x).min() == -0.4)
        let edge = mesh.positions.filter { $0.x == -0.4 }
        #expect(!edge.isEmpty)
        for p in edge { #expect(abs(Double(p.y) - (2 * -0.4 - 3 * Double(p.z) + 1)) < 1e-5) }
    }

    @Test func theInterpolantIsBilinearBetweenUnevenNodes() {
        let data = grid({ x, z in 2 * x - 3 * z + 1 }, xs: [0, 1, 4], zs: [5, 2])
        #expect(data.value(x: 4, z: 2) == 2 * 4 - 3 * 2 + 1)
        #expect(abs(data.value(x: 2.5, z: 3) - (2 * 2.5 - 3 * 3 + 1)) < 1e-12)
        #expect(data.value(x: 4.5, z: 3).isNaN)
    }

    /// The mesh records its grid lines, for a wireframe to pick from.
    @Test func theMeshKeepsItsLines() {
        let mesh = identity().mesh(grid { x, z in x + z })
        #expect(mesh.xLines == Self.xs.map { Float($0) })
        #expect(mesh.zLines == Self.zs.map { Float($0) })
    }
}
