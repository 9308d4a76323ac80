import ChartExport
import ChartGallery
import ChartTestSupport
import Foundation
import OpenCharts
import Testing

/// Golden images of the dark appearance: system colours adapt, labels and grid stay readable. (The
/// seed's dark bar chart with a style scale is `seed-spending-style-scale-dark`.)
@Suite(.enabled(if: HeadlessRenderer.isAvailable, "no EGL display: \(HeadlessRenderer.unavailableReason ?? "")"))
struct ThemeGoldenTests {
    struct Spending {
        let period: String
        let kind: String
        let amount: Double
    }

    static let spending: [Spending] = [
        Spending(period: "Jan", kind: "Food", amount: 420), Spending(period: "Jan", kind: "Travel", amount: 180),
        Spending(period: "Jan", kind: "Home", amount: 900), Spending(period: "Feb", kind: "Food", amount: 380),
        Spending(period: "Feb", kind: "Travel", amount: 640), Spending(period: "Feb", kind: "Home", amount: 900),
        Spending(period: "Mar", kind: "Food", amount: 450), Spending(period: "Mar", kind: "Travel", amount: 90),
        Spending(period: "Mar", kind: "Home", amount: 950),
    ]

    @Test func darkPenguins3D() throws {
        let image = try ImageRenderer(content: try Examples.penguins().preferredColorScheme(.dark)).renderImage()
        try GoldenImage.check(image, named: "theme-dark-penguins-3d")
    }

    @Test func lightIsTheDefault() throws {
        let chart = Examples.cosine()
        #expect(try chart.lowered() == chart.preferredColorScheme(.light).lowered())
        #expect(try chart.lowered() != chart.preferredColorScheme(.dark).lowered())
    }
}
