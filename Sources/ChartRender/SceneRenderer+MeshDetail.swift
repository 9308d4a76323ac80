import ChartMath
import ChartScene

/// The level of detail of large meshes while the view is dragged (``SceneRenderer/isInteracting``):
/// a world-space mesh of more than ``SceneRenderer/interactiveTriangleBudget`` triangles is drawn
/// simplified by vertex clustering (Rossignac and Borrel): the mesh's bounding box is cut into
/// cells, the vertices in one cell merge into one (the mean position, normal and colour), and the
/// triangles whose corners fall into fewer than three cells vanish. The clustered copy is made once
/// per uploaded mesh; screenshots and exports draw with `isInteracting` false, the full mesh.
extension SceneRenderer {
    /// The cells along each axis of the clustering grid for a mesh drawn within `budget` triangles:
    /// a surface across an n × n × n grid keeps 2n² triangles where it is flat and about 3n² where it
    /// climbs through the cells (the 512² test surface of slope up to 1.2).
    static func clusterCells(forTriangleBudget budget: Int) -> Int {
        max(2, Int((Double(max(budget, 12)) / 3).squareRoot()))
    }

    /// `mesh` simplified by clustering its vertices into cubic cells, `cells` of them along the
    /// longest side of its bounding box; degenerate and repeated triangles are dropped. Per-vertex colours and normals
    /// are averaged (normals renormalised); a mesh of one colour keeps it.
    ///
    /// ```swift
    /// let coarse = SceneRenderer.clustered(surface, cells: 100)  // at most 2 · 100² triangles or so
    /// ```
    public static func clustered(_ mesh: TriangleMesh, cells: Int) -> TriangleMesh {
        guard let first = mesh.positions.first, cells >= 1 else { return mesh }
        var low = first
        var high = first
        for p in mesh.positions {
            low = Vec3(min(low.x, p.x), min(low.y, p.y), min(low.z, p.z))
            high = Vec3(max(high.x, p.x), max(high.y, p.y), max(high.z, p.z))
        }
        // Cubic cells, `cells` along the box's longest side, so a flat surface is not cut finer
        // across its thickness than along it.
        let extent = high - low
        let side = max(extent.x, extent.y, extent.z) / Float(cells)
        guard side > 0 else { return mesh }
        let counts = SIMD3<Int>(
            min(cells, Int(extent.x / side) + 1), min(cells, Int(extent.y / side) + 1),
            min(cells, Int(extent.z / side) + 1))
        func coordinate(_ v: Float, _ lo: Float, _ count: Int) -> Int { min(count - 1, Int((v - lo) / side)) }
        var cellOfCluster: [Int: Int] = [:]
        var clusterOfVertex = [Int](repeating: 0, count: mesh.positions.count)
        for (i, p) in mesh.positions.enumerated() {
            let key =
                (coordinate(p.x, low.x, counts.x) * counts.y + coordinate(p.y, low.y, counts.y)) * counts.z
                + coordinate(p.z, low.z, counts.z)
            if let cluster = cellOfCluster[key] {
                clusterOfVertex[i] = cluster
            } else {
                clusterOfVertex[i] = cellOfCluster.count
                cellOfCluster[key] = cellOfCluster.count
            }
        }
        var result = mesh
        mergeAttributes(of: mesh, into: &result, clusters: clusterOfVertex, count: cellOfCluster.count)
        result.indices = clusteredIndices(mesh.indices, clusters: clusterOfVertex)
        return result
    }

    /// The mean position, normal and colour of each cluster's vertices, written into `result`.
    private static func mergeAttributes(
        of mesh: TriangleMesh, into result: inout TriangleMesh, clusters: [Int], count: Int
    ) {
        var weight = [Float](repeating: 0, count: count)
        var positions = [Vec3](repeating: Vec3(0, 0, 0), count: count)
        for (i, p) in mesh.positions.enumerated() {
            positions[clusters[i]] = positions[clusters[i]] + p
            weight[clusters[i]] += 1
        }
        result.positions = zip(positions, weight).map { $0 / $1 }
        if mesh.normals.count == mesh.positions.count {
            var normals = [Vec3](repeating: Vec3(0, 0, 0), count: count)
            for (i, normal) in mesh.normals.enumerated() { normals[clusters[i]] = normals[clusters[i]] + normal }
            result.normals = normals.map { $0.length > 0 ? $0.normalized : Vec3(0, 1, 0) }
        }
        if mesh.colors.count == mesh.positions.count && mesh.colors.count > 1 {
            var sums = [SIMD4<Float>](repeating: .zero, count: count)
            for (i, c) in mesh.colors.enumerated() {
                sums[clusters[i]] += SIMD4(c.r, c.g, c.b, c.a)
            }
            result.colors = zip(sums, weight).map { sum, w in
                let mean = sum / w
                return RGBA(mean.x, mean.y, mean.z, mean.w)
            }
        }
    }

    /// The triangles of `indices` with their corners moved to their clusters, those with fewer than
    /// three distinct clusters and repeats of one cluster triple dropped.
    private static func clusteredIndices(_ indices: [UInt32], clusters: [Int]) -> [UInt32] {
        var seen = Set<SIMD3<UInt32>>()
        var out: [UInt32] = []
        var t = 0
        while t + 2 < indices.count {
            let a = UInt32(clusters[Int(indices[t])])
            let b = UInt32(clusters[Int(indices[t + 1])])
            let c = UInt32(clusters[Int(indices[t + 2])])
            t += 3
            guard a != b, b != c, a != c else { continue }
            // One orientation-preserving rotation as the key, so a triangle repeated from another
            // corner is found too.
            let key: SIMD3<UInt32> =
                a < b && a < c ? SIMD3(a, b, c) : (b < c ? SIMD3(b, c, a) : SIMD3(c, a, b))
            if seen.insert(key).inserted { out += [a, b, c] }
        }
        return out
    }

    /// The geometry drawn for the world mesh at cache key `index`: `full` when the view is still, it
    /// is not in world space or it fits ``interactiveTriangleBudget``, else its clustered copy,
    /// uploaded on the first interactive frame and kept while `full` is unchanged.
    func interactiveMesh(_ full: MeshGeometry, index: Int) throws -> MeshGeometry {
        let triangles = full.source.indices.count / 3
        guard isInteracting, interactiveTriangleBudget >= 0, triangles > interactiveTriangleBudget,
            full.source.space == .world
        else { return full }
        if let entry = interactiveMeshes[index], entry.full === full, entry.budget == interactiveTriangleBudget {
            return entry.lod
        }
        interactiveMeshes.removeValue(forKey: index)?.lod.delete()
        let coarse = Self.clustered(full.source, cells: Self.clusterCells(forTriangleBudget: interactiveTriangleBudget))
        let lod = try meshes.upload(coarse, index: index)
        interactiveMeshes[index] = (full, interactiveTriangleBudget, lod)
        return lod
    }
}
