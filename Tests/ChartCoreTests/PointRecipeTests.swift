import ChartScene
import Testing

@testable import ChartCore

/// `PointMark` as a recipe (`PointSpec`): a run of points is one batch across y labels and
/// annotations, the size scale spans the whole chart, errors and warnings keep their names.
struct PointRecipeTests {
    static func pointBatches(_ chart: Chart) throws -> [PointBatch] {
        try chart.frame(width: 200, height: 160).lowered().primitives.compactMap { p in
            guard case .points(let b) = p, b.space == .pixel else { return nil }
            return b
        }
    }

    @Test func consecutivePointsOfSeveralLabelsAndAnAnnotationAreOneBatch() throws {
        let batches = try Self.pointBatches(
            Chart {
                PointMark(x: .value("x", 0), y: .value("a", 1))
                PointMark(x: .value("x", 1), y: .value("b", 2)).annotation { Text("peak") }
                PointMark(x: .value("x", 2), y: .value("a", 1.5)).foregroundStyle(.red)
            })
        #expect(batches.count == 1)
        #expect(batches.first?.positions.count == 3)
    }

    @Test func anotherMarkBetweenPointsEndsTheRun() throws {
        let batches = try Self.pointBatches(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 1))
                RuleMark(y: .value("y", 1.5))
                PointMark(x: .value("x", 2), y: .value("y", 2))
            })
        #expect(batches.count == 2)
    }

    @Test func symbolSizeByValueSpansEveryPointOfTheChart() throws {
        // The two runs (split by a rule) share one size scale: the smallest value gets the
        // smallest area, the largest the largest, whichever run they are in.
        let batches = try Self.pointBatches(
            Chart {
                PointMark(x: .value("x", 0), y: .value("y", 1)).symbolSize(by: .value("w", 1.0))
                RuleMark(y: .value("y", 1.5))
                PointMark(x: .value("x", 2), y: .value("y", 2)).symbolSize(by: .value("w", 9.0))
            })
        let sizes = batches.flatMap(\.sizes)
        #expect(sizes.count == 2)
        #expect(sizes[0] < sizes[1])
        // Diameters go as the square root of the areas, 10 and 300 square points.
        #expect(abs(sizes[1] / sizes[0] - Float(30.0.squareRoot())) < 1e-3, "\(sizes)")
    }

    @Test func errorsNameThePointMarkAndWarningsItsSeries() throws {
        let mixed = Chart {
            PointMark(x: .value("x", 0), y: .value("y", 1))
            PointMark(x: .value("x", "a"), y: .value("y", 2))
        }
        #expect(throws: ChartError.mixedValueTypes(axis: "x", mark: "PointMark", label: "x")) {
            try mixed.lowered()
        }
        #expect(PointMark(x: .value("x", 0), y: .value("Mass", 1)).spec.markName == "PointMark \"Mass\"")
    }
}
