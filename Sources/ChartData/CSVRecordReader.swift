import Foundation

/// Splits UTF-8 CSV bytes into records of fields, following RFC 4180, one record per call to ``next()``.
///
/// Accepted: fields separated by `,`; records ended by LF, CRLF or a lone CR (or the end of the input);
/// a leading UTF-8 byte-order mark; quoted fields (`"…"`) that hold commas, line ends and doubled quotes;
/// a quote inside an unquoted field, taken literally (`5'10"`). A final line end is optional, and blank
/// lines after the last record are ignored. Rejected with the line and column: a quoted field that is never
/// closed, and text between a closing quote and the next comma or line end.
///
/// The reader works on bytes and never builds a `String` itself, so a table of 10⁵ rows splits in
/// milliseconds; callers turn only the spans they need into values.
struct CSVRecordReader {
    /// The input.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file the input came from, for error messages.
    let file: URL?

    /// The fields of the record read by the last successful ``next()``.
    private(set) var fields: [FieldSpan] = []
    /// The 1-based line on which the last record read starts.
    private(set) var recordLine = 0
    /// The offset at which the last record read starts.
    private(set) var recordStart = 0

    private var index: Int
    private var line = 1

    /// Starts reading at the beginning of `bytes`, after a UTF-8 byte-order mark if there is one.
    init(bytes: UnsafeBufferPointer<UInt8>, file: URL? = nil) {
        self.bytes = bytes
        self.file = file
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = hasByteOrderMark ? 3 : 0
    }

    /// Reads the next record into ``fields``; `false` at the end of the input.
    mutating func next() throws(CSVError) -> Bool {
        if isAtTrailingBlankLines() { return false }
        fields.removeAll(keepingCapacity: true)
        recordLine = line
        recordStart = index
        while true {
            let (field, ended) = try readField()
            fields.append(field)
            if ended { return true }
        }
    }

    /// Reads one field starting at `index`; returns it and whether it ended its record.
    private mutating func readField() throws(CSVError) -> (FieldSpan, endsRecord: Bool) {
        let count = bytes.count
        if index < count && bytes[index] == quote {
            return try readQuotedField()
        }
        let start = index
        while index < count {
            let byte = bytes[index]
            if byte == comma {
                index += 1
                return (FieldSpan(start: start, end: index - 1, hasEscapedQuotes: false), false)
            }
            if byte == lineFeed || byte == carriageReturn {
                let end = index
                consumeLineEnd()
                return (FieldSpan(start: start, end: end, hasEscapedQuotes: false), true)
            }
            index += 1
        }
        return (FieldSpan(start: start, end: count, hasEscapedQuotes: false), true)
    }

    /// Reads a quoted field; `index` is at its opening quote.
    private mutating func readQuotedField() throws(CSVError) -> (FieldSpan, endsRecord: Bool) {
        let count = bytes.count
        let openingLine = line
        let column = fields.count + 1
        index += 1
        let start = index
        var hasEscapedQuotes = false
        while index < count {
            let byte = bytes[index]
            if byte == quote {
                if index + 1 < count && bytes[index + 1] == quote {
                    hasEscapedQuotes = true
                    index += 2
                    continue
                }
                let field = FieldSpan(start: start, end: index, hasEscapedQuotes: hasEscapedQuotes)
                index += 1
                if index == count { return (field, true) }
                switch bytes[index] {
                case comma:
                    index += 1
                    return (field, false)
                case lineFeed, carriageReturn:
                    consumeLineEnd()
                    return (field, true)
                default:
                    throw CSVError(.textAfterClosingQuote, file: file, line: line, column: column)
                }
            }
            if byte == lineFeed {
                line += 1
            } else if byte == carriageReturn && !(index + 1 < count && bytes[index + 1] == lineFeed) {
                line += 1
            }
            index += 1
        }
        throw CSVError(.unterminatedQuote, file: file, line: openingLine, column: column)
    }

    /// Steps over one line end (LF, CRLF or a lone CR) at `index`.
    private mutating func consumeLineEnd() {
        if bytes[index] == carriageReturn && index + 1 < bytes.count && bytes[index + 1] == lineFeed {
            index += 2
        } else {
            index += 1
        }
        line += 1
    }

    /// Whether only line ends remain (or nothing): the end of the input, allowing a final newline.
    private func isAtTrailingBlankLines() -> Bool {
        var probe = index
        while probe < bytes.count {
            let byte = bytes[probe]
            guard byte == lineFeed || byte == carriageReturn else { return false }
            probe += 1
        }
        return true
    }

    /// The 1-based line on which `field`, a field of the last record read, starts.
    func line(of field: FieldSpan) -> Int {
        var line = recordLine
        var position = recordStart
        while position < field.start {
            let byte = bytes[position]
            let isLoneCarriageReturn =
                byte == carriageReturn && !(position + 1 < bytes.count && bytes[position + 1] == lineFeed)
            if byte == lineFeed || isLoneCarriageReturn {
                line += 1
            }
            position += 1
        }
        return line
    }

    /// The text of a field, with doubled quotes turned into single ones.
    func text(of field: FieldSpan) -> String {
        let content = UnsafeBufferPointer(rebasing: bytes[field.start..<field.end])
        guard field.hasEscapedQuotes else { return String(decoding: content, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(content.count)
        var position = 0
        while position < content.count {
            unescaped.append(content[position])
            position += content[position] == quote ? 2 : 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }
}

private let comma = UInt8(ascii: ",")
private let quote = UInt8(ascii: "\"")
private let lineFeed = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
