// swift-tools-version:6.0
import PackageDescription

// A user's package with a mark type of its own: error bars with caps, written against the public
// `ChartMark` protocol. It depends on the OpenCharts product only, through a path dependency on this
// repository (`name:` makes the package name independent of the folder the repository was cloned into).
let package = Package(
    name: "CustomMark",
    dependencies: [.package(name: "OpenCharts", path: "../..")],
    targets: [
        .executableTarget(name: "CustomMark", dependencies: [.product(name: "OpenCharts", package: "OpenCharts")])
    ],
    swiftLanguageModes: [.v6]
)
