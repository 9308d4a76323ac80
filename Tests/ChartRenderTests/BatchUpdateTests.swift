import ChartExport
import ChartImage
import ChartMath
import ChartScene
import Testing

@testable import ChartRender

/// Batches that change only from some point on keep their GPU buffers and upload the changed
/// tail: which segments are kept, and that every redraw equals a fresh renderer's.
struct BatchUpdateTests {
    static func batch(_ vertices: [Vec3], starts: [Int] = [0], dash: [Float] = []) -> LineBatch {
        LineBatch(space: .pixel, vertices: vertices, starts: starts, color: RGBA(0, 0, 1), width: 2, dash: dash)
    }

    static func zigzag(_ count: Int, from start: Int = 0) -> [Vec3] {
        (start..<start + count).map { Vec3(Float(8 + 6 * $0), Float($0 % 2 == 0 ? 20 : 60), 0) }
    }

    @Test func keptSegmentsFollowVerticesAndPolylines() {
        let a = Self.batch(Self.zigzag(5))
        #expect(LinePipeline.keptSegments(a, a) == 4)
        #expect(LinePipeline.keptSegments(a, Self.batch(Self.zigzag(7))) == 4)
        // A new polyline after the old vertices keeps them all.
        #expect(LinePipeline.keptSegments(a, Self.batch(Self.zigzag(8), starts: [0, 5])) == 4)
        // A polyline split inside the old ones keeps only the segments before the split.
        #expect(LinePipeline.keptSegments(a, Self.batch(Self.zigzag(7), starts: [0, 3])) == 2)
        // A moved vertex keeps the segments before it.
        var moved = Self.zigzag(7)
        moved[2].y += 1
        #expect(LinePipeline.keptSegments(a, Self.batch(moved)) == 1)
        #expect(LinePipeline.keptSegments(a, Self.batch(Self.zigzag(3))) == 2)
        #expect(LinePipeline.keptSegments(a, Self.batch(Self.zigzag(5, from: 1))) == 0)
    }

    @Test(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display"))
    func everyUpdateDrawsWhatAFreshRendererDraws() throws {
        func points(_ count: Int, colors: Int) -> PointBatch {
            let positions = (0..<count).map { (i: Int) -> Vec3 in
                Vec3(Float(6 + (i * 13) % 180), Float(70 + (i * 7) % 50), 0)
            }
            let palette = (0..<count).map { (i: Int) -> RGBA in
                let k = Float(i % 3) / 2
                return RGBA(k, 0.3, 1 - k)
            }
            return PointBatch(
                space: .pixel, positions: positions, colors: colors == 1 ? [RGBA(1, 0, 0)] : palette,
                sizes: [5], shape: .circle)
        }
        let steps: [(String, LineBatch, PointBatch)] = [
            ("start", Self.batch(Self.zigzag(10)), points(40, colors: 40)),
            ("appended", Self.batch(Self.zigzag(14)), points(60, colors: 60)),
            ("new polyline", Self.batch(Self.zigzag(20), starts: [0, 16]), points(200, colors: 200)),
            ("split earlier", Self.batch(Self.zigzag(20), starts: [0, 6, 16]), points(200, colors: 1)),
            ("shrunk", Self.batch(Self.zigzag(12), starts: [0, 6]), points(30, colors: 1)),
            ("colours again", Self.batch(Self.zigzag(25), starts: [0, 6]), points(90, colors: 90)),
            ("dashed", Self.batch(Self.zigzag(27), starts: [0, 6], dash: [4, 3]), points(91, colors: 91)),
            ("dashed appended", Self.batch(Self.zigzag(29), starts: [0, 6], dash: [4, 3]), points(92, colors: 92)),
        ]
        let live = try HeadlessRenderer()
        for (name, lines, cloud) in steps {
            let scene = RenderScene(pixelWidth: 200, pixelHeight: 130, primitives: [.lines(lines), .points(cloud)])
            let image = try live.render(scene)
            let fresh = try HeadlessRenderer().render(scene)
            #expect(image == fresh, "\(name)")
            if name == "appended" {
                // 4 segments of 32 bytes and 20 points of 16 bytes of centres and 16 of colours,
                // plus the line's coverage rectangles (rebuilt every draw).
                let tail = 4 * 32 + 20 * 32
                #expect(
                    live.uploadedByteCount >= tail && live.uploadedByteCount < tail + 512, "\(live.uploadedByteCount)")
            }
        }
    }
}
