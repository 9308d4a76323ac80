import Foundation
import Testing

@testable import ChartMath

/// `ParametricSurfaceSampler` against analytic surfaces: areas, normals, closedness and where the
/// grid is refined.
@Suite struct ParametricSurfaceSamplerTests {
    static func sphere(_ u: Double, _ v: Double) -> SIMD3<Double> { SIMD3(sin(v) * cos(u), cos(v), sin(v) * sin(u)) }

    static func torus(_ u: Double, _ v: Double) -> SIMD3<Double> {
        SIMD3((1 + 0.4 * cos(v)) * cos(u), 0.4 * sin(v), (1 + 0.4 * cos(v)) * sin(u))
    }

    static func mobius(_ u: Double, _ v: Double) -> SIMD3<Double> {
        SIMD3((1 + v / 2 * cos(u / 2)) * cos(u), v / 2 * sin(u / 2), (1 + v / 2 * cos(u / 2)) * sin(u))
    }

    static let full = 0...(2 * Double.pi)

    /// Counts of each undirected edge after welding points closer than 1e-9.
    static func edgeCounts(_ g: ParametricSurfaceGrid) -> (undirected: [SIMD2<Int>: Int], directed: [SIMD2<Int>: Int]) {
        var ids: [SIMD3<Int64>: Int] = [:]
        let weld = g.positions.map { p -> Int in
            let key = SIMD3(Int64((p.x * 1e9).rounded()), Int64((p.y * 1e9).rounded()), Int64((p.z * 1e9).rounded()))
            if let id = ids[key] { return id }
            ids[key] = ids.count
            return ids.count - 1
        }
        var undirected: [SIMD2<Int>: Int] = [:]
        var directed: [SIMD2<Int>: Int] = [:]
        for t in g.triangles {
            let c = [weld[t.x], weld[t.y], weld[t.z]]
            guard Set(c).count == 3 else { continue }  // collapsed at a pole
            for k in 0..<3 {
                let (a, b) = (c[k], c[(k + 1) % 3])
                undirected[SIMD2(min(a, b), max(a, b)), default: 0] += 1
                directed[SIMD2(a, b), default: 0] += 1
            }
        }
        return (undirected, directed)
    }

    @Test func sphereAndTorusAreasMatchTheAnalyticWithinOnePercent() {
        let sampler = ParametricSurfaceSampler()
        let sphere = sampler.sample(u: Self.full, v: 0...Double.pi, pixelsPerUnit: 300, Self.sphere)
        let torus = sampler.sample(u: Self.full, v: Self.full, pixelsPerUnit: 300, Self.torus)
        #expect(abs(sphere.area / (4 * .pi) - 1) < 0.01, "sphere: \(sphere.area) vs \(4 * Double.pi)")
        let torusArea = 4 * Double.pi * Double.pi * 1 * 0.4
        #expect(abs(torus.area / torusArea - 1) < 0.01, "torus: \(torus.area) vs \(torusArea)")
    }

    @Test func normalsMatchTheAnalyticAndKeepOneOrientation() {
        let sphere = ParametricSurfaceSampler().sample(u: Self.full, v: 0...Double.pi, pixelsPerUnit: 200, Self.sphere)
        // The sphere's outward normal is its point; ∂f/∂u × ∂f/∂v = sin v · f, outward, for this parametrisation.
        for (p, n) in zip(sphere.positions, sphere.normals) { #expect((p * n).sum() > 0.9999) }
        let torus = ParametricSurfaceSampler().sample(u: Self.full, v: Self.full, pixelsPerUnit: 200, Self.torus)
        for (k, n) in torus.normals.enumerated() {
            let (u, v) = (torus.us[k % torus.us.count], torus.vs[k / torus.us.count])
            // The torus's outward normal: (cos v cos u, sin v, cos v sin u).
            let outward = SIMD3(cos(v) * cos(u), sin(v), cos(v) * sin(u))
            #expect(abs((outward * n).sum() + 1) < 1e-6)
        }
    }

    @Test func closedSurfacesAreWatertightAndTheMobiusStripHasAnEdge() {
        let sampler = ParametricSurfaceSampler()
        for g in [
            sampler.sample(u: Self.full, v: 0...Double.pi, pixelsPerUnit: 300, Self.sphere),
            sampler.sample(u: Self.full, v: Self.full, pixelsPerUnit: 300, Self.torus),
        ] {
            let (undirected, directed) = Self.edgeCounts(g)
            #expect(!undirected.isEmpty && undirected.values.allSatisfy { $0 == 2 })
            // Oriented: every directed edge once, its twin the other way.
            #expect(directed.values.allSatisfy { $0 == 1 })
        }
        let strip = sampler.sample(u: Self.full, v: -1...1, pixelsPerUnit: 300, Self.mobius)
        let boundary = Self.edgeCounts(strip).undirected.values.filter { $0 == 1 }.count
        #expect(boundary > 0 && Self.edgeCounts(strip).undirected.values.allSatisfy { $0 <= 2 })
    }

    @Test func theGridIsRefinedWhereTheSurfaceBends() {
        // A narrow ridge along v at u = 0 on a plane.
        let ridge: (Double, Double) -> SIMD3<Double> = { u, v in SIMD3(u, 0.2 * exp(-(u / 0.05) * (u / 0.05)), v) }
        let g = ParametricSurfaceSampler().sample(u: -1...1, v: -1...1, pixelsPerUnit: 300, ridge)
        let gaps = zip(g.us, g.us.dropFirst()).map { (middle: ($0 + $1) / 2, width: $1 - $0) }
        let atRidge = gaps.filter { abs($0.middle) < 0.15 }.map(\.width).min() ?? 1
        let farOut = gaps.filter { $0.middle > 0.6 }.map(\.width).min() ?? 0
        // Far out the base spacing (2/24) stays; at the ridge at least three halvings.
        #expect(abs(farOut - 2.0 / 24) < 1e-12)
        #expect(atRidge <= farOut / 8, "u spacing \(atRidge) at the ridge, \(farOut) far out")
        // Nothing bends along v, so v keeps its base lines.
        #expect(g.vs.count == 25)
        let plane = ParametricSurfaceSampler().sample(u: -1...1, v: -1...1, pixelsPerUnit: 300) { u, v in
            SIMD3(u, u + v, v)
        }
        #expect(plane.us.count == 25 && plane.vs.count == 25 && plane.triangles.count == 2 * 24 * 24)
    }
}
