import Foundation
import Testing

/// Every `import` in a target's sources names a module that the target declares in `Package.swift`
/// (directly), or a module of the platform.
///
/// Inside this repository a missing dependency can go unnoticed: another target that declares the
/// module makes SwiftPM build it, and the compiler finds it in the shared modules folder. A user's
/// package that depends on the `OpenCharts` product builds only what the product's targets declare,
/// so there the same import fails with "no such module" (as `@_exported import ChartData` in the
/// umbrella did while the `OpenCharts` target did not declare `ChartData`).
@Suite struct DeclaredDependencyTests {
    /// Modules of the toolchain and the platform, which no target declares. The test frameworks count
    /// for test targets only.
    static let platformModules: Set<String> = ImportHygieneTests.universalImports.union(["PackageDescription"])
    static let testFrameworks: Set<String> = ["Testing", "XCTest"]

    /// One import that its target does not declare.
    struct UndeclaredImport: Equatable, CustomStringConvertible {
        var target: String
        var module: String
        var file: String
        var line: Int

        var description: String {
            "\(file):\(line): \(target) imports \(module), which Package.swift does not list in its dependencies"
        }
    }

    /// The imports of `target` that are neither among its dependencies nor platform modules.
    static func undeclaredImports(of target: ManifestTarget, files: [(path: String, source: String)])
        -> [UndeclaredImport]
    {
        var allowed = platformModules.union(target.dependencies)
        allowed.insert(target.name)
        if target.kind == "testTarget" { allowed.formUnion(testFrameworks) }
        return files.flatMap { file in
            SwiftImportScanner.imports(in: file.source).filter { !allowed.contains($0.module) }.map {
                UndeclaredImport(target: target.name, module: $0.module, file: file.path, line: $0.line)
            }
        }
    }

    /// The targets of the package's own manifest whose sources are Swift files.
    static let sourceTargets: [ManifestTarget] = {
        let url = SourceTree.root.appending(path: "Package.swift")
        let manifest = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return PackageManifestScanner.targets(in: manifest).filter {
            ["target", "executableTarget", "testTarget"].contains($0.kind)
        }
    }()

    @Test func theManifestHasSourceTargets() {
        #expect(Self.sourceTargets.count > 10, "found only \(Self.sourceTargets.count) source targets in Package.swift")
    }

    @Test(arguments: sourceTargets.map(\.name))
    func everyImportIsADeclaredDependency(targetName: String) throws {
        let target = try #require(Self.sourceTargets.first { $0.name == targetName })
        let files = try SourceTree.swiftFiles(inFolder: target.sourceFolder, module: target.name)
        #expect(!files.isEmpty, "\(target.name): no Swift files in \(target.sourceFolder)")
        let sources = try files.map { (path: $0.relativePath, source: try String(contentsOf: $0.url, encoding: .utf8)) }
        for undeclared in Self.undeclaredImports(of: target, files: sources) {
            let file = try #require(files.first { $0.relativePath == undeclared.file })
            Issue.record(
                "\(undeclared) (add \"\(undeclared.module)\" to the target's dependencies)",
                sourceLocation: file.sourceLocation(line: undeclared.line))
        }
    }

    /// The manifest as it was when `import OpenCharts` failed in every user's package: the umbrella
    /// re-exported ChartData without declaring it. The check must catch exactly that.
    @Test func theCheckCatchesTheUmbrellaThatDidNotDeclareChartData() throws {
        let manifest = """
            let modules: [Target] = [
                .target(name: "ChartData"),
                .target(
                    name: "OpenCharts",
                    dependencies: [
                        "ChartMath", "ChartCamera", "ChartScene", "ChartCore", "ChartText", "ChartImage", "ChartRender",
                        "ChartExport", "ChartViewer",
                    ]),
                .executableTarget(
                    name: "opencharts-benchmarks", dependencies: ["OpenCharts"],
                    path: "Benchmarks/Sources/opencharts-benchmarks"),
            ]
            """
        let targets = PackageManifestScanner.targets(in: manifest)
        let umbrella = try #require(targets.first { $0.name == "OpenCharts" })
        let exports = """
            @_exported import ChartCamera
            @_exported import ChartCore
            @_exported import ChartData
            @_exported import Foundation
            """
        #expect(
            Self.undeclaredImports(of: umbrella, files: [("Sources/OpenCharts/Exports.swift", exports)]) == [
                UndeclaredImport(
                    target: "OpenCharts", module: "ChartData", file: "Sources/OpenCharts/Exports.swift", line: 3)
            ])
        #expect(
            targets.map(\.sourceFolder) == [
                "Sources/ChartData", "Sources/OpenCharts", "Benchmarks/Sources/opencharts-benchmarks",
            ])
    }

    @Test func testTargetsMayImportTheTestFrameworksOnly() {
        let library = ManifestTarget(kind: "target", name: "ChartMath", dependencies: [])
        let tests = ManifestTarget(kind: "testTarget", name: "ChartMathTests", dependencies: ["ChartMath"])
        let source = "import Testing\nimport ChartMath\n"
        #expect(Self.undeclaredImports(of: tests, files: [("a.swift", source)]).isEmpty)
        #expect(Self.undeclaredImports(of: library, files: [("a.swift", source)]).map(\.module) == ["Testing"])
    }
}
