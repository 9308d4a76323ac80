import ChartExport
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of pie and donut charts: a pie of four categories and the seed's golden-ratio
/// donut (inner radius 0.618 of the outer, 1.5 pt gaps, 5 pt corners).
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct SectorGoldenTests {
    struct Holding {
        let asset: String
        let value: Double
    }

    static let holdings = [
        Holding(asset: "Stocks", value: 52_000), Holding(asset: "Bonds", value: 23_000),
        Holding(asset: "Cash", value: 12_000), Holding(asset: "Gold", value: 8_000),
        Holding(asset: "Other", value: 5_000),
    ]

    func check(_ chart: Chart, _ name: String) throws {
        let image = try ImageRenderer(content: chart).renderImage()
        let result = try GoldenImage.check(image, named: name)
        if case .skipped(let reason) = result { print(reason) }
    }

    @Test func pieOfFourCategories() throws {
        let votes: [(party: String, votes: Double)] = [("Green", 18), ("Blue", 34), ("Red", 29), ("Gold", 19)]
        try check(
            Chart {
                SectorPlot(votes, angle: .value("Votes", \.votes))
                    .foregroundStyle(by: .value("Party", \.party))
            }
            .frame(width: 360, height: 320),
            "sector-pie-four-categories")
    }

    /// The seed's donut, without the label in the hole (with it: `background-donut-total-in-hole`).
    @Test func goldenRatioDonut() throws {
        try check(
            Chart(Self.holdings, id: \.asset) { holding in
                SectorMark(angle: .value("Value", holding.value), innerRadius: .ratio(0.618), angularInset: 1.5)
                    .cornerRadius(5)
                    .foregroundStyle(by: .value("Asset", holding.asset))
            }
            .frame(width: 360, height: 320),
            "sector-donut-golden-ratio")
    }
}
