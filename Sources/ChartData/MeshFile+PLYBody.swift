/// The elements of a PLY body, read one value at a time from text fields or binary bytes.
struct PLYBody {
    let reader: PLYReader
    let encoding: PLYReader.Encoding
    /// The next byte of a binary body.
    var offset: Int
    /// The lines of an ASCII body.
    var lines: MeshTextLines
    /// The vertices read so far, for checking face indices.
    var vertexCount: Int
    /// The fields of the current ASCII line not read yet.
    private var fields: ArraySlice<Substring> = []

    init(reader: PLYReader, encoding: PLYReader.Encoding, offset: Int, lines: MeshTextLines, vertexCount: Int) {
        (self.reader, self.encoding, self.offset, self.lines, self.vertexCount) =
            (reader, encoding, offset, lines, vertexCount)
    }

    var location: MeshFileLocation { encoding == .ascii ? .line(lines.line) : .byte(offset) }

    /// Starts an element's record: the next non-blank line of an ASCII body.
    private mutating func startRecord(_ element: PLYReader.Element) throws(MeshFileError) {
        guard encoding == .ascii else { return }
        while true {
            guard let next = lines.next() else {
                throw .truncated(file: reader.file, at: .line(lines.line), what: "the '\(element.name)' elements")
            }
            if !next.isEmpty {
                fields = next[...]
                return
            }
        }
    }

    /// Ends a record: an ASCII line must hold no more values.
    private func endRecord(_ element: PLYReader.Element) throws(MeshFileError) {
        guard encoding == .ascii, let extra = fields.first else { return }
        throw .malformed(
            file: reader.file, at: location, found: "an extra value \(extra.quoted)",
            expected: "\(element.properties.count) properties of a '\(element.name)' on each line")
    }

    /// The next value, of type `type`.
    mutating func value(_ type: PLYReader.ScalarType, what: String) throws(MeshFileError) -> Double {
        if encoding == .ascii {
            guard let field = fields.popFirst() else {
                throw .truncated(file: reader.file, at: location, what: what)
            }
            guard let v = field.finiteNumber, type == .float32 || type == .float64 || v == v.rounded() else {
                throw .malformed(
                    file: reader.file, at: location, found: field.quoted, expected: "\(what): a finite \(type.rawValue)"
                )
            }
            return v
        }
        guard offset + type.size <= reader.bytes.count else {
            throw .truncated(file: reader.file, at: .byte(offset), what: what)
        }
        let c = BinaryCursor(bytes: reader.bytes, offset: offset, bigEndian: encoding == .big)
        let o = offset
        offset += type.size
        let b = reader.bytes
        switch type {
        case .int8: return Double(Int8(bitPattern: b[o]))
        case .uint8: return Double(b[o])
        case .int16: return Double(Int16(bitPattern: c.uint16(at: o)))
        case .uint16: return Double(c.uint16(at: o))
        case .int32: return Double(Int32(bitPattern: c.uint32(at: o)))
        case .uint32: return Double(c.uint32(at: o))
        case .float32: return c.float32(at: o)
        case .float64: return Double(bitPattern: c.uint64(at: o))
        }
    }

    /// Reads past one property's value(s).
    private mutating func skipProperty(_ p: PLYReader.Property) throws(MeshFileError) {
        guard let countType = p.countType else {
            _ = try value(p.type, what: "property '\(p.name)'")
            return
        }
        let n = try count(countType, what: "list '\(p.name)'")
        for _ in 0..<n { _ = try value(p.type, what: "list '\(p.name)'") }
    }

    private mutating func count(_ type: PLYReader.ScalarType, what: String) throws(MeshFileError) -> Int {
        let at = location
        let v = try value(type, what: "the count of \(what)")
        guard v >= 0, v <= 1_000_000 else {
            throw .tooLarge(
                file: reader.file, at: at, what: "corners in \(what)", count: Int(max(-1, min(v, 9e18))),
                limit: 1_000_000)
        }
        return Int(v)
    }

    mutating func skip(_ element: PLYReader.Element) throws(MeshFileError) {
        for _ in 0..<element.count {
            try startRecord(element)
            for p in element.properties { try skipProperty(p) }
            try endRecord(element)
        }
    }

    /// The positions and the other scalar properties of the `vertex` element.
    mutating func vertices(_ element: PLYReader.Element) throws(MeshFileError) -> (
        [SIMD3<Double>], [(name: String, values: [Double])]
    ) {
        let names = element.properties.map(\.name)
        guard let ix = names.firstIndex(of: "x"), let iy = names.firstIndex(of: "y"),
            let iz = names.firstIndex(of: "z")
        else {
            throw .malformed(
                file: reader.file, at: .line(element.line), found: "vertex properties \(names)",
                expected: "properties x, y and z of the 'vertex' element")
        }
        let scalarIndices = element.properties.indices.filter {
            ![ix, iy, iz].contains($0) && element.properties[$0].countType == nil
        }
        var positions: [SIMD3<Double>] = []
        positions.reserveCapacity(element.count)
        var scalars = scalarIndices.map { (name: names[$0], values: [Double]()) }
        var row = [Double](repeating: 0, count: element.properties.count)
        for _ in 0..<element.count {
            try startRecord(element)
            for (k, p) in element.properties.enumerated() {
                if p.countType != nil {
                    try skipProperty(p)
                } else {
                    row[k] = try value(p.type, what: "vertex property '\(p.name)'")
                }
            }
            try endRecord(element)
            let position = SIMD3(row[ix], row[iy], row[iz])
            guard position.x.isFinite, position.y.isFinite, position.z.isFinite else {
                throw .malformed(
                    file: reader.file, at: location, found: "a vertex \(position)", expected: "finite x, y and z")
            }
            positions.append(position)
            for (s, k) in scalarIndices.enumerated() { scalars[s].values.append(row[k]) }
        }
        return (positions, scalars)
    }

    /// The triangles of the `face` element (polygons fanned).
    mutating func faces(_ element: PLYReader.Element) throws(MeshFileError) -> [SIMD3<Int>] {
        let lists = element.properties.indices.filter { element.properties[$0].countType != nil }
        let names = element.properties.map(\.name)
        guard
            let list = names.firstIndex(of: "vertex_indices") ?? names.firstIndex(of: "vertex_index")
                ?? (lists.count == 1 ? lists[0] : nil), element.properties[list].countType != nil
        else {
            throw .malformed(
                file: reader.file, at: .line(element.line), found: "face properties \(names)",
                expected: "a list property 'vertex_indices' of the 'face' element")
        }
        var triangles: [SIMD3<Int>] = []
        triangles.reserveCapacity(element.count)
        for _ in 0..<element.count {
            try startRecord(element)
            for (k, p) in element.properties.enumerated() {
                guard k == list, let countType = p.countType else {
                    try skipProperty(p)
                    continue
                }
                let n = try count(countType, what: "a face's vertex list")
                var corners: [Int] = []
                for _ in 0..<n {
                    let at = location
                    let i = try value(p.type, what: "a face's vertex index")
                    guard i >= 0, i < Double(vertexCount) else {
                        throw .indexOutOfRange(
                            file: reader.file, at: at, index: Int(exactly: i) ?? -1, vertexCount: vertexCount)
                    }
                    corners.append(Int(i))
                }
                MeshFile.fan(corners, into: &triangles)
                guard triangles.count <= MeshFile.maximumCount else {
                    throw .tooLarge(
                        file: reader.file, at: location, what: "triangles", count: triangles.count,
                        limit: MeshFile.maximumCount)
                }
            }
            try endRecord(element)
        }
        return triangles
    }
}
