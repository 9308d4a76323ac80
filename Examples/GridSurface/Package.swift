// swift-tools-version:6.0
import PackageDescription

// A user's package: a surface and a heat map from a grid of measurements. It depends on the OpenCharts
// product only, through a path dependency on this repository.
let package = Package(
    name: "GridSurface",
    dependencies: [.package(name: "OpenCharts", path: "../..")],
    targets: [
        .executableTarget(name: "GridSurface", dependencies: [.product(name: "OpenCharts", package: "OpenCharts")])
    ],
    swiftLanguageModes: [.v6]
)
