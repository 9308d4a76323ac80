import ChartExport
import ChartGallery
import ChartTestSupport
import ChartVector
import Foundation
import OpenCharts
import Testing

/// Volume rendering in a `Chart3D`: what a VolumePlot lowers to, its transfer function, errors,
/// description, occlusion by the chart's opaque content, goldens of the brain and the volcano, the
/// CLI and vector output.
struct VolumePlotTests {
    /// A Gaussian blob on an 8 × 6 × 5 grid, x over 0…7 (the longest), values 0…1 at the centre.
    static func blob() throws -> VolumeGrid {
        try VolumeGrid(
            x: VolumeGrid.axis(0...7, count: 8), y: VolumeGrid.axis(0...5, count: 6),
            z: VolumeGrid.axis(0...4, count: 5)
        ) { x, y, z in exp(-((x - 3.5) * (x - 3.5) + (y - 2.5) * (y - 2.5) + (z - 2) * (z - 2)) / 4) }
    }

    static func volumes(_ scene: RenderScene) -> [VolumeBatch] {
        scene.primitives.compactMap { p -> VolumeBatch? in
            if case .volume(let v) = p { return v }
            return nil
        }
    }

    @Test func aVolumePlotLowersToOneBatchFillingItsExtentInTheBox() throws {
        let volume = try Self.blob()
        let chart = Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "Density").density(5) }
            .frame(width: 300, height: 300)
        let batches = Self.volumes(try chart.lowered())
        let batch = try #require(batches.first)
        #expect(batches.count == 1)
        #expect(batch.counts.x == 8 && batch.counts.y == 6 && batch.counts.z == 5)
        #expect(batch.density == 5)
        #expect(batch.problem == nil)
        // The values normalised over their range: the centre node is the largest.
        let centre = batch.values[4 + 8 * (3 + 6 * 2)]
        #expect(abs(Double(centre) - 1) < 0.2)
        #expect(batch.values.allSatisfy { $0 >= 0 && $0 <= 1 })
        // The box lies inside the unit scene box, its x edge the longest.
        #expect(batch.size.x >= batch.size.y && batch.size.x >= batch.size.z)
        #expect(batch.corners.allSatisfy { abs($0.x) <= 0.5001 && abs($0.y) <= 0.5001 && abs($0.z) <= 0.5001 })
    }

    @Test func theTransferFunctionIsTheColourScaleAndTheRamp() throws {
        let volume = try Self.blob()
        let range = try #require(volume.valueRange)
        let chart = Chart3D {
            VolumePlot(volume, x: "x", y: "y", z: "z", value: "Density")
                .opacity(.points([(range.upperBound, 0.8), (range.lowerBound, 0)]))
                .opacity(0.5)
        }
        .chartForegroundStyleScale(range: .grayscale)
        .frame(width: 300, height: 300)
        let batch = try #require(Self.volumes(try chart.lowered()).first)
        let first = batch.transfer[0]
        let last = batch.transfer[batch.transfer.count - 1]
        let middle = batch.transfer[batch.transfer.count / 2]
        #expect(abs(first.a) < 1e-6)
        #expect(abs(last.a - 0.4) < 1e-4)  // 0.8 × the mark's opacity 0.5
        #expect(abs(middle.a - 0.2) < 0.01)
        // Grey levels from dark to light (or light to dark), equal channels.
        #expect(abs(first.r - first.g) < 1e-3 && abs(last.r - last.b) < 1e-3)
        #expect(first.r != last.r)
    }

    @Test func theLinearRampRisesFromTheLowestToTheHighestValue() {
        let ramp = VolumeOpacityRamp.linear
        #expect(ramp.points.isEmpty)
        let steps = VolumeOpacityRamp.points([(10, 0.2), (0, 0), (20, 1)])
        #expect(steps.points.map(\.value) == [0, 10, 20])
        #expect(VolumeOpacityRamp.constant(0.3).points.map(\.opacity) == [0.3])
    }

    @Test func badInputIsRefusedWhenLowering() throws {
        let volume = try Self.blob()
        #expect(throws: VolumeGridError.invalidDensity(mark: "VolumePlot \"d\"", density: -1)) {
            try Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "d").density(-1) }.lowered()
        }
        #expect(throws: VolumeGridError.invalidOpacityPoint(mark: "VolumePlot \"d\"", value: 1, opacity: 2)) {
            try Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "d").opacity(.points([(1, 2)])) }.lowered()
        }
        #expect(throws: VolumeGridError.invalidSteps(mark: "VolumePlot \"d\"", steps: 0)) {
            try Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "d").steps(0) }.lowered()
        }
        let empty = try VolumeGrid(
            x: [0, 1], y: [0, 1], z: [0, 1], values: Array(repeating: .nan, count: 8))
        #expect(throws: VolumeGridError.noFiniteValues(mark: "VolumePlot \"d\"")) {
            try Chart3D { VolumePlot(empty, x: "x", y: "y", z: "z", value: "d") }.lowered()
        }
    }

    @Test func unevenAxesAreResampledEvenly() throws {
        let x = [0, 1, 3, 6.0]
        let volume = try VolumeGrid(x: x, y: [0, 1], z: [0, 1]) { x, _, _ in x }
        let chart = Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "v") }.frame(width: 200, height: 200)
        let batch = try #require(Self.volumes(try chart.lowered()).first)
        // Evenly spaced x = 0, 2, 4, 6: the values (x / 6) rise linearly.
        let row = (0..<4).map { batch.values[$0] }
        for (i, v) in row.enumerated() { #expect(abs(Double(v) - Double(i) / 3) < 1e-5, "\(row)") }
    }

    @Test func theDescriptionNamesTheVolume() throws {
        let volume = try Self.blob()
        let chart = Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "Density") }
        let description = chart.accessibilityDescription
        #expect(description.contains("olume renderings of Density: 8×6×5 nodes, values"), "\(description)")
        #expect(description.contains("spanning x 0 to 7"), "\(description)")
    }

    @Test func smallChartSnapshot() throws {
        let volume = try Self.blob()
        let chart = Chart3D { VolumePlot(volume, x: "x", y: "y", z: "z", value: "Density") }
            .frame(width: 320, height: 300)
        if let failure = try TextSnapshot.check(try chart.lowered().textDescription, named: "volume-plot-blob") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}

/// Drawn volumes: occlusion by the chart's own opaque content, goldens, CLI and vector output.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct VolumePlotRenderTests {
    /// An opaque isosurface inside the volume: the dense volume around it hides it, and it shows
    /// when the volume is clear (composited in depth, not drawn over the volume).
    @Test func opaqueMarksInsideTheVolumeAreComposedInDepth() throws {
        let volume = try VolumePlotTests.blob()
        func image(density: Double) throws -> RGBAImage {
            let chart = Chart3D {
                VolumePlot(volume, x: "x", y: "y", z: "z", value: "Density").opacity(.constant(1)).density(density)
                IsosurfacePlot(volume, x: "x", y: "y", z: "z", value: "Density", levels: [0.7])
                    .foregroundStyle(Color(red: 1, green: 0, blue: 0))
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.blue, .blue]))
            .frame(width: 480, height: 480)
            return try ImageRenderer(content: chart).renderImage()
        }
        let clear = try image(density: 0)
        let dense = try image(density: 200)
        func reds(_ image: RGBAImage) -> Int {
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let p = image[x, y]
                    if p.r > 200 && p.g < 60 && p.b < 60 { count += 1 }
                }
            }
            return count
        }
        #expect(reds(clear) > 200)
        #expect(reds(dense) == 0)
    }

    @Test(arguments: ["brain-volume", "volcano-volume"])
    func exampleMatchesItsGolden(name: String) throws {
        let example = try #require(Example.named(name))
        guard case .chart3D(let chart) = try example.build() else {
            Issue.record("\(name) is not a 3D chart")
            return
        }
        let result = try GoldenImage.check(try ImageRenderer(content: chart).renderImage(), named: "example-\(name)")
        if case .skipped(let reason) = result { print(reason) }
    }

    /// PDF output keeps the volume: the 3D raster under the vector axes is not blank where the
    /// brain is.
    @Test func vectorOutputEmbedsTheVolume() throws {
        let chart = try Examples.brainVolumeRendering().frame(width: 640, height: 560)
        let scene = try chart.renderScene(scale: 1)
        let requests = VectorRenderer.rasterRequests(for: scene, factor: 1)
        #expect(requests.count == 1)
        let request = try #require(requests.first)
        #expect(request.scene.primitives.contains { if case .volume = $0 { true } else { false } })
        let raster = try HeadlessRenderer().render(request.scene)
        let covered = stride(from: 0, to: raster.pixels.count, by: 4).filter { raster.pixels[$0 + 3] > 20 }.count
        #expect(covered > raster.width * raster.height / 20)
        let pdf = try ImageRenderer(content: chart).pdfData()
        #expect(pdf.count > 10_000)
    }
}
