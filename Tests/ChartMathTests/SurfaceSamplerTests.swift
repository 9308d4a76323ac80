import Foundation
import Testing

@testable import ChartMath

/// Counts function calls from any thread.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

@Suite struct SurfaceSamplerTests {
    static let unitRange = -0.5...0.5

    func sampler(
        x: ClosedRange<Double> = -1...1, y: ClosedRange<Double>, z: ClosedRange<Double> = -1...1, base: Int = 16,
        tolerance: Double = 0.002
    ) -> SurfaceSampler {
        SurfaceSampler(
            x: AxisMapping(domain: x, range: Self.unitRange), y: AxisMapping(domain: y, range: Self.unitRange),
            z: AxisMapping(domain: z, range: Self.unitRange), baseResolution: base, tolerance: tolerance)
    }

    /// The data value of a unit-space coordinate.
    func data(_ u: Float, _ m: AxisMapping) -> Double {
        (Double(u) - m.range.lowerBound) / (m.range.upperBound - m.range.lowerBound)
            * (m.domain.upperBound - m.domain.lowerBound) + m.domain.lowerBound
    }

    func triangles(_ mesh: SurfaceMesh) -> [(Vec3, Vec3, Vec3)] {
        stride(from: 0, to: mesh.indices.count, by: 3).map { k in
            (
                mesh.positions[Int(mesh.indices[k])], mesh.positions[Int(mesh.indices[k + 1])],
                mesh.positions[Int(mesh.indices[k + 2])]
            )
        }
    }

    /// Area of the mesh projected on the x–z plane (unit space); every triangle must face +y.
    func projectedArea(_ mesh: SurfaceMesh) -> Double {
        triangles(mesh).reduce(0) { sum, t in
            let n = (t.1 - t.0).cross(t.2 - t.0)
            #expect(n.y > 0, "triangle not counter-clockwise from +y")
            return sum + Double(n.y) / 2
        }
    }

    /// The edges used by one triangle only that are neither on the sides of the box nor on a clip
    /// plane: cracks (or the rim of a hole).
    func openEdges(_ mesh: SurfaceMesh) -> [(Vec3, Vec3)] {
        struct Key: Hashable {
            var a: [Float]
            var b: [Float]
        }
        var uses: [Key: Int] = [:]
        var edges: [Key: (Vec3, Vec3)] = [:]
        for t in triangles(mesh) {
            for (p, q) in [(t.0, t.1), (t.1, t.2), (t.2, t.0)] {
                let (u, v) = [p.x, p.z, p.y].lexicographicallyPrecedes([q.x, q.z, q.y]) ? (p, q) : (q, p)
                let key = Key(a: [u.x, u.y, u.z], b: [v.x, v.y, v.z])
                uses[key, default: 0] += 1
                edges[key] = (u, v)
            }
        }
        return uses.filter { $0.value == 1 }.compactMap { key, _ in
            let (p, q) = edges[key]!
            let onSide = [0, 2].contains { a in abs(p[a]) == 0.5 && p[a] == q[a] }
            let onPlane = abs(p.y) == 0.5 && p.y == q.y
            return onSide || onPlane ? nil : (p, q)
        }
    }

    @Test func axisMappingIsLinear() {
        let m = AxisMapping(domain: 2...6, range: -0.5...0.5)
        #expect(m.unit(2) == -0.5)
        #expect(m.unit(6) == 0.5)
        #expect(m.unit(4) == 0)
        #expect(m.unit(10) == 1.5)
        #expect(m.scale == 0.25)
        #expect(AxisMapping(domain: 3...3, range: 0...1).unit(7) == 0.5)
    }

    @Test func planeIsExactWithoutRefinement() {
        let s = sampler(y: -2...2)
        let mesh = s.sample { x, z in x + z }
        #expect(mesh.positions.count == 17 * 17)
        #expect(mesh.indices.count == 16 * 16 * 6)
        #expect(s.refinedLines { x, z in x + z }.x.count == 17)
        // Unit slopes: dy_u/dx_u = 1 · (1/4) / (1/2) = 0.5 on both axes.
        let expected = Vec3(-0.5, 1, -0.5).normalized
        for (i, p) in mesh.positions.enumerated() {
            let (x, z) = (data(p.x, s.x), data(p.z, s.z))
            #expect(abs(mesh.values[i] - (x + z)) < 1e-6)
            #expect(abs(Double(p.y) - s.y.unit(x + z)) < 1e-6)
            #expect((mesh.normals[i] - expected).length < 1e-5)
        }
        #expect(abs(projectedArea(mesh) - 1) < 1e-6)
        #expect(openEdges(mesh).isEmpty)
    }

    @Test func bendingSurfaceRefinesWithinTolerance() {
        let f: @Sendable (Double, Double) -> Double = { x, z in sin(5 * x) * cos(5 * z) }
        let s = sampler(y: -1...1, base: 16, tolerance: 0.002)
        let lines = s.refinedLines(f)
        #expect(lines.x.count > 17 && lines.z.count > 17)
        #expect(lines.x.count <= 16 * 8 + 1 && lines.z.count <= 16 * 8 + 1)
        #expect(zip(lines.x, lines.x.dropFirst()).allSatisfy { $0 < $1 })
        let mesh = s.sample(f)
        #expect(mesh.positions.count == lines.x.count * lines.z.count)
        var worst = 0.0
        for t in triangles(mesh) {
            let c = (t.0 + t.1 + t.2) / 3
            worst = max(worst, abs(Double(c.y) - s.y.unit(f(data(c.x, s.x), data(c.z, s.z)))))
        }
        #expect(worst <= 0.002 * 1.5, "worst centroid deviation \(worst)")
        #expect(abs(projectedArea(mesh) - 1) < 1e-6)
        #expect(openEdges(mesh).isEmpty)
    }

    @Test func refinementStaysWhereTheSurfaceBends() {
        let f: @Sendable (Double, Double) -> Double = { x, z in exp(-40 * (x * x + z * z)) }
        let s = sampler(y: 0...1, base: 32, tolerance: 0.002)
        let lines = s.refinedLines(f)
        let mesh = s.sample(f)
        var worst = 0.0
        for t in triangles(mesh) {
            let c = (t.0 + t.1 + t.2) / 3
            worst = max(worst, abs(Double(c.y) - s.y.unit(f(data(c.x, s.x), data(c.z, s.z)))))
        }
        #expect(worst <= 0.002 * 1.5, "worst centroid deviation \(worst)")
        // Fine near the bump, the base spacing (1/16) far from it.
        let widths = zip(lines.x, lines.x.dropFirst()).map { (centre: ($0 + $1) / 2, width: $1 - $0) }
        #expect(lines.x.count > 33 && lines.x.count < 32 * 8 + 1)
        #expect(widths.filter { abs($0.centre) > 0.8 }.allSatisfy { $0.width == 0.0625 })
        #expect(widths.filter { abs($0.centre) < 0.3 }.allSatisfy { $0.width < 0.0625 })
    }

    @Test func nanDiscLeavesAHoleAndKeepsTheRest() {
        let f: @Sendable (Double, Double) -> Double = { x, z in x * x + z * z < 0.25 ? .nan : 0.5 * x - z }
        let s = sampler(y: -2...2)
        let mesh = s.sample(f)
        let lines = s.refinedLines(f)
        for t in triangles(mesh) {
            for p in [t.0, t.1, t.2, (t.0 + t.1 + t.2) / 3] {
                let (x, z) = (data(p.x, s.x), data(p.z, s.z))
                #expect(x * x + z * z >= 0.25 - 1e-6)
            }
        }
        // Every cell whose four corners are defined is there, as two triangles.
        var cells = 0
        for r in 0..<(lines.z.count - 1) {
            for c in 0..<(lines.x.count - 1) {
                let corners = [(c, r), (c + 1, r), (c, r + 1), (c + 1, r + 1)]
                if corners.allSatisfy({ !f(lines.x[$0.0], lines.z[$0.1]).isNaN }) { cells += 1 }
            }
        }
        #expect(cells > 0)
        #expect(mesh.indices.count == cells * 6)
        let hole = Double.pi * 0.25 * 0.25  // the disc in unit space
        #expect(abs(projectedArea(mesh) - (1 - hole)) < 0.02)
    }

    @Test func poleIsClippedAtTheTopPlane() {
        let f: @Sendable (Double, Double) -> Double = { x, z in 1 / (x * x + z * z) }
        let s = sampler(y: 0...5)
        let mesh = s.sample(f)
        #expect(!mesh.indices.isEmpty)
        #expect(mesh.positions.allSatisfy { Double($0.y) <= 0.5 + 1e-9 && Double($0.y) >= -0.5 - 1e-9 })
        let rim = mesh.positions.indices.filter { mesh.values[$0] == 5 }
        #expect(rim.count >= 8)
        #expect(rim.allSatisfy { mesh.positions[$0].y == 0.5 })
        // The rim lies on the circle 1 / r² = 5 (to within the grid's resolution).
        for i in rim {
            let r = hypot(data(mesh.positions[i].x, s.x), data(mesh.positions[i].z, s.z))
            #expect(abs(r - 1 / 5.0.squareRoot()) < 0.03)
        }
        for n in mesh.normals {
            #expect(abs(n.length - 1) < 1e-5)
            #expect(n.y > 0)
        }
        #expect(openEdges(mesh).isEmpty)
        // The hole in the middle: the disc r < 1/√5 is cut away.
        #expect(abs(projectedArea(mesh) - (1 - Double.pi / 5 / 4)) < 0.01)
    }

    @Test func bandIsClippedAtBothPlanes() {
        let s = sampler(y: -1...1)
        let mesh = s.sample { x, z in x + z }
        #expect(mesh.positions.allSatisfy { abs($0.y) <= 0.5 })
        #expect(mesh.values.contains(-1) && mesh.values.contains(1))
        for (p, v) in zip(mesh.positions, mesh.values) where abs(v) == 1 {
            #expect(Double(p.y) == v / 2)
        }
        // |x + z| ≤ 1 covers 3 of the 4 square data units: 3/4 of the unit square.
        #expect(abs(projectedArea(mesh) - 0.75) < 1e-6)
        #expect(openEdges(mesh).isEmpty)
    }

    @Test func normalsFollowTheDerivatives() {
        let s = sampler(y: 0...2, base: 32)
        let mesh = s.sample { x, z in x * x + z * z }
        for (p, n) in zip(mesh.positions, mesh.normals) {
            #expect(abs(n.length - 1) < 1e-5)
            #expect(n.y > 0)
            // Unit slopes: 2x · (1/2) / (1/2) = 2x.
            let (x, z) = (data(p.x, s.x), data(p.z, s.z))
            let expected = Vec3(Float(-2 * x), 1, Float(-2 * z)).normalized
            #expect((n - expected).length < 1e-3)
        }
    }

    @Test func normalsFallBackToTrianglesWhereTheDerivativeIsNotFinite() {
        // |x|^0.5 has an infinite slope at x = 0 (a grid line).
        let s = sampler(y: 0...1)
        let mesh = s.sample { x, _ in abs(x).squareRoot() }
        let spine = mesh.positions.indices.filter { mesh.positions[$0].x == 0 }
        #expect(!spine.isEmpty)
        for i in spine {
            let n = mesh.normals[i]
            #expect(n.x.isFinite && abs(n.length - 1) < 1e-5 && n.y > 0)
            #expect(abs(n.x) < 1e-5)  // the two sides balance
        }
    }

    @Test func evaluationsAreCounted() {
        let counter = CallCounter()
        let mesh = sampler(y: -1...1).sample { x, z in
            counter.increment()
            return sin(5 * x) * cos(5 * z)
        }
        #expect(mesh.evaluations == counter.value)
        // Value and derivatives at every vertex (five calls inside, fewer on the sides), plus probes.
        #expect(mesh.evaluations > mesh.positions.count * 4)
        #expect(mesh.evaluations < mesh.positions.count * 6)
    }

    @Test func concurrentEvaluationMatchesSerial() {
        let f: @Sendable (Double, Double) -> Double = { x, z in
            x * x + z * z < 0.05 ? .nan : 1 / (x * x + z * z) + sin(7 * x) * z
        }
        var s = sampler(y: 0...6, base: 40)
        let parallel = s.sample(f)
        s.concurrent = false
        let serial = s.sample(f)
        #expect(parallel == serial)
        #expect(!parallel.indices.isEmpty)
    }

    @Test func capsBoundTheGrid() {
        let f: @Sendable (Double, Double) -> Double = { x, z in sin(60 * x) * sin(60 * z) }
        var s = sampler(y: -1...1, base: 16, tolerance: 1e-6)
        s.lineCap = 40
        s.vertexCap = 1200
        let lines = s.refinedLines(f)
        #expect(lines.x.count <= 40 && lines.z.count <= 40)
        #expect(lines.x.count * lines.z.count <= 1200)
        #expect(lines.x.count * lines.z.count > 1000)  // filled up to the cap
        s.baseResolution = 5000
        #expect(s.clampedBase == 33)  // ⌊√1200⌋ − 1
        #expect(SurfaceSampler(x: s.x, y: s.y, z: s.z, baseResolution: 5000, tolerance: 1).clampedBase == 1999)
        #expect(SurfaceSampler(x: s.x, y: s.y, z: s.z, baseResolution: 0, tolerance: 1).clampedBase == 1)
    }

    @Test func noRefinementKeepsTheBaseGrid() {
        let f: @Sendable (Double, Double) -> Double = { x, z in sin(5 * x) * cos(5 * z) }
        var s = sampler(y: -1...1, base: 10)
        s.maxRefinement = 0
        #expect(s.refinedLines(f).x.count == 11)
        s.maxRefinement = 3
        s.tolerance = .infinity
        let mesh = s.sample(f)
        #expect(mesh.positions.count == 121)
    }

    @Test func emptyDomainsGiveAnEmptyMesh() {
        let counter = CallCounter()
        let f: @Sendable (Double, Double) -> Double = { x, _ in
            counter.increment()
            return x
        }
        #expect(sampler(x: 1...1, y: 0...1).sample(f) == SurfaceMesh())
        #expect(sampler(y: 0...Double.infinity).sample(f) == SurfaceMesh())
        #expect(counter.value == 0)
    }
}
