/// Where one field lies in the input bytes: the half-open range of its content (outer quotes excluded).
struct FieldSpan: Sendable, Equatable {
    /// Offset of the first content byte.
    var start: Int
    /// Offset one past the last content byte.
    var end: Int
    /// Whether the content holds doubled quotes (`""`) that stand for one quote each.
    var hasEscapedQuotes: Bool

    /// Whether the field is empty (a missing value).
    var isEmpty: Bool { start == end }
}
