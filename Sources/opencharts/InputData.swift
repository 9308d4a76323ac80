import ChartData
import Foundation
import OpenCharts

/// One value of a CSV cell as a chart takes it: a number, a string (a category) or a date.
struct Cell: Plottable, Hashable {
    let primitive: PlottablePrimitive
    var primitivePlottable: PlottablePrimitive { primitive }

    /// The value as text, for categories and series names.
    var text: String { primitive.text }
}

/// A CSV table read for a subcommand; its lookups fail with one-line messages that name the file,
/// the option and the columns there are.
struct InputTable {
    let path: String
    let table: CSVTable

    /// Reads the table at `path`: a failure names the file (status 1: the input, not the command
    /// line, is wrong — except a missing file, which is a usage error).
    init(path: String) throws {
        self.path = path
        do {
            table = try CSVTable(contentsOf: URL(fileURLWithPath: path))
        } catch let error as CSVError {
            throw InputTable.cliError(error)
        }
    }

    static func cliError(_ error: CSVError) -> CLIError {
        if case .fileNotFound = error.reason {
            return CLIError.usage(error.description)
        }
        return CLIError.failure(error.description)
    }

    /// The column called `name`, asked for by `option`. `-name` (when no column is called that) is the
    /// numeric column `name` negated: depths drawn downward, say.
    func column(_ name: String, option: String) throws -> CSVColumn {
        if !table.columnNames.contains(name), name.hasPrefix("-"), table.columnNames.contains(String(name.dropFirst()))
        {
            let column = try column(String(name.dropFirst()), option: option)
            guard case .numbers(let v) = column else {
                throw CLIError.usage(
                    "\(path): column \"\(name.dropFirst())\" (\(option)) holds \(column.typeName); only numbers can be negated"
                )
            }
            return .numbers(v.map { $0.map { -$0 } })
        }
        guard let i = table.columnNames.firstIndex(of: name) else {
            let names = table.columnNames.map { "\"\($0)\"" }.joined(separator: ", ")
            // `-name` negates a column: suggest the negated spelling.
            let candidates = name.hasPrefix("-") ? table.columnNames.map { "-" + $0 } : table.columnNames
            let suggestion = Suggestion.clause(for: name, among: candidates, quote: "\"")
            throw CLIError.usage("\(path): no column \"\(name)\" (\(option))\(suggestion); the columns are \(names)")
        }
        return Self.finite(table.columns[i])
    }

    /// The column with numbers too large for a `Double` (`1e400` reads as infinity) made missing: a
    /// chart has no place for them, and rows without them are left out like rows with empty cells.
    static func finite(_ column: CSVColumn) -> CSVColumn {
        guard case .numbers(let v) = column, v.contains(where: { $0.map { !$0.isFinite } ?? false }) else {
            return column
        }
        return .numbers(v.map { $0.flatMap { $0.isFinite ? $0 : nil } })
    }

    /// The values of a column as cells (numbers, strings or dates), nil where missing.
    func cells(_ name: String, option: String) throws -> [Cell?] {
        switch try column(name, option: option) {
        case .numbers(let v): v.map { $0.map { Cell(primitive: .number($0)) } }
        case .strings(let v): v.map { $0.map { Cell(primitive: .string($0)) } }
        case .dates(let v): v.map { $0.map { Cell(primitive: .date($0)) } }
        }
    }

    /// The values of a numeric column, nil where missing.
    func numbers(_ name: String, option: String) throws -> [Double?] {
        let column = try column(name, option: option)
        guard case .numbers(let v) = column else {
            throw CLIError.usage("\(path): column \"\(name)\" (\(option)) holds \(column.typeName); it needs numbers")
        }
        return v
    }

    /// The values of a column as category names (numbers and dates as written), nil where missing.
    func categories(_ name: String, option: String) throws -> [String?] {
        try cells(name, option: option).map { $0?.text }
    }

    /// Whether the column holds numbers.
    func isNumeric(_ name: String, option: String) throws -> Bool {
        if case .numbers = try column(name, option: option) { return true }
        return false
    }
}

/// A header-less numeric grid read for a subcommand, optionally cut to a range of rows.
struct InputGrid {
    let path: String
    let grid: NumericGrid
    /// The first row kept (0-based), for axis titles.
    let firstRow: Int
    /// The titles and extents of a NetCDF or HDF5 grid; nil for a CSV grid.
    let file: GridFileInfo?

    /// Reads the grid at `path`, keeping rows `rows` (0-based, both ends included) when given. A
    /// NetCDF or HDF5 file's grid is its two-dimensional `variable` (else its only one).
    init(path: String, rows: String?, variable: String? = nil) throws {
        self.path = path
        let full: NumericGrid
        var array: ScientificArray?
        if ScientificInput.isScientific(path) {
            let a = try ScientificInput.array(path, variable: variable, rank: 2)
            do { full = try a.grid() } catch { throw ScientificInput.cliError(error) }
            array = a
        } else {
            if variable != nil {
                throw CLIError.usage("--var names a variable of a NetCDF or HDF5 file, not of \(path)")
            }
            do {
                full = try NumericGrid(contentsOf: URL(fileURLWithPath: path))
            } catch let error as CSVError {
                throw InputTable.cliError(error)
            }
        }
        let kept = try Self.rows(rows, of: full, path: path)
        grid = try kept.map { try full.subgrid(rows: $0) } ?? full
        firstRow = kept?.lowerBound ?? 0
        file = try array.map { a in
            let v = a.variable
            let c = a.coordinates
            return GridFileInfo(
                x: c[1].title, y: c[0].title, value: v.title,
                xExtent: try ScientificInput.extent(c[1], 0...(v.shape[1] - 1), path: path),
                yExtent: try ScientificInput.extent(c[0], kept ?? 0...(v.shape[0] - 1), path: path))
        }
    }

    /// The rows `--rows FIRST:LAST` keeps, nil for all.
    static func rows(_ rows: String?, of full: NumericGrid, path: String) throws -> ClosedRange<Int>? {
        guard let rows else { return nil }
        guard let (a, b) = DomainArgument.split(rows), let first = Int(a), let last = Int(b), first >= 0,
            last > first
        else {
            throw CLIError.usage("--rows needs FIRST:LAST, rows counted from 0 with FIRST < LAST, got '\(rows)'")
        }
        guard last < full.rows else {
            throw CLIError.usage(
                "\(path): --rows \(rows) asks for row \(last), but the grid has rows 0…\(full.rows - 1)")
        }
        return first...last
    }
}
