/// One `import` declaration found in a Swift source file.
struct ImportDeclaration: Equatable, Sendable, CustomStringConvertible {
    /// The imported top-level module (`ChartMath` for `import struct ChartMath.Vec3`).
    var module: String
    /// The 1-based line of the declaration.
    var line: Int

    var description: String { "line \(line): import \(module)" }
}

/// Finds the `import` declarations of a Swift source file, without a full parser.
///
/// Recognises every spelling of an import that starts a line: plain `import X`, submodule
/// `import X.Y`, kinded `import struct X.Y` (also `class`, `enum`, `protocol`, `typealias`, `func`,
/// `let`, `var`), access-levelled `public import X` (also `package`, `internal`, `fileprivate`,
/// `private`, `open`), and attributed `@testable`, `@_exported`, `@preconcurrency`,
/// `@_implementationOnly`, `@_spi(Name)` imports, in any combination. Lines inside block comments
/// and multi-line string literals are skipped, so documentation and embedded code samples never count.
enum SwiftImportScanner {
    /// The import declarations of `source`, in file order.
    static func imports(in source: String) -> [ImportDeclaration] {
        var result: [ImportDeclaration] = []
        var state = LexicalState()
        var lineNumber = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if state.isInCode, let module = importedModule(in: line) {
                result.append(ImportDeclaration(module: module, line: lineNumber))
            }
            state.advance(over: line)
        }
        return result
    }

    /// The module an import declaration on `line` names, or `nil` when the line does not start one.
    private static func importedModule(in line: Substring) -> String? {
        // A multi-line regex literal is in extended mode: whitespace and `#` comments are ignored.
        let pattern =
            #/
            ^ \s*
            (?: @ [A-Za-z_][A-Za-z0-9_]* (?: \( [^)]* \) )? \s+ )*                  # attributes
            (?: (?: public | package | internal | fileprivate | private | open ) \s+ )?  # access
            import \s+
            (?: (?: typealias | struct | class | enum | protocol | let | var | func ) \s+ )?  # kind
            ( [A-Za-z_][A-Za-z0-9_]* )                                                 # module
            /#
        guard let match = line.firstMatch(of: pattern) else { return nil }
        return String(match.output.1)
    }
}

/// Where a line-by-line scan stands between lines: inside nested block comments, inside a
/// multi-line string literal, or in code.
private struct LexicalState {
    var blockCommentDepth = 0
    var isInMultilineString = false

    var isInCode: Bool { blockCommentDepth == 0 && !isInMultilineString }

    /// Updates the state for the comment and string delimiters on one line. Single-line string
    /// literals are stepped over so that `"/*"` or `"//"` inside them change nothing.
    mutating func advance(over line: Substring) {
        let bytes = Array(line.utf8)
        var index = 0
        var isInString = false
        func starts(with text: String) -> Bool {
            let needle = Array(text.utf8)
            return index + needle.count <= bytes.count && Array(bytes[index..<index + needle.count]) == needle
        }
        while index < bytes.count {
            if blockCommentDepth > 0 {
                if starts(with: "/*") {
                    blockCommentDepth += 1
                    index += 2
                } else if starts(with: "*/") {
                    blockCommentDepth -= 1
                    index += 2
                } else {
                    index += 1
                }
            } else if isInMultilineString {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else if starts(with: "\"\"\"") {
                    isInMultilineString = false
                    index += 3
                } else {
                    index += 1
                }
            } else if isInString {
                if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else {
                    isInString = bytes[index] != UInt8(ascii: "\"")
                    index += 1
                }
            } else if starts(with: "//") {
                return
            } else if starts(with: "/*") {
                blockCommentDepth += 1
                index += 2
            } else if starts(with: "\"\"\"") {
                isInMultilineString = true
                index += 3
            } else {
                isInString = bytes[index] == UInt8(ascii: "\"")
                index += 1
            }
        }
    }
}
