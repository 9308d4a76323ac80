/// The font a piece of math text is set in.
public enum MathFont: Sendable, Equatable, Hashable {
    /// The label's own face (text outside `$…$`, and `\mathrm{…}`).
    case regular
    /// The italic (oblique) face: letters in math, `\mathit{…}`.
    case italic
    /// The bold face: `\mathbf{…}`.
    case bold
}

/// One element of a label's text after math parsing: a run of characters in one font, or a
/// structure built from nested lists.
public indirect enum MathAtom: Sendable, Equatable {
    /// Characters set in one font. `spacing` is the space in ems put on both sides (binary operators
    /// and relations get some, as in TeX).
    case text(String, font: MathFont, spacing: Float)
    /// A base with an optional superscript and subscript.
    case scripts(base: [MathAtom], superscript: [MathAtom]?, subscript: [MathAtom]?)
    /// `\frac{numerator}{denominator}` (numerator and denominator a script size smaller), or with
    /// `display` `\dfrac{…}{…}` (at the size of the text around it).
    case fraction(numerator: [MathAtom], denominator: [MathAtom], display: Bool)
    /// `\sqrt{radicand}`.
    case root([MathAtom])
    /// Horizontal space in ems (`\,`, `\;`, `\quad`, …).
    case space(Float)
}

/// Why a label's math text (the part between `$…$`) cannot be set.
public struct MathTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// `\name` is not a command of the supported TeX subset.
        case unknownCommand(String)
        /// A command, `^` or `_` needs an argument and none follows.
        case missingArgument(String)
        /// A `{` without its `}`.
        case unclosedBrace
        /// A `}` without its `{`.
        case unexpectedBrace
        /// A second `^` (or `_`) on the same base.
        case doubleScript(String)
        /// Groups, scripts and fractions nest deeper than ``MathText/maximumDepth``.
        case tooDeep
    }

    /// The whole label text that was parsed.
    public var input: String
    /// Offset of the offending character, counted in Unicode scalars from the start of `input`.
    public var position: Int
    /// What went wrong there.
    public var reason: Reason

    /// One line: the input, what is wrong (and what is accepted), and the position.
    public var description: String {
        let what: String
        switch reason {
        case .unknownCommand(let name):
            what =
                "unknown command \\\(name); known: Greek letters (\\alpha…\\Omega), symbols (\\times, \\pm, "
                + "\\leq, \\infty, …), \\frac, \\sqrt, \\mathrm, \\mathit, \\mathbf, spaces (\\, \\; \\quad)"
        case .missingArgument(let name): what = "\(name) needs an argument (a character or a {group})"
        case .unclosedBrace: what = "a { is never closed"
        case .unexpectedBrace: what = "a } closes nothing"
        case .doubleScript(let mark): what = "a second \(mark) on the same base (group it: {x^a}^b)"
        case .tooDeep: what = "groups nest deeper than \(MathText.maximumDepth) levels"
        }
        return "math text \"\(input)\": \(what), at character \(position)"
    }
}

/// Parses labels that contain TeX-style math between `$…$`, the subset matplotlib's mathtext
/// covers for axis labels and titles: `$\mu$m`, `$x^2$`, `$T_{max}$ (°C)`, `$\frac{dN}{dt}$`.
///
/// A label is math text only when it holds an even, non-zero number of unescaped `$`; any other label
/// (`"Price ($)"`, `"Temperature"`) is plain text, set exactly as written. In math text, `\$` is a
/// literal dollar sign, inside or outside the math.
public enum MathText {
    /// The deepest nesting of groups, scripts, fractions and roots accepted.
    public static let maximumDepth = 24

    /// Whether `text` contains math, that is an even, non-zero number of unescaped `$`.
    public static func containsMath(_ text: String) -> Bool {
        guard text.utf8.contains(UInt8(ascii: "$")) else { return false }
        var count = 0
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped {
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "$" {
                count += 1
            }
        }
        return count > 0 && count % 2 == 0
    }

    /// The atoms of `text`: plain runs outside the math, parsed math inside.
    ///
    /// A label without math (see ``containsMath(_:)``) is one ``MathAtom/text(_:font:spacing:)`` atom of
    /// the whole text.
    /// - Throws: ``MathTextError`` naming the input, the character position and the reason.
    public static func parse(_ text: String) throws(MathTextError) -> [MathAtom] {
        guard containsMath(text) else { return [.text(text, font: .regular, spacing: 0)] }
        var parser = MathParser(input: text)
        return try parser.parseLabel()
    }

    /// `text` as words and symbols a screen reader or a search can use, without TeX: math's symbols
    /// as their characters, a subscript after a space, a superscript after `^`, a fraction as
    /// `numerator/denominator`, a root as `√(…)`, spacing commands as one space. `$T_{max}$` reads
    /// "T max", `$\mu$m` "μm", `$10^{-3}$` "10^−3". Text without math, or math that cannot be parsed,
    /// is returned unchanged.
    public static func plainText(_ text: String) -> String {
        guard containsMath(text), let atoms = try? parse(text) else { return text }
        return plainText(of: atoms)
    }

    private static func plainText(of atoms: [MathAtom]) -> String {
        var out = ""
        for atom in atoms {
            switch atom {
            case .text(let characters, _, _): out += characters
            case .space: if !out.hasSuffix(" ") { out += " " }
            case .scripts(let base, let upper, let lower):
                out += plainText(of: base)
                if let lower { out += " " + plainText(of: lower) }
                if let upper { out += "^" + plainText(of: upper) }
            case .fraction(let numerator, let denominator, _):
                out += plainText(of: numerator) + "/" + plainText(of: denominator)
            case .root(let radicand): out += "√(" + plainText(of: radicand) + ")"
            }
        }
        return out
    }
}

/// A recursive-descent parser over the label's Unicode scalars.
struct MathParser {
    let input: String
    let scalars: [Unicode.Scalar]
    var index = 0

    init(input: String) {
        self.input = input
        scalars = Array(input.unicodeScalars)
    }

    func fail(_ reason: MathTextError.Reason, at position: Int? = nil) -> MathTextError {
        MathTextError(input: input, position: position ?? index, reason: reason)
    }

    /// Plain text and `$…$` math in turn.
    mutating func parseLabel() throws(MathTextError) -> [MathAtom] {
        var atoms: [MathAtom] = []
        var plain = ""
        while index < scalars.count {
            let c = scalars[index]
            if c == "\\", index + 1 < scalars.count, scalars[index + 1] == "$" {
                plain.unicodeScalars.append("$")
                index += 2
            } else if c == "$" {
                if !plain.isEmpty { atoms.append(.text(plain, font: .regular, spacing: 0)) }
                plain = ""
                index += 1
                atoms += try parseList(depth: 0, until: "$")
                index += 1  // the closing $ (containsMath guarantees it)
            } else {
                plain.unicodeScalars.append(c)
                index += 1
            }
        }
        if !plain.isEmpty { atoms.append(.text(plain, font: .regular, spacing: 0)) }
        return atoms
    }

    /// Atoms up to (not including) `terminator` (`$` or `}`) or the end of the input.
    mutating func parseList(depth: Int, until terminator: Unicode.Scalar, font: MathFont? = nil) throws(MathTextError)
        -> [MathAtom]
    {
        guard depth < MathText.maximumDepth else { throw fail(.tooDeep) }
        var atoms: [MathAtom] = []
        while index < scalars.count, scalars[index] != terminator {
            let c = scalars[index]
            if c == "}" { throw fail(.unexpectedBrace) }
            if c == "^" || c == "_" {
                try attachScript(to: &atoms, depth: depth, font: font)
                continue
            }
            if let atom = try parseAtom(depth: depth, font: font) { atoms.append(atom) }
        }
        return atoms
    }

    /// `^` or `_` at `index`: takes the last atom as base (or an empty one) and attaches the argument.
    mutating func attachScript(to atoms: inout [MathAtom], depth: Int, font: MathFont?) throws(MathTextError) {
        let mark = scalars[index]
        let markPosition = index
        index += 1
        guard let argument = try parseArgument(depth: depth + 1, font: font, for: String(mark)) else {
            throw fail(.missingArgument(String(mark)), at: markPosition)
        }
        var base: [MathAtom] = []
        var superscript: [MathAtom]?
        var `subscript`: [MathAtom]?
        if let last = atoms.last {
            atoms.removeLast()
            if case .scripts(let b, let sup, let sub) = last {
                (base, superscript, `subscript`) = (b, sup, sub)
            } else if case .text(let string, let f, let spacing) = last, string.unicodeScalars.count > 1 {
                // Only the last character of a run carries the script.
                var head = string
                let tail = head.unicodeScalars.removeLast()
                atoms.append(.text(head, font: f, spacing: spacing))
                base = [.text(String(tail), font: f, spacing: spacing)]
            } else {
                base = [last]
            }
        }
        if mark == "^" {
            if superscript != nil { throw fail(.doubleScript("^"), at: markPosition) }
            superscript = argument
        } else {
            if `subscript` != nil { throw fail(.doubleScript("_"), at: markPosition) }
            `subscript` = argument
        }
        atoms.append(.scripts(base: base, superscript: superscript, subscript: `subscript`))
    }

    /// One argument: a `{group}`, a command, or a single character; nil at the end of the math.
    mutating func parseArgument(depth: Int, font: MathFont?, for name: String) throws(MathTextError) -> [MathAtom]? {
        skipSpaces()
        guard index < scalars.count, scalars[index] != "$" else { return nil }
        let c = scalars[index]
        if c == "}" { throw fail(.unexpectedBrace) }
        if c == "^" || c == "_" { throw fail(.missingArgument(name)) }
        return try parseAtom(depth: depth, font: font).map { [$0] } ?? []
    }

    mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// One atom at `index` (a group, a command or a character); nil for what sets nothing (spaces).
    mutating func parseAtom(depth: Int, font: MathFont?) throws(MathTextError) -> MathAtom? {
        let c = scalars[index]
        switch c {
        case " ", "\t", "\n":
            index += 1
            return nil
        case "{":
            return try parseGroup(depth: depth, font: font)
        case "\\":
            return try parseCommand(depth: depth, font: font)
        default:
            index += 1
            return MathSymbols.character(c, font: font)
        }
    }

    /// `{…}` at `index`, as a group atom (scripts with only a base).
    mutating func parseGroup(depth: Int, font: MathFont?) throws(MathTextError) -> MathAtom {
        let open = index
        index += 1
        let atoms = try parseList(depth: depth + 1, until: "}", font: font)
        guard index < scalars.count, scalars[index] == "}" else { throw fail(.unclosedBrace, at: open) }
        index += 1
        return .scripts(base: atoms, superscript: nil, subscript: nil)
    }

    /// A group argument of a command that takes one (`\frac`, `\sqrt`, `\mathrm`).
    mutating func requiredArgument(depth: Int, font: MathFont?, for name: String, at position: Int)
        throws(MathTextError) -> [MathAtom]
    {
        guard let argument = try parseArgument(depth: depth + 1, font: font, for: "\\" + name) else {
            throw fail(.missingArgument("\\" + name), at: position)
        }
        if argument.count == 1, case .scripts(let base, nil, nil) = argument[0] { return base }
        return argument
    }

    /// `\name` or `\x` (an escaped character) at `index`.
    mutating func parseCommand(depth: Int, font: MathFont?) throws(MathTextError) -> MathAtom? {
        let start = index
        index += 1
        guard index < scalars.count else { throw fail(.unknownCommand(""), at: start) }
        var name = ""
        while index < scalars.count, scalars[index].properties.isAlphabetic, scalars[index].isASCII {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        if name.isEmpty {
            let c = scalars[index]
            index += 1
            if let space = MathSymbols.spaces[String(c)] { return .space(space) }
            if "{}$%#&_^\\".unicodeScalars.contains(c) { return .text(String(c), font: font ?? .regular, spacing: 0) }
            throw fail(.unknownCommand(String(c)), at: start)
        }
        switch name {
        case "frac", "dfrac", "tfrac":
            let numerator = try requiredArgument(depth: depth, font: font, for: name, at: start)
            let denominator = try requiredArgument(depth: depth, font: font, for: name, at: start)
            return .fraction(numerator: numerator, denominator: denominator, display: name == "dfrac")
        case "sqrt":
            return .root(try requiredArgument(depth: depth, font: font, for: name, at: start))
        case "mathrm", "mathit", "mathbf", "text", "textrm", "mathsf", "operatorname":
            let chosen: MathFont = name == "mathit" ? .italic : name == "mathbf" ? .bold : .regular
            let atoms = try requiredArgument(depth: depth, font: chosen, for: name, at: start)
            return .scripts(base: atoms, superscript: nil, subscript: nil)
        default:
            if let space = MathSymbols.spaces[name] { return .space(space) }
            if let atom = MathSymbols.command(name, font: font) { return atom }
            throw fail(.unknownCommand(name), at: start)
        }
    }
}
