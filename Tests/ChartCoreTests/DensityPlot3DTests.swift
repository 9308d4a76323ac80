import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// 3D density: points projected through the camera, counted per pixel with their nearest depth,
/// shaded with the colour scale of the chart's own pose.
struct DensityPlot3DTests {
    /// Value → scene: −1…1 onto −1…1 on every axis.
    static let identityMaps = [DensityAxisMap](
        repeating: DensityAxisMap(type: .linear, start: -1, end: 1, first: -1, last: 1), count: 3)
    static let box = [ClosedRange<Double>](repeating: -1...1, count: 3)

    /// With the identity as view-projection, scene coordinates are clip coordinates: a point at
    /// (x, y) lands in pixel ((x + 1)/2 · w, (1 − y)/2 · h) at window depth (z + 1)/2.
    @Test func pointsLandInTheirPixelAtTheirNearestDepth() {
        let x = [0.01, 0.01, 0.01, 0.01, -0.99, 0.5, 2]
        let y = [0.01, 0.01, 0.01, 0.01, 0.99, .nan, 0]
        let z = [0.5, 0.5, -0.5, 0.9, 0, 0, 0]
        let grid = DensityAggregation.aggregate3D(
            .columns(x: x, y: y, values: nil, z: z), sums: false, width: 10, height: 8, maps: Self.identityMaps,
            box: Self.box, viewProjection: .identity)
        let cell = 3 * 10 + 5  // column 1.01 / 2 · 10 = 5.05, row 0.99 / 2 · 8 = 3.96
        #expect(grid.counts[cell] == 4)
        #expect(abs(grid.depth![cell] - 0.25) < 1e-6)
        #expect(grid.counts[0] == 1)  // (−0.99, 0.99): the top-left pixel
        #expect(abs(grid.depth![0] - 0.5) < 1e-6)
        // The NaN and the point outside the box are left out; empty pixels stay at depth 1.
        #expect(grid.counts.reduce(0, +) == 5)
        #expect(grid.depth!.filter { $0 == 1 }.count == 78)
    }

    /// Chunks read in parallel give the grid one worker gives; a stride reads every k-th chunk.
    @Test func workersAndStridesAgree() {
        let n = 10_000
        let x = (0..<n).map { sin(Double($0) * 0.37) * 0.9 }
        let y = (0..<n).map { cos(Double($0) * 0.11) * 0.9 }
        let z = (0..<n).map { sin(Double($0) * 0.05) * 0.9 }
        let chunks = (0..<10).map { k -> DensityChunk in
            let range = (k * 1000)..<((k + 1) * 1000)
            return try! DensityChunk(x: Array(x[range]), y: Array(y[range]), z: Array(z[range]))
        }
        let source = DensitySource(chunkCount: 10) { chunks[$0] }
        let one = DensityAggregation.aggregate3D(
            .source(source), sums: false, width: 32, height: 24, maps: Self.identityMaps, box: Self.box,
            viewProjection: .identity, workers: 1)
        let two = DensityAggregation.aggregate3D(
            .columns(x: x, y: y, values: nil, z: z), sums: false, width: 32, height: 24, maps: Self.identityMaps,
            box: Self.box, viewProjection: .identity, workers: 2)
        #expect(one == two)
        let half = DensityAggregation.aggregate3D(
            .source(source), sums: false, width: 32, height: 24, maps: Self.identityMaps, box: Self.box,
            viewProjection: .identity, chunkStride: 2)
        #expect(half.counts.reduce(0, +) == 5000)
    }

    static func cloud(_ n: Int) -> (x: [Double], y: [Double], z: [Double]) {
        let x = (0..<n).map { sin(Double($0) * 0.37) * 3 }
        let y = (0..<n).map { cos(Double($0) * 0.11) * 2 + 5 }
        let z = (0..<n).map { sin(Double($0) * 0.05) }
        return (x, y, z)
    }

    /// The chart's scene: one image with depths over the viewport (drawn with the world
    /// primitives), the axes from the data's bounds, a "Count" colour bar of the counts drawn.
    @Test func aChart3DDrawsOneDepthImageAndItsColourBar() throws {
        let (x, y, z) = Self.cloud(20_000)
        let chart = Chart3D { DensityPlot(x: x, y: y, z: z, xLabel: "East", yLabel: "Up", zLabel: "North") }
            .frame(width: 300, height: 240)
        let scene = try chart.lowered()
        let images = scene.primitives.compactMap { p -> SceneImage? in if case .image(let i) = p { i } else { nil } }
        #expect(images.count == 1)
        let image = try #require(images.first)
        #expect(image.depth?.count == 300 * 240)
        #expect(ScenePrimitive.image(image).space == .world)
        #expect(image.problem == nil)
        let drawn = image.depth!.filter { $0 < 1 }.count
        #expect(drawn > 1000)
        #expect(image.colorCount > 5)
        let labels = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { t.labels.map(\.text) } else { [] }
        }
        #expect(labels.contains("Count"))
        #expect(labels.contains("East") && labels.contains("Up") && labels.contains("North"))
        #expect(scene.warnings.isEmpty)
    }

    /// Turned to another pose, the same counts keep their colours: the scale is the chart pose's.
    @Test func otherPosesKeepTheChartPosesColourScale() throws {
        let (x, y, z) = Self.cloud(20_000)
        let chart = Chart3D { DensityPlot(x: x, y: y, z: z).shading(.linear) }.frame(width: 300, height: 240)
        let prepared = try chart.prepared()
        let scale = try #require(prepared.densities.first?.scale)
        let turned = prepared.densities[0].shaded(
            camera: prepared.camera(pose: Chart3DPose(azimuth: .degrees(80), inclination: .degrees(10))), moving: false)
        #expect(turned.scale == scale)
        let legend = prepared.scene(pose: Chart3DPose(azimuth: .degrees(80), inclination: .degrees(10)))
        let own = try chart.lowered()
        #expect(legend.primitives.suffix(prepared.legend.count) == own.primitives.suffix(prepared.legend.count))
    }

    /// A 3D plot in a 2D chart, a 2D plot or lines in a 3D chart, and a z column of another length
    /// are refused, naming the plot.
    @Test func misplacedAndMismatchedPlotsAreRefused() throws {
        #expect(throws: DensityPlotError.threeDimensionalInChart(input: "DensityPlot(x: \"x\", y: \"y\", z: \"z\")")) {
            try Chart { DensityPlot(x: [1], y: [2], z: [3]) }.renderScene(scale: 1)
        }
        #expect(throws: ChartError.notThreeDimensional(mark: "DensityPlot(x: \"x\", y: \"y\")")) {
            try Chart3D { DensityPlot(x: [1], y: [2]) }.lowered()
        }
        #expect(throws: ChartError.notThreeDimensional(mark: "DensityPlot(lines: x: \"x\", y: \"y\")")) {
            try Chart3D { DensityPlot(lineX: [1, 2], y: [2, 3]) }.lowered()
        }
        #expect(
            throws: DensityPlotError.mismatchedLengths(
                input: "DensityPlot(x: \"x\", y: \"y\", z: \"z\")", x: 2, y: 2, values: nil, z: 1)
        ) {
            try Chart3D { DensityPlot(x: [1, 2], y: [2, 3], z: [1]) }.lowered()
        }
        #expect(throws: DensityPlotError.mismatchedLengths(input: "DensityChunk", x: 1, y: 1, values: nil, z: 2)) {
            try DensityChunk(x: [1], y: [1], z: [1, 2])
        }
    }

    /// While the view moves, a large plot reads every k-th chunk and weighs its counts by k, so the
    /// colours stay about those of the full frame.
    @Test func aMovingViewReadsAStableSubsample() throws {
        let chunk = try DensityChunk(
            x: (0..<20_000).map { Double($0 % 997) / 997 }, y: (0..<20_000).map { Double($0 % 991) / 991 },
            z: (0..<20_000).map { Double($0 % 983) / 983 })
        let source = DensitySource(chunkCount: 10) { _ in chunk }  // 200,000 points
        let chart = Chart3D { DensityPlot(source, x: "x", y: "y", z: "z").shading(.linear) }
            .frame(width: 200, height: 160)
        var prepared = try chart.prepared()
        prepared.densities[0].movingBudget = 50_000  // every 4th chunk: 3 of 10, weighed 10/3
        let pose = Chart3DPose(azimuth: .degrees(40), inclination: .degrees(30))
        let camera = prepared.camera(pose: pose)
        let still = prepared.densities[0].shaded(camera: camera, moving: false)
        let moving = prepared.densities[0].shaded(camera: camera, moving: true)
        // Every chunk is the same, so every other chunk weighed twice is the same picture.
        #expect(moving.texels == still.texels)
        #expect(moving.grid?.depth == still.grid?.depth)
    }

    /// Hovering a pixel reads its count and the position of its nearest point; an empty pixel reads
    /// nothing, and a moving view does not read the plot.
    @Test func theHoverReadOutReadsThePixelsCountAndNearestPoint() throws {
        // 4,000 points at one place: one pixel (or a few) holds them all.
        let x = [Double](repeating: 0.5, count: 4000) + [-1, 1]
        let y = [Double](repeating: 0.25, count: 4000) + [-1, 1]
        let z = [Double](repeating: -0.5, count: 4000) + [-1, 1]
        let chart = Chart3D { DensityPlot(x: x, y: y, z: z) }.frame(width: 300, height: 240)
        let prepared = try chart.prepared()
        let camera = prepared.camera(pose: .default)
        let maps = prepared.densities[0].maps
        let p = camera.project(
            Vec3(Float(maps[0].coordinate(0.5)), Float(maps[1].coordinate(0.25)), Float(maps[2].coordinate(-0.5))))
        var interaction = ChartInteraction(hover: SIMD2(Double(p.x), Double(p.y)))
        let result = prepared.interactiveScene(interaction, pose: .default)
        let lines = result.readout ?? []
        #expect(lines.contains("Count: 4,000") || lines.contains("Count: 4000"), "\(lines)")
        let position = result.selectedPosition ?? SIMD3(.nan, .nan, .nan)
        #expect(
            abs(position.x - 0.5) < 0.05 && abs(position.y - 0.25) < 0.05 && abs(position.z + 0.5) < 0.05,
            "\(position)")
        interaction.hover = SIMD2(5, 5)
        #expect(prepared.interactiveScene(interaction, pose: .default).readout == nil)
        interaction.hover = SIMD2(Double(p.x), Double(p.y))
        interaction.isMoving = true
        #expect(prepared.interactiveScene(interaction, pose: .default).readout == nil)
    }

    /// The description names the plot, its size and its shading, in 2D and 3D; a source's size is
    /// not read for it.
    @Test func theDescriptionSaysWhatIsCounted() {
        let (x, y, z) = Self.cloud(2000)
        let text3D = Chart3D { DensityPlot(x: x, y: y, z: z) }.accessibilityDescription
        #expect(
            text3D.contains(
                "2000 points counted per pixel as the camera sees them, shaded by count (equalised histogram)"),
            "\(text3D)")
        let text2D = Chart { DensityPlot(x: x, y: y, value: z, valueLabel: "Depth").shading(.log) }
            .accessibilityDescription
        #expect(text2D.contains("Density plots"), "\(text2D)")
        #expect(text2D.contains("2000 points counted per pixel, shaded by the mean of Depth"), "\(text2D)")
        let source = DensitySource(chunkCount: 3) { _ in try! DensityChunk(x: [1, 2], y: [1, 2]) }
        let streamed = Chart { DensityPlot(source, x: "x", y: "y") }.accessibilityDescription
        #expect(streamed.contains("points streamed in 3 chunks counted per pixel"), "\(streamed)")
    }
}
