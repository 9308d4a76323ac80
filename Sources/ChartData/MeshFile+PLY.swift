/// Reads PLY: the header (`ply`, `format ascii|binary_little_endian|binary_big_endian 1.0`,
/// `comment`/`obj_info` lines, `element NAME COUNT`, `property TYPE NAME`, `property list CTYPE
/// ITYPE NAME`, `end_header`), then the elements in order. From `vertex` it keeps x, y, z and every
/// other scalar property (as ``MeshFile/vertexScalars``); from `face` the list property
/// `vertex_indices` (or `vertex_index`, or the face's only list), polygons fanned. Other elements
/// and properties are read past.
struct PLYReader {
    let bytes: [UInt8]
    let file: String

    enum Encoding { case ascii, little, big }

    struct Property {
        var name: String
        var type: ScalarType
        /// The count's type of a list property, nil for a scalar.
        var countType: ScalarType?
    }

    struct Element {
        var name: String
        var count: Int
        var properties: [Property] = []
        var line: Int
    }

    enum ScalarType: String {
        case int8, uint8, int16, uint16, int32, uint32, float32, float64

        init?(ply name: Substring) {
            let aliases: [Substring: ScalarType] = [
                "char": .int8, "uchar": .uint8, "short": .int16, "ushort": .uint16, "int": .int32,
                "uint": .uint32, "float": .float32, "double": .float64,
            ]
            guard let t = aliases[name] ?? ScalarType(rawValue: String(name)) else { return nil }
            self = t
        }

        var size: Int {
            switch self {
            case .int8, .uint8: 1
            case .int16, .uint16: 2
            case .int32, .uint32, .float32: 4
            case .float64: 8
            }
        }
    }

    static let typeNames = "char, uchar, short, ushort, int, uint, float, double (or int8 … float64)"

    func read() throws(MeshFileError) -> MeshFile {
        var lines = MeshTextLines(bytes: bytes)
        let (encoding, elements) = try header(&lines)
        var body = PLYBody(
            reader: self, encoding: encoding, offset: lines.offset, lines: lines, vertexCount: 0)
        var positions: [SIMD3<Double>] = []
        var scalars: [(name: String, values: [Double])] = []
        var triangles: [SIMD3<Int>] = []
        for element in elements {
            switch element.name {
            case "vertex":
                (positions, scalars) = try body.vertices(element)
                body.vertexCount = positions.count
            case "face": triangles = try body.faces(element)
            default: try body.skip(element)
            }
        }
        return MeshFile(positions: positions, triangles: triangles, vertexScalars: scalars)
    }

    /// The header's encoding and elements; `lines` is left at the first byte of the body.
    private func header(_ lines: inout MeshTextLines) throws(MeshFileError) -> (Encoding, [Element]) {
        guard lines.next() == ["ply"] else {
            throw .malformed(
                file: file, at: .line(1), found: "no 'ply' line", expected: "a PLY file beginning with 'ply'")
        }
        var encoding: Encoding?
        var elements: [Element] = []
        while let fields = lines.next() {
            let at = MeshFileLocation.line(lines.line)
            switch fields.first {
            case "format":
                let kinds: [Substring: Encoding] = [
                    "ascii": .ascii, "binary_little_endian": .little, "binary_big_endian": .big,
                ]
                guard fields.count == 3, let e = kinds[fields[1]], fields[2] == "1.0" else {
                    throw malformed(fields, at, "'format ascii|binary_little_endian|binary_big_endian 1.0'")
                }
                encoding = e
            case "comment", "obj_info", nil: continue
            case "element":
                guard fields.count == 3, let count = Int(fields[2]), count >= 0 else {
                    throw malformed(fields, at, "'element NAME COUNT' with a count ≥ 0")
                }
                // Every element takes at least a byte (binary) or two (a value and a separator).
                let room = bytes.count - lines.offset
                guard count <= MeshFile.maximumCount, count <= room else {
                    throw .tooLarge(
                        file: file, at: at, what: "\(fields[1]) elements", count: count,
                        limit: min(MeshFile.maximumCount, max(0, room)))
                }
                elements.append(Element(name: String(fields[1]), count: count, line: lines.line))
            case "property": try property(fields, at: at, into: &elements)
            case "end_header":
                guard let encoding else {
                    throw .malformed(
                        file: file, at: at, found: "'end_header' before any 'format' line",
                        expected: "a 'format …' line in the header")
                }
                return (encoding, elements)
            default:
                throw malformed(fields, at, "format, comment, obj_info, element, property or end_header")
            }
        }
        throw .truncated(file: file, at: .line(lines.line), what: "the header (no 'end_header')")
    }

    private func property(_ fields: [Substring], at: MeshFileLocation, into elements: inout [Element])
        throws(MeshFileError)
    {
        guard !elements.isEmpty else { throw malformed(fields, at, "an 'element' line before its properties") }
        if fields.count == 5, fields[1] == "list" {
            guard let c = ScalarType(ply: fields[2]), let t = ScalarType(ply: fields[3]),
                c != .float32, c != .float64
            else {
                throw malformed(
                    fields, at, "'property list COUNT_TYPE INDEX_TYPE NAME' of \(Self.typeNames), an integer count")
            }
            elements[elements.count - 1].properties.append(Property(name: String(fields[4]), type: t, countType: c))
        } else {
            guard fields.count == 3, let t = ScalarType(ply: fields[1]) else {
                throw malformed(fields, at, "'property TYPE NAME' of \(Self.typeNames)")
            }
            elements[elements.count - 1].properties.append(Property(name: String(fields[2]), type: t))
        }
    }

    func malformed(_ fields: [Substring], _ at: MeshFileLocation, _ expected: String) -> MeshFileError {
        .malformed(file: file, at: at, found: "'\(fields.joined(separator: " ").prefix(60))'", expected: expected)
    }
}
