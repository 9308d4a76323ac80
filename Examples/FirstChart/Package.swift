// swift-tools-version:6.0
import PackageDescription

// A user's package: the README's first chart. It depends on the OpenCharts product only, through a
// path dependency on this repository (`name:` makes the package name independent of the folder the
// repository was cloned into).
let package = Package(
    name: "FirstChart",
    dependencies: [.package(name: "OpenCharts", path: "../..")],
    targets: [
        .executableTarget(name: "FirstChart", dependencies: [.product(name: "OpenCharts", package: "OpenCharts")])
    ],
    swiftLanguageModes: [.v6]
)
