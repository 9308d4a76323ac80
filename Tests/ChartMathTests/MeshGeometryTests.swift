import Testing

@testable import ChartMath

/// Normals and edges of small meshes against values worked out by hand.
@Suite struct MeshGeometryTests {
    /// A regular octahedron: by symmetry every smooth vertex normal points along the vertex.
    static let octahedron: (positions: [Vec3], indices: [UInt32]) = (
        [Vec3(1, 0, 0), Vec3(-1, 0, 0), Vec3(0, 1, 0), Vec3(0, -1, 0), Vec3(0, 0, 1), Vec3(0, 0, -1)],
        [0, 2, 4, 2, 1, 4, 1, 3, 4, 3, 0, 4, 2, 0, 5, 1, 2, 5, 3, 1, 5, 0, 3, 5]
    )

    @Test func octahedronSmoothNormalsPointOutwardAlongTheVertices() {
        let n = MeshGeometry.smoothNormals(positions: Self.octahedron.positions, indices: Self.octahedron.indices)
        for (normal, p) in zip(n, Self.octahedron.positions) {
            #expect(abs(normal.x - p.x) < 1e-6 && abs(normal.y - p.y) < 1e-6 && abs(normal.z - p.z) < 1e-6)
        }
    }

    @Test func smoothNormalsAreWeightedByArea() {
        // Two triangles sharing vertex 0: a unit right triangle in the xy plane (area 1/2, normal +z)
        // and a 2 × 2 right triangle in the xz plane wound to face +y (area 2, normal +y). The
        // shared vertex's normal is (0, 2·2, 2·0.5) normalised = (0, 4, 1)/√17.
        let positions = [Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(0, 0, 2), Vec3(2, 0, 0)]
        let n = MeshGeometry.smoothNormals(positions: positions, indices: [0, 1, 2, 0, 3, 4])
        let expected = Vec3(0, 4, 1) / Float(17).squareRoot()
        #expect(abs(n[0].y - expected.y) < 1e-6 && abs(n[0].z - expected.z) < 1e-6 && n[0].x == 0)
        #expect(n[1] == Vec3(0, 0, 1))
        #expect(n[3] == Vec3(0, 1, 0))
    }

    @Test func flatCopyGivesEachTriangleItsFaceNormal() {
        let flat = MeshGeometry.flat(positions: Self.octahedron.positions, indices: Self.octahedron.indices)
        #expect(flat.positions.count == 24 && flat.indices == (0..<24).map { UInt32($0) })
        let third = Float(1) / Float(3).squareRoot()
        // The first face (+x, +y, +z) faces (1, 1, 1)/√3.
        for k in 0..<3 {
            #expect(abs(flat.normals[k].x - third) < 1e-6 && abs(flat.normals[k].y - third) < 1e-6)
            #expect(abs(flat.normals[k].z - third) < 1e-6)
        }
        #expect(flat.source.prefix(6) == [0, 2, 4, 2, 1, 4])
    }

    @Test func edgesAreCountedOnce() {
        // Euler: an octahedron has 12 edges; a degenerate triangle adds none of zero length.
        #expect(MeshGeometry.edges(indices: Self.octahedron.indices).count == 12)
        #expect(MeshGeometry.edges(indices: [0, 0, 1]).map { [$0.0, $0.1] } == [[0, 1]])
    }

    @Test func degenerateAndUnusedVerticesGetAnUpNormal() {
        let n = MeshGeometry.smoothNormals(
            positions: [Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(2, 0, 0), Vec3(5, 5, 5)], indices: [0, 1, 2])
        #expect(n == [Vec3(0, 1, 0), Vec3(0, 1, 0), Vec3(0, 1, 0), Vec3(0, 1, 0)])
    }

    /// A cube of 8 shared vertices and 12 triangles, wound outward.
    static let cube: (positions: [Vec3], indices: [UInt32]) = (
        [
            Vec3(0, 0, 0), Vec3(1, 0, 0), Vec3(0, 1, 0), Vec3(1, 1, 0), Vec3(0, 0, 1), Vec3(1, 0, 1), Vec3(0, 1, 1),
            Vec3(1, 1, 1),
        ],
        [0, 2, 3, 0, 3, 1, 4, 5, 7, 4, 7, 6, 0, 1, 5, 0, 5, 4, 2, 6, 7, 2, 7, 3, 0, 4, 6, 0, 6, 2, 1, 3, 7, 1, 7, 5]
    )

    @Test func creaseAngleKeepsACubesEdgesSharpAndOtherwiseMatchesSmoothNormals() {
        let (p, i) = Self.cube
        let sharp = MeshGeometry.creased(positions: p, indices: i, creaseAngle: 30 * .pi / 180)
        let flat = MeshGeometry.flat(positions: p, indices: i)
        #expect(sharp.positions == flat.positions && sharp.source == flat.source)
        // Below the cube's 90° edges every corner takes its own face's normal, an axis direction.
        for (a, b) in zip(sharp.normals, flat.normals) { #expect(((a - b) * (a - b)).sum() < 1e-12) }
        #expect(sharp.normals[0] == Vec3(0, 0, -1))
        // Above them, the normals of the shared vertices: (±1, ±1, ±1)/√3 at every corner.
        let soft = MeshGeometry.creased(positions: p, indices: i, creaseAngle: .pi)
        let smooth = MeshGeometry.smoothNormals(positions: p, indices: i)
        for (n, v) in zip(soft.normals, soft.source) { #expect(((n - smooth[v]) * (n - smooth[v])).sum() < 1e-12) }
        let third = 1 / Float(3).squareRoot()
        #expect(abs(smooth[7].x - third) < 1e-6 && abs(smooth[7].y - third) < 1e-6 && abs(smooth[7].z - third) < 1e-6)
    }
}
