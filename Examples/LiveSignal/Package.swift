// swift-tools-version:6.0
import PackageDescription

// A user's package: a live chart of a measurement loop. It depends on the OpenCharts product only,
// through a path dependency on this repository.
let package = Package(
    name: "LiveSignal",
    dependencies: [.package(name: "OpenCharts", path: "../..")],
    targets: [
        .executableTarget(name: "LiveSignal", dependencies: [.product(name: "OpenCharts", package: "OpenCharts")])
    ],
    swiftLanguageModes: [.v6]
)
