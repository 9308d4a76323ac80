/// One token of an expression, with where it is in the source.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(Double)
        case identifier(String)
        case plus
        case minus
        case star
        case slash
        case percent
        /// `^` or `**`.
        case power
        case leftParenthesis
        case rightParenthesis
        case comma
        case end
    }

    let kind: Kind
    /// Character offset of the first character in the whole source.
    let offset: Int
    /// The token as written.
    let text: String

    /// Whether the token can start an operand (so that, after another operand, it is an implicit
    /// multiplication).
    var startsOperand: Bool {
        switch kind {
        case .number, .identifier, .leftParenthesis: true
        default: false
        }
    }
}
