/// Reads STL. A file is binary when its size is exactly 84 bytes plus 50 per facet of the count
/// at bytes 80…83 (so a binary file whose header begins with "solid" is still read as binary);
/// otherwise a file beginning with `solid` is ASCII (`facet normal … outer loop vertex ×3 endloop
/// endfacet`, facets of more than three vertices fanned), and anything else is a binary file of the
/// wrong size. Facet normals are ignored (normals come from the geometry); corners at the same
/// position are welded into one vertex.
struct STLReader {
    let bytes: [UInt8]
    let file: String

    func read() throws(MeshFileError) -> MeshFile {
        if bytes.count >= 84 {
            let count = Int(BinaryCursor(bytes: bytes, offset: 80, bigEndian: false).uint32(at: 80))
            if bytes.count == 84 + 50 * count { return try binary(count: count) }
        }
        if bytes.starts(with: Array("solid".utf8)) { return try ascii() }
        guard bytes.count >= 84 else {
            throw .truncated(file: file, at: .byte(bytes.count), what: "the 84-byte binary STL header")
        }
        let count = Int(BinaryCursor(bytes: bytes, offset: 80, bigEndian: false).uint32(at: 80))
        throw .malformed(
            file: file, at: .byte(80), found: "\(count) facets in a file of \(bytes.count) bytes",
            expected: "ASCII STL beginning with 'solid', or binary STL of 84 + 50 × \(count) = \(84 + 50 * count) bytes"
        )
    }

    private func binary(count: Int) throws(MeshFileError) -> MeshFile {
        guard count <= MeshFile.maximumCount else {
            throw .tooLarge(file: file, at: .byte(80), what: "facets", count: count, limit: MeshFile.maximumCount)
        }
        var weld = Welder()
        let cursor = BinaryCursor(bytes: bytes, offset: 84, bigEndian: false)
        for f in 0..<count {
            let base = 84 + 50 * f + 12
            var corners: [Int] = []
            for c in 0..<3 {
                let o = base + 12 * c
                let p = SIMD3(cursor.float32(at: o), cursor.float32(at: o + 4), cursor.float32(at: o + 8))
                guard p.x.isFinite, p.y.isFinite, p.z.isFinite else {
                    throw .malformed(
                        file: file, at: .byte(o), found: "a vertex (\(p.x), \(p.y), \(p.z))",
                        expected: "three finite 32-bit floats")
                }
                corners.append(weld.index(of: p))
            }
            weld.triangles.append(SIMD3(corners[0], corners[1], corners[2]))
        }
        return MeshFile(positions: weld.positions, triangles: weld.triangles)
    }

    private func ascii() throws(MeshFileError) -> MeshFile {
        var lines = MeshTextLines(bytes: bytes)
        var weld = Welder()
        var corners: [Int]?
        while let fields = lines.next() {
            guard let keyword = fields.first else { continue }
            let at = MeshFileLocation.line(lines.line)
            switch keyword {
            case "solid", "endsolid", "outer", "endloop": continue
            case "facet":
                guard corners == nil else { throw unexpected(fields, at: at, expected: "'endfacet'") }
                corners = []
            case "vertex":
                guard corners != nil, fields.count == 4, let x = fields[1].finiteNumber,
                    let y = fields[2].finiteNumber, let z = fields[3].finiteNumber
                else { throw unexpected(fields, at: at, expected: "'vertex x y z' of finite numbers inside a facet") }
                corners?.append(weld.index(of: SIMD3(x, y, z)))
            case "endfacet":
                guard let c = corners, c.count >= 3 else {
                    throw unexpected(fields, at: at, expected: "at least 3 vertices before 'endfacet'")
                }
                MeshFile.fan(c, into: &weld.triangles)
                corners = nil
                guard weld.triangles.count <= MeshFile.maximumCount else {
                    throw .tooLarge(
                        file: file, at: at, what: "triangles", count: weld.triangles.count,
                        limit: MeshFile.maximumCount)
                }
            default:
                throw unexpected(
                    fields, at: at, expected: "one of solid, facet, outer loop, vertex, endloop, endfacet, endsolid")
            }
        }
        if corners != nil { throw .truncated(file: file, at: .line(lines.line), what: "a facet") }
        return MeshFile(positions: weld.positions, triangles: weld.triangles)
    }

    private func unexpected(_ fields: [Substring], at: MeshFileLocation, expected: String) -> MeshFileError {
        .malformed(file: file, at: at, found: "'\(fields.joined(separator: " ").prefix(60))'", expected: expected)
    }
}

/// Merges corners at exactly the same position into one vertex.
struct Welder {
    var positions: [SIMD3<Double>] = []
    var triangles: [SIMD3<Int>] = []
    private var index: [SIMD3<Double>: Int] = [:]

    mutating func index(of p: SIMD3<Double>) -> Int {
        // −0 and +0 are one position.
        let key = p + SIMD3(repeating: 0)
        if let i = index[key] { return i }
        index[key] = positions.count
        positions.append(key)
        return positions.count - 1
    }
}

/// Reads little- or big-endian numbers from bytes (offsets checked by the caller).
struct BinaryCursor {
    let bytes: [UInt8]
    var offset: Int
    let bigEndian: Bool

    func uint32(at o: Int) -> UInt32 {
        let v = (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[o + $1]) << (8 * UInt32($1)) }
        return bigEndian ? v.byteSwapped : v
    }

    func uint16(at o: Int) -> UInt16 {
        let v = UInt16(bytes[o]) | UInt16(bytes[o + 1]) << 8
        return bigEndian ? v.byteSwapped : v
    }

    func uint64(at o: Int) -> UInt64 {
        let v = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[o + $1]) << (8 * UInt64($1)) }
        return bigEndian ? v.byteSwapped : v
    }

    func float32(at o: Int) -> Double { Double(Float(bitPattern: uint32(at: o))) }
}
