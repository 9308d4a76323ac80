import Foundation
import Testing

@testable import ChartMath

@Suite struct FunctionSamplerTests {
    let sampler = FunctionSampler(pixelsPerX: 100, pixelsPerY: 100)

    /// Largest vertical distance, in pixels, between the polyline and the function at 20 points per segment.
    func worstError(_ pieces: [[SIMD2<Double>]], _ f: (Double) -> Double) -> Double {
        var worst = 0.0
        for piece in pieces {
            for (a, b) in zip(piece, piece.dropFirst()) {
                for k in 1..<20 {
                    let t = Double(k) / 20
                    let x = a.x + (b.x - a.x) * t
                    worst = max(worst, abs(a.y + (b.y - a.y) * t - f(x)) * 100)
                }
            }
        }
        return worst
    }

    @Test func smoothCurvesStayWithinHalfAPixel() {
        let pieces = sampler.sample(-2 * .pi...2 * .pi, cos)
        #expect(pieces.count == 1)
        #expect(worstError(pieces, cos) <= 0.55)
        #expect(pieces[0].first!.x == -2 * .pi && pieces[0].last!.x == 2 * .pi)
    }

    @Test func straightLinesNeedNoRefinement() {
        var calls = 0
        nonisolated(unsafe) var counter = 0
        _ = sampler.sample(0...1) { x in
            counter += 1
            return 2 * x
        }
        calls = counter
        // One midpoint and two quarter-point checks per initial interval of 4 px, no refinement.
        #expect(calls <= 4 * 26 + 1)
    }

    @Test func nanSplitsTheCurve() {
        let pieces = sampler.sample(-1...1) { x in abs(x) < 0.25 ? .nan : x }
        #expect(pieces.count == 2)
        #expect(pieces[0].last!.x < -0.24 && pieces[0].last!.x > -0.26)
        #expect(pieces[1].first!.x > 0.24 && pieces[1].first!.x < 0.26)
    }

    @Test func jumpsAreNotJoined() {
        let pieces = sampler.sample(-1...1) { x in x < 0.3 ? 0 : 1 }
        #expect(pieces.count == 2)
        for piece in pieces {
            let ys = Set(piece.map(\.y))
            #expect(ys.count == 1)
        }
    }

    @Test func polesSplitIntoBranches() {
        let pieces = sampler.sample(-1...1) { 1 / $0 }
        #expect(pieces.count == 2)
        #expect(pieces.allSatisfy { p in zip(p, p.dropFirst()).allSatisfy { $1.y <= $0.y } })
    }

    @Test func infinityEndsAPiece() {
        let pieces = sampler.sample(-1...1) { x in x == 0 ? .infinity : x * x }
        #expect(pieces.allSatisfy { $0.allSatisfy { $0.y.isFinite } })
    }
}

@Suite struct ClippingTests {
    let lo = SIMD2<Double>(0, 0)
    let hi = SIMD2<Double>(10, 10)

    @Test func segmentCrossingTheBoxIsCut() throws {
        let (a, b) = try #require(Clipping.clipSegment(SIMD2(-5, 5), SIMD2(15, 5), lo: lo, hi: hi))
        #expect(a == SIMD2(0, 5) && b == SIMD2(10, 5))
        #expect(Clipping.clipSegment(SIMD2(-5, -5), SIMD2(-1, 20), lo: lo, hi: hi) == nil)
    }

    @Test func polylineLeavingAndReturningSplits() {
        let parts = Clipping.clip(
            polyline: [SIMD2(1, 1), SIMD2(5, 20), SIMD2(9, 1)], lo: lo, hi: hi)
        #expect(parts.count == 2)
        #expect(parts[0].first == SIMD2(1, 1) && parts[1].last == SIMD2(9, 1))
    }
}

@Suite struct GridMeshTests {
    @Test func fullGridHasTwoTrianglesPerCell() {
        let samples: [Vec3?] = (0..<12).map { i in Vec3(Float(i % 4), 0, Float(i / 4)) }
        let mesh = GridMesh(rows: 3, columns: 4, samples: samples)
        #expect(mesh.positions.count == 12)
        #expect(mesh.indices.count == 2 * 3 * 6)
        // A flat grid in the x–z plane has normals along ±y, all the same way.
        #expect(mesh.normals.allSatisfy { abs(abs($0.y) - 1) < 1e-6 })
        #expect(Set(mesh.normals.map { $0.y > 0 }).count == 1)
    }

    @Test func missingSamplesMakeHoles() {
        var samples: [Vec3?] = (0..<9).map { i in Vec3(Float(i % 3), 0, Float(i / 3)) }
        samples[4] = nil  // the centre
        let mesh = GridMesh(rows: 3, columns: 3, samples: samples)
        #expect(mesh.positions.count == 8)
        #expect(mesh.indices.count == 0 + 2 * 3)  // only two triangles avoid the centre vertex
        #expect(mesh.sampleIndex.contains(4) == false)
    }
}
