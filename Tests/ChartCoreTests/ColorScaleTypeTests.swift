import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// `.chartForegroundStyleScale(…, type:)`: the colour a value takes, checked against the gradient at
/// the fraction its transform gives, and the refusals on a log scale.
@Suite struct ColorScaleTypeTests {
    static func points(_ values: [Double]) -> Chart {
        Chart(values.indices, id: \.self) { i in
            PointMark(x: .value("x", Double(i)), y: .value("y", 1.0)).foregroundStyle(by: .value("Count", values[i]))
        }
    }

    /// The colours of the scene's points, in drawing order.
    static func pointColors(_ chart: Chart) throws -> [RGBA] {
        let scene = try chart.renderScene(scale: 1)
        return scene.primitives.flatMap { p -> [RGBA] in
            if case .points(let b) = p { return b.colors }
            return []
        }
    }

    static func texts(_ chart: Chart) throws -> [String] {
        try chart.renderScene(scale: 1).primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
    }

    @Test func aLogScaleColoursDecadesEvenlyAlongTheGradient() throws {
        let chart = Self.points([1, 10, 100, 1000]).chartForegroundStyleScale(range: .viridis, type: .log)
        let colors = try Self.pointColors(chart)
        let map = Gradient.viridis.colorMap
        let fractions: [Double] = [0, 1.0 / 3, 2.0 / 3, 1]
        let expected = fractions.map { map.color(at: Float($0)) }
        #expect(colors == expected)
        // On the default linear scale 10 sits at 9/999 of the way, not a third.
        let linear = try Self.pointColors(Self.points([1, 10, 100, 1000]).chartForegroundStyleScale(range: .viridis))
        #expect(linear[1] == map.color(at: Float(9.0 / 999)))
    }

    @Test func aSymmetricLogScaleCentresZero() throws {
        let chart = Self.points([-1000, -10, 0, 10, 1000]).chartForegroundStyleScale(
            range: Gradient(colorMap: .named(.coolwarm)), type: .symmetricLog(linearThreshold: 10))
        let colors = try Self.pointColors(chart)
        let map = ColorMap.named(.coolwarm)
        let t10: Double = 0.5 + 0.5 * log10(2.0) / log10(101.0)
        let fractions: [Double] = [0, 1 - t10, 0.5, t10, 1]
        let expected = fractions.map { map.color(at: Float($0)) }
        #expect(colors == expected)
    }

    @Test func theColourBarOfALogScaleLabelsDecades() throws {
        let chart = Self.points([1, 10, 100, 1000]).chartForegroundStyleScale(type: .log)
        let texts = try Self.texts(chart)
        for label in ["1", "10", "100", "1000"] { #expect(texts.contains(label), "\(texts)") }
        // A linear bar over 1…1000 labels 250, 500, 750, 1000 (the linear ticks), not 10.
        let linear = try Self.texts(Self.points([1, 10, 100, 1000]))
        #expect(!linear.contains("10") && linear.contains("500"), "\(linear)")
    }

    @Test func aValueAtOrBelowZeroOnALogScaleThrows() throws {
        let chart = Self.points([0, 5, 50]).chartForegroundStyleScale(range: .viridis, type: .log)
        #expect {
            try chart.renderScene(scale: 1)
        } throws: { error in
            guard case .valueOutsideColorScale(let label, let value, let count, _) = error as? ChartError else {
                return false
            }
            return label == "Count" && value == 0 && count == 1
        }
        let domain = Self.points([1, 5]).chartForegroundStyleScale(domain: -1...10, range: .viridis, type: .log)
        #expect(throws: ChartError.self) { try domain.renderScene(scale: 1) }
    }

    @Test func aHistogramOnALogScaleNeedsItsEmptyBinsHidden() throws {
        // Counts 1, 10 and 100 in three cells of a 2 × 2 grid, one empty.
        let x =
            [Double](repeating: 0.5, count: 1) + [Double](repeating: 1.5, count: 10)
            + [Double](repeating: 0.5, count: 100)
        let y = [Double](repeating: 0.5, count: 11) + [Double](repeating: 1.5, count: 100)
        let plot = Histogram2DPlot(
            x: x, y: y, xLabel: "x", yLabel: "y", value: nil, xBins: NumberBins(thresholds: [0, 1, 2]),
            yBins: NumberBins(thresholds: [0, 1, 2]), statistic: .count)
        #expect(throws: ChartError.self) {
            try Chart { plot }.chartForegroundStyleScale(type: .log).renderScene(scale: 1)
        }
        let hidden = Chart { plot.hidingEmptyBins() }.chartForegroundStyleScale(type: .log)
        let scene = try hidden.renderScene(scale: 1)
        // The cells: one-colour quads (the colour bar's gradient is one mesh of 65 steps).
        let map = Categories.defaultContinuousMap
        let viridis = Set((0...1000).map { map.color(at: Float($0) / 1000) })
        let cellColors = scene.primitives.compactMap { p -> RGBA? in
            guard case .mesh(let m) = p, m.positions.count == 4, m.colors.count == 1 else { return nil }
            return m.colors[0]
        }
        let fractions: [Double] = [0, 0.5, 1]
        let expected = fractions.map { map.color(at: Float($0)) }
        #expect(Set(cellColors.filter(viridis.contains)) == Set(expected), "\(cellColors)")
    }
}
