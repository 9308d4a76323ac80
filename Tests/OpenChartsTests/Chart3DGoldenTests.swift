import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of 3D charts: poses and projections, surface styles, translucency, symbols.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct Chart3DGoldenTests {
    func check(_ chart: Chart3D, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    static let poses: [(String, Chart3DPose, Chart3DCameraProjection)] = [
        ("perspective", Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7)), .perspective),
        ("front", .front, .orthographic),
        ("top", .top, .orthographic),
    ]

    @Test(arguments: 0..<3)
    func penguinsFromSeveralViews(index: Int) throws {
        let (name, pose, projection) = Self.poses[index]
        let chart = try Examples.penguins().chart3DPose(pose).chart3DCameraProjection(projection)
        try check(chart, "penguins-\(name)")
    }

    static let waves: @Sendable (Double, Double) -> Double = { x, z in sin(2 * x) * cos(2 * z) }

    @Test func surfaceNormalBased() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z", function: Self.waves).foregroundStyle(.normalBased)
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
        try check(chart, "surface-normal-based")
    }

    @Test func surfaceCustomGradient() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z", function: Self.waves)
                .foregroundStyle(
                    .heightBased(Gradient(colors: [.blue, .green, .yellow, .orange, .red]), yRange: -1...1))
        }
        .chartXScale(domain: -2...2)
        .chartZScale(domain: -2...2)
        try check(chart, "surface-custom-gradient")
    }

    @Test func intersectingSurfacesOneTranslucentOverPoints() throws {
        // A fixed cloud of points in a ring between the surfaces.
        let points = (0..<60).map { i -> (Double, Double, Double) in
            let t = Double(i) / 60 * 2 * .pi
            return (1.2 * cos(t), 0.15 * sin(3 * t), 1.2 * sin(t))
        }
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { _, z in 0.5 * z - 0.2 }
                .foregroundStyle(Color.gray)
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in 0.6 - 0.3 * (x * x + z * z) }
                .foregroundStyle(.heightBased)
                .opacity(0.5)
            ForEach(Array(points.enumerated()), id: \.offset) { _, p in
                PointMark(x: .value("x", p.0), y: .value("y", p.1), z: .value("z", p.2))
                    .foregroundStyle(.red)
            }
        }
        .chartXScale(domain: -2...2)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -2...2)
        try check(chart, "surfaces-intersecting-translucent-over-points")
    }

    /// Creating3DCharts.md's translucency example, as written there.
    @Test func translucentPlaneThroughARingOfPoints() throws {
        try check(DocumentationSamples().translucency(), "translucent-plane-through-ring-of-points")
    }

    @Test func symbolsRulesAndRectangles() throws {
        let shapes: [(String, BasicChart3DSymbolShape)] = [
            ("sphere", .sphere), ("cube", .cube), ("cylinder", .cylinder), ("cone", .cone),
        ]
        let chart = Chart3D {
            ForEach(Array(shapes.enumerated()), id: \.offset) { i, shape in
                PointMark(x: .value("x", Double(i) - 1.5), y: .value("y", 0.5), z: .value("z", 0))
                    .symbol(shape.1)
                    .symbolSize(40)
                    .foregroundStyle(by: .value("Shape", shape.0))
            }
            RuleMark(x: .value("x", -2..<2), y: .value("y", 0), z: .value("z", 0))
                .foregroundStyle(.gray)
            RectangleMark(x: .value("x", -2..<2), y: .value("y", -1), z: .value("z", -1..<1))
                .foregroundStyle(.teal)
                .opacity(0.6)
        }
        .chartXScale(domain: -2...2)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -1...1)
        try check(chart, "symbols-rules-rectangles")
    }
}
