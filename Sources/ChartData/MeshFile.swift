import Foundation

/// A triangle mesh read from an OBJ, STL or PLY file: vertex positions, triangles (three vertex
/// indices each) and the per-vertex scalar properties the file carries (PLY), in file order.
///
/// ```swift
/// let brain = try MeshFile(contentsOf: URL(fileURLWithPath: "Datasets/mni152-brain-surface.ply"))
/// print(brain.positions.count, brain.triangles.count, brain.vertexScalarNames)  // 29928 58660 ["depth"]
/// ```
///
/// Polygons of more than three corners are split into a fan of triangles from their first corner.
/// STL stores each facet's corners separately: corners at exactly the same position are welded
/// into one vertex, so smooth shading sees the surface as connected. Bad input throws a
/// ``MeshFileError`` naming the file, the line (text) or byte offset (binary), and what is accepted.
public struct MeshFile: Sendable, Equatable {
    /// The three formats a mesh is read from.
    public enum Format: String, Sendable, CaseIterable {
        /// Wavefront OBJ (text): `v`, `vn`, `vt` and `f` lines; other statements are ignored.
        case obj
        /// STL, ASCII (`solid … endsolid`) or binary (80-byte header, count, 50 bytes a facet).
        case stl
        /// PLY (Stanford), ASCII or binary little- or big-endian.
        case ply
    }

    /// Vertex positions (x, y, z) in the file's units.
    public var positions: [SIMD3<Double>]
    /// Triangles as three indices into ``positions`` each, in the file's winding.
    public var triangles: [SIMD3<Int>]
    /// Per-vertex scalar properties (PLY properties other than x, y, z), one value per vertex each.
    public var vertexScalars: [String: [Double]]
    /// The names of ``vertexScalars`` in the order the file declares them.
    public var vertexScalarNames: [String]

    /// The most vertices or triangles a file may declare (100 million): a count beyond it is
    /// refused before any memory is reserved.
    public static let maximumCount = 100_000_000

    /// A mesh from its parts; `vertexScalars` in the order given by `vertexScalarNames`.
    public init(
        positions: [SIMD3<Double>], triangles: [SIMD3<Int>], vertexScalars: [(name: String, values: [Double])] = []
    ) {
        self.positions = positions
        self.triangles = triangles
        self.vertexScalarNames = vertexScalars.map(\.name)
        self.vertexScalars = Dictionary(vertexScalars.map { ($0.name, $0.values) }, uniquingKeysWith: { a, _ in a })
    }

    /// Reads the mesh file at `url`, its format from the extension (`.obj`, `.stl`, `.ply`, any
    /// case) unless `format` is given.
    public init(contentsOf url: URL, format: Format? = nil) throws(MeshFileError) {
        let name = url.lastPathComponent
        guard let format = format ?? Format(rawValue: url.pathExtension.lowercased()) else {
            throw .unknownFormat(file: name, extension: url.pathExtension)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .cannotRead(file: name, reason: (error as NSError).localizedDescription)
        }
        try self.init(bytes: [UInt8](data), file: name, format: format)
    }

    /// Reads a mesh of `format` from its bytes; `file` names it in errors.
    public init(bytes: [UInt8], file: String, format: Format) throws(MeshFileError) {
        switch format {
        case .obj: self = try OBJReader(bytes: bytes, file: file).read()
        case .stl: self = try STLReader(bytes: bytes, file: file).read()
        case .ply: self = try PLYReader(bytes: bytes, file: file).read()
        }
        guard !triangles.isEmpty else { throw .noTriangles(file: file) }
    }

    /// The smallest box holding every vertex (lower and upper corner); nil without vertices.
    public var bounds: (lower: SIMD3<Double>, upper: SIMD3<Double>)? {
        guard var lo = positions.first else { return nil }
        var hi = lo
        for p in positions {
            lo = pointwiseMin(lo, p)
            hi = pointwiseMax(hi, p)
        }
        return (lo, hi)
    }

    /// Appends the fan of triangles of a polygon (indices already checked).
    static func fan(_ corners: [Int], into triangles: inout [SIMD3<Int>]) {
        guard corners.count >= 3 else { return }
        for i in 1..<(corners.count - 1) { triangles.append(SIMD3(corners[0], corners[i], corners[i + 1])) }
    }
}

/// Where in a mesh file a problem is: a line of a text file (1-based) or a byte offset of a
/// binary one (0-based).
public enum MeshFileLocation: Sendable, Equatable, CustomStringConvertible {
    case line(Int)
    case byte(Int)

    public var description: String {
        switch self {
        case .line(let n): "line \(n)"
        case .byte(let n): "byte \(n)"
        }
    }
}

/// Why a mesh file could not be read: the file, where, what was found and what is accepted.
public enum MeshFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read.
    case cannotRead(file: String, reason: String)
    /// The extension is none of `.obj`, `.stl`, `.ply`.
    case unknownFormat(file: String, extension: String)
    /// The text or bytes at `location` are not what the format allows there.
    case malformed(file: String, at: MeshFileLocation, found: String, expected: String)
    /// A face refers to vertex `index` (as written: 1-based or negative in OBJ, 0-based in PLY),
    /// which is not among the `vertexCount` vertices.
    case indexOutOfRange(file: String, at: MeshFileLocation, index: Int, vertexCount: Int)
    /// A count (of vertices, faces, corners) beyond what the file can hold or the reader accepts.
    case tooLarge(file: String, at: MeshFileLocation, what: String, count: Int, limit: Int)
    /// The file ends inside `what`.
    case truncated(file: String, at: MeshFileLocation, what: String)
    /// The file holds no triangle.
    case noTriangles(file: String)

    /// A complete message for a user.
    public var description: String {
        switch self {
        case .cannotRead(let file, let reason): "\(file): cannot be read (\(reason))"
        case .unknownFormat(let file, let ext):
            "\(file): unknown mesh format '.\(ext)'; accepted: .obj, .stl (ASCII or binary), .ply (ASCII or binary)"
        case .malformed(let file, let at, let found, let expected):
            "\(file), \(at): found \(found); expected \(expected)"
        case .indexOutOfRange(let file, let at, let index, let count):
            "\(file), \(at): vertex index \(index) is not among the \(count) vertices defined"
                + " (OBJ: 1…\(count) or −1…−\(count); PLY: 0…\(count - 1))"
        case .tooLarge(let file, let at, let what, let count, let limit):
            "\(file), \(at): \(count) \(what) is more than the \(limit) accepted"
        case .truncated(let file, let at, let what): "\(file), \(at): the file ends inside \(what)"
        case .noTriangles(let file): "\(file): no triangle (a mesh needs faces of at least 3 vertices)"
        }
    }
}

/// Splits text bytes into lines (LF, CRLF or CR) and fields, for the OBJ, ASCII STL and ASCII PLY readers.
struct MeshTextLines {
    let bytes: [UInt8]
    var offset: Int
    /// The 1-based number of the last line read.
    var line = 0

    init(bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// The next line's whitespace-separated fields (empty for a blank line), nil at the end.
    mutating func next() -> [Substring]? {
        guard offset < bytes.count else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        if end < bytes.count, bytes[end] == 13, end + 1 < bytes.count, bytes[end + 1] == 10 { end += 1 }
        offset = end + 1
        line += 1
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{0C}" || $0 == "\u{0B}" })
    }
}

/// Shared number parsing for the text readers.
extension Substring {
    /// The field as a finite number, or nil.
    var finiteNumber: Double? {
        guard let v = Double(self), v.isFinite else { return nil }
        return v
    }

    /// The field shortened for an error message.
    var quoted: String { "'\(count > 40 ? prefix(40) + "…" : self)'" }
}
