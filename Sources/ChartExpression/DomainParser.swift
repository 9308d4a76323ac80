/// Reads a domain argument such as `-3:3`, `-2*pi:2*pi` or `0:1e3`: two expressions without variables
/// (numbers, constants, functions) separated by the only `:`.
public enum DomainParser {
    /// The range `lower...upper` written as `lower:upper`.
    ///
    /// - Throws: ``ExpressionError`` with offsets into `text`: a bound that does not parse, a missing
    ///   `:` or bound, a bound that is not finite, or `lower >= upper`.
    public static func parse(_ text: String) throws(ExpressionError) -> ClosedRange<Double> {
        let characters = Array(text)
        let colons = characters.indices.filter { characters[$0] == ":" }
        guard let colon = colons.first else {
            throw ExpressionError(.missingDomainSeparator, source: text, offset: characters.count)
        }
        if colons.count > 1 {
            throw ExpressionError(.unexpectedCharacter(":"), source: text, offset: colons[1])
        }
        let lower = try bound(text, characters, 0..<colon, missing: .missingLowerBound, at: colon)
        let upper = try bound(
            text, characters, (colon + 1)..<characters.count, missing: .missingUpperBound, at: characters.count)
        guard lower < upper else {
            throw ExpressionError(.emptyDomain(lower: lower, upper: upper), source: text, offset: colon)
        }
        return lower...upper
    }

    /// The value of the bound in `range`; `missing` at `missingOffset` when it is blank.
    private static func bound(
        _ text: String, _ characters: [Character], _ range: Range<Int>, missing: ExpressionError.Kind,
        at missingOffset: Int
    ) throws(ExpressionError) -> Double {
        guard let first = range.first(where: { !characters[$0].isWhitespace }) else {
            throw ExpressionError(missing, source: text, offset: missingOffset)
        }
        let node = try ExpressionParser.parse(text, characters: characters, range: range, variables: [])
        let value = node.value([])
        guard value.isFinite else { throw ExpressionError(.nonFiniteBound(value), source: text, offset: first) }
        return value
    }
}
