// swift-tools-version:6.0
import PackageDescription

// MARK: - System libraries (layer 0: module map + shim header only)

let systemLibraries: [Target] = [
    .systemLibrary(name: "CGL", path: "Sources/CGL", pkgConfig: "opengl", providers: [.apt(["libgl-dev"])]),
    .systemLibrary(name: "CEGL", path: "Sources/CEGL", pkgConfig: "egl", providers: [.apt(["libegl-dev"])]),
    .systemLibrary(name: "CGLFW", path: "Sources/CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
    .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    .systemLibrary(
        name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .systemLibrary(
        name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig",
        providers: [.apt(["libfontconfig-dev"])]),
    .systemLibrary(
        name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
    .systemLibrary(name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
        name: "CNetCDF", path: "Sources/CNetCDF", pkgConfig: "netcdf", providers: [.apt(["libnetcdf-dev"])]),
    .systemLibrary(name: "CHDF5", path: "Sources/CHDF5", pkgConfig: "hdf5", providers: [.apt(["libhdf5-dev"])]),
]

// MARK: - Swift modules, bottom layer first

let modules: [Target] = [
    .target(name: "ChartMath"),
    .target(name: "ChartText", dependencies: ["CFreeType", "CFontconfig", "CHarfBuzz"]),
    .target(name: "ChartImage", dependencies: ["CPNG"]),
    .target(name: "ChartData"),
    .target(name: "ChartExpression"),
    .target(name: "ChartFiles", dependencies: ["CNetCDF", "CHDF5", "ChartMath", "ChartData"]),
    .target(name: "ChartScene", dependencies: ["ChartMath"]),
    .target(name: "ChartCamera", dependencies: ["ChartMath"]),
    .target(name: "ChartCore", dependencies: ["ChartMath", "ChartCamera", "ChartScene", "ChartText"]),
    .target(name: "ChartRender", dependencies: ["CGL", "ChartMath", "ChartScene", "ChartText", "ChartImage"]),
    .target(name: "ChartExport", dependencies: ["CEGL", "CGL", "ChartRender", "ChartScene", "ChartImage"]),
    .target(name: "ChartVector", dependencies: ["CCairo", "ChartMath", "ChartScene", "ChartText", "ChartImage"]),
    .target(
        name: "ChartViewer",
        dependencies: ["CGLFW", "CGL", "ChartRender", "ChartScene", "ChartCamera", "ChartMath", "ChartImage"]),
    .target(
        name: "OpenCharts",
        dependencies: [
            "ChartMath", "ChartCamera", "ChartScene", "ChartCore", "ChartText", "ChartImage", "ChartData",
            "ChartRender", "ChartExport", "ChartViewer", "ChartVector", "ChartFiles",
        ]),
    .target(name: "ChartTestSupport", dependencies: ["ChartImage", "ChartExport"]),
    .target(name: "ChartGallery", dependencies: ["OpenCharts", "ChartData"]),
    .target(name: "SeedExamples", dependencies: ["OpenCharts"]),
    .executableTarget(
        name: "opencharts", dependencies: ["OpenCharts", "ChartGallery", "ChartData", "ChartExpression"]),
    .executableTarget(
        name: "opencharts-benchmarks",
        dependencies: [
            "OpenCharts", "ChartMath", "ChartViewer", "ChartData", "ChartExport", "ChartGallery",
        ],
        path: "Benchmarks/Sources/opencharts-benchmarks"),
]

// MARK: - Tests

let tests: [Target] = [
    .testTarget(name: "ChartTextTests", dependencies: ["ChartText"]),
    .testTarget(name: "ChartImageTests", dependencies: ["ChartImage"]),
    .testTarget(name: "ChartMathTests", dependencies: ["ChartMath"]),
    .testTarget(
        name: "ChartRenderTests",
        dependencies: ["ChartRender", "ChartExport", "ChartScene", "ChartImage", "ChartMath", "ChartTestSupport"]),
    .testTarget(name: "ChartCameraTests", dependencies: ["ChartCamera", "ChartMath"]),
    .testTarget(
        name: "ChartCoreTests",
        dependencies: ["ChartCore", "ChartScene", "ChartMath", "ChartCamera", "ChartTestSupport"]),
    .testTarget(name: "HygieneTests"),
    .testTarget(
        name: "OpenChartsTests",
        dependencies: [
            "OpenCharts", "ChartCore", "ChartData", "ChartImage", "ChartGallery", "SeedExamples", "opencharts",
            "ChartExport", "ChartTestSupport", "ChartVector",
        ]),
    .testTarget(name: "ChartDataTests", dependencies: ["ChartData"]),
    .testTarget(name: "ChartExpressionTests", dependencies: ["ChartExpression"]),
    .testTarget(name: "ChartFilesTests", dependencies: ["ChartFiles", "CNetCDF", "CHDF5", "ChartData", "ChartMath"]),
    .testTarget(
        name: "ChartViewerTests",
        dependencies: [
            "ChartViewer", "ChartCamera", "ChartScene", "CGLFW", "OpenCharts", "ChartGallery", "ChartExport",
            "ChartImage",
        ]),
]

let package = Package(
    name: "OpenCharts",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "OpenCharts", targets: ["OpenCharts"]),
        .executable(name: "opencharts", targets: ["opencharts"]),
    ],
    targets: systemLibraries + modules + tests,
    swiftLanguageModes: [.v6]
)
