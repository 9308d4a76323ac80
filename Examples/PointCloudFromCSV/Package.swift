// swift-tools-version:6.0
import PackageDescription

// A user's package: a 3D point cloud read from a CSV file with CSVTable. It depends on the OpenCharts
// product only, through a path dependency on this repository.
let package = Package(
    name: "PointCloudFromCSV",
    dependencies: [.package(name: "OpenCharts", path: "../..")],
    targets: [
        .executableTarget(
            name: "PointCloudFromCSV", dependencies: [.product(name: "OpenCharts", package: "OpenCharts")])
    ],
    swiftLanguageModes: [.v6]
)
