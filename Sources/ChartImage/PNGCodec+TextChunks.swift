import Foundation

/// PNG text metadata (title, description, alt text) read and written at the chunk level, since libpng's
/// simplified API writes no text chunks.
extension PNGCodec {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A copy of `png` with one uncompressed UTF-8 `iTXt` chunk per entry inserted right after `IHDR`, in
    /// the order given.
    ///
    /// Keywords are 1–79 printable Latin-1 characters without leading, trailing or consecutive spaces
    /// (registered ones include `Title`, `Author`, `Description`, `Software`); text is any UTF-8 without NUL.
    /// - Throws: ``ImageError/invalidPNG(source:message:)`` when `png` does not start with a PNG signature and
    ///   an `IHDR` chunk, ``ImageError/invalidTextKeyword(_:)``, ``ImageError/invalidText(keyword:)``.
    public static func insertTextChunks(_ png: Data, _ entries: [(keyword: String, text: String)]) throws -> Data {
        let bytes = [UInt8](png)
        let headerEnd = signature.count + 8 + 13 + 4  // signature, IHDR length+type, IHDR data, CRC
        guard bytes.count >= headerEnd, Array(bytes[0..<signature.count]) == signature else {
            throw ImageError.invalidPNG(source: "PNG data", message: "missing PNG signature")
        }
        guard bytes[8..<16].elementsEqual([0, 0, 0, 13] + Array("IHDR".utf8)) else {
            throw ImageError.invalidPNG(source: "PNG data", message: "first chunk is not a 13-byte IHDR")
        }
        var chunks: [UInt8] = []
        for entry in entries {
            let keyword = try latin1Keyword(entry.keyword)
            guard !entry.text.utf8.contains(0) else { throw ImageError.invalidText(keyword: entry.keyword) }
            // keyword NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL
            let body = keyword + [0, 0, 0, 0, 0] + Array(entry.text.utf8)
            chunks += chunk(type: "iTXt", body)
        }
        return Data(bytes[0..<headerEnd] + chunks + bytes[headerEnd...])
    }

    /// The text chunks of `png`: uncompressed `iTXt` (UTF-8) and `tEXt` (Latin-1), keyed by keyword; the
    /// first chunk wins when a keyword repeats. Compressed text (`zTXt`, compressed `iTXt`), chunks with a
    /// bad CRC and anything after a malformed chunk are skipped; data that is not a PNG gives `[:]`.
    public static func textChunks(in png: Data) -> [String: String] {
        var result: [String: String] = [:]
        forEachChunk(in: png) { type, body in
            if let (keyword, text) = parseText(type: type, Array(body)), result[keyword] == nil {
                result[keyword] = text
            }
        }
        return result
    }

    /// A copy of `png` with a `pHYs` chunk right after `IHDR` saying that it has `dotsPerInch`
    /// pixels per inch across and down (stored per metre, rounded), so that a 300 dpi figure
    /// prints at its size in points. An existing `pHYs` chunk is left for readers to ignore (the
    /// first one counts).
    /// - Throws: ``ImageError/invalidPNG(source:message:)`` when `png` does not start with a PNG
    ///   signature and an `IHDR` chunk; ``ImageError/invalidResolution(_:)`` for a resolution that is
    ///   not positive and finite or does not fit the chunk.
    public static func insertResolution(_ png: Data, dotsPerInch: Double) throws -> Data {
        let perMetre = (dotsPerInch / 0.0254).rounded()
        guard dotsPerInch.isFinite, perMetre >= 1, perMetre <= Double(UInt32.max) else {
            throw ImageError.invalidResolution(dotsPerInch)
        }
        let bytes = [UInt8](png)
        let headerEnd = signature.count + 8 + 13 + 4
        guard bytes.count >= headerEnd, Array(bytes[0..<signature.count]) == signature,
            bytes[8..<16].elementsEqual([0, 0, 0, 13] + Array("IHDR".utf8))
        else { throw ImageError.invalidPNG(source: "PNG data", message: "no PNG signature and IHDR chunk") }
        let value = UInt32(perMetre)
        let word = [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        return Data(bytes[0..<headerEnd] + chunk(type: "pHYs", word + word + [1]) + bytes[headerEnd...])
    }

    /// The resolution of `png` from its first valid `pHYs` chunk in metres, in pixels per inch
    /// across; nil when it has none (or gives only an aspect ratio).
    public static func resolution(in png: Data) -> Double? {
        var found: Double?
        forEachChunk(in: png) { type, body in
            guard found == nil, type == "pHYs", body.count == 9, body[body.startIndex + 8] == 1 else { return }
            found = Double(bigEndian32(Array(body), at: 0)) * 0.0254
        }
        return found
    }

    /// Calls `body` with the type and data of each chunk whose CRC is right, up to `IEND` or a
    /// malformed chunk; nothing for data that is not a PNG.
    private static func forEachChunk(in png: Data, _ body: (String, ArraySlice<UInt8>) -> Void) {
        let bytes = [UInt8](png)
        guard bytes.count >= signature.count, Array(bytes[0..<signature.count]) == signature else { return }
        var offset = signature.count
        while offset + 12 <= bytes.count {
            let length = Int(bigEndian32(bytes, at: offset))
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let dataStart = offset + 8
            guard length <= bytes.count - dataStart - 4 else { break }
            let chunkBody = bytes[dataStart..<dataStart + length]
            let storedCRC = bigEndian32(bytes, at: dataStart + length)
            offset = dataStart + length + 4
            guard CRC32.checksum(bytes[dataStart - 4..<dataStart + length]) == storedCRC else { continue }
            if type == "IEND" { break }
            body(type, chunkBody)
        }
    }

    // MARK: - Chunk helpers

    private static func parseText(type: String, _ body: [UInt8]) -> (String, String)? {
        guard type == "tEXt" || type == "iTXt", let nul = body.firstIndex(of: 0), nul > 0 else { return nil }
        let keyword = latin1String(body[..<nul])
        if type == "tEXt" { return (keyword, latin1String(body[(nul + 1)...])) }
        // iTXt: compression flag, method, language tag NUL, translated keyword NUL, text.
        guard nul + 2 < body.count, body[nul + 1] == 0 else { return nil }
        var rest = body[(nul + 3)...]
        for _ in 0..<2 {
            guard let end = rest.firstIndex(of: 0) else { return nil }
            rest = rest[(end + 1)...]
        }
        return (keyword, String(decoding: rest, as: UTF8.self))
    }

    private static func latin1Keyword(_ keyword: String) throws(ImageError) -> [UInt8] {
        let scalars = keyword.unicodeScalars.map(\.value)
        let printable = scalars.allSatisfy { (32...126).contains($0) || (161...255).contains($0) }
        guard (1...79).contains(scalars.count), printable, scalars.first != 32, scalars.last != 32,
            !keyword.contains("  ")
        else { throw .invalidTextKeyword(keyword) }
        return scalars.map { UInt8($0) }
    }

    private static func latin1String<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    private static func chunk(type: String, _ body: [UInt8]) -> [UInt8] {
        let typeAndBody = Array(type.utf8) + body
        return bigEndianBytes(UInt32(body.count)) + typeAndBody + bigEndianBytes(CRC32.checksum(typeAndBody))
    }

    private static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
