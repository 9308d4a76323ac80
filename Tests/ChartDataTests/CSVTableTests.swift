import Foundation
import Testing

@testable import ChartData

@Suite struct CSVTableTests {
    @Test func readsHeaderRowsAndTypedColumns() throws {
        let table = try CSVTable(parsing: "name,size,when\nalpha,1.5,2020-01-02\nbeta,-2e3,2021-12-31\n")
        #expect(table.columnNames == ["name", "size", "when"])
        #expect(table.rowCount == 2)
        #expect(try table.strings("name") == ["alpha", "beta"])
        #expect(try table.numbers("size") == [1.5, -2000])
        #expect(try table.dates("when") == [date(2020, 1, 2), date(2021, 12, 31)])
    }

    @Test func quotedFieldsHoldCommasQuotesAndNewlines() throws {
        let text = #"""
            id,text,n
            1,"a, b",10
            2,"she said ""hi""",20
            3,"two
            lines",30
            4,"",40
            5,plain "inner" quote,50

            """#
        let table = try CSVTable(parsing: text)
        #expect(table.rowCount == 5)
        #expect(try table.strings("text") == ["a, b", "she said \"hi\"", "two\nlines", nil, "plain \"inner\" quote"])
        #expect(try table.numbers("n") == [10, 20, 30, 40, 50])
    }

    @Test func quotedHeaderNamesAreUnquoted() throws {
        let table = try CSVTable(parsing: "\"a,b\",\"say \"\"x\"\"\"\n1,2")
        #expect(table.columnNames == ["a,b", "say \"x\""])
    }

    @Test func lineEndsMayBeCRLFLFOrCRWithOrWithoutAFinalOne() throws {
        let expected = try CSVTable(parsing: "a,b\n1,x\n2,y")
        for text in [
            "a,b\r\n1,x\r\n2,y\r\n", "a,b\r\n1,x\r\n2,y", "a,b\n1,x\n2,y\n", "a,b\r1,x\r2,y\r", "a,b\n1,x\n2,y\n\n\n",
        ] {
            #expect(try CSVTable(parsing: text) == expected, "\(text.debugDescription)")
        }
        #expect(try expected.strings("b") == ["x", "y"])
    }

    @Test func quotedFieldKeepsItsCRLF() throws {
        let table = try CSVTable(parsing: "a,b\r\n\"x\r\ny\",1\r\n")
        #expect(try table.strings("a") == ["x\r\ny"])
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let table = try CSVTable(parsing: "\u{FEFF}species,mass\nAdelie,3750\n")
        #expect(table.columnNames == ["species", "mass"])
        #expect(try table.numbers("mass") == [3750])
    }

    @Test func emptyFieldsAreMissingValues() throws {
        let table = try CSVTable(parsing: "a,b,c,d\n1,,x,\n,2,,\n3,4,z,\n")
        #expect(try table.numbers("a") == [1, nil, 3])
        #expect(try table.numbers("b") == [nil, 2, 4])
        #expect(try table.strings("c") == ["x", nil, "z"])
        #expect(try table.numbers("d") == [nil, nil, nil], "a column with no values is numeric")
        #expect(try table.column(named: "c").missingCount == 1)
    }

    @Test(arguments: [
        ("1", 1.0), ("-1", -1), ("+1", 1), ("0.5", 0.5), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("1E-3", 0.001),
        ("-2.5e+2", -250), ("007", 7), (" 42 ", 42), ("0.1", 0.1), ("123456789012345678901234", 1.2345678901234568e23),
        ("1e400", .infinity), ("4.9e-324", .leastNonzeroMagnitude), ("3.141592653589793238462643", 3.141592653589793),
    ])
    func numbersParseLikeTheStandardLibrary(text: String, value: Double) throws {
        let table = try CSVTable(parsing: "x\n\(text)\n")
        #expect(try table.numbers("x") == [value])
    }

    @Test(arguments: ["1,5", "1.2.3", "e5", "1e", "--1", "nan", "inf", "0x10", "1_000", "12a", "+", ".", "1 2"])
    func nonNumbersMakeAStringColumn(text: String) throws {
        let table = try CSVTable(parsing: "x\n1\n\"\(text)\"\n")
        #expect(try table.strings("x") == ["1", text])
    }

    @Test func datesAndDateTimesAreInferred() throws {
        let text = """
            d
            2012-01-01

            2010-03-14T03:00
            2010-03-14 03:00:30
            2010-03-14T03:00:30.25Z
            2010-03-14T03:00:00+01:00
            2010-03-14T03:00:00-0530
            """
        let dates = try CSVTable(parsing: text).dates("d")
        let day = date(2010, 3, 14)
        #expect(dates.count == 7)
        #expect(dates[0] == date(2012, 1, 1))
        #expect(dates[1] == nil, "a blank line in a one-column table is a missing value")
        #expect(dates[2] == day.addingTimeInterval(3 * 3600))
        #expect(dates[3] == day.addingTimeInterval(3 * 3600 + 30))
        #expect(dates[4] == day.addingTimeInterval(3 * 3600 + 30.25))
        #expect(dates[5] == day.addingTimeInterval(2 * 3600))
        #expect(dates[6] == day.addingTimeInterval(8.5 * 3600))
    }

    @Test(arguments: [
        "2021-02-29", "2021-13-01", "2021-00-10", "2021-1-5", "20210105", "2021-01-05T25:00", "2021-01-05X",
    ])
    func impossibleOrMalformedDatesMakeAStringColumn(text: String) throws {
        let table = try CSVTable(parsing: "d\n2021-01-01\n\(text)\n")
        #expect(try table.strings("d") == ["2021-01-01", text])
    }

    @Test func leapDaysAndEarlyDatesAreExact() throws {
        let dates = try CSVTable(parsing: "d\n2000-02-29\n1969-12-31\n1900-03-01\n").dates("d")
        #expect(dates == [date(2000, 2, 29), date(1969, 12, 31), date(1900, 3, 1)])
        #expect(dates[1]?.timeIntervalSince1970 == -86_400)
    }

    @Test func raggedRowNamesTheLineAndTheCounts() {
        let text = "a,b,c\n1,2,3\n4,5\n"
        #expect {
            try CSVTable(parsing: text)
        } throws: { error in
            let error = try #require(error as? CSVError)
            return error.reason == .raggedRow(expected: 3, found: 2) && error.line == 3
                && error.description == "line 3: expected 3 fields, found 2"
        }
    }

    @Test func raggedRowAfterAMultilineFieldCountsPhysicalLines() {
        let text = "a,b\n\"x\ny\nz\",1\n2\n"
        let error = #expect(throws: CSVError.self) { try CSVTable(parsing: text) }
        #expect(error?.line == 5)
        #expect(error?.description == "line 5: expected 2 fields, found 1")
    }

    @Test func tooManyFieldsIsAnErrorToo() {
        let error = #expect(throws: CSVError.self) { try CSVTable(parsing: "a,b\n1,2\n1,2,3\n") }
        #expect(error?.description == "line 3: expected 2 fields, found 3")
        #expect(error?.column == 3)
    }

    @Test func unterminatedQuoteNamesTheLineWhereTheFieldStarts() {
        let error = #expect(throws: CSVError.self) { try CSVTable(parsing: "a,b\n1,2\n3,\"open\nstill open\n") }
        #expect(error?.reason == .unterminatedQuote)
        #expect(error?.line == 3)
        #expect(error?.column == 2)
        #expect(error?.description.hasPrefix("line 3, column 2: unterminated quoted field") == true)
    }

    @Test func textAfterAClosingQuoteIsAnError() {
        let error = #expect(throws: CSVError.self) { try CSVTable(parsing: "a,b\n\"x\"y,2\n") }
        #expect(error?.reason == .textAfterClosingQuote)
        #expect(error?.line == 2)
        #expect(error?.column == 1)
    }

    @Test func emptyInputHasNoHeader() {
        for text in ["", "\n", "\u{FEFF}"] {
            let error = #expect(throws: CSVError.self) { try CSVTable(parsing: text) }
            #expect(error?.reason == .empty)
        }
    }

    @Test func headerOnlyGivesNoRows() throws {
        let table = try CSVTable(parsing: "a,b\n")
        #expect(table.rowCount == 0)
        #expect(try table.numbers("a").isEmpty)
    }

    @Test func lookupErrorsNameTheColumnAndWhatThereIs() throws {
        let table = try CSVTable(parsing: "name,size\nx,1\n")
        let missing = #expect(throws: CSVError.self) { try table.numbers("mass") }
        #expect(missing?.description == "no column named \"mass\"; the columns are \"name\", \"size\"")
        let wrongType = #expect(throws: CSVError.self) { try table.numbers("name") }
        #expect(wrongType?.description == "column \"name\" holds strings, not numbers")
        #expect(throws: CSVError.self) { try table.strings("size") }
        #expect(throws: CSVError.self) { try table.dates("size") }
    }

    @Test func duplicateNamesFindTheFirstColumn() throws {
        let table = try CSVTable(parsing: "v,v\n1,x\n")
        #expect(try table.numbers("v") == [1])
        #expect(table.columns[1] == .strings(["x"]))
    }

    @Test func nonASCIITextSurvives() throws {
        let table = try CSVTable(parsing: "город,t\nМосква,−5\nZürich,3\n")
        #expect(table.columnNames == ["город", "t"])
        #expect(try table.strings("город") == ["Москва", "Zürich"])
        #expect(try table.strings("t") == ["−5", "3"], "U+2212 MINUS SIGN is not an ASCII minus")
    }

    @Test func aHundredThousandRowsParse() throws {
        var text = "i,x,label,day\n"
        text.reserveCapacity(4_000_000)
        for row in 0..<100_000 {
            text += "\(row),\(Double(row) * 0.25),\"row \(row % 7)\",2020-01-\(String(format: "%02d", row % 28 + 1))\n"
        }
        let table = try CSVTable(parsing: text)
        #expect(table.rowCount == 100_000)
        let x = try table.numbers("x")
        #expect(x[99_999] == 24_999.75)
        #expect(try table.strings("label")[8] == "row 1")
        #expect(try table.dates("day")[27] == date(2020, 1, 28))
    }

    @Test func tablesBuiltInCodeKeepTheirColumns() {
        let table = CSVTable(columnNames: ["a"], columns: [.numbers([1, nil])])
        #expect(table.rowCount == 2)
        #expect(table.columns[0].typeName == "numbers")
    }
}

/// Midnight UTC of a calendar day.
func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!
}
