import Foundation
import Testing

/// The package's `Sources/` folder as the hygiene tests see it: Swift modules and their files.
enum SourceTree {
    /// One Swift source file of a module.
    struct File {
        /// The file's location on disk.
        var url: URL
        /// The module (the folder under `Sources/`) the file belongs to.
        var module: String
        /// The path from the package root, as shown in failure messages.
        var relativePath: String

        /// The import declarations of the file.
        func imports() throws -> [ImportDeclaration] {
            SwiftImportScanner.imports(in: try String(contentsOf: url, encoding: .utf8))
        }

        /// A source location pointing at `line` of this file, so an issue shows up on the offending import.
        func sourceLocation(line: Int) -> SourceLocation {
            SourceLocation(
                fileID: "\(module)/\(url.lastPathComponent)", filePath: url.path, line: line, column: 1)
        }
    }

    /// The package root, found from this file's own path (`Tests/HygieneTests/SourceTree.swift`).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The folders under `Sources/` that hold at least one Swift file (system-library folders hold only a
    /// module map and a header), sorted by name.
    static func swiftModules() throws -> [String] {
        let sources = root.appending(path: "Sources")
        let folders = try FileManager.default.contentsOfDirectory(
            at: sources, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        return try folders.filter { folder in
            try folder.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true
                && !swiftFiles(of: folder.lastPathComponent).isEmpty
        }
        .map(\.lastPathComponent)
        .sorted()
    }

    /// The Swift files of a module, searched recursively, sorted by path; empty when the folder is missing.
    static func swiftFiles(of module: String) throws -> [File] {
        try swiftFiles(inFolder: "Sources/\(module)", module: module)
    }

    /// The Swift files under `folder` (a path from the package root), searched recursively, sorted by
    /// path and attributed to `module`; empty when the folder is missing.
    static func swiftFiles(inFolder relativeFolder: String, module: String) throws -> [File] {
        let folder = root.appending(path: relativeFolder)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return []
        }
        var files: [File] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
            files.append(File(url: url, module: module, relativePath: String(relative)))
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }
}
