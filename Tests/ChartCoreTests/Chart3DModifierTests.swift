import ChartCamera
import ChartMath
import ChartScene
import Foundation
import Testing

@testable import ChartCore

/// Every axis and scale modifier a `Chart3D` accepts changes the lowered scene or warns: none is
/// silently ignored. (2D-only modifiers — axis styles, plot style, scrolling, legend placement —
/// are not members of `Chart3D` and so are refused at compile time.)
@Suite struct Chart3DModifierTests {
    /// Points from 105 to 150 on x and z and 210 to 300 on y (positive, so every scale type applies;
    /// away from zero, so `includesZero` matters; unequal spans, so equal aspect matters).
    static let base = Chart3D {
        ForEach([105.0, 112, 120, 133, 150], id: \.self) { v in
            PointMark(x: .value("x", v), y: .value("y", 2 * v), z: .value("z", 255 - v))
                .symbol(.cube)
        }
    }

    static let modified: [(String, @Sendable (Chart3D) -> Chart3D)] = [
        ("chartXScale(type: .log)", { $0.chartXScale(type: .log) }),
        ("chartYScale(type: .squareRoot)", { $0.chartYScale(type: .squareRoot) }),
        ("chartZScale(type: .power(exponent: 2))", { $0.chartZScale(type: .power(exponent: 2)) }),
        ("chartXScale(type: .symmetricLog)", { $0.chartXScale(type: .symmetricLog) }),
        ("chartXScale(domain: .automatic(reversed: true))", { $0.chartXScale(domain: .automatic(reversed: true)) }),
        ("chartYScale(domain: .automatic(reversed: true))", { $0.chartYScale(domain: .automatic(reversed: true)) }),
        ("chartZScale(domain: .automatic(reversed: true))", { $0.chartZScale(domain: .automatic(reversed: true)) }),
        (
            "chartXScale(domain: .automatic(includesZero: true))",
            {
                $0.chartXScale(domain: .automatic(includesZero: true))
            }
        ),
        (
            "chartYScale(domain: .automatic(includesZero: true))",
            {
                $0.chartYScale(domain: .automatic(includesZero: true))
            }
        ),
        (
            "chartZScale(domain: .automatic(includesZero: true))",
            {
                $0.chartZScale(domain: .automatic(includesZero: true))
            }
        ),
        ("chartXScale(domain: .automatic, type: .log)", { $0.chartXScale(domain: .automatic, type: .log) }),
        ("chartZScale(domain: .automatic, type: .log)", { $0.chartZScale(domain: .automatic, type: .log) }),
        ("chartXScale(domain:)", { $0.chartXScale(domain: 0...60) }),
        ("chartYScale(domain:)", { $0.chartYScale(domain: 0...60) }),
        ("chartZScale(domain:)", { $0.chartZScale(domain: 0...60) }),
        ("chartXScale(domain:type:)", { $0.chartXScale(domain: 1...100, type: .log) }),
        ("chartYScale(domain:type:)", { $0.chartYScale(domain: 1...100, type: .log) }),
        ("chartZScale(domain:type:)", { $0.chartZScale(domain: 1...100, type: .log) }),
        ("chartXScale(domain:range:)", { $0.chartXScale(domain: 0...60, range: -0.3...0.3) }),
        ("chartYScale(domain:range:type:)", { $0.chartYScale(domain: 1...100, range: -0.3...0.3, type: .log) }),
        ("chartZScale(domain:range:type:)", { $0.chartZScale(domain: 1...100, range: -0.3...0.3, type: .log) }),
        ("chartXScale(range:)", { $0.chartXScale(range: -0.2...0.2) }),
        ("chartYScale(range:type:)", { $0.chartYScale(range: -0.5...0.5, type: .log) }),
        ("chartZScale(range:)", { $0.chartZScale(range: -0.2...0.2) }),
        ("chartXScale(range: .plotDimension)", { $0.chartXScale(range: .plotDimension(padding: 10)) }),
        ("chartYScale(range: .plotDimension)", { $0.chartYScale(range: .plotDimension(startPadding: 4)) }),
        ("chartXAxis(.hidden)", { $0.chartXAxis(.hidden) }),
        ("chartYAxis(.hidden)", { $0.chartYAxis(.hidden) }),
        ("chartZAxis(.hidden)", { $0.chartZAxis(.hidden) }),
        ("chartXAxis { AxisMarks(values:) }", { $0.chartXAxis { AxisMarks(values: [10, 30]) } }),
        ("chartYAxis { AxisMarks(values: .stride) }", { $0.chartYAxis { AxisMarks(values: .stride(by: 4)) } }),
        (
            "chartZAxis { AxisMarks(values: .automatic(desiredCount:)) }",
            {
                $0.chartZAxis { AxisMarks(values: .automatic(desiredCount: 2)) }
            }
        ),
        ("chartXAxis { AxisMarks { AxisTick() } }", { $0.chartXAxis { AxisMarks { AxisTick(length: 9) } } }),
        (
            "chartYAxis { AxisMarks { AxisGridLine(stroke:) } }",
            {
                $0.chartYAxis { AxisMarks { AxisGridLine(stroke: StrokeStyle(lineWidth: 3)) } }
            }
        ),
        (
            "chartZAxis { AxisMarks(format:) }",
            {
                $0.chartZAxis {
                    AxisMarks(format: FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)))
                }
            }
        ),
        ("AxisMarks(position: .trailing)", { $0.chartYAxis { AxisMarks(position: .trailing) } }),
        ("AxisMarks(preset: .inset)", { $0.chartXAxis { AxisMarks(preset: .inset) } }),
        ("AxisMarks(preset: .extended)", { $0.chartXAxis { AxisMarks(preset: .extended, values: [20]) } }),
        ("chartXAxisLabel", { $0.chartXAxisLabel("Speed") }),
        ("chartYAxisLabel", { $0.chartYAxisLabel("Height") }),
        ("chartZAxisLabel", { $0.chartZAxisLabel("Depth") }),
        ("chartZAxisLabel(alignment:)", { $0.chartZAxisLabel("z", alignment: .trailing) }),
        ("chartZAxisLabel(spacing:)", { $0.chartZAxisLabel("z", spacing: 40) }),
        ("chartZAxisLabel(position:)", { $0.chartZAxisLabel("z", position: .top) }),
        ("chartXAxisLabel(alignment:)", { $0.chartXAxisLabel("x", alignment: .trailing) }),
        ("chartXAxisLabel(spacing:)", { $0.chartXAxisLabel("x", spacing: 40) }),
        ("chartXAxisLabel(position:)", { $0.chartXAxisLabel("x", position: .top) }),
        ("chartYAxisLabel(alignment:)", { $0.chartYAxisLabel("y", alignment: .leading) }),
        ("chartYAxisLabel(position:)", { $0.chartYAxisLabel("y", position: .trailing) }),
        ("chart3DBoxAspect(.equal)", { $0.chart3DBoxAspect(.equal) }),
        ("chart3DBoxAspect(x:y:z:)", { $0.chart3DBoxAspect(x: 2, y: 1, z: 1) }),
    ]

    @Test(arguments: 0..<modified.count)
    func everyAxisAndScaleModifierChangesTheSceneOrWarns(index: Int) throws {
        let (name, modifier) = Self.modified[index]
        let before = try Self.base.lowered()
        let after = try modifier(Self.base).lowered()
        let changed = after.textDescription != before.textDescription
        let warned = after.warnings.count > before.warnings.count
        #expect(changed || warned, "\(name) changed nothing and did not warn")
        if warned {
            #expect(after.warnings.contains { if case .modifierIgnored = $0 { true } else { false } }, "\(name)")
        }
    }

    @Test func ignoredModifiersSayWhatToUseInstead() throws {
        let warnings = try Self.base.chartXScale(range: .plotDimension(padding: 10)).lowered().warnings
        #expect(
            warnings.map(\.description).contains {
                $0.hasPrefix(".chartXScale(range: .plotDimension(…)) has no effect")
                    && $0.contains(".chartXScale(range: -0.5...0.5)")
            })
    }
}
