/// A triangle mesh over a regular grid of samples, with smooth vertex normals; holes where a
/// sample is missing (a triangle is kept only when its three corners exist).
public struct GridMesh: Sendable, Equatable {
    public var positions: [Vec3]
    public var normals: [Vec3]
    public var indices: [UInt32]
    /// For each vertex, the index of its grid sample (`row * columns + column`).
    public var sampleIndex: [Int]

    /// Builds the mesh from `rows × columns` samples in row-major order; `nil` marks a hole.
    public init(rows: Int, columns: Int, samples: [Vec3?]) {
        precondition(samples.count == rows * columns, "GridMesh: samples.count must equal rows × columns")
        var vertexOf = [Int32](repeating: -1, count: samples.count)
        var positions: [Vec3] = []
        var sampleIndex: [Int] = []
        for (i, s) in samples.enumerated() {
            if let s {
                vertexOf[i] = Int32(positions.count)
                positions.append(s)
                sampleIndex.append(i)
            }
        }
        var indices: [UInt32] = []
        indices.reserveCapacity(max(0, (rows - 1) * (columns - 1) * 6))
        var accumulated = [Vec3](repeating: .zero, count: positions.count)
        func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
            guard a >= 0, b >= 0, c >= 0 else { return }
            indices.append(contentsOf: [UInt32(a), UInt32(b), UInt32(c)])
            let pa = positions[Int(a)]
            // Area-weighted face normal, accumulated on the three corners.
            let n = (positions[Int(b)] - pa).cross(positions[Int(c)] - pa)
            accumulated[Int(a)] += n
            accumulated[Int(b)] += n
            accumulated[Int(c)] += n
        }
        if rows >= 2, columns >= 2 {
            for r in 0..<(rows - 1) {
                for c in 0..<(columns - 1) {
                    let i00 = vertexOf[r * columns + c]
                    let i01 = vertexOf[r * columns + c + 1]
                    let i10 = vertexOf[(r + 1) * columns + c]
                    let i11 = vertexOf[(r + 1) * columns + c + 1]
                    addTriangle(i00, i10, i11)
                    addTriangle(i00, i11, i01)
                }
            }
        }
        self.positions = positions
        self.sampleIndex = sampleIndex
        self.indices = indices
        normals = accumulated.map { $0.length > 0 ? $0.normalized : Vec3(0, 1, 0) }
    }
}
