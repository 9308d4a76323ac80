import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

@Suite struct InteractionTests {
    let cosine = Chart {
        LinePlot(x: "Angle", y: "Amplitude", domain: -2 * .pi...2 * .pi) { cos($0) }
    }
    .chartYScale(domain: -1.2...1.2)

    @Test func noInteractionChangesNothing() throws {
        let plain = try cosine.lowered(scale: 1)
        #expect(try cosine.interactiveScene(scale: 1, interaction: ChartInteraction()).scene == plain)
    }

    @Test func zoomNarrowsTheVisibleXDomainAboutTheCentre() throws {
        let (_, full) = try Lowering2D(chart: cosine, scale: 1).lowerWithLayout()
        let zoomed = try cosine.interactiveScene(scale: 1, interaction: ChartInteraction(zoom: 2))
        // Tick labels of the zoomed view span about half the range.
        let labels = zoomed.scene.primitives.flatMap { p -> [TextLabel] in
            if case .text(let t) = p { return t.labels.filter { $0.vertical == .top && $0.horizontal == .center } }
            return []
        }
        let values = labels.compactMap { Double($0.text.replacingOccurrences(of: "\u{2212}", with: "-")) }
        #expect(values.min()! >= -3.5 && values.max()! <= 3.5, "\(values)")
        #expect(full.x.upper - full.x.lower > 12)
    }

    @Test func hoverReadsOutTheFunctionValue() throws {
        let (_, layout) = try Lowering2D(chart: cosine, scale: 1).lowerWithLayout()
        let px = layout.x.pixel(0)
        let result = try cosine.interactiveScene(
            scale: 1, interaction: ChartInteraction(hover: SIMD2(px, Double(layout.plot.y0) + 100)))
        let x = try #require(result.selectedX)
        #expect(abs(x) < 0.05)
        let lines = try #require(result.readout)
        #expect(lines.first?.hasPrefix("Angle: ") == true)
        #expect(lines.contains { $0.hasPrefix("Amplitude: 1") || $0.hasPrefix("Amplitude: 0.99") }, "\(lines)")
    }

    @Test func hoverOutsideThePlotReadsNothing() throws {
        let result = try cosine.interactiveScene(scale: 1, interaction: ChartInteraction(hover: SIMD2(1, 1)))
        #expect(result.readout == nil && result.selectedX == nil)
    }

    let surface = Chart3D {
        SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
    }
    .chartXScale(domain: -1...1)
    .chartZScale(domain: -1...1)

    @Test func zoomAndPanMoveThe3DView() throws {
        let prepared = try surface.prepared(scale: 1)
        let plain = prepared.camera(pose: .default)
        let zoomed = prepared.camera(for: ChartInteraction(zoom: 2, pan: SIMD2(10, -5)), pose: .default)
        #expect(abs(zoomed.scale - 2 * plain.scale) < 1e-3)
        // The framed picture's centre moves by the pan.
        let a = plain.project(.zero)
        let b = zoomed.project(.zero)
        let centre = Vec2(Float(prepared.pixelWidth), Float(prepared.pixelHeight)) / 2
        let expected = centre + Vec2(10, -5) + (Vec2(a.x, a.y) - centre) * 2
        #expect((Vec2(b.x, b.y) - expected).length < 0.01)
        #expect(prepared.interactiveScene(ChartInteraction()).scene == prepared.scene(pose: .default))
    }

    @Test func hoverOverTheSurfaceReadsItsValues() throws {
        let prepared = try surface.prepared(scale: 1)
        let camera = prepared.camera(pose: .default)
        // The pixel where the surface point (x 0.5, z 0.5, y 0.25), on the side facing the viewer, appears.
        let point_w = Vec3(0.25, 0.25 / 2, 0.25)
        let pixel = camera.project(point_w)
        let result = prepared.interactiveScene(ChartInteraction(hover: SIMD2(Double(pixel.x), Double(pixel.y))))
        let lines = try #require(result.readout)
        let numbers = lines.compactMap { line in
            Double(line.split(separator: " ").last!.replacingOccurrences(of: "\u{2212}", with: "-"))
        }
        #expect(numbers.count == 3)
        // On the surface: y = x · z.
        #expect(abs(numbers[1] - numbers[0] * numbers[2]) < 0.02, "\(lines)")
        #expect(abs(numbers[0] - 0.5) < 0.05 && abs(numbers[2] - 0.5) < 0.05, "\(lines)")
    }
}
