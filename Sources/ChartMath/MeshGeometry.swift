import Foundation

/// Normals and edges of indexed triangle meshes (three indices into the positions per triangle).
public enum MeshGeometry {
    /// Smooth vertex normals: at each vertex the sum of its triangles' face normals weighted by
    /// their areas (the cross product of two edges, whose length is twice the area), normalised.
    /// The winding decides the side a normal points to. A vertex of no triangle, or only of
    /// degenerate ones, gets (0, 1, 0).
    public static func smoothNormals(positions: [Vec3], indices: [UInt32]) -> [Vec3] {
        var sums = [SIMD3<Double>](repeating: .zero, count: positions.count)
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let (a, b, c) = (Int(indices[t]), Int(indices[t + 1]), Int(indices[t + 2]))
            let n = faceNormal(positions[a], positions[b], positions[c])
            sums[a] += n
            sums[b] += n
            sums[c] += n
        }
        return sums.map(unit)
    }

    /// The area-weighted normal of a triangle (its length is twice the area), in double precision.
    public static func faceNormal(_ a: Vec3, _ b: Vec3, _ c: Vec3) -> SIMD3<Double> {
        let (pa, pb, pc) = (SIMD3<Double>(a), SIMD3<Double>(b), SIMD3<Double>(c))
        let (u, v) = (pb - pa, pc - pa)
        return SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    /// A flat-shaded copy of the mesh: every triangle gets its own three vertices (`source` says
    /// which input vertex each came from) and its unit face normal on all three.
    public static func flat(positions: [Vec3], indices: [UInt32]) -> (
        positions: [Vec3], normals: [Vec3], indices: [UInt32], source: [Int]
    ) {
        var out: [Vec3] = []
        var normals: [Vec3] = []
        var source: [Int] = []
        out.reserveCapacity(indices.count)
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            let corners = [Int(indices[t]), Int(indices[t + 1]), Int(indices[t + 2])]
            let n = unit(faceNormal(positions[corners[0]], positions[corners[1]], positions[corners[2]]))
            for k in corners {
                out.append(positions[k])
                normals.append(n)
                source.append(k)
            }
        }
        return (out, normals, (0..<UInt32(out.count)).map { $0 }, source)
    }

    /// Smooth normals that keep creases: a copy with a vertex per corner, whose normal is the
    /// area-weighted sum of the normals of the triangles around the corner's vertex that turn less
    /// than `creaseAngle` (radians) from the corner's own triangle, normalised. So a surface stays
    /// smooth across gentle bends and sharp across edges such as a cube's (`creaseAngle` π: the
    /// ordinary smooth normals; 0: flat ones).
    public static func creased(positions: [Vec3], indices: [UInt32], creaseAngle: Double) -> (
        positions: [Vec3], normals: [Vec3], indices: [UInt32], source: [Int]
    ) {
        let triangleCount = indices.count / 3
        let faces = (0..<triangleCount).map {
            faceNormal(
                positions[Int(indices[3 * $0])], positions[Int(indices[3 * $0 + 1])],
                positions[Int(indices[3 * $0 + 2])])
        }
        let units = faces.map { v -> SIMD3<Double> in
            let l = (v * v).sum().squareRoot()
            return l > 0 ? v / l : .zero
        }
        var around = [[Int]](repeating: [], count: positions.count)
        for t in 0..<triangleCount { for k in 0..<3 { around[Int(indices[3 * t + k])].append(t) } }
        let threshold = cos(min(max(creaseAngle, 0), Double.pi))
        var normals: [Vec3] = []
        var source: [Int] = []
        normals.reserveCapacity(3 * triangleCount)
        for t in 0..<triangleCount {
            for k in 0..<3 {
                let v = Int(indices[3 * t + k])
                var sum = SIMD3<Double>.zero
                for u in around[v] where u == t || (units[u] * units[t]).sum() >= threshold { sum += faces[u] }
                normals.append(unit(sum))
                source.append(v)
            }
        }
        return (source.map { positions[$0] }, normals, (0..<UInt32(source.count)).map { $0 }, source)
    }

    /// Each edge of the triangles once (the lower index first), in order of first appearance.
    public static func edges(indices: [UInt32]) -> [(UInt32, UInt32)] {
        var seen = Set<UInt64>()
        var result: [(UInt32, UInt32)] = []
        for t in stride(from: 0, to: indices.count - 2, by: 3) {
            for (a, b) in [
                (indices[t], indices[t + 1]), (indices[t + 1], indices[t + 2]), (indices[t + 2], indices[t]),
            ] {
                let (lo, hi) = (min(a, b), max(a, b))
                guard lo != hi, seen.insert(UInt64(lo) << 32 | UInt64(hi)).inserted else { continue }
                result.append((lo, hi))
            }
        }
        return result
    }

    private static func unit(_ v: SIMD3<Double>) -> Vec3 {
        let length = (v * v).sum().squareRoot()
        guard length > 0, length.isFinite else { return Vec3(0, 1, 0) }
        return Vec3(v / length)
    }
}
