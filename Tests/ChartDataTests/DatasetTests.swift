import Foundation
import Testing

@testable import ChartData

/// Loads the real files in `Datasets/` and checks them against the numbers in `Datasets/README.md`.
@Suite struct DatasetTests {
    static let datasets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Datasets")

    @Test func penguins() throws {
        let table = try CSVTable(contentsOf: Self.datasets.appending(path: "penguins.csv"))
        #expect(
            table.columnNames == [
                "species", "island", "bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g", "sex",
                "year",
            ])
        #expect(table.rowCount == 344)
        let species = try table.strings("species")
        #expect(species.count { $0 == "Adelie" } == 152)
        #expect(species.count { $0 == "Gentoo" } == 124)
        #expect(species.count { $0 == "Chinstrap" } == 68)
        #expect(Set(try table.strings("island").compactMap { $0 }) == ["Torgersen", "Biscoe", "Dream"])
        #expect(try table.strings("sex").count { $0 == nil } == 11)
        for measurement in ["bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g"] {
            #expect(try table.numbers(measurement).count { $0 == nil } == 2, "\(measurement)")
        }
        #expect(try table.numbers("bill_length_mm").first == 39.1)
        #expect(try table.numbers("year").compactMap { $0 }.min() == 2007)
    }

    @Test func volcanoGrid() throws {
        let grid = try NumericGrid(contentsOf: Self.datasets.appending(path: "volcano-grid.csv"))
        #expect(grid.rows == 87)
        #expect(grid.columns == 61)
        #expect(grid.values.min() == 94)
        #expect(grid.values.max() == 195)
        #expect(grid.values.reduce(0, +) == 690_907)
        #expect(grid[0, 0] == 100)
    }

    @Test func theOtherGridsHaveTheirDocumentedShapes() throws {
        let jacksboro = try NumericGrid(contentsOf: Self.datasets.appending(path: "jacksboro-dem-grid.csv"))
        #expect(jacksboro.rows == 172 && jacksboro.columns == 202)
        #expect(jacksboro.values.min() == 245 && jacksboro.values.max() == 1068)
        let brain = try NumericGrid(contentsOf: Self.datasets.appending(path: "mni152-t1-4mm-volume.csv"))
        #expect(brain.rows == 40 * 46 && brain.columns == 37)
        #expect(brain.values.min() == 0 && brain.values.max() == 237)
    }

    @Test func tablesHaveTheirDocumentedTypes() throws {
        let quakes = try CSVTable(contentsOf: Self.datasets.appending(path: "quakes.csv"))
        #expect(quakes.rowCount == 1000)
        #expect(try quakes.numbers("depth_km").compactMap { $0 }.max() == 680)
        let iris = try CSVTable(contentsOf: Self.datasets.appending(path: "iris.csv"))
        #expect(iris.rowCount == 150)
        #expect(Set(try iris.strings("species").compactMap { $0 }) == ["setosa", "versicolor", "virginica"])
        let weather = try CSVTable(contentsOf: Self.datasets.appending(path: "seattle-weather.csv"))
        #expect(weather.rowCount == 1461)
        #expect(try weather.dates("date").first == date(2012, 1, 1))
        #expect(try weather.dates("date").last == date(2015, 12, 31))
        let stocks = try CSVTable(contentsOf: Self.datasets.appending(path: "stocks-adj-close.csv"))
        #expect(stocks.rowCount == 3270)
        #expect(try stocks.numbers("AAPL_adj_close_usd").first == 4.1867)
        let goog = try stocks.numbers("GOOG_adj_close_usd")
        let dates = try stocks.dates("date")
        let firstGoog = try #require(goog.firstIndex { $0 != nil })
        #expect(dates[firstGoog] == date(2004, 8, 19))
    }

    @Test func fileErrorsNameTheFile() throws {
        let missing = Self.datasets.appending(path: "no-such-file.csv")
        let notFound = #expect(throws: CSVError.self) { try CSVTable(contentsOf: missing) }
        #expect(notFound?.reason == .fileNotFound)
        #expect(notFound?.description == "\(missing.path): no such file")

        let directory = #expect(throws: CSVError.self) { try NumericGrid(contentsOf: Self.datasets) }
        #expect(directory?.reason == .isDirectory)
        #expect(directory?.description.hasPrefix(Self.datasets.path) == true)

        let folder = FileManager.default.temporaryDirectory.appending(path: "ChartDataTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin1 = folder.appending(path: "latin1.csv")
        try Data("name\nok\nZ\u{FC}rich\n".data(using: .isoLatin1)!).write(to: latin1)
        let notUTF8 = #expect(throws: CSVError.self) { try CSVTable(contentsOf: latin1) }
        #expect(notUTF8?.reason == .notUTF8(byteOffset: 9))
        #expect(notUTF8?.line == 3)
        #expect(notUTF8?.description.hasPrefix("\(latin1.path): line 3: is not UTF-8 text") == true)

        let ragged = folder.appending(path: "ragged.csv")
        try Data("a,b\n1,2\n3\n".utf8).write(to: ragged)
        let raggedError = #expect(throws: CSVError.self) { try CSVTable(contentsOf: ragged) }
        #expect(raggedError?.description == "\(ragged.path): line 3: expected 2 fields, found 1")
    }
}
