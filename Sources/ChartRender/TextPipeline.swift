import CGL
import ChartMath
import ChartScene
import ChartText
import Foundation

/// Draws ``ChartScene/TextBatch`` labels as textured glyph quads (`Shaders/text.vert`, `text.frag`)
/// from a ``GlyphAtlas`` kept across draws.
final class TextPipeline {
    private let program: ShaderProgram
    private let atlas = GlyphAtlas()
    private let vertexArray: GLuint
    private let vertexBuffer: GLuint
    private static let floatsPerVertex = 8

    /// One label after layout: its face, size, glyphs and where its pen starts.
    private struct LaidOutLabel {
        let label: TextLabel
        let face: FontFace
        let pixelSize: Float
        let placements: [GlyphPlacement]
        /// From the anchor to the pen's start on the baseline, in pixels (y down), before rotation.
        let offset: Vec2
    }

    init() throws {
        program = try ShaderProgram(name: "text")
        vertexArray = glMakeVertexArray()
        vertexBuffer = glMakeBuffer()
        glBindVertexArray(vertexArray)
        glBindBuffer(glEnum(GL_ARRAY_BUFFER), vertexBuffer)
        let stride = Self.floatsPerVertex * MemoryLayout<Float>.stride
        glFloatAttribute(0, components: 2, stride: stride, offset: 0)
        glFloatAttribute(1, components: 2, stride: stride, offset: 2 * MemoryLayout<Float>.stride)
        glFloatAttribute(2, components: 4, stride: stride, offset: 4 * MemoryLayout<Float>.stride)
        glBindVertexArray(0)
    }

    /// Draws `batch` (primitive number `index`, for messages) with blending on and depth off.
    func draw(_ batch: TextBatch, index: Int, frame: FrameState) throws {
        let laidOut = try layout(batch, index: index)
        guard !laidOut.isEmpty else { return }
        let keys = laidOut.flatMap { item in
            item.placements.map { key(item.face, item.pixelSize, $0.glyph) }
        }
        guard atlas.ensure(keys, rasterize: { key in Self.rasterize(key, laidOut) }) else {
            throw RenderError.invalidPrimitive(index: index, reason: "the glyphs do not fit in the largest glyph atlas")
        }
        var vertices = [Float]()
        vertices.reserveCapacity(keys.count * 6 * Self.floatsPerVertex)
        for item in laidOut { appendQuads(item, to: &vertices) }
        guard !vertices.isEmpty else { return }

        program.use()
        program.set("u_viewProjection", matrix: frame.pixelProjection.columnMajor)
        program.set("u_atlasSize", Vec2(Float(atlas.size), Float(atlas.size)))
        program.set("u_atlas", 0)
        atlas.bindAndUpload()
        glBindVertexArray(vertexArray)
        glUpload(vertices, to: vertexBuffer, usage: GL_STREAM_DRAW)
        glDrawArrays(glEnum(GL_TRIANGLES), 0, GLsizei(vertices.count / Self.floatsPerVertex))
        glBindVertexArray(0)
        glBindTexture(glEnum(GL_TEXTURE_2D), 0)
    }

    private func key(_ face: FontFace, _ pixelSize: Float, _ glyph: UInt32) -> GlyphAtlas.Key {
        GlyphAtlas.Key(face: ObjectIdentifier(face), pixelSizeBits: pixelSize.bitPattern, glyph: glyph)
    }

    private static func rasterize(_ key: GlyphAtlas.Key, _ laidOut: [LaidOutLabel]) -> GlyphBitmap {
        let face = laidOut.first { ObjectIdentifier($0.face) == key.face }!.face
        return face.glyphBitmap(key.glyph, pixelSize: Float(bitPattern: key.pixelSizeBits))
    }

    private func layout(_ batch: TextBatch, index: Int) throws -> [LaidOutLabel] {
        var faces: [Bool: FontFace] = [:]
        var result: [LaidOutLabel] = []
        for label in batch.labels {
            let pixelSize = label.fontSize
            guard !label.text.isEmpty, pixelSize.isFinite, pixelSize > 0, label.color.a > 0 else { continue }
            guard label.position.x.isFinite, label.position.y.isFinite, label.rotation.isFinite else { continue }
            let face: FontFace
            if let cached = faces[label.bold] {
                face = cached
            } else {
                do {
                    face = try FontFace.named(batch.fontFamily, bold: label.bold)
                } catch {
                    throw RenderError.invalidPrimitive(
                        index: index, reason: "no font for family \"\(batch.fontFamily)\": \(error)")
                }
                faces[label.bold] = face
            }
            let width = face.measure(label.text, pixelSize: pixelSize).width
            let metrics = face.lineMetrics(pixelSize: pixelSize)
            let x: Float =
                switch label.horizontal {
                case .leading: 0
                case .center: -width / 2
                case .trailing: -width
                }
            let y: Float =
                switch label.vertical {
                case .top: metrics.ascent
                case .center: (metrics.ascent - metrics.descent) / 2
                case .baseline: 0
                case .bottom: -metrics.descent
                }
            result.append(
                LaidOutLabel(
                    label: label, face: face, pixelSize: pixelSize,
                    placements: face.layout(label.text, pixelSize: pixelSize), offset: Vec2(x, y)))
        }
        return result
    }

    /// Appends two triangles per visible glyph of `item`.
    private func appendQuads(_ item: LaidOutLabel, to vertices: inout [Float]) {
        let label = item.label
        let color = label.color
        let rotated = label.rotation != 0
        // Unrotated text snaps its pen to whole pixels so glyph texels land on pixel centres.
        let origin = rotated ? label.position + item.offset : (label.position + item.offset).rounded(.toNearestOrEven)
        let c = cos(label.rotation)
        let s = sin(label.rotation)
        for placement in item.placements {
            guard let entry = atlas.entry(key(item.face, item.pixelSize, placement.glyph)),
                entry.width > 0, entry.height > 0
            else { continue }
            let penX = rotated ? placement.x : placement.x.rounded(.toNearestOrEven)
            let left = penX + Float(entry.left)
            let top = -Float(entry.top)
            let corners: [(Float, Float, Float, Float)] = [
                (left, top, Float(entry.x), Float(entry.y)),
                (left + Float(entry.width), top, Float(entry.x + entry.width), Float(entry.y)),
                (left, top + Float(entry.height), Float(entry.x), Float(entry.y + entry.height)),
                (
                    left + Float(entry.width), top + Float(entry.height), Float(entry.x + entry.width),
                    Float(entry.y + entry.height)
                ),
            ]
            for i in [0, 1, 2, 1, 3, 2] {
                let (dx, dy, u, v) = corners[i]
                let position: Vec2
                if rotated {
                    // Counter-clockwise on screen with y down.
                    let local = Vec2(dx, dy) + (origin - label.position)
                    position = label.position + Vec2(local.x * c + local.y * s, -local.x * s + local.y * c)
                } else {
                    position = origin + Vec2(dx, dy)
                }
                vertices += [position.x, position.y, u, v, color.r, color.g, color.b, color.a]
            }
        }
    }

    func delete() {
        program.delete()
        atlas.delete()
        glDeleteVertexArrayName(vertexArray)
        glDeleteBufferNames([vertexBuffer])
    }
}
