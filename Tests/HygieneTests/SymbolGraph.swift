import Foundation

/// The parts of a symbol graph file (`swift-symbolgraph-extract` output) the API tests read.
struct SymbolGraph: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Names: Decodable { var title: String }
        struct Fragment: Decodable {
            var kind: String
            var spelling: String
            var preciseIdentifier: String?
        }
        struct Kind: Decodable { var identifier: String }
        var identifier: Identifier
        var kind: Kind
        var names: Names
        struct DocComment: Decodable {
            struct Line: Decodable { var text: String }
            var lines: [Line]
        }
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var docComment: DocComment?
    }
    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    var symbols: [Symbol]
    var relationships: [Relationship]

    /// A type named by a public declaration.
    struct TypeReference {
        /// The declaration that names it, as a dotted path (`Chart.show(title:)`).
        var user: String
        /// The type as spelled.
        var typeName: String
        /// Its module, read from its USR; nil when the USR does not say.
        var module: String?
        /// Its USR.
        var usr: String
    }

    /// The USRs of the types that a public top-level type alias names (`typealias ExportError =
    /// ChartExport.ExportError`): those can be named after `import OpenCharts` through the alias.
    var aliasedTypes: Set<String> {
        Set(
            symbols.filter { $0.kind.identifier == "swift.typealias" && $0.pathComponents.count == 1 }
                .flatMap { $0.declarationFragments ?? [] }
                .filter { $0.kind == "typeIdentifier" }
                .compactMap(\.preciseIdentifier))
    }

    /// Every type named in a declaration, and every protocol or class a type conforms to or inherits.
    func typeReferences() -> [TypeReference] {
        var result: [TypeReference] = []
        var paths: [String: String] = [:]
        for symbol in symbols {
            let user = symbol.pathComponents.joined(separator: ".")
            paths[symbol.identifier.precise] = user
            for fragment in symbol.declarationFragments ?? [] where fragment.kind == "typeIdentifier" {
                guard let usr = fragment.preciseIdentifier else { continue }
                result.append(
                    TypeReference(user: user, typeName: fragment.spelling, module: Self.module(ofUSR: usr), usr: usr))
            }
        }
        for relationship in relationships where ["conformsTo", "inheritsFrom"].contains(relationship.kind) {
            result.append(
                TypeReference(
                    user: paths[relationship.source] ?? relationship.source,
                    typeName: relationship.targetFallback ?? relationship.target,
                    module: Self.module(ofUSR: relationship.target), usr: relationship.target))
        }
        return result
    }

    /// The error types that the doc comments' `- Throws:` paragraphs name (words ending in `Error`),
    /// with the declaration that names each.
    func documentedErrors() -> [(user: String, error: String)] {
        symbols.flatMap { symbol -> [(user: String, error: String)] in
            let lines = symbol.docComment?.lines.map(\.text) ?? []
            guard let start = lines.firstIndex(where: { $0.contains("- Throws:") }) else { return [] }
            // The paragraph runs on over indented continuation lines.
            let paragraph = lines[start...].prefix { $0 == lines[start] || $0.hasPrefix("  ") }.joined(separator: " ")
            let user = symbol.pathComponents.joined(separator: ".")
            return paragraph.matches(of: #/\b([A-Z][A-Za-z]*Error)\b/#).map { (user, String($0.output.1)) }
        }
    }

    /// The names of the types and type aliases the graph declares at the top level.
    var topLevelTypeNames: Set<String> {
        Set(symbols.filter { $0.pathComponents.count == 1 }.map(\.names.title))
    }

    /// The module a Swift USR belongs to: the first length-prefixed identifier after `s:`
    /// (`s:11ChartViewer6ViewerC` → `ChartViewer`); `Swift` for the standard library's substitutions
    /// (`s:Si`, `s:Sa…`); `C` for a C declaration (`c:@S@…`).
    static func module(ofUSR usr: String) -> String? {
        if usr.hasPrefix("c:") { return "C" }
        guard usr.hasPrefix("s:") else { return nil }
        let mangled = usr.dropFirst(2)
        if mangled.first == "S" { return "Swift" }
        let digits = mangled.prefix { $0.isASCII && $0.isNumber }
        guard let length = Int(digits), length > 0 else { return nil }
        let name = mangled.dropFirst(digits.count).prefix(length)
        return name.count == length ? String(name) : nil
    }
}

/// Runs `swift-symbolgraph-extract` on a module of this build.
enum SymbolGraphExtractor {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The symbol graphs of `module` (its own file and its extension files), with the symbols of the
    /// `reexporting` modules included, as the documentation build extracts them.
    static func extract(module: String, reexporting: [String]) throws -> [SymbolGraph] {
        let modules = try modulesFolder()
        let output = FileManager.default.temporaryDirectory.appending(path: "opencharts-symbols-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = [
            "-module-name", module, "-target", "\(machine())-unknown-linux-gnu", "-I", modules.path,
            "-minimum-access-level", "public", "-skip-synthesized-members",
            "-experimental-allowed-reexported-modules=\(reexporting.joined(separator: ","))",
            "-output-dir", output.path,
        ]
        for map in try cModuleMaps() { arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"] }
        for flag in try headerSearchFlags() { arguments += ["-Xcc", flag] }
        try run(try tool("swift-symbolgraph-extract"), arguments)
        let files = try FileManager.default.contentsOfDirectory(at: output, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(".symbols.json") }
        guard !files.isEmpty else { throw Failure(description: "swift-symbolgraph-extract wrote no symbol graph") }
        return try files.map { try JSONDecoder().decode(SymbolGraph.self, from: Data(contentsOf: $0)) }
    }

    /// The build's `Modules` folder, beside the test bundle that runs this code.
    private static func modulesFolder() throws -> URL {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<3 {
            let modules = folder.appending(path: "Modules")
            if FileManager.default.fileExists(atPath: modules.appending(path: "OpenCharts.swiftmodule").path) {
                return modules
            }
            folder = folder.deletingLastPathComponent()
        }
        throw Failure(description: "no Modules/OpenCharts.swiftmodule near \(executable.path): build the package first")
    }

    /// The module maps of the package's system-library targets.
    private static func cModuleMaps() throws -> [URL] {
        let sources = SourceTree.root.appending(path: "Sources")
        return try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
            .map { $0.appending(path: "module.modulemap") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The `-I` flags of the system libraries, from pkg-config, for the `pkgConfig:` names in
    /// Package.swift (the build reads them the same way).
    private static func headerSearchFlags() throws -> [String] {
        let manifest = try String(contentsOf: SourceTree.root.appending(path: "Package.swift"), encoding: .utf8)
        let names = manifest.matches(of: #/pkgConfig:\s*"([^"]+)"/#).map { String($0.output.1) }
        let output = try run(URL(fileURLWithPath: "/usr/bin/pkg-config"), ["--cflags-only-I"] + names)
        return output.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// A toolchain program: next to `swift` on `PATH`, else in `/opt/swift/usr/bin`.
    private static func tool(_ name: String) throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin"]
        for folder in folders {
            let swift = URL(fileURLWithPath: folder).appending(path: "swift")
            guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
            let candidate = swift.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw Failure(description: "\(name) not found next to swift on PATH or in /opt/swift/usr/bin")
    }

    private static func machine() -> String {
        var name = utsname()
        uname(&name)
        return withUnsafeBytes(of: &name.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }

    /// Runs a program to its end and returns its standard output; throws with its standard error when
    /// it fails. (Its error output is read to a file, so neither pipe can fill up and stall it.)
    @discardableResult
    private static func run(_ program: URL, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        let output = Pipe()
        let errors = FileManager.default.temporaryDirectory.appending(path: "opencharts-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let text = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(description: "\(program.lastPathComponent) failed (\(process.terminationStatus)): \(message)")
        }
        return String(decoding: text, as: UTF8.self)
    }
}
