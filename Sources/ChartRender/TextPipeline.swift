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

    /// One label after layout: its glyph runs and rules, and where its pen starts.
    private struct LaidOutLabel {
        let label: TextLabel
        let text: LaidOutText
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
        var keys = laidOut.flatMap { item in
            item.text.runs.flatMap { run in run.glyphs.map { key(run.face, run.pixelSize, $0.glyph) } }
        }
        if laidOut.contains(where: { !$0.text.rules.isEmpty }) { keys.append(GlyphAtlas.solidKey) }
        var faces: [ObjectIdentifier: FontFace] = [:]
        for item in laidOut {
            for run in item.text.runs { faces[ObjectIdentifier(run.face)] = run.face }
        }
        guard atlas.ensure(keys, rasterize: { key in Self.rasterize(key, faces) }) else {
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

    private static func rasterize(_ key: GlyphAtlas.Key, _ faces: [ObjectIdentifier: FontFace]) -> GlyphBitmap {
        if key == GlyphAtlas.solidKey { return GlyphAtlas.solidBitmap }
        guard let face = faces[key.face] else { return .blank(advance: 0) }
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
            let text: LaidOutText
            do {
                text = try face.layoutLabel(label.text, pixelSize: pixelSize)
            } catch {
                throw RenderError.invalidPrimitive(index: index, reason: error.description)
            }
            let x: Float =
                switch label.horizontal {
                case .leading: 0
                case .center: -text.width / 2
                case .trailing: -text.width
                }
            let y: Float =
                switch label.vertical {
                case .top: text.ascent
                case .center: (text.ascent - text.descent) / 2
                case .baseline: 0
                case .bottom: -text.descent
                }
            result.append(LaidOutLabel(label: label, text: text, offset: Vec2(x, y)))
        }
        return result
    }

    /// Appends two triangles per visible glyph and per rule of `item`.
    private func appendQuads(_ item: LaidOutLabel, to vertices: inout [Float]) {
        let label = item.label
        let rotated = label.rotation != 0
        // Unrotated text snaps its pen to whole pixels so glyph texels land on pixel centres.
        let origin = rotated ? label.position + item.offset : (label.position + item.offset).rounded(.toNearestOrEven)
        let transform = QuadTransform(anchor: label.position, origin: origin, rotation: label.rotation)
        for run in item.text.runs {
            let baseline = rotated ? run.y : run.y.rounded(.toNearestOrEven)
            for placement in run.glyphs {
                guard let entry = atlas.entry(key(run.face, run.pixelSize, placement.glyph)),
                    entry.width > 0, entry.height > 0
                else { continue }
                let pen = run.x + placement.x
                let left = (rotated ? pen : pen.rounded(.toNearestOrEven)) + Float(entry.left)
                let top = (rotated ? baseline + placement.y : (baseline + placement.y).rounded()) - Float(entry.top)
                let texels = (
                    Float(entry.x), Float(entry.y), Float(entry.x + entry.width), Float(entry.y + entry.height)
                )
                transform.append(
                    (left, top, left + Float(entry.width), top + Float(entry.height)), texels: texels,
                    color: label.color, to: &vertices)
            }
        }
        guard !item.text.rules.isEmpty, let solid = atlas.entry(GlyphAtlas.solidKey) else { return }
        // Every corner samples the middle of the solid block: full coverage.
        let u = Float(solid.x) + Float(solid.width) / 2
        let v = Float(solid.y) + Float(solid.height) / 2
        for rule in item.text.rules {
            var rect = (rule.x, rule.y, rule.x + rule.width, rule.y + rule.height)
            if !rotated {
                rect = (
                    rect.0.rounded(), rect.1.rounded(), rect.2.rounded(),
                    rect.1.rounded() + max(1, rule.height.rounded())
                )
            }
            transform.append(rect, texels: (u, v, u, v), color: label.color, to: &vertices)
        }
    }

    func delete() {
        program.delete()
        atlas.delete()
        glDeleteVertexArrayName(vertexArray)
        glDeleteBufferNames([vertexBuffer])
    }
}

/// Places a label's quads: offsets from the pen origin, rotated about the anchor when the label is rotated.
private struct QuadTransform {
    let anchor: Vec2
    let origin: Vec2
    let rotation: Float
    let c: Float
    let s: Float

    init(anchor: Vec2, origin: Vec2, rotation: Float) {
        self.anchor = anchor
        self.origin = origin
        self.rotation = rotation
        c = cos(rotation)
        s = sin(rotation)
    }

    /// Two triangles covering `rect` (left, top, right, bottom from the pen origin), textured from `texels`.
    func append(
        _ rect: (Float, Float, Float, Float), texels: (Float, Float, Float, Float), color: RGBA,
        to vertices: inout [Float]
    ) {
        let corners: [(Float, Float, Float, Float)] = [
            (rect.0, rect.1, texels.0, texels.1), (rect.2, rect.1, texels.2, texels.1),
            (rect.0, rect.3, texels.0, texels.3), (rect.2, rect.3, texels.2, texels.3),
        ]
        for i in [0, 1, 2, 1, 3, 2] {
            let (dx, dy, u, v) = corners[i]
            let position: Vec2
            if rotation != 0 {
                // Counter-clockwise on screen with y down.
                let local = Vec2(dx, dy) + (origin - anchor)
                position = anchor + Vec2(local.x * c + local.y * s, -local.x * s + local.y * c)
            } else {
                position = origin + Vec2(dx, dy)
            }
            vertices += [position.x, position.y, u, v, color.r, color.g, color.b, color.a]
        }
    }
}
