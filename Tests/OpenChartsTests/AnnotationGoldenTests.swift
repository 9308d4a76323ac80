import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of annotations as the seeds write them: values on bars, a labelled target rule,
/// a tooltip with a material background, Cyrillic text with a currency format.
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct AnnotationGoldenTests {
    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    struct StoreSales {
        let store: String
        let sales: Double
    }

    static let stores = [
        StoreSales(store: "Berlin", sales: 12_400), StoreSales(store: "Paris", sales: 9_800),
        StoreSales(store: "Madrid", sales: 15_100), StoreSales(store: "Rome", sales: 7_300),
    ]

    @Test func valuesOnTopOfBars() throws {
        try check(
            Chart(Self.stores, id: \.store) { row in
                BarMark(x: .value("Store", row.store), y: .value("Sales", row.sales))
                    .annotation(position: .top) {
                        Text(row.sales, format: .currency(code: "EUR").precision(.fractionLength(0)))
                            .font(.caption2)
                    }
            },
            "annotation-values-on-bars")
    }

    @Test func tooltipWithMaterialBackground() throws {
        let prices: [(Int, Double)] = [(1, 101), (2, 104), (3, 99), (4, 108), (5, 112), (6, 107), (7, 115)]
        let selected = prices[4]
        try check(
            Chart {
                ForEach(prices, id: \.0) { p in
                    LineMark(x: .value("Day", p.0), y: .value("Price", p.1))
                }
                RuleMark(x: .value("Day", selected.0))
                    .foregroundStyle(Color.gray.opacity(0.3))
                    .annotation(position: .top, spacing: 0) {
                        VStack(alignment: .leading) {
                            Text("Day \(selected.0)")
                            Text(selected.1, format: .currency(code: "RUB"))
                                .font(.headline)
                        }
                        .padding(8)
                        .background(.regularMaterial, in: .rect(cornerRadius: 8))
                    }
            }
            .chartYScale(domain: 90...120),
            "annotation-tooltip-material")
    }
}
