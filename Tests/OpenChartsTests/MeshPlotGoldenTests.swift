import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of triangle meshes: the MNI152 brain surface read from its PLY file, lit and
/// coloured by fold depth; and a translucent torus around an opaque sphere, whose back half must
/// be hidden by the sphere and whose front half must tint it (order-independent transparency).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct MeshPlotGoldenTests {
    static let datasets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Datasets")

    func check(_ chart: Chart3D, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    /// The left hemisphere seen from the left and behind, z (superior) up, in its own proportions.
    static func brainChart() throws -> Chart3D {
        let brain = try MeshFile(contentsOf: datasets.appending(path: "mni152-brain-surface.ply"))
        let depth = brain.vertexScalars["depth"] ?? []
        let (lo, hi) = try #require(brain.bounds)
        let longest = (hi - lo).max()
        func range(_ axis: Int) -> ClosedRange<Double> {
            let half = 0.5 * (hi[axis] - lo[axis]) / longest
            return -half...half
        }
        return Chart3D {
            MeshPlot(
                brain, x: "Left–right x (mm)", y: "Inferior–superior z (mm)", z: "Posterior–anterior y (mm)", upAxis: 2
            )
            .values("Fold depth", depth)
            .roughness(0.7)
        }
        .chartXScale(domain: lo.x...hi.x, range: range(0))
        .chartYScale(domain: lo.z...hi.z, range: range(2))
        .chartZScale(domain: lo.y...hi.y, range: range(1))
        .chartForegroundStyleScale(range: .viridis)
        .chart3DPose(Chart3DPose(azimuth: .degrees(-120), inclination: .degrees(15)))
        .frame(width: 640, height: 520)
    }

    @Test func brainSurfaceColouredByFoldDepth() throws {
        try check(try Self.brainChart(), "mesh-brain-fold-depth")
    }

    /// A UV sphere or torus: `point(u, v)` over u, v in 0…1 on an `n` × `m` grid of quads.
    static func grid(_ n: Int, _ m: Int, _ point: (Double, Double) -> SIMD3<Double>) -> (
        [SIMD3<Double>], [SIMD3<Int>]
    ) {
        var vertices: [SIMD3<Double>] = []
        for j in 0...m { for i in 0...n { vertices.append(point(Double(i) / Double(n), Double(j) / Double(m))) } }
        var triangles: [SIMD3<Int>] = []
        for j in 0..<m {
            for i in 0..<n {
                let a = j * (n + 1) + i
                triangles += [SIMD3(a, a + 1, a + n + 2), SIMD3(a, a + n + 2, a + n + 1)]
            }
        }
        return (vertices, triangles)
    }

    @Test func translucentTorusAroundAnOpaqueSphere() throws {
        let sphere = Self.grid(48, 24) { u, v in
            let (phi, theta) = (2 * Double.pi * u, Double.pi * v)
            return 0.7 * SIMD3(sin(theta) * cos(phi), cos(theta), sin(theta) * sin(phi))
        }
        let torus = Self.grid(72, 24) { u, v in
            let (phi, theta) = (2 * Double.pi * u, 2 * Double.pi * v)
            let r = 1.05 + 0.3 * cos(theta)
            return SIMD3(r * cos(phi), 0.3 * sin(theta), r * sin(phi))
        }
        let chart = Chart3D {
            MeshPlot(x: "x", y: "y", z: "z", vertices: sphere.0, triangles: sphere.1)
                .foregroundStyle(.orange)
                .roughness(0.3)
            MeshPlot(x: "x", y: "y", z: "z", vertices: torus.0, triangles: torus.1)
                .foregroundStyle(.blue)
                .opacity(0.45)
        }
        .chartXScale(domain: -1.4...1.4)
        .chartYScale(domain: -1.4...1.4)
        .chartZScale(domain: -1.4...1.4)
        .chart3DPose(Chart3DPose(azimuth: .degrees(25), inclination: .degrees(22)))
        .frame(width: 480, height: 440)
        try check(chart, "mesh-translucent-torus-opaque-sphere")
    }
}
