import Foundation

/// The values a chart plots as a table — the data behind it for screen-reader users and anyone who
/// wants the numbers: one row per value, series by series in the order a screen reader reads
/// them, sampled function values included (`Chart/dataTable()`). An OpenCharts extension.
public struct ChartDataTable: Sendable, Equatable {
    /// The column titles: "Series", then the axes' labels (and the end of a range, a colour
    /// value, the accessibility label and value where any row has one).
    public var columns: [String]
    /// The cells, as text: numbers in full precision (they read back exactly), dates in ISO 8601,
    /// categories as given; empty where a row has no value.
    public var rows: [[String]]

    /// Creates a table from its columns and rows.
    public init(columns: [String], rows: [[String]]) {
        self.columns = columns
        self.rows = rows
    }

    /// The table as CSV (RFC 4180: fields with commas, quotes or line breaks quoted; lines end
    /// with "\n").
    public var csv: String {
        func field(_ s: String) -> String {
            guard s.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return s }
            return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        return ([columns] + rows).map { $0.map(field).joined(separator: ",") + "\n" }.joined()
    }

    init(series: [AccessibleSeries], labels: (x: String, y: String, z: String?)) {
        let hasEnd = series.contains { $0.points.contains { $0.yEnd != nil } }
        let hasZ = labels.z != nil || series.contains { $0.points.contains { $0.z != nil } }
        let colourLabel = series.first { $0.points.contains { $0.colorValue != nil } }?.categoryLabel
        let hasColour = series.contains { $0.points.contains { $0.colorValue != nil } }
        let hasLabel = series.contains { $0.points.contains { $0.label != nil } }
        let hasValue = series.contains { $0.points.contains { $0.value != nil } }
        var columns = ["Series", labels.x, labels.y]
        if hasEnd { columns.append(labels.y + " (end)") }
        if hasZ { columns.append(labels.z ?? "z") }
        if hasColour { columns.append(colourLabel ?? "Colour value") }
        if hasLabel { columns.append("Accessibility label") }
        if hasValue { columns.append("Accessibility value") }
        var rows: [[String]] = []
        for s in series {
            let name = s.name ?? s.yLabel ?? s.kind.rawValue
            for p in s.points {
                var row = [name, Self.cell(p.x), Self.cell(p.y)]
                if hasEnd { row.append(p.yEnd.map(Self.number) ?? "") }
                if hasZ { row.append(p.z.map(Self.number) ?? "") }
                if hasColour { row.append(p.colorValue.map(Self.number) ?? "") }
                if hasLabel { row.append(p.label ?? "") }
                if hasValue { row.append(p.value ?? "") }
                rows.append(row)
            }
        }
        self.init(columns: columns, rows: rows)
    }

    /// Full precision, shortest form that reads back exactly; "NaN" for a gap.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "NaN" : (v > 0 ? "inf" : "-inf") }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int(v)) }
        return "\(v)"
    }

    static func cell(_ p: PlottablePrimitive?) -> String {
        switch p {
        case .number(let v)?: number(v)
        case .string(let s)?: s
        case .date(let d)?: Self.isoDate(d)
        case nil: ""
        }
    }

    static func isoDate(_ d: Date) -> String {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "UTC")
        if d.timeIntervalSince1970.truncatingRemainder(dividingBy: 86400) == 0 {
            f.formatOptions = [.withFullDate]
        } else if d.timeIntervalSince1970 != d.timeIntervalSince1970.rounded() {
            f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        }
        return f.string(from: d)
    }
}

extension Chart {
    /// The values the chart plots, as a table: every series in declaration order, each value in
    /// data order; function plots as the evenly spaced samples the description reads (101 across
    /// the domain). Hidden marks are included: they are plotted.
    public func dataTable() -> ChartDataTable {
        let series = accessibleSeries()
        let c = configuration.value
        let first = series.first { !$0.hidden } ?? series.first
        return ChartDataTable(
            series: series,
            labels: (c.xAxisLabel ?? first?.xLabel ?? "x", c.yAxisLabel ?? first?.yLabel ?? "y", nil))
    }
}

extension Chart3D {
    /// The values the chart plots, as a table: points in declaration order; a surface as the
    /// values of its function on an evenly spaced `surfaceSamples` × `surfaceSamples` grid over
    /// the x and z domains (rows of constant z, x increasing).
    public func dataTable(surfaceSamples: Int = 41) -> ChartDataTable {
        let series = accessibleSeries(surfaceSamples: max(2, surfaceSamples))
        let c = configuration.value
        let first = series.first { !$0.hidden } ?? series.first
        return ChartDataTable(
            series: series,
            labels: (
                c.xAxisLabel ?? first?.xLabel ?? "x", c.yAxisLabel ?? first?.yLabel ?? "y",
                c.zAxisLabel ?? first?.zLabel ?? "z"
            ))
    }
}
