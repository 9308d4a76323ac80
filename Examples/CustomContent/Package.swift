// swift-tools-version:6.0
import PackageDescription

// A user's package: chart content types of its own, composed from built-in marks as Swift Charts
// spells them. It depends on the OpenCharts product only, through a path dependency on this repository.
let package = Package(
    name: "CustomContent",
    dependencies: [.package(name: "OpenCharts", path: "../..")],
    targets: [
        .executableTarget(name: "CustomContent", dependencies: [.product(name: "OpenCharts", package: "OpenCharts")])
    ],
    swiftLanguageModes: [.v6]
)
