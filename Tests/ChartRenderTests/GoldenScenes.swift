import ChartMath
import ChartScene
import Foundation

/// Small composed scenes for golden images and timing: every primitive kind together.
enum GoldenScenes {
    /// A 2D chart in pixel space: a translucent area, grid, axes, a curve, symbols and labels.
    static func composed2D(width: Int = 320, height: Int = 200) -> RenderScene {
        let w = Float(width)
        let h = Float(height)
        let left: Float = 48
        let right = w - 16
        let top: Float = 28
        let bottom = h - 36
        func x(_ t: Float) -> Float { left + (right - left) * t }
        func y(_ v: Float) -> Float { bottom - (bottom - top) * (v + 1.2) / 2.4 }

        let samples = (0...120).map { Float($0) / 120 }
        let curve = samples.map { t in Vec3(x(t), y(sin(t * 2 * .pi) * exp(-t)), 0) }
        var areaPositions: [Vec3] = []
        var areaIndices: [UInt32] = []
        for (i, t) in samples.enumerated() {
            areaPositions.append(Vec3(x(t), y(0.5 * cos(t * 3 * .pi)), 0))
            areaPositions.append(Vec3(x(t), y(0), 0))
            if i > 0 {
                let a = UInt32(2 * i - 2)
                areaIndices += [a, a + 1, a + 2, a + 1, a + 3, a + 2]
            }
        }
        let area = TriangleMesh(
            space: .pixel, positions: areaPositions, colors: [RGBA(hex: 0x4C78A8, alpha: 0.35)], indices: areaIndices)
        var gridVertices: [Vec3] = []
        var gridStarts: [Int] = []
        for v in stride(from: Float(-1), through: 1, by: 0.5) {
            gridStarts.append(gridVertices.count)
            gridVertices += [Vec3(left, y(v), 0), Vec3(right, y(v), 0)]
        }
        let grid = LineBatch(
            space: .pixel, vertices: gridVertices, starts: gridStarts, color: RGBA(0.8, 0.8, 0.8), width: 1,
            dash: [4, 3])
        let axes = LineBatch(
            space: .pixel, vertices: [Vec3(left, top, 0), Vec3(left, bottom, 0), Vec3(right, bottom, 0)],
            color: .black, width: 1.5)
        let line = LineBatch(space: .pixel, vertices: curve, color: RGBA(hex: 0xF58518), width: 2.5)
        let markers = PointBatch(
            space: .pixel, positions: stride(from: 0, through: 120, by: 15).map { curve[$0] },
            colors: [RGBA(hex: 0xE45756)], sizes: [9], shape: .circle, outlineWidth: 1.5)
        let squares = PointBatch(
            space: .pixel, positions: [Vec3(x(0.85), y(0.9), 0), Vec3(x(0.92), y(0.9), 0)],
            colors: [RGBA(hex: 0x54A24B), RGBA(hex: 0xB279A2)], sizes: [8, 12], shape: .square)
        var labels = [
            TextLabel(
                text: "Damped sine", position: Vec2(w / 2, 6), fontSize: 15, horizontal: .center, vertical: .top,
                bold: true),
            TextLabel(
                text: "time (s)", position: Vec2((left + right) / 2, h - 4), fontSize: 12, horizontal: .center,
                vertical: .bottom),
            TextLabel(
                text: "амплитуда", position: Vec2(12, (top + bottom) / 2), fontSize: 12, horizontal: .center,
                vertical: .center, rotation: .pi / 2),
        ]
        for v in stride(from: Float(-1), through: 1, by: 0.5) {
            labels.append(
                TextLabel(
                    text: String(format: "%.1f", v), position: Vec2(left - 5, y(v)), fontSize: 11,
                    color: RGBA(0.25, 0.25, 0.25), horizontal: .trailing, vertical: .center))
        }
        return RenderScene(
            pixelWidth: width, pixelHeight: height, background: RGBA(hex: 0xFCFCFA),
            primitives: [
                .lines(grid), .mesh(area), .lines(axes), .lines(line), .points(markers), .points(squares),
                .text(TextBatch(labels: labels)),
            ])
    }

    /// A 3D scene: a lit surface y = f(x, z) coloured by height, its bounding box, spheres that
    /// pierce the surface, and a title in pixels, seen in perspective.
    static func composed3D(width: Int = 320, height: Int = 240, resolution: Int = 48) -> RenderScene {
        let n = resolution
        func f(_ x: Float, _ z: Float) -> Float { 0.22 * sin(5 * x) * cos(4 * z) }
        var positions: [Vec3] = []
        var normals: [Vec3] = []
        var colors: [RGBA] = []
        let low = RGBA(hex: 0x3B4CC0)
        let high = RGBA(hex: 0xF7B84B)
        for j in 0...n {
            for i in 0...n {
                let x = Float(i) / Float(n) - 0.5
                let z = Float(j) / Float(n) - 0.5
                let y = f(x, z)
                positions.append(Vec3(x, y, z))
                let dx = 0.22 * 5 * cos(5 * x) * cos(4 * z)
                let dz = -0.22 * 4 * sin(5 * x) * sin(4 * z)
                normals.append(Vec3(-dx, 1, -dz).normalized)
                colors.append(low.mixed(with: high, (y + 0.22) / 0.44))
            }
        }
        var indices: [UInt32] = []
        for j in 0..<n {
            for i in 0..<n {
                let a = UInt32(j * (n + 1) + i)
                let b = a + UInt32(n + 1)
                indices += [a, b, a + 1, a + 1, b, b + 1]
            }
        }
        let surface = TriangleMesh(
            space: .world, positions: positions, normals: normals, colors: colors, indices: indices)
        let c: [Vec3] = [
            Vec3(-0.5, -0.5, -0.5), Vec3(0.5, -0.5, -0.5), Vec3(0.5, -0.5, 0.5), Vec3(-0.5, -0.5, 0.5),
            Vec3(-0.5, 0.5, -0.5), Vec3(0.5, 0.5, -0.5), Vec3(0.5, 0.5, 0.5), Vec3(-0.5, 0.5, 0.5),
        ]
        let box = LineBatch(
            space: .world,
            vertices: [c[0], c[1], c[2], c[3], c[0], c[4], c[5], c[6], c[7], c[4], c[1], c[5], c[2], c[6], c[3], c[7]],
            starts: [0, 5, 10, 12, 14], color: RGBA(0.35, 0.35, 0.35), width: 1.5)
        let spheres = PointBatch(
            space: .world, positions: [Vec3(-0.25, 0.05, 0.1), Vec3(0.2, -0.1, -0.2), Vec3(0.3, 0.15, 0.3)],
            colors: [RGBA(hex: 0xE45756), RGBA(hex: 0x54A24B), RGBA(hex: 0xB279A2)], sizes: [34, 28, 22],
            shape: .sphere)
        let aspect = Float(width) / Float(height)
        let camera = SceneCamera(
            view: .lookAt(eye: Vec3(1.5, 1.1, 1.9), target: Vec3(0, -0.05, 0), up: Vec3(0, 1, 0)),
            projection: .perspective(fovY: 0.62, aspect: aspect, near: 0.1, far: 10))
        let title = TextBatch(labels: [
            TextLabel(text: "y = 0.22 sin 5x cos 4z", position: Vec2(10, 8), fontSize: 13, vertical: .top)
        ])
        return RenderScene(
            pixelWidth: width, pixelHeight: height, background: .white, camera: camera,
            primitives: [.mesh(surface), .lines(box), .points(spheres), .text(title)])
    }
}
