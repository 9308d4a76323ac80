import ChartMath
import Foundation
import Testing

/// Isosurfaces of fields whose surfaces are known: a sphere's signed distance (area, enclosed
/// volume, closedness, normals), a plane (exact vertices, constant normals, area against an
/// independent integration), missing values; and the volume's checks.
struct MarchingTetrahedraTests {
    static let axis64 = VolumeGrid.axis(-1...1, count: 64)

    static func sphere(radius r: Double) throws -> VolumeGrid {
        try VolumeGrid(x: axis64, y: axis64, z: axis64) { x, y, z in (x * x + y * y + z * z).squareRoot() - r }
    }

    @Test func sphereAreaAndVolumeWithinOnePercent() throws {
        let r = 0.7
        let mesh = MarchingTetrahedra.isosurface(of: try Self.sphere(radius: r), level: 0)
        let area = 4 * Double.pi * r * r
        let volume = 4 / 3 * Double.pi * r * r * r
        #expect(abs(mesh.area - area) / area < 0.01, "area \(mesh.area) vs \(area)")
        #expect(abs(mesh.enclosedVolume - volume) / volume < 0.01, "volume \(mesh.enclosedVolume) vs \(volume)")
        #expect(mesh.triangleCount > 10_000)
    }

    @Test func sphereIsWatertight() throws {
        let mesh = MarchingTetrahedra.isosurface(of: try Self.sphere(radius: 0.7), level: 0)
        #expect(mesh.boundaryEdgeCount == 0)
        // Each vertex made once: no two vertices at the same place.
        let distinct = Set(mesh.positions.map { SIMD3<Int64>(($0 * 1e9).rounded(.toNearestOrEven)) })
        #expect(distinct.count == mesh.positions.count)
        // Euler characteristic of a sphere: V − E + F = 2 (E = 3F/2 on a closed mesh).
        #expect(mesh.positions.count - mesh.triangleCount * 3 / 2 + mesh.triangleCount == 2)
    }

    @Test func sphereVerticesLieOnItAndNormalsPointOutwards() throws {
        let r = 0.7
        let mesh = MarchingTetrahedra.isosurface(of: try Self.sphere(radius: r), level: 0)
        let h = 2.0 / 63
        for (p, n) in zip(mesh.positions, mesh.normals) {
            let d = (p * p).sum().squareRoot()
            #expect(abs(d - r) < 2 * h * h, "vertex \(p) at distance \(d)")
            // The gradient of a distance field is the radial unit vector.
            #expect(((p / d) * n).sum() > 0.999)
        }
        // Triangles face the higher values (outwards): their normals agree with the vertices'.
        var agree = 0
        mesh.forEachTriangle(indices: mesh.indices) { a, b, c in
            let n = cross(b - a, c - a)
            if (n * (a + b + c)).sum() > 0 { agree += 1 }
        }
        #expect(agree == mesh.triangleCount)
    }

    @Test func aDensityEnclosesANegativeVolume() throws {
        // Higher values inside (as in a scan): the same sphere, its volume counted negative.
        let r = 0.5
        let volume = try VolumeGrid(x: Self.axis64, y: Self.axis64, z: Self.axis64) { x, y, z in
            1 - (x * x + y * y + z * z).squareRoot()
        }
        let mesh = MarchingTetrahedra.isosurface(of: volume, level: 1 - r)
        let expected = 4 / 3 * Double.pi * r * r * r
        #expect(abs(-mesh.enclosedVolume - expected) / expected < 0.01)
        #expect(mesh.boundaryEdgeCount == 0)
    }

    @Test func planeVerticesAreExactAndItsAreaMatchesAnIntegral() throws {
        // f = x + 2y − z is linear, so interpolation along any edge finds the plane exactly.
        let axis = VolumeGrid.axis(-1...1, count: 9)
        let volume = try VolumeGrid(x: axis, y: axis, z: axis) { x, y, z in x + 2 * y - z }
        let mesh = MarchingTetrahedra.isosurface(of: volume, level: 0.3)
        let unit = SIMD3<Double>(1, 2, -1) / 6.0.squareRoot()
        for (p, n) in zip(mesh.positions, mesh.normals) {
            #expect(abs(p.x + 2 * p.y - p.z - 0.3) < 1e-12)
            #expect(((n - unit) * (n - unit)).sum() < 1e-20)
        }
        // The plane's area in the cube: √6 times the area of its shadow on the xy square, the (x, y)
        // with −1 ≤ x + 2y − 0.3 ≤ 1, by the midpoint rule on a 2000 × 2000 grid.
        let n = 2000
        var inside = 0
        for a in 0..<n {
            for b in 0..<n {
                let x = -1 + 2 * (Double(a) + 0.5) / Double(n)
                let y = -1 + 2 * (Double(b) + 0.5) / Double(n)
                if abs(x + 2 * y - 0.3) <= 1 { inside += 1 }
            }
        }
        let expected = 6.0.squareRoot() * 4 * Double(inside) / Double(n * n)
        #expect(abs(mesh.area - expected) / expected < 0.002, "\(mesh.area) vs \(expected)")
        // Open where it leaves the cube, so some edges belong to one triangle.
        #expect(mesh.boundaryEdgeCount > 0)
    }

    @Test func cellsWithAMissingCornerAreSkipped() throws {
        let r = 0.7
        let volume = try VolumeGrid(x: Self.axis64, y: Self.axis64, z: Self.axis64) { x, y, z in
            x > 0.5 ? .nan : (x * x + y * y + z * z).squareRoot() - r
        }
        let mesh = MarchingTetrahedra.isosurface(of: volume, level: 0)
        // No vertex in a cell with a missing corner: every vertex lies left of the last finite node.
        let lastFinite = Self.axis64.last { $0 <= 0.5 }!
        #expect(mesh.positions.allSatisfy { $0.x <= lastFinite })
        #expect(mesh.positions.contains { $0.x > 0.4 })
        #expect(mesh.boundaryEdgeCount > 0)
        // The cap x > 0.5 is missing: the area is that of the sphere less the cap, within 2 % (the
        // cut is at the last whole cell, not at 0.5 exactly).
        let capArea = 2 * Double.pi * r * (r - lastFinite)
        let expected = 4 * Double.pi * r * r - capArea
        #expect(abs(mesh.area - expected) / expected < 0.02)

        let empty = try VolumeGrid(x: [0, 1], y: [0, 1], z: [0, 1], values: [Double](repeating: .nan, count: 8))
        #expect(MarchingTetrahedra.isosurface(of: empty, level: 0).triangleCount == 0)
    }

    @Test func levelsOutsideTheValuesGiveNothing() throws {
        let volume = try Self.sphere(radius: 0.7)
        #expect(MarchingTetrahedra.isosurface(of: volume, level: 5).positions.isEmpty)
        #expect(MarchingTetrahedra.isosurface(of: volume, level: -5).positions.isEmpty)
    }

    @Test func badVolumesAreRefused() {
        #expect(throws: VolumeGridError.tooFewNodes(axis: "y", count: 1)) {
            try VolumeGrid(x: [0, 1], y: [0], z: [0, 1], values: [0, 0, 0, 0])
        }
        #expect(throws: VolumeGridError.coordinatesNotIncreasing(axis: "z", index: 2)) {
            try VolumeGrid(x: [0, 1], y: [0, 1], z: [0, 1, 1], values: [Double](repeating: 0, count: 12))
        }
        #expect(throws: VolumeGridError.valueCount(expected: 8, got: 7)) {
            try VolumeGrid(x: [0, 1], y: [0, 1], z: [0, 1], values: [Double](repeating: 0, count: 7))
        }
        #expect(throws: VolumeGridError.infiniteValue(index: 3)) {
            try VolumeGrid(x: [0, 1], y: [0, 1], z: [0, 1], values: [0, 0, 0, .infinity, 0, 0, 0, 0])
        }
    }

    @Test func swappingYAndZMovesValues() throws {
        let volume = try VolumeGrid(x: [0, 1], y: [0, 1, 2], z: [0, 1, 2, 3]) { x, y, z in x + 10 * y + 100 * z }
        let swapped = volume.swappingYZ()
        #expect(swapped.y == volume.z && swapped.z == volume.y)
        #expect(swapped[1, 3, 2] == volume[1, 2, 3])
        #expect(swapped[1, 3, 2] == 1 + 20 + 300)
        #expect(volume.value(atX: 0.5, y: 1.5, z: 2.25) == 0.5 + 15 + 225)
        #expect(volume.value(atX: 2, y: 0, z: 0).isNaN)
    }
}

private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

extension IsosurfaceMesh {
    fileprivate func forEachTriangle(
        indices: [UInt32], _ body: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) -> Void
    ) {
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            body(positions[Int(indices[t])], positions[Int(indices[t + 1])], positions[Int(indices[t + 2])])
        }
    }
}
