import Foundation
import Testing

/// Every type the umbrella's public API hands out can be named after `import OpenCharts`.
///
/// The test reads the public declarations of `OpenCharts` and of every module it re-exports from
/// their symbol graph (`swift-symbolgraph-extract`, as `Scripts/docs.sh` does), and checks that each
/// type named in a declaration (parameter, result, property, conformance, superclass) belongs to a
/// module that `Sources/OpenCharts/Exports.swift` re-exports, or to the Swift standard library and
/// the platform. A type from any other module — `Viewer` from ChartViewer while only ChartCore was
/// re-exported — is one that an outside package receives but cannot write down.
@Suite struct ExportedAPITests {
    /// Modules of the toolchain whose types a user's code can name without importing anything of ours
    /// (`Foundation` is re-exported; the rest come with Swift).
    static let platformModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "Dispatch", "Observation", "Synchronization",
    ]

    /// The modules `Exports.swift` re-exports with `@_exported import`.
    static func reexportedModules() throws -> [String] {
        let url = SourceTree.root.appending(path: "Sources/OpenCharts/Exports.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        return source.matches(of: #/@_exported\s+import\s+(\w+)/#).map { String($0.output.1) }
    }

    @Test func everyTypeInThePublicAPIIsExported() throws {
        let exported = try Self.reexportedModules()
        #expect(exported.contains("ChartCore"), "Exports.swift re-exports no ChartCore: \(exported)")
        let graphs = try SymbolGraphExtractor.extract(
            module: "OpenCharts", reexporting: exported.filter { !Self.platformModules.contains($0) })
        let allowed = Self.platformModules.union(exported).union(["OpenCharts"])
        let aliased = graphs.reduce(into: Set<String>()) { $0.formUnion($1.aliasedTypes) }
        var checked = 0
        for graph in graphs {
            for reference in graph.typeReferences() where !aliased.contains(reference.usr) {
                checked += 1
                guard let module = reference.module, !allowed.contains(module) else { continue }
                Issue.record(
                    """
                    \(reference.user) names \(reference.typeName) of \(module), which `import OpenCharts` does not \
                    export: re-export \(module) in Sources/OpenCharts/Exports.swift, or keep the type out of the \
                    public API
                    """)
            }
        }
        #expect(checked > 1000, "read only \(checked) type references: the symbol graphs look incomplete")
    }

    /// The errors the documentation says a public function throws can be caught by name:
    /// `catch let error as ExportError` compiles in a package that imports OpenCharts only.
    @Test func everyDocumentedErrorCanBeNamed() throws {
        let exported = try Self.reexportedModules()
        let graphs = try SymbolGraphExtractor.extract(
            module: "OpenCharts", reexporting: exported.filter { !Self.platformModules.contains($0) })
        let declared = graphs.reduce(into: Set<String>()) { $0.formUnion($1.topLevelTypeNames) }
        let documented = graphs.flatMap { $0.documentedErrors() }
        #expect(documented.count > 10, "found only \(documented.count) documented errors")
        for (user, error) in documented where !declared.contains(error) && !Self.platformErrors.contains(error) {
            Issue.record(
                """
                the documentation of \(user) says it throws \(error), which `import OpenCharts` does not declare: \
                re-export it (a typealias in Sources/OpenCharts/Errors.swift) or correct the comment
                """)
        }
    }

    /// Errors of the standard library and Foundation that doc comments may name.
    static let platformErrors: Set<String> = ["CocoaError", "POSIXError", "DecodingError", "EncodingError"]

    @Test func modulesAreReadFromUSRs() {
        #expect(SymbolGraph.module(ofUSR: "s:11ChartViewer6ViewerC") == "ChartViewer")
        #expect(SymbolGraph.module(ofUSR: "s:9ChartCore5ChartV4SizeV") == "ChartCore")
        #expect(SymbolGraph.module(ofUSR: "s:Si") == "Swift")
        #expect(SymbolGraph.module(ofUSR: "s:SaySdG") == "Swift")
        #expect(SymbolGraph.module(ofUSR: "c:@S@GLFWwindow") == "C")
        #expect(SymbolGraph.module(ofUSR: "c:@T@GLuint") == "C")
    }
}
