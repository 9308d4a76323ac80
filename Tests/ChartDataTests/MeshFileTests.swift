import Foundation
import Testing

@testable import ChartData

/// Hand-written OBJ, STL and PLY files of a unit square (two triangles) or a tetrahedron, and one
/// bad file per error.
@Suite struct MeshFileTests {
    static let square: [SIMD3<Double>] = [SIMD3(0, 0, 0), SIMD3(1, 0, 0), SIMD3(1, 1, 0), SIMD3(0, 1, 0)]

    func obj(_ text: String) throws -> MeshFile {
        try MeshFile(bytes: Array(text.utf8), file: "t.obj", format: .obj)
    }

    func objError(_ text: String) -> MeshFileError? {
        #expect(throws: MeshFileError.self) { try obj(text) }
    }

    @Test func objQuadIsFannedAndEveryCornerFormIsRead() throws {
        let text = """
            # a unit square
            o square
            v 0 0 0
            v 1 0 0
            v 1 1 0 1.0
            v 0 1 0 0.5 0.5 0.5
            vt 0 0
            vt 1 1
            vn 0 0 1
            f 1/1/1 2/2/1 3//1 4
            """
        let m = try obj(text)
        #expect(m.positions == Self.square)
        #expect(m.triangles == [SIMD3(0, 1, 2), SIMD3(0, 2, 3)])
    }

    @Test func objNegativeIndicesCountBackFromTheLastVertex() throws {
        let m = try obj("v 0 0 0\nv 1 0 0\nv 1 1 0\nf -3 -2 -1\nv 0 1 0\nf -4 -2 -1\r\n")
        #expect(m.triangles == [SIMD3(0, 1, 2), SIMD3(0, 2, 3)])
    }

    @Test func objErrorsNameTheLine() {
        #expect(
            objError("v 0 0 0\nv 1 0\n")
                == .malformed(
                    file: "t.obj", at: .line(2), found: "'v 1 0'",
                    expected: "a vertex 'v x y z' of three finite numbers"))
        #expect(
            objError("v 0 0 0\nv 1 0 0\nv 0 1 0\n\nf 1 2 4\n")
                == .indexOutOfRange(file: "t.obj", at: .line(5), index: 4, vertexCount: 3))
        #expect(
            objError("v 0 0 0\nf 0 1 1\n") == .indexOutOfRange(file: "t.obj", at: .line(2), index: 0, vertexCount: 1))
        #expect(
            objError("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2/x 3\n")?.description
                == "t.obj, line 4: found '2/x'; expected a corner 'v', 'v/vt', 'v/vt/vn' or 'v//vn' of integers")
        #expect(
            objError("v 0 0 0\nv 1 0 0\nf 1 2\n")
                == .malformed(
                    file: "t.obj", at: .line(3), found: "a face of 2 corners",
                    expected: "a face 'f a b c …' of at least 3 corners"))
        #expect(
            objError("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1/1 2/1 3/1\n")
                == .indexOutOfRange(file: "t.obj", at: .line(4), index: 1, vertexCount: 0))
        #expect(objError("v nan 0 0\n")?.description.contains("line 1") == true)
        #expect(objError("# nothing\nv 0 0 0\n") == .noTriangles(file: "t.obj"))
    }

    // MARK: STL

    static let asciiSTL = """
        solid square
          facet normal 0 0 1
            outer loop
              vertex 0 0 0
              vertex 1 0 0
              vertex 1 1 0
            endloop
          endfacet
          facet normal 0 0 1
            outer loop
              vertex 0 0 0
              vertex 1 1 0
              vertex 0 1 -0
            endloop
          endfacet
        endsolid square
        """

    /// A binary STL of `facets` (three corners each); the header begins with `header`.
    static func binarySTL(_ facets: [[SIMD3<Float>]], header: String = "binary") -> [UInt8] {
        var bytes = Array(header.utf8.prefix(80)) + [UInt8](repeating: 32, count: 80 - min(80, header.utf8.count))
        bytes += le(UInt32(facets.count))
        for f in facets {
            bytes += [Float(0), 0, 1].flatMap { le($0.bitPattern) }
            for c in f { bytes += [c.x, c.y, c.z].flatMap { le($0.bitPattern) } }
            bytes += [0, 0]
        }
        return bytes
    }

    static func le(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }

    @Test func asciiSTLWeldsSharedCorners() throws {
        let m = try MeshFile(bytes: Array(Self.asciiSTL.utf8), file: "s.stl", format: .stl)
        #expect(m.positions == [SIMD3(0, 0, 0), SIMD3(1, 0, 0), SIMD3(1, 1, 0), SIMD3(0, 1, 0)])
        #expect(m.triangles == [SIMD3(0, 1, 2), SIMD3(0, 2, 3)])
    }

    @Test func binarySTLBeginningWithSolidIsReadAsBinary() throws {
        let facets: [[SIMD3<Float>]] = [
            [SIMD3(0, 0, 0), SIMD3(1, 0, 0), SIMD3(1, 1, 0)], [SIMD3(0, 0, 0), SIMD3(1, 1, 0), SIMD3(0, 1, 0)],
        ]
        for header in ["binary STL", "solid exported by a CAD program"] {
            let m = try MeshFile(bytes: Self.binarySTL(facets, header: header), file: "b.stl", format: .stl)
            #expect(m.positions == Self.square)
            #expect(m.triangles == [SIMD3(0, 1, 2), SIMD3(0, 2, 3)])
        }
    }

    @Test func stlErrorsNameTheLineOrByte() {
        func error(_ bytes: [UInt8]) -> MeshFileError? {
            #expect(throws: MeshFileError.self) { try MeshFile(bytes: bytes, file: "e.stl", format: .stl) }
        }
        let one: [[SIMD3<Float>]] = [[SIMD3(0, 0, 0), SIMD3(1, 0, 0), SIMD3(1, 1, 0)]]
        var short = Self.binarySTL(one)
        short.removeLast(10)
        #expect(
            error(short)
                == .malformed(
                    file: "e.stl", at: .byte(80), found: "1 facets in a file of 124 bytes",
                    expected: "ASCII STL beginning with 'solid', or binary STL of 84 + 50 × 1 = 134 bytes"))
        #expect(
            error(Array("abc".utf8)) == .truncated(file: "e.stl", at: .byte(3), what: "the 84-byte binary STL header"))
        let bad = Self.asciiSTL.replacingOccurrences(of: "vertex 1 0 0", with: "vertex 1 zero 0")
        #expect(error(Array(bad.utf8))?.description.hasPrefix("e.stl, line 5: found 'vertex 1 zero 0'") == true)
        let open = "solid x\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\n"
        #expect(error(Array(open.utf8)) == .truncated(file: "e.stl", at: .line(4), what: "a facet"))
        var nan = Self.binarySTL([[SIMD3(.nan, 0, 0), SIMD3(1, 0, 0), SIMD3(1, 1, 0)]])
        nan[0] = 65
        #expect(error(nan)?.description.hasPrefix("e.stl, byte 96:") == true)
    }

    // MARK: PLY

    static let asciiPLY = """
        ply
        format ascii 1.0
        comment a square with a value per vertex
        element vertex 4
        property float x
        property float y
        property float z
        property float temperature
        property uchar red
        element face 1
        property list uchar int vertex_indices
        property uchar flags
        end_header
        0 0 0 10 255
        1 0 0 20 0
        1 1 0 30 0
        0 1 0 40 0
        4 0 1 2 3 7
        """

    /// The ASCII file's content as binary: vertex float x y z temperature + uchar red; face
    /// `countType` count and int indices, then a uchar.
    static func binaryPLY(bigEndian: Bool, countType: String = "uchar") -> [UInt8] {
        let header = """
            ply
            format \(bigEndian ? "binary_big_endian" : "binary_little_endian") 1.0
            element vertex 4
            property float x
            property float y
            property float z
            property float temperature
            property uchar red
            element face 1
            property list \(countType) int vertex_indices
            property uchar flags
            end_header

            """
        func word(_ v: UInt32) -> [UInt8] { bigEndian ? le(v).reversed() : le(v) }
        var bytes = Array(header.utf8)
        for (p, t) in zip(square, [10.0, 20, 30, 40]) {
            bytes += [p.x, p.y, p.z, t].flatMap { word(Float($0).bitPattern) }
            bytes.append(t == 10 ? 255 : 0)
        }
        bytes += countType == "uchar" ? [4] : word(4)
        bytes += [0, 1, 2, 3].flatMap { word(UInt32($0)) }
        bytes.append(7)
        return bytes
    }

    @Test func plyAsciiAndBinaryAgree() throws {
        let files = [
            Array(Self.asciiPLY.utf8), Self.binaryPLY(bigEndian: false), Self.binaryPLY(bigEndian: true),
            Self.binaryPLY(bigEndian: false, countType: "int"), Self.binaryPLY(bigEndian: true, countType: "uint"),
        ]
        for bytes in files {
            let m = try MeshFile(bytes: bytes, file: "p.ply", format: .ply)
            #expect(m.positions == Self.square)
            #expect(m.triangles == [SIMD3(0, 1, 2), SIMD3(0, 2, 3)])
            #expect(m.vertexScalarNames == ["temperature", "red"])
            #expect(m.vertexScalars["temperature"] == [10, 20, 30, 40])
            #expect(m.vertexScalars["red"] == [255, 0, 0, 0])
        }
    }

    @Test func plyErrorsNameTheLineOrByte() {
        func error(_ bytes: [UInt8]) -> MeshFileError? {
            #expect(throws: MeshFileError.self) { try MeshFile(bytes: bytes, file: "e.ply", format: .ply) }
        }
        func text(_ s: String) -> MeshFileError? { error(Array(s.utf8)) }
        let ascii = Self.asciiPLY
        #expect(
            text(ascii.replacingOccurrences(of: "4 0 1 2 3 7", with: "4 0 1 2 9 7"))
                == .indexOutOfRange(file: "e.ply", at: .line(18), index: 9, vertexCount: 4))
        #expect(
            text(ascii.replacingOccurrences(of: "format ascii 1.0", with: "format utf16 1.0"))
                == .malformed(
                    file: "e.ply", at: .line(2), found: "'format utf16 1.0'",
                    expected: "'format ascii|binary_little_endian|binary_big_endian 1.0'"))
        #expect(
            text(ascii.replacingOccurrences(of: "property float temperature", with: "property float128 t"))?
                .description.hasPrefix("e.ply, line 8: found 'property float128 t'; expected 'property TYPE NAME'")
                == true)
        #expect(
            text(ascii.replacingOccurrences(of: "1 1 0 30 0", with: "1 1 0 30 0 5"))?.description
                == "e.ply, line 16: found an extra value '5'; expected 5 properties of a 'vertex' on each line")
        #expect(
            text(ascii.replacingOccurrences(of: "1 1 0 30 0", with: "1 1 0 30"))
                == .truncated(file: "e.ply", at: .line(16), what: "vertex property 'red'"))
        #expect(
            text("solid\n")
                == .malformed(
                    file: "e.ply", at: .line(1), found: "no 'ply' line", expected: "a PLY file beginning with 'ply'"))
        let huge = text(ascii.replacingOccurrences(of: "element vertex 4", with: "element vertex 99999999999"))
        guard case .tooLarge("e.ply", .line(4), "vertex elements", 99_999_999_999, let limit) = huge else {
            Issue.record("expected tooLarge, got \(String(describing: huge))")
            return
        }
        #expect(limit < 400)
        var cut = Self.binaryPLY(bigEndian: false)
        cut.removeLast(6)
        let headerLength = Self.binaryPLY(bigEndian: false).count - 4 * 17 - 1 - 16 - 1
        #expect(
            error(cut) == .truncated(file: "e.ply", at: .byte(headerLength + 68 + 1 + 8), what: "a face's vertex index")
        )
        #expect(
            text(ascii.replacingOccurrences(of: "end_header", with: "endheader"))
                == .malformed(
                    file: "e.ply", at: .line(13), found: "'endheader'",
                    expected: "format, comment, obj_info, element, property or end_header"))
    }

    @Test func unknownExtensionAndMissingFileAreRefused() {
        #expect(throws: MeshFileError.unknownFormat(file: "a.off", extension: "off")) {
            try MeshFile(contentsOf: URL(fileURLWithPath: "/tmp/a.off"))
        }
        #expect(
            (#expect(throws: MeshFileError.self) {
                try MeshFile(contentsOf: URL(fileURLWithPath: "/nonexistent/none.ply"))
            })?.description.hasPrefix("none.ply: cannot be read") == true)
    }

    @Test func boundsSpanTheVertices() throws {
        let m = try obj("v -1 2 3\nv 4 -5 6\nv 0 0 -7\nf 1 2 3\n")
        #expect(m.bounds?.lower == SIMD3(-1, -5, -7))
        #expect(m.bounds?.upper == SIMD3(4, 2, 6))
    }

    /// The real mesh in `Datasets/`: counts, bounds and the depth property as numpy read them.
    @Test func brainSurfaceDataset() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Datasets/mni152-brain-surface.ply")
        let brain = try MeshFile(contentsOf: url)
        #expect(brain.positions.count == 29_928 && brain.triangles.count == 58_660)
        #expect(brain.vertexScalarNames == ["depth"])
        #expect(brain.triangles[0] == SIMD3(4572, 4574, 4575))
        let bounds = try #require(brain.bounds)
        #expect(abs(bounds.lower.x + 71.7219162) < 1e-5 && abs(bounds.upper.z - 81.6729050) < 1e-5)
        #expect(abs(bounds.lower.y + 106.6784592) < 1e-5 && abs(bounds.upper.y - 73.3510895) < 1e-5)
        let depth = try #require(brain.vertexScalars["depth"])
        #expect(abs(depth.reduce(0, +) - 15883.042868) < 1e-3)
        #expect(abs((depth.min() ?? 0) - 0.27632597) < 1e-6 && abs((depth.max() ?? 0) - 0.93431324) < 1e-6)
    }
}
