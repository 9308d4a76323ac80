/// A target declared in `Package.swift`, as far as a text scan can tell.
struct ManifestTarget: Equatable, Sendable {
    /// The factory used: `target`, `executableTarget`, `testTarget`, `systemLibrary`, …
    var kind: String
    /// The target (and module) name.
    var name: String
    /// The names in its `dependencies:` array: target names, and product names of other packages.
    var dependencies: [String]
    /// Its `path:` argument, when it has one (else SwiftPM looks in `Sources/<name>` or `Tests/<name>`).
    var path: String? = nil

    /// The folder of its sources relative to the package root: the `path:` argument, else SwiftPM's
    /// default, `Tests/<name>` for a test target and `Sources/<name>` for every other kind.
    var sourceFolder: String { path ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)") }
}

/// Reads the targets and their dependencies out of a package manifest's text.
///
/// A loose scan, not a Swift parser: it finds each `.target(name: "…"` style call, takes the call's
/// balanced parentheses, and collects the string literals of its `dependencies: [ … ]` array,
/// leaving out the `package:` names of `.product(name:package:)` entries. It is enough for a manifest
/// written in the usual style, which is what the hygiene test needs.
enum PackageManifestScanner {
    /// The targets declared in `manifest`, in text order.
    static func targets(in manifest: String) -> [ManifestTarget] {
        let bytes = Array(manifest.utf8)
        let call =
            #/
            \. ( target | executableTarget | testTarget | systemLibrary | binaryTarget | plugin | macro )
            \( \s* name: \s* " ( [^"]+ ) "
            /#
        var result: [ManifestTarget] = []
        var endOfLastCall = 0
        for match in manifest.matches(of: call) {
            let start = manifest.utf8.distance(from: manifest.startIndex, to: match.range.lowerBound)
            // `.target(name:)` inside a dependencies list names a dependency, not a new target.
            guard start >= endOfLastCall else { continue }
            let open = start + match.output.1.utf8.count + 1
            let close = matchingClose(in: bytes, from: open) ?? bytes.count
            endOfLastCall = close
            let body = String(decoding: bytes[open..<close], as: UTF8.self)
            result.append(
                ManifestTarget(
                    kind: String(match.output.1), name: String(match.output.2),
                    dependencies: dependencies(inCallBody: body), path: path(inCallBody: body)))
        }
        return result
    }

    /// The dependency names in the argument list of one target call.
    private static func dependencies(inCallBody body: String) -> [String] {
        guard let label = body.firstMatch(of: #/dependencies:\s*\[/#) else { return [] }
        let bytes = Array(body.utf8)
        let open = body.utf8.distance(from: body.startIndex, to: label.range.upperBound) - 1
        let close = matchingClose(in: bytes, from: open) ?? bytes.count
        let list = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            .replacing(#/package:\s*"[^"]*"/#, with: "")
        return list.matches(of: #/"([^"]+)"/#).map { String($0.output.1) }
    }

    /// The `path:` argument of one target call, outside its dependencies list; `nil` when absent.
    private static func path(inCallBody body: String) -> String? {
        let withoutDependencies = body.replacing(#/dependencies:\s*\[[^\]]*\]/#, with: "")
        return withoutDependencies.firstMatch(of: #/\bpath:\s*"([^"]+)"/#).map { String($0.output.1) }
    }

    /// The index of the bracket that closes the one at `open` (`(` or `[`), skipping string
    /// literals; `nil` when it is never closed.
    private static func matchingClose(in bytes: [UInt8], from open: Int) -> Int? {
        var depth = 0
        var isInString = false
        var index = open
        while index < bytes.count {
            let byte = bytes[index]
            if isInString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                isInString = true
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
