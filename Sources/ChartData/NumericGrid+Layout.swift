extension NumericGrid {
    /// The grid with its columns in the opposite order: column `c` becomes column `columns − 1 − c`.
    /// For data whose columns run against the axis you plot them on (R's `volcano` runs from east
    /// to west).
    public func reversedColumns() -> NumericGrid {
        var out: [Double] = []
        out.reserveCapacity(values.count)
        for r in 0..<rows {
            out += values[(r * columns)..<((r + 1) * columns)].reversed()
        }
        return NumericGrid(checkedRows: rows, columns: columns, values: out)
    }

    /// The grid with its rows in the opposite order: row `r` becomes row `rows − 1 − r`. For data
    /// stored top row first (an image) plotted with y or z running up or away from the first row.
    public func reversedRows() -> NumericGrid {
        var out: [Double] = []
        out.reserveCapacity(values.count)
        for r in (0..<rows).reversed() {
            out += values[(r * columns)..<((r + 1) * columns)]
        }
        return NumericGrid(checkedRows: rows, columns: columns, values: out)
    }

    /// The part of the grid in `rows` and `columns` (0-based, both ends included; nil: all of them).
    /// `volume.subgrid(rows: 1012...1057)` is one 46-row slice of a volume stored slice after slice.
    ///
    /// - Throws: ``NumericGridError/outOfRange(axis:lower:upper:available:)`` when a range reaches
    ///   outside the grid.
    public func subgrid(rows rowRange: ClosedRange<Int>? = nil, columns columnRange: ClosedRange<Int>? = nil)
        throws(NumericGridError) -> NumericGrid
    {
        let r = rowRange ?? 0...(rows - 1)
        let c = columnRange ?? 0...(columns - 1)
        guard r.lowerBound >= 0, r.upperBound < rows else {
            throw .outOfRange(axis: "rows", lower: r.lowerBound, upper: r.upperBound, available: rows)
        }
        guard c.lowerBound >= 0, c.upperBound < columns else {
            throw .outOfRange(axis: "columns", lower: c.lowerBound, upper: c.upperBound, available: columns)
        }
        var out: [Double] = []
        out.reserveCapacity(r.count * c.count)
        for row in r {
            out += values[(row * columns + c.lowerBound)...(row * columns + c.upperBound)]
        }
        return NumericGrid(checkedRows: r.count, columns: c.count, values: out)
    }
}
