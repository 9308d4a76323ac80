import Foundation
import Testing

@testable import ChartData

/// Inputs that are not CSV at all, or too much of it (RELIABILITY.md): typed errors naming the file.
@Suite struct BadInputTests {
    func temporaryFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appending(path: "oc-bad-\(UUID().uuidString)-\(name)")
        try Data(bytes).write(to: url)
        return url
    }

    @Test func anEndlessDeviceIsRefusedAtTheLimitInsteadOfFillingMemory() throws {
        let zero = URL(fileURLWithPath: "/dev/zero")
        let error = #expect(throws: CSVError.self) {
            try UTF8Input.withBytes(ofFile: zero, limit: 1 << 20) { $0.count }
        }
        #expect(error?.reason == .tooLarge(limit: 1 << 20))
        #expect(
            error?.description == "/dev/zero: is larger than 1 MiB, the most a table or grid file may hold; "
                + "split the file or keep the columns needed")
        #expect(UTF8Input.maximumBytes == 1 << 30)
    }

    @Test func aFileAtTheLimitIsRead() throws {
        let url = try temporaryFile("limit.csv", Array(repeating: UInt8(ascii: "7"), count: 1 << 20))
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try UTF8Input.withBytes(ofFile: url, limit: 1 << 20) { $0.count } == 1 << 20)
        #expect(throws: CSVError(.tooLarge(limit: (1 << 20) - 1), file: url)) {
            try UTF8Input.withBytes(ofFile: url, limit: (1 << 20) - 1) { $0.count }
        }
    }

    @Test func binaryGarbageIsNotUTF8() throws {
        var generator = SystemRandomNumberGenerator()
        let bytes =
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let url = try temporaryFile("garbage.png", bytes)
        defer { try? FileManager.default.removeItem(at: url) }
        let table = #expect(throws: CSVError.self) { try CSVTable(contentsOf: url) }
        if case .notUTF8 = table?.reason {} else { Issue.record("\(String(describing: table))") }
        let grid = #expect(throws: CSVError.self) { try NumericGrid(contentsOf: url) }
        if case .notUTF8 = grid?.reason {} else { Issue.record("\(String(describing: grid))") }
    }

    @Test func nulBytesAndControlCharactersAreText() throws {
        let table = try CSVTable(parsing: "a,b\n\u{0}\u{1},2\n")
        #expect(try table.strings("a") == ["\u{0}\u{1}"])
        #expect(throws: CSVError.self) { try NumericGrid(csv: "1,\u{0}\n") }
    }

    @Test func aHugeLineParses() throws {
        let field = String(repeating: "x", count: 8 << 20)
        let table = try CSVTable(parsing: "a,b\n\(field),1\n")
        #expect(try table.strings("a").first??.utf8.count == 8 << 20)
        let wide = (0..<100_000).map(String.init).joined(separator: ",")
        #expect(try NumericGrid(csv: wide + "\n" + wide + "\n").columns == 100_000)
    }

    @Test func aTruncatedFileNamesWhereItStops() throws {
        // Cut in the middle of a quoted field, of a row, and of a UTF-8 sequence.
        #expect(throws: CSVError(.unterminatedQuote, line: 2, column: 2)) {
            try CSVTable(parsing: "a,b\n1,\"two\n")
        }
        let ragged = #expect(throws: CSVError.self) { try CSVTable(parsing: "a,b\n1,2\n3") }
        #expect(ragged?.reason == .raggedRow(expected: 2, found: 1) && ragged?.line == 3)
        let url = try temporaryFile("cut.csv", Array("a,b\n1,caf".utf8) + [0xC3])
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: CSVError(.notUTF8(byteOffset: 9), file: url, line: 2)) { try CSVTable(contentsOf: url) }
    }
}
