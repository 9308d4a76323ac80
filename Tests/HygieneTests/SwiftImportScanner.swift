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
    ///
    /// Reads whitespace-separated words: attributes (`@name` or `@name(…)`), at most one access level,
    /// `import`, an optional declaration kind, then the module path, whose first component is the module.
    private static func importedModule(in line: Substring) -> String? {
        // Almost no line is an import: reject those cheaply before splitting into words.
        guard line.contains("import") else { return nil }
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let word = words.first, word.hasPrefix("@") {
            words.removeFirst()
            // An attribute argument list with spaces in it, `@_spi( Name )`, runs to the word with `)`.
            if word.contains("("), !word.contains(")") {
                while let rest = words.first, !rest.contains(")") { words.removeFirst() }
                _ = words.popFirst()
            }
        }
        if let word = words.first, accessLevels.contains(word) { words.removeFirst() }
        guard words.popFirst() == "import", var path = words.popFirst() else { return nil }
        if declarationKinds.contains(path) {
            guard let next = words.popFirst() else { return nil }
            path = next
        }
        let module = path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard let first = module.first, first.isLetter || first == "_" else { return nil }
        return String(module)
    }

    private static let accessLevels: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let declarationKinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
}

/// Where a line-by-line scan stands between lines: inside nested block comments, inside a
/// multi-line string literal (raw or not), or in code.
private struct LexicalState {
    var blockCommentDepth = 0
    var isInMultilineString = false
    /// The number of `#` around the open string literal (`#"""` … `"""#`): 0 for an ordinary one. In a
    /// raw literal a backslash escapes nothing and only `"""` followed by as many `#` closes it.
    var stringHashes = 0

    var isInCode: Bool { blockCommentDepth == 0 && !isInMultilineString }

    /// Updates the state for the comment and string delimiters on one line. Single-line string
    /// literals are stepped over so that `"/*"` or `"//"` inside them change nothing.
    mutating func advance(over line: Substring) {
        // Lines without a delimiter character change nothing; most lines of a file are like that.
        guard isInMultilineString || blockCommentDepth > 0 || line.utf8.contains(where: Self.isDelimiter)
        else { return }
        var bytes = line.utf8[...]
        var isInString = false
        while let byte = bytes.popFirst() {
            if blockCommentDepth > 0 {
                stepInComment(byte, &bytes)
            } else if isInMultilineString || isInString {
                stepInString(byte, &bytes, isInString: &isInString)
            } else if byte == slash && bytes.first == slash {
                return
            } else if byte == slash && bytes.first == star {
                blockCommentDepth += 1
                bytes.removeFirst()
            } else {
                stepInCode(byte, &bytes, isInString: &isInString)
            }
        }
    }

    private mutating func stepInComment(_ byte: UInt8, _ bytes: inout Substring.UTF8View.SubSequence) {
        if byte == slash && bytes.first == star {
            blockCommentDepth += 1
            bytes.removeFirst()
        } else if byte == star && bytes.first == slash {
            blockCommentDepth -= 1
            bytes.removeFirst()
        }
    }

    private mutating func stepInString(
        _ byte: UInt8, _ bytes: inout Substring.UTF8View.SubSequence, isInString: inout Bool
    ) {
        let closingHashes = Array(repeating: hash, count: stringHashes)
        if byte == backslash && stringHashes == 0 {
            _ = bytes.popFirst()
        } else if byte == quote && isInString && bytes.starts(with: closingHashes) {
            isInString = false
            bytes.removeFirst(stringHashes)
        } else if byte == quote && isInMultilineString && bytes.starts(with: [quote, quote] + closingHashes) {
            isInMultilineString = false
            bytes.removeFirst(2 + stringHashes)
        }
    }

    private mutating func stepInCode(
        _ byte: UInt8, _ bytes: inout Substring.UTF8View.SubSequence, isInString: inout Bool
    ) {
        var hashes = 0
        var current = byte
        while current == hash, let next = bytes.first {
            hashes += 1
            current = next
            bytes.removeFirst()
        }
        guard current == quote else { return }
        stringHashes = hashes
        if bytes.starts(with: [quote, quote]) {
            isInMultilineString = true
            bytes.removeFirst(2)
        } else {
            isInString = true
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == slash || byte == quote
    }
}

private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")
private let hash = UInt8(ascii: "#")
