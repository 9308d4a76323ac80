import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of gradient fills and strokes, materials and masks: bars with per-mark and
/// plot-aligned gradients, and a rectangle masked by a curved area. (The seeds' gradient and mask
/// charts are in `SeedExampleGoldenTests`.)
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct GradientMaskGoldenTests {
    func check(_ chart: Chart, _ name: String, scale: Double = 1) throws {
        let renderer = ImageRenderer(content: chart)
        renderer.scale = scale
        let result = try GoldenImage.check(try renderer.renderImage(), named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    struct Bar {
        let name: String
        let value: Double
    }

    static let perMark = [Bar(name: "A", value: 3), Bar(name: "B", value: 7), Bar(name: "C", value: 10)]
    static let aligned = [Bar(name: "D", value: 3), Bar(name: "E", value: 7), Bar(name: "F", value: 10)]

    /// Bars A–C: each bar has the whole gradient (blue at its foot, red at its top). Bars D–F are
    /// aligned with the plot area: a short bar shows only the blue end of it.
    @Test func barsGradientPerMarkAndAlignedWithPlotArea() throws {
        let gradient = LinearGradient(colors: [.blue, .purple, .red], startPoint: .bottom, endPoint: .top)
        try check(
            Chart {
                ForEach(Self.perMark, id: \.name) { bar in
                    BarMark(x: .value("Bar", bar.name), y: .value("Value", bar.value))
                        .foregroundStyle(gradient)
                }
                ForEach(Self.aligned, id: \.name) { bar in
                    BarMark(x: .value("Bar", bar.name), y: .value("Value", bar.value))
                        .foregroundStyle(gradient)
                        .alignsMarkStylesWithPlotArea()
                }
            }
            .chartYScale(domain: 0...10),
            "bars-gradient-fill")
    }

    /// A rectangle over the whole plot, in orange, drawn only under a cardinal curve (the mask);
    /// the curve itself is not drawn. A materials row of points sits above it.
    @Test func rectangleMaskedByCurvedArea() throws {
        let xs = Array(0...8)
        let ys = [1.0, 4, 2, 7, 5, 8, 3, 6, 2]
        try check(
            Chart {
                RectangleMark(xStart: .value("x", 0), xEnd: .value("x", 8))
                    .foregroundStyle(.orange)
                    .mask {
                        ForEach(xs, id: \.self) { i in
                            AreaMark(
                                x: .value("x", i), y: .value("y", ys[i]), series: .value("", "m"), stacking: .unstacked
                            )
                            .interpolationMethod(.cardinal)
                        }
                    }
                ForEach(xs, id: \.self) { i in
                    LineMark(x: .value("x", i), y: .value("y", ys[i]))
                        .interpolationMethod(.cardinal)
                        .foregroundStyle(.gray)
                        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                }
                RectangleMark(
                    xStart: .value("x", 0), xEnd: .value("x", 8), yStart: .value("y", 8.5), yEnd: .value("y", 10)
                )
                .foregroundStyle(.indigo)
                PointMark(x: .value("x", 1), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.ultraThinMaterial)
                PointMark(x: .value("x", 2.5), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.thinMaterial)
                PointMark(x: .value("x", 4), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.regularMaterial)
                PointMark(x: .value("x", 5.5), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.thickMaterial)
                PointMark(x: .value("x", 7), y: .value("y", 9.25)).symbolSize(CGSize(width: 18, height: 18))
                    .foregroundStyle(.ultraThickMaterial)
            }
            .chartYScale(domain: 0...10),
            "mask-rectangle-under-cardinal-curve")
    }
}
