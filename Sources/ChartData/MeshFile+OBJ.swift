/// Reads Wavefront OBJ: `v x y z [w]` (extra values such as vertex colours are ignored), `vn`,
/// `vt`, and `f` with corners `v`, `v/vt`, `v/vt/vn` or `v//vn` (1-based, or negative: counted back
/// from the last vertex defined so far); faces of more than three corners are fanned. Other
/// statements (`o`, `g`, `s`, `usemtl`, `mtllib`, `l`, `p`, …) and `#` comments are ignored.
struct OBJReader {
    let bytes: [UInt8]
    let file: String

    func read() throws(MeshFileError) -> MeshFile {
        var lines = MeshTextLines(bytes: bytes)
        var positions: [SIMD3<Double>] = []
        var triangles: [SIMD3<Int>] = []
        var (normals, textures) = (0, 0)
        while let fields = lines.next() {
            guard let keyword = fields.first, !keyword.hasPrefix("#") else { continue }
            let at = MeshFileLocation.line(lines.line)
            switch keyword {
            case "v": positions.append(try vector(fields, at: at, what: "a vertex 'v x y z'"))
            case "vn":
                _ = try vector(fields, at: at, what: "a normal 'vn x y z'")
                normals += 1
            case "vt":
                guard fields.count >= 2, fields.dropFirst().allSatisfy({ $0.finiteNumber != nil }) else {
                    throw .malformed(
                        file: file, at: at, found: fields.joined(separator: " ").prefix(60).description,
                        expected: "a texture coordinate 'vt u [v [w]]' of finite numbers")
                }
                textures += 1
            case "f":
                let corners = try face(fields, at: at, vertices: positions.count, normals: normals, textures: textures)
                guard triangles.count + corners.count <= MeshFile.maximumCount else {
                    throw .tooLarge(
                        file: file, at: at, what: "triangles", count: triangles.count + corners.count,
                        limit: MeshFile.maximumCount)
                }
                MeshFile.fan(corners, into: &triangles)
            default: continue
            }
            if positions.count > MeshFile.maximumCount {
                throw .tooLarge(
                    file: file, at: at, what: "vertices", count: positions.count, limit: MeshFile.maximumCount)
            }
        }
        return MeshFile(positions: positions, triangles: triangles)
    }

    private func vector(_ fields: [Substring], at: MeshFileLocation, what: String) throws(MeshFileError) -> SIMD3<
        Double
    > {
        guard fields.count >= 4, let x = fields[1].finiteNumber, let y = fields[2].finiteNumber,
            let z = fields[3].finiteNumber
        else {
            throw .malformed(
                file: file, at: at, found: "'\(fields.joined(separator: " ").prefix(60))'",
                expected: "\(what) of three finite numbers")
        }
        return SIMD3(x, y, z)
    }

    /// The 0-based vertex indices of a face's corners.
    private func face(_ fields: [Substring], at: MeshFileLocation, vertices: Int, normals: Int, textures: Int)
        throws(MeshFileError) -> [Int]
    {
        guard fields.count >= 4 else {
            throw .malformed(
                file: file, at: at, found: "a face of \(fields.count - 1) corners",
                expected: "a face 'f a b c …' of at least 3 corners")
        }
        var corners: [Int] = []
        for field in fields.dropFirst() {
            let parts = field.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 3, let v = Int(parts[0]) else {
                throw .malformed(
                    file: file, at: at, found: field.quoted, expected: "a corner 'v', 'v/vt', 'v/vt/vn' or 'v//vn'")
            }
            corners.append(try resolve(v, count: vertices, at: at))
            for (k, count) in [(1, textures), (2, normals)] where parts.count > k && !parts[k].isEmpty {
                guard let i = Int(parts[k]) else {
                    throw .malformed(
                        file: file, at: at, found: field.quoted,
                        expected: "a corner 'v', 'v/vt', 'v/vt/vn' or 'v//vn' of integers")
                }
                _ = try resolve(i, count: count, at: at)
            }
        }
        return corners
    }

    /// A 1-based or negative OBJ index as a 0-based one.
    private func resolve(_ i: Int, count: Int, at: MeshFileLocation) throws(MeshFileError) -> Int {
        let k = i > 0 ? i - 1 : count + i
        guard i != 0, k >= 0, k < count else {
            throw .indexOutOfRange(file: file, at: at, index: i, vertexCount: count)
        }
        return k
    }
}
