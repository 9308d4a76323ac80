import Foundation

/// Gets the bytes of a CSV input, checked to be UTF-8, with errors that name the file.
enum UTF8Input {
    /// The largest input read (1 GiB): a larger file, or an endless one such as `/dev/zero`, is refused
    /// with ``CSVError/Reason/tooLarge(limit:)`` instead of filling memory.
    static let maximumBytes = 1 << 30

    /// Calls `body` with the UTF-8 bytes of the file at `url` (at most `limit` bytes).
    ///
    /// - Throws: ``CSVError`` with the file set: ``CSVError/Reason/fileNotFound``,
    ///   ``CSVError/Reason/isDirectory``, ``CSVError/Reason/unreadable(_:)``,
    ///   ``CSVError/Reason/tooLarge(limit:)`` or ``CSVError/Reason/notUTF8(byteOffset:)`` (with the
    ///   line of the bad byte), and whatever `body` throws.
    static func withBytes<Result>(
        ofFile url: URL, limit: Int = maximumBytes, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CSVError(.fileNotFound, file: url)
        }
        guard !isDirectory.boolValue else { throw CSVError(.isDirectory, file: url) }
        let data = try read(url, limit: limit)
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let (offset, line) = firstInvalidByte(in: bytes) {
                throw CSVError(.notUTF8(byteOffset: offset), file: url, line: line)
            }
            return try body(bytes)
        }
    }

    /// Reads the whole file in chunks, stopping with ``CSVError/Reason/tooLarge(limit:)`` past `limit`
    /// bytes (`Data(contentsOf:)` would read a character device such as `/dev/zero` for ever).
    private static func read(_ url: URL, limit: Int) throws(CSVError) -> Data {
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            var data = Data()
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                data.append(chunk)
                if data.count > limit { throw CSVError(.tooLarge(limit: limit), file: url) }
            }
            return data
        } catch let error as CSVError {
            throw error
        } catch {
            throw CSVError(.unreadable(error.localizedDescription), file: url)
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text` (contiguous, without copying when already native).
    static func withBytes<Result>(
        of text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        var text = text
        return try text.withUTF8 { try body($0) }
    }

    /// The offset and 1-based line of the first byte that is not part of valid UTF-8, or `nil`.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, line: Int)? {
        // ASCII is by far the common case: only look closer when a high byte shows up.
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1 && encoded.first == UInt8(ascii: "\n") { line += 1 }
                offset += encoded.count
            case .emptyInput:
                return nil
            case .error:
                return (offset, line)
            }
        }
    }
}
