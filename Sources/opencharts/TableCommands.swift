import ChartGallery
import Foundation
import OpenCharts

/// One point of a line, area or scatter chart read from a table.
struct TablePoint {
    var x: Cell
    var y: Double
    /// The series (or colour category) it belongs to; empty when there is only one.
    var series: String
}

/// The subcommands that chart columns of a CSV table: `line`, `area`, `bar`, `scatter`,
/// `scatter3d` and `heatmap --x --y --value`.
enum TableCommands {
    // MARK: - line and area

    /// `line FILE.csv --x COL --y COL[,COL…] [--series COL]`, and `area` with the same arguments.
    static func lineOrArea(_ a: Arguments, area: Bool) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let xName = try a.required("--x", "COL")
        let yNames = try a.required("--y", "COL[,COL…]").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let seriesName = a.string("--series")
        if seriesName != nil, yNames.count > 1 {
            throw CLIError.usage("--series and several --y columns do not go together: each --y column is a series")
        }
        let xs = try t.cells(xName, option: "--x")
        let series = try seriesName.map { try t.categories($0, option: "--series") }
        let names = seriesNames(yNames)
        var points: [(order: Int, row: Int, point: TablePoint)] = []
        var order: [String: Int] = [:]
        for (k, yName) in yNames.enumerated() {
            let ys = try t.numbers(yName, option: "--y")
            for i in 0..<t.table.rowCount {
                guard let x = xs[i], let y = ys[i] else { continue }
                let s = series.map { $0[i] ?? "" } ?? (yNames.count > 1 ? names[k] : "")
                let o = order[s] ?? order.count
                order[s] = o
                points.append((o, i, TablePoint(x: x, y: y, series: s)))
            }
        }
        guard !points.isEmpty else {
            throw CLIError.failure("\(t.path): no row has both --x \(xName) and --y \(yNames.joined(separator: ","))")
        }
        // Each series in x order (categories keep the file's order).
        let categorical = try !t.isNumeric(xName, option: "--x") && xs.contains { $0?.primitive.number == nil }
        points.sort { p, q in
            if p.order != q.order { return p.order < q.order }
            if !categorical, let a = p.point.x.primitive.number, let b = q.point.x.primitive.number, a != b {
                return a < b
            }
            return p.row < q.row
        }
        let rows = points.map(\.point)
        let yLabel = yNames.count == 1 ? yNames[0] : commonSuffix(yNames) ?? "value"
        let seriesLabel = seriesName ?? "Series"
        let multi = order.count > 1
        // `--linewidth` (lines only; `area` does not take it): nil keeps the marks' own width.
        let stroke = try a.positive("--linewidth").map { StrokeStyle(lineWidth: $0) }
        let labels = (x: xName, y: yLabel, series: seriesLabel)
        if let errorsName = a.string("--errors") {
            if yNames.count > 1 { throw CLIError.usage("--errors goes with one --y column, not \(yNames.count)") }
            let es = try t.numbers(errorsName, option: "--errors")
            let chart = errorLineChart(
                rows, errors: points.map { es[$0.row] }, labels: labels, multi: multi, stroke: stroke)
            return try ChartLook.chart(chart, a)
        }
        let chart = lineOrAreaChart(
            rows, labels: labels, area: area, categorical: categorical, multi: multi, stroke: stroke)
        return try ChartLook.chart(chart, a)
    }

    /// `line --errors COL`: a line mark per row with its error bar (± the row's error; none where
    /// the error is missing), in the series' colour.
    private static func errorLineChart(
        _ rows: [TablePoint], errors: [Double?], labels: (x: String, y: String, series: String), multi: Bool,
        stroke: StrokeStyle?
    ) -> Chart {
        let styled = { (mark: LineMark) in stroke.map { mark.lineStyle($0) } ?? mark }
        return Chart(rows.indices) { i in
            let p = rows[i]
            let bar = ErrorBarMark(
                x: .value(labels.x, p.x), y: .value(labels.y, p.y), yError: .symmetric(errors[i] ?? .nan))
            if multi {
                styled(LineMark(x: .value(labels.x, p.x), y: .value(labels.y, p.y)))
                    .foregroundStyle(by: .value(labels.series, p.series))
                if errors[i] != nil { bar.foregroundStyle(by: .value(labels.series, p.series)) }
            } else {
                styled(LineMark(x: .value(labels.x, p.x), y: .value(labels.y, p.y)))
                if errors[i] != nil { bar }
            }
        }
    }

    /// The `line`/`area` chart of `rows`: a vectorized plot over numbers, one mark per row over
    /// categories; by series when `multi`.
    private static func lineOrAreaChart(
        _ rows: [TablePoint], labels: (x: String, y: String, series: String), area: Bool, categorical: Bool,
        multi: Bool, stroke: StrokeStyle?
    ) -> Chart {
        switch (area, categorical) {
        case (false, false):
            var plot =
                multi
                ? LinePlot(
                    rows, x: .value(labels.x, \.x), y: .value(labels.y, \.y), series: .value(labels.series, \.series))
                : LinePlot(rows, x: .value(labels.x, \.x), y: .value(labels.y, \.y))
            if let stroke { plot = plot.lineStyle(stroke) }
            return Chart { plot }
        case (true, false):
            return Chart {
                if multi {
                    AreaPlot(
                        rows, x: .value(labels.x, \.x), y: .value(labels.y, \.y),
                        series: .value(labels.series, \.series))
                } else {
                    AreaPlot(rows, x: .value(labels.x, \.x), y: .value(labels.y, \.y))
                }
            }
        case (false, true):
            let styled = { (mark: LineMark) in stroke.map { mark.lineStyle($0) } ?? mark }
            return Chart(rows) { p in
                if multi {
                    styled(
                        LineMark(x: .value(labels.x, p.x), y: .value(labels.y, p.y))
                            .foregroundStyle(by: .value(labels.series, p.series)))
                } else {
                    styled(LineMark(x: .value(labels.x, p.x), y: .value(labels.y, p.y)))
                }
            }
        case (true, true):
            return Chart(rows) { p in
                if multi {
                    AreaMark(x: .value(labels.x, p.x), y: .value(labels.y, p.y))
                        .foregroundStyle(by: .value(labels.series, p.series))
                } else {
                    AreaMark(x: .value(labels.x, p.x), y: .value(labels.y, p.y))
                }
            }
        }
    }

    /// Legend names for several y columns: their names without the suffix they share
    /// (`AAPL_adj_close_usd`, `GOOG_adj_close_usd` → `AAPL`, `GOOG`).
    static func seriesNames(_ columns: [String]) -> [String] {
        guard columns.count > 1, let suffix = commonSuffix(columns) else { return columns }
        let cut = columns.map { String($0.dropLast(suffix.count + 1)) }
        return Set(cut).count == cut.count && !cut.contains("") ? cut : columns
    }

    /// The `_`-separated words every name ends with (`adj_close_usd`), or nil.
    static func commonSuffix(_ names: [String]) -> String? {
        let words = names.map { $0.split(separator: "_", omittingEmptySubsequences: false).map(String.init) }
        guard let shortest = words.map(\.count).min(), shortest > 1 else { return nil }
        var shared: [String] = []
        for k in 1..<shortest {
            let w = words[0][words[0].count - k]
            guard words.allSatisfy({ $0[$0.count - k] == w }) else { break }
            shared.insert(w, at: 0)
        }
        return shared.isEmpty ? nil : shared.joined(separator: "_")
    }

    // MARK: - bar

    /// `bar FILE.csv --x COL --y COL [--color COL [--group]]`: a bar per row at its category,
    /// stacked by colour, or side by side with `--group`.
    static func bar(_ a: Arguments) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let xName = try a.required("--x", "COL")
        let yName = try a.required("--y", "COL")
        let colorName = a.string("--color")
        if a.has("--group"), colorName == nil {
            throw CLIError.usage("--group puts the --color categories side by side: it needs --color COL")
        }
        // Numbers on x are categories too (years, sizes): bars stand at each distinct value.
        let xs = try t.cells(xName, option: "--x").map { cell in
            cell.map { c -> Cell in
                if case .number = c.primitive { return Cell(primitive: .string(c.text)) }
                return c
            }
        }
        let ys = try t.numbers(yName, option: "--y")
        let colors = try colorName.map { try t.categories($0, option: "--color") }
        let rows = (0..<t.table.rowCount).compactMap { i -> TablePoint? in
            guard let x = xs[i], let y = ys[i] else { return nil }
            return TablePoint(x: x, y: y, series: colors?[i] ?? "")
        }
        guard !rows.isEmpty else { throw CLIError.failure("\(t.path): no row has both --x \(xName) and --y \(yName)") }
        let group = a.has("--group")
        let chart = Chart(rows) { p in
            if let colorName, group {
                BarMark(x: .value(xName, p.x), y: .value(yName, p.y))
                    .foregroundStyle(by: .value(colorName, p.series))
                    .position(by: .value(colorName, p.series))
            } else if let colorName {
                BarMark(x: .value(xName, p.x), y: .value(yName, p.y))
                    .foregroundStyle(by: .value(colorName, p.series))
            } else {
                BarMark(x: .value(xName, p.x), y: .value(yName, p.y))
            }
        }
        return try ChartLook.chart(chart, a)
    }

    // MARK: - scatter and scatter3d

    /// `scatter FILE.csv --x COL --y COL [--color COL]`: a point per row; categories of `--color`
    /// also get a symbol each, numbers a colour bar.
    static func scatter(_ a: Arguments) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let xName = try a.required("--x", "COL")
        let yName = try a.required("--y", "COL")
        let xs = try t.cells(xName, option: "--x")
        let ys = try t.cells(yName, option: "--y")
        let (color, numericColor) = try colorColumn(t, a)
        let es = try a.string("--errors").map { try t.numbers($0, option: "--errors") }
        let rows = (0..<t.table.rowCount).compactMap { i -> (x: Cell, y: Cell, c: Cell?, e: Double?)? in
            guard let x = xs[i], let y = ys[i] else { return nil }
            if let color, color.1[i] == nil { return nil }
            return (x, y, color?.1[i], es?[i] ?? nil)
        }
        guard !rows.isEmpty else { throw CLIError.failure("\(t.path): no row has both --x \(xName) and --y \(yName)") }
        // `--size` is a diameter; 2D symbol sizes are areas in square points, as in Swift Charts.
        let size = try a.positive("--size").map { Double.pi / 4 * $0 * $0 } ?? symbolArea(rows.count)
        var chart = Chart(rows.indices) { i in
            let r = rows[i]
            let bar = ErrorBarMark(x: .value(xName, r.x), y: .value(yName, r.y), yError: .symmetric(r.e ?? .nan))
            if let (name, _) = color, numericColor {
                PointMark(x: .value(xName, r.x), y: .value(yName, r.y))
                    .foregroundStyle(by: .value(name, r.c!))
                    .symbolSize(size)
                if r.e != nil { bar.foregroundStyle(by: .value(name, r.c!)) }
            } else if let (name, _) = color {
                PointMark(x: .value(xName, r.x), y: .value(yName, r.y))
                    .foregroundStyle(by: .value(name, r.c!.text))
                    .symbol(by: .value(name, r.c!.text))
                    .symbolSize(size)
                if r.e != nil { bar.foregroundStyle(by: .value(name, r.c!.text)) }
            } else {
                PointMark(x: .value(xName, r.x), y: .value(yName, r.y)).symbolSize(size)
                if r.e != nil { bar }
            }
        }
        // Scatter plots show where the data are: the y axis need not reach zero.
        chart = chart.chartYScale(domain: .automatic(includesZero: false))
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart(chart, a)
    }

    /// The `--color` column's title (`--colorlabel`, else its name) and cells, and whether it holds
    /// numbers (a colour bar) rather than categories (a legend); `--colorlabel` needs `--color`.
    static func colorColumn(_ t: InputTable, _ a: Arguments) throws -> (
        color: (title: String, cells: [Cell?])?, numeric: Bool
    ) {
        guard let name = a.string("--color") else {
            if a.has("--colorlabel") {
                throw CLIError.usage("--colorlabel titles the --color legend or colour bar: it needs --color COL")
            }
            return (nil, false)
        }
        let cells = try t.cells(name, option: "--color")
        return ((a.string("--colorlabel") ?? name, cells), try t.isNumeric(name, option: "--color"))
    }

    /// 2D symbol areas in square points: smaller as the points get many.
    static func symbolArea(_ count: Int) -> Double {
        count > 20_000 ? 6 : count > 2_000 ? 14 : 30
    }

    /// `scatter3d FILE.csv --x COL --y COL --z COL [--color COL]`: a point per row in 3D.
    static func scatter3D(_ a: Arguments) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let names = (x: try a.required("--x", "COL"), y: try a.required("--y", "COL"), z: try a.required("--z", "COL"))
        let xs = try t.numbers(names.x, option: "--x")
        let ys = try t.numbers(names.y, option: "--y")
        let zs = try t.numbers(names.z, option: "--z")
        let (color, numericColor) = try colorColumn(t, a)
        let rows = (0..<t.table.rowCount).compactMap { i -> (x: Double, y: Double, z: Double, c: Cell?)? in
            guard let x = xs[i], let y = ys[i], let z = zs[i] else { return nil }
            if let color, color.1[i] == nil { return nil }
            return (x, y, z, color?.1[i])
        }
        guard !rows.isEmpty else {
            throw CLIError.failure("\(t.path): no row has all of --x \(names.x), --y \(names.y) and --z \(names.z)")
        }
        let size = try a.positive("--size") ?? (rows.count > 20_000 ? 3 : rows.count > 2_000 ? 5 : 8)
        var chart = Chart3D(rows.indices) { i in
            let r = rows[i]
            if let (name, _) = color, numericColor {
                PointMark(x: .value(names.x, r.x), y: .value(names.y, r.y), z: .value(names.z, r.z))
                    .foregroundStyle(by: .value(name, r.c!))
                    .symbolSize(size)
            } else if let (name, _) = color {
                PointMark(x: .value(names.x, r.x), y: .value(names.y, r.y), z: .value(names.z, r.z))
                    .foregroundStyle(by: .value(name, r.c!.text))
                    .symbolSize(size)
            } else {
                PointMark(x: .value(names.x, r.x), y: .value(names.y, r.y), z: .value(names.z, r.z))
                    .symbolSize(size)
            }
        }
        if let gradient = try ChartLook.colormap(a) { chart = chart.chartForegroundStyleScale(range: gradient) }
        return try ChartLook.chart3D(chart, a)
    }

    // MARK: - heatmap from columns

    /// `heatmap FILE.csv --x COL --y COL --value COL`: a cell per row at (x, y), coloured by value.
    static func heatmap(_ a: Arguments) throws -> ExampleChart {
        let t = try InputTable(path: try a.single("FILE.csv"))
        let xName = try a.required("--x", "COL")
        let yName = try a.required("--y", "COL")
        let valueName = try a.required("--value", "COL")
        let xs = try t.cells(xName, option: "--x")
        let ys = try t.cells(yName, option: "--y")
        let vs = try t.numbers(valueName, option: "--value")
        let rows = (0..<t.table.rowCount).compactMap { i -> (x: Cell, y: Cell, v: Double)? in
            guard let x = xs[i], let y = ys[i], let v = vs[i] else { return nil }
            return (x, y, v)
        }
        guard !rows.isEmpty else {
            throw CLIError.failure("\(t.path): no row has all of --x \(xName), --y \(yName) and --value \(valueName)")
        }
        let colorLabel = a.string("--colorlabel") ?? valueName
        var chart = Chart(rows.indices) { i in
            RectangleMark(x: .value(xName, rows[i].x), y: .value(yName, rows[i].y))
                .foregroundStyle(by: .value(colorLabel, rows[i].v))
        }
        chart = try ChartLook.colorScale(chart, a)
        return try ChartLook.chart(chart, a)
    }
}
