import Foundation
import Testing

/// Keeps the layers of ARCHITECTURE.md real: every module under `Sources/` may import only what the
/// table below allows, and only the listed modules may touch each C library.
///
/// The table is the single place that grants an import. A module that is not in it fails, so a new
/// module (or a new dependency) is added deliberately, here and in `Package.swift` together.
@Suite struct ImportHygieneTests {
    // MARK: - The table

    /// What one module may import.
    enum Allowance: Sendable {
        /// The ``universalImports`` and these modules.
        case universalAnd(Set<String>)
        /// Exactly these modules, nothing else.
        case only(Set<String>)

        func allows(_ module: String) -> Bool {
            switch self {
            case .universalAnd(let modules): universalImports.contains(module) || modules.contains(module)
            case .only(let modules): modules.contains(module)
            }
        }

        /// The modules granted beyond the universal ones (what `Package.swift` may depend on).
        var projectModules: Set<String> {
            switch self {
            case .universalAnd(let modules): modules
            case .only(let modules): modules.subtracting(universalImports)
            }
        }
    }

    /// System and standard-library modules every module may import (unless its entry says `.only`). The
    /// platform C library counts under each of its names (`Glibc` here; `Musl` and `Darwin` in the
    /// `#if canImport(…)` branches of portable code).
    static let universalImports: Set<String> = [
        "Foundation", "FoundationXML", "Dispatch", "Synchronization", "Observation", "Glibc", "Musl", "Darwin",
    ]

    /// The layer-0 system-library modules and the only modules allowed to import each.
    static let cModuleImporters: [String: Set<String>] = [
        "CGL": ["ChartRender", "ChartExport", "ChartViewer"],
        "CEGL": ["ChartExport"],
        "CGLFW": ["ChartViewer"],
        "CPNG": ["ChartImage"],
        "CFreeType": ["ChartText"],
        "CFontconfig": ["ChartText"],
        "CHarfBuzz": ["ChartText"],
        "CCairo": ["ChartVector"],
        "CNetCDF": ["ChartFiles"],
        "CHDF5": ["ChartFiles"],
    ]

    /// The library modules the umbrella `OpenCharts` re-exports (every `Chart*` library, no C module).
    static let libraryModules: Set<String> = [
        "ChartMath", "ChartText", "ChartImage", "ChartData", "ChartExpression", "ChartScene", "ChartCamera",
        "ChartCore", "ChartRender", "ChartExport", "ChartViewer", "ChartVector",
        "ChartFiles",
    ]

    /// Every Swift module under `Sources/` and what it may import, bottom layer first.
    static let allowedImports: [String: Allowance] = [
        // Layer 1
        "ChartMath": .universalAnd([]),
        "ChartText": .universalAnd(["CFreeType", "CFontconfig", "CHarfBuzz"]),
        "ChartImage": .universalAnd(["CPNG"]),
        "ChartData": .only(["Foundation"]),
        "ChartExpression": .only(["Foundation"]),
        // Layers 2–3
        "ChartScene": .universalAnd(["ChartMath"]),
        "ChartCamera": .universalAnd(["ChartMath"]),
        "ChartFiles": .universalAnd(["CNetCDF", "CHDF5", "ChartMath", "ChartData"]),
        "ChartCore": .universalAnd(["ChartMath", "ChartCamera", "ChartScene", "ChartText", "ChartData"]),
        // Layers 4–5
        "ChartRender": .universalAnd(["CGL", "ChartMath", "ChartScene", "ChartText", "ChartImage"]),
        "ChartExport": .universalAnd(["CEGL", "CGL", "ChartRender", "ChartScene", "ChartImage", "ChartMath"]),
        "ChartVector": .universalAnd(["CCairo", "ChartMath", "ChartScene", "ChartText", "ChartImage"]),
        "ChartViewer": .universalAnd([
            "CGLFW", "CGL", "ChartRender", "ChartScene", "ChartCamera", "ChartMath", "ChartImage",
        ]),
        // Layers 6–7
        "OpenCharts": .universalAnd(libraryModules),
        "ChartGallery": .universalAnd(["OpenCharts", "ChartData"]),
        "SeedExamples": .universalAnd(["OpenCharts", "Observation"]),
        "opencharts": .universalAnd(["OpenCharts", "ChartGallery", "ChartData", "ChartExpression"]),
        "opencharts-benchmarks": .universalAnd([
            "OpenCharts", "ChartMath", "ChartViewer", "ChartData", "ChartExport", "ChartGallery",
        ]),
        // Support for test targets
        "ChartTestSupport": .universalAnd(["ChartImage", "ChartExport"]),
    ]

    // MARK: - Tests

    @Test func everySourceModuleIsInTheTable() throws {
        for module in try SourceTree.swiftModules() where Self.allowedImports[module] == nil {
            Issue.record(
                """
                Sources/\(module) is not in the import table of ImportHygieneTests. Add it there with the \
                modules it may import (and to Package.swift), following the layers of ARCHITECTURE.md.
                """)
        }
    }

    @Test(arguments: allowedImports.keys.sorted())
    func importsStayWithinTheTable(module: String) throws {
        let allowance = try #require(Self.allowedImports[module])
        for file in try SourceTree.swiftFiles(of: module) {
            for declaration in try file.imports() where !allowance.allows(declaration.module) {
                Issue.record(
                    """
                    \(file.relativePath):\(declaration.line): \(module) imports \(declaration.module), which \
                    the import table does not allow; \(module) may import \(Self.describe(allowance)).
                    """,
                    sourceLocation: file.sourceLocation(line: declaration.line))
            }
        }
    }

    @Test func cModulesAreImportedOnlyByTheirOwners() throws {
        // The table itself must not hand a C library to anyone else…
        for (module, allowance) in Self.allowedImports {
            for cModule in allowance.projectModules {
                guard let owners = Self.cModuleImporters[cModule] else { continue }
                #expect(
                    owners.contains(module),
                    "the table lets \(module) import \(cModule), which only \(owners.sorted()) may import")
            }
        }
        // …and no source file may do it either, whatever its module.
        for module in try SourceTree.swiftModules() {
            for file in try SourceTree.swiftFiles(of: module) {
                for declaration in try file.imports() {
                    guard let owners = Self.cModuleImporters[declaration.module], !owners.contains(module) else {
                        continue
                    }
                    Issue.record(
                        """
                        \(file.relativePath):\(declaration.line): imports the C module \(declaration.module), \
                        which only \(owners.sorted().joined(separator: ", ")) may import.
                        """,
                        sourceLocation: file.sourceLocation(line: declaration.line))
                }
            }
        }
    }

    @Test func packageDependenciesAgreeWithTheTable() throws {
        let manifest = try String(contentsOf: SourceTree.root.appending(path: "Package.swift"), encoding: .utf8)
        let targets = PackageManifestScanner.targets(in: manifest)
        #expect(!targets.isEmpty, "found no targets in Package.swift")
        for target in targets {
            switch target.kind {
            case "systemLibrary":
                #expect(
                    Self.cModuleImporters[target.name] != nil,
                    "Package.swift declares the system library \(target.name), which the import table does not list")
            case "target", "executableTarget":
                guard let allowance = Self.allowedImports[target.name] else {
                    Issue.record("Package.swift declares \(target.name), which is not in the import table")
                    continue
                }
                for dependency in target.dependencies where !allowance.projectModules.contains(dependency) {
                    Issue.record(
                        """
                        Package.swift: \(target.name) depends on \(dependency), which the import table does not \
                        allow; \(target.name) may import \(Self.describe(allowance)).
                        """)
                }
            default:
                continue
            }
        }
    }

    @Test func theScannerFindsEveryFormOfImport() {
        let source = #"""
            import Foundation
            @testable import ChartMath
            @_exported import ChartScene
            public import ChartText
            internal import struct ChartImage.RGBAImage
            @preconcurrency package import class CGL.Thing
            @_spi(Internal) import CEGL
              import CPNG.Submodule
            #if canImport(Glibc)
                import Glibc
            #endif
            // import NotInAComment
            /// import NotInADocComment
            /* import NotInABlock
               import NotInABlockEither /* nested */
               import StillNotInABlock */
            let text = """
            import NotInAString
            """
            let importance = 1
            func imported() {}
            """#
        let modules = SwiftImportScanner.imports(in: source).map(\.module)
        #expect(
            modules == [
                "Foundation", "ChartMath", "ChartScene", "ChartText", "ChartImage", "CGL", "CEGL", "CPNG", "Glibc",
            ])
        #expect(SwiftImportScanner.imports(in: source).map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8, 10])
    }

    @Test func rawStringLiteralsEndOnlyAtTheirOwnDelimiter() {
        let source = ##"""
            let sample = #"""
                let inner = """
                import NotInARawString
                """
                import StillNotInARawString
                """#
            let regex = #/"import NotARegexEither"/#
            import ChartMath
            """##
        #expect(SwiftImportScanner.imports(in: source) == [ImportDeclaration(module: "ChartMath", line: 8)])
    }

    @Test func theManifestScannerReadsTargetsAndDependencies() {
        let manifest = """
            let targets: [Target] = [
                .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng"),
                .target(name: "ChartImage", dependencies: ["CPNG"]),
                .target(
                    name: "OpenCharts",
                    dependencies: [
                        "ChartImage", .target(name: "ChartMath"),
                        .product(name: "Collections", package: "swift-collections"),
                    ]),
                .testTarget(name: "HygieneTests"),
            ]
            """
        #expect(
            PackageManifestScanner.targets(in: manifest) == [
                ManifestTarget(kind: "systemLibrary", name: "CPNG", dependencies: [], path: "Sources/CPNG"),
                ManifestTarget(kind: "target", name: "ChartImage", dependencies: ["CPNG"]),
                ManifestTarget(
                    kind: "target", name: "OpenCharts", dependencies: ["ChartImage", "ChartMath", "Collections"]),
                ManifestTarget(kind: "testTarget", name: "HygieneTests", dependencies: []),
            ])
    }

    // MARK: - Helpers

    private static func describe(_ allowance: Allowance) -> String {
        switch allowance {
        case .universalAnd(let modules) where modules.isEmpty:
            "only \(universalImports.sorted().joined(separator: ", "))"
        case .universalAnd(let modules):
            "\(modules.sorted().joined(separator: ", ")) and \(universalImports.sorted().joined(separator: ", "))"
        case .only(let modules):
            "only \(modules.sorted().joined(separator: ", "))"
        }
    }
}
