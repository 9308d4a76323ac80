/// Splits the characters `start..<end` of a source into tokens, one at a time, so that the parser
/// reports the leftmost error first.
struct Lexer {
    let source: String
    private let characters: [Character]
    private let end: Int
    private var position: Int

    init(source: String, characters: [Character], range: Range<Int>) {
        self.source = source
        self.characters = characters
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    /// The next token; `.end` (at the end offset) once the characters run out.
    mutating func next() throws(ExpressionError) -> Token {
        while position < end, characters[position].isWhitespace { position += 1 }
        guard position < end else { return Token(kind: .end, offset: end, text: "") }
        let start = position
        let character = characters[position]
        position += 1
        func token(_ kind: Token.Kind) -> Token {
            Token(kind: kind, offset: start, text: String(characters[start..<position]))
        }
        switch character {
        case "+": return token(.plus)
        case "-": return token(.minus)
        case "/": return token(.slash)
        case "%": return token(.percent)
        case "^": return token(.power)
        case "(": return token(.leftParenthesis)
        case ")": return token(.rightParenthesis)
        case ",": return token(.comma)
        case "*":
            if position < end, characters[position] == "*" {
                position += 1
                return token(.power)
            }
            return token(.star)
        case "0"..."9", ".":
            position = start
            return try number()
        default:
            if Self.startsIdentifier(character) {
                while position < end, Self.continuesIdentifier(characters[position]) { position += 1 }
                return token(.identifier(String(characters[start..<position])))
            }
            throw ExpressionError(.unexpectedCharacter(String(character)), source: source, offset: start)
        }
    }

    /// digits [ "." digits ] [ ("e" | "E") [ "+" | "-" ] digits ], with digits on at least one side
    /// of the point. An `e` not followed by a digit (or a sign and a digit) ends the number, so `2e`
    /// reads as `2` then `e` (an implicit multiplication); `1e+` is malformed.
    private mutating func number() throws(ExpressionError) -> Token {
        let start = position
        var digits = 0
        while position < end, characters[position].isASCIIDigit {
            position += 1
            digits += 1
        }
        if position < end, characters[position] == "." {
            position += 1
            while position < end, characters[position].isASCIIDigit {
                position += 1
                digits += 1
            }
        }
        guard digits > 0 else { throw malformed(from: start, badAt: start) }  // ".", ".e3"
        if position < end, characters[position] == "e" || characters[position] == "E" {
            var look = position + 1
            if look < end, characters[look] == "+" || characters[look] == "-" { look += 1 }
            if look < end, characters[look].isASCIIDigit {
                position = look
                while position < end, characters[position].isASCIIDigit { position += 1 }
            } else if look > position + 1 {
                throw malformed(from: start, badAt: look)  // "1e+": the sign needs digits
            }
        }
        if position < end, characters[position] == "." {
            throw malformed(from: start, badAt: position)  // "1.2.3", "1e3.5"
        }
        let text = String(characters[start..<position])
        guard let value = Double(text) else { throw malformed(from: start, badAt: start) }
        return Token(kind: .number(value), offset: start, text: text)
    }

    /// A malformed-number error at `badAt`, quoting the number-like run of characters from `start`.
    private func malformed(from start: Int, badAt: Int) -> ExpressionError {
        var stop = Swift.max(badAt, start + 1)
        while stop < end, characters[stop].isASCIIDigit || ".eE+-".contains(characters[stop]) {
            if "+-".contains(characters[stop]), !"eE".contains(characters[stop - 1]) { break }
            stop += 1
        }
        stop = Swift.min(stop, end)
        return ExpressionError(
            .malformedNumber(String(characters[start..<stop])), source: source, offset: Swift.min(badAt, end))
    }

    private static func startsIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter
    }

    private static func continuesIdentifier(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isASCIIDigit
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
