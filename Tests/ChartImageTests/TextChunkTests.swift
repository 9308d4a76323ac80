import Foundation
import Testing

@testable import ChartImage

@Suite struct TextChunkTests {
    @Test func crc32MatchesTheKnownCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum([UInt8]()) == 0)
        // The IEND chunk's CRC, present in every PNG.
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func textChunksRoundTripAndTheImageStillDecodes() throws {
        let image = PNGCodecTests.sample(width: 8, height: 4)
        let png = try PNGCodec.encode(image)
        #expect(PNGCodec.textChunks(in: png).isEmpty)
        let entries: [(keyword: String, text: String)] = [
            ("Title", "Температура поверхности"),
            ("Description", "A surface plot of y = sin(x)·cos(z), −1 to 1"),
            ("Software", "OpenCharts"),
        ]
        let tagged = try PNGCodec.insertTextChunks(png, entries)
        #expect(tagged.count > png.count)
        let text = PNGCodec.textChunks(in: tagged)
        #expect(text.count == 3)
        for entry in entries {
            #expect(text[entry.keyword] == entry.text)
        }
        // libpng checks every chunk's CRC on read: a wrong CRC would fail here.
        #expect(try PNGCodec.decode(tagged) == image)
        // The chunks sit right after IHDR.
        #expect(tagged[37..<41] == Data("iTXt".utf8))
    }

    @Test func tEXtChunksAreReadAsLatin1() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 1, height: 1))
        let body = Array("Author".utf8) + [0] + [0x4A, 0xF6, 0x72, 0x67]  // "Jörg" in Latin-1
        let typeAndBody = Array("tEXt".utf8) + body
        let crc = CRC32.checksum(typeAndBody)
        let chunk =
            [0, 0, 0, UInt8(body.count)] + typeAndBody
            + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        var bytes = [UInt8](png)
        bytes.insert(contentsOf: chunk, at: 33)
        #expect(PNGCodec.textChunks(in: Data(bytes)) == ["Author": "Jörg"])
        #expect(try PNGCodec.decode(Data(bytes)) == RGBAImage(width: 1, height: 1))
    }

    @Test func aCorruptedChunkIsSkipped() throws {
        let png = try PNGCodec.insertTextChunks(try PNGCodec.encode(RGBAImage(width: 1, height: 1)), [("Title", "x")])
        var bytes = [UInt8](png)
        bytes[33 + 8 + 6] ^= 0x01  // flip a bit in the iTXt body
        #expect(PNGCodec.textChunks(in: Data(bytes)).isEmpty)
    }

    @Test func invalidKeywordsAndTextAreRejected() throws {
        let png = try PNGCodec.encode(RGBAImage(width: 1, height: 1))
        for keyword in ["", " Title", "Title ", "Two  spaces", String(repeating: "k", count: 80), "Ключ"] {
            #expect(throws: ImageError.invalidTextKeyword(keyword)) {
                try PNGCodec.insertTextChunks(png, [(keyword, "text")])
            }
        }
        #expect(throws: ImageError.invalidText(keyword: "Title")) {
            try PNGCodec.insertTextChunks(png, [("Title", "a\u{0}b")])
        }
        #expect(throws: ImageError.self) { try PNGCodec.insertTextChunks(Data("nope".utf8), [("Title", "x")]) }
        #expect(PNGCodec.textChunks(in: Data("nope".utf8)).isEmpty)
    }
}
