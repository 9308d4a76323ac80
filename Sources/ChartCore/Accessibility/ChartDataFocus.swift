import ChartCamera
import ChartMath
import Foundation

/// A value of a chart picked by keyboard exploration: the `index`th value of the `series`th
/// series, in the order the description and the data table read them. An OpenCharts extension,
/// used by the window's arrow keys.
public struct ChartDataFocus: Sendable, Equatable, Hashable {
    /// The series, among the chart's visible (not accessibility-hidden) data series.
    public var series: Int
    /// The value within the series.
    public var index: Int

    /// A focus on the `index`th value of the `series`th series.
    public init(series: Int, index: Int) {
        self.series = series
        self.index = index
    }
}

/// Stepping through series of values: shared by 2D and 3D charts.
enum DataFocusWalk {
    /// The focus after a step: `dx` along the series (clamped at its ends), `dy` across series
    /// (clamped), landing on the value nearest in x. No focus yet: the first value.
    static func moved(
        _ focus: ChartDataFocus?, dx: Int, dy: Int, series: [AccessibleSeries]
    ) -> ChartDataFocus? {
        guard !series.isEmpty, series.contains(where: { !$0.points.isEmpty }) else { return nil }
        guard var f = focus else { return ChartDataFocus(series: 0, index: 0) }
        f.series = min(max(f.series, 0), series.count - 1)
        if dy != 0 {
            let from = series[f.series].points.indices.contains(f.index) ? series[f.series].points[f.index] : nil
            let target = min(max(f.series + dy, 0), series.count - 1)
            f.series = target
            let points = series[target].points
            if let x = from?.x?.number, !points.isEmpty {
                f.index =
                    points.indices.min {
                        abs((points[$0].x?.number ?? .infinity) - x) < abs((points[$1].x?.number ?? .infinity) - x)
                    } ?? 0
            } else if case .string(let name)? = from?.x, let i = points.firstIndex(where: { $0.x == .string(name) }) {
                f.index = i
            }
        }
        f.index = min(max(f.index + dx, 0), max(series[f.series].points.count - 1, 0))
        return f
    }

    /// "Lisbon, line, 6 of 9: Hour 15, Celsius 26."
    static func announcement(
        _ f: ChartDataFocus, series: [AccessibleSeries], axes: [DescriptionWriter.Axis]
    ) -> [String]? {
        guard series.indices.contains(f.series), series[f.series].points.indices.contains(f.index) else { return nil }
        let s = series[f.series]
        let p = s.points[f.index]
        var head = [s.name ?? s.yLabel ?? "Series \(f.series + 1)"]
        if let label = p.label { head.append(label) }
        head.append("\(f.index + 1) of \(s.points.count)")
        var lines = [head.joined(separator: ", ")]
        let labels = [s.xLabel, s.yLabel, s.zLabel]
        let values: [PlottablePrimitive?] = [p.x, p.y, p.z.map { .number($0) }]
        for i in 0..<min(3, axes.count) {
            guard let v = values[i] else { continue }
            var axis = axes[i]
            if let label = labels[i] { axis.name = DescriptionWriter.Axis.split(label).0 }
            var text = i == 0 ? (p.xText ?? axis.text(v)) : axis.text(v)
            if i == 1, let end = p.yEnd { text += " to " + axis.text(end) }
            lines.append("\(axis.name): \(text)")
        }
        if let value = p.value { lines.append(value) }
        if let c = p.colorValue, let by = s.categoryLabel {
            lines.append("\(by): \(DescriptionWriter.number(c, span: abs(c)))")
        }
        return lines
    }
}

extension Chart {
    /// The series keyboard exploration walks: every visible data series (not rules).
    func focusSeries() -> [AccessibleSeries] {
        accessibleSeries().filter { !$0.hidden && $0.kind != .rule && !$0.points.isEmpty }
    }

    /// The focus after pressing an arrow key: `dx` values along the series, `dy` series across
    /// (to the value nearest in x); nil focus moves to the first value. Nil when there is no data.
    public func movedFocus(_ focus: ChartDataFocus?, dx: Int, dy: Int) -> ChartDataFocus? {
        DataFocusWalk.moved(focus, dx: dx, dy: dy, series: focusSeries())
    }

    /// What a screen reader says for the focused value, one line per part: series and position,
    /// then each axis's value with its unit (and the mark's accessibility value).
    public func announcement(for focus: ChartDataFocus) -> [String]? {
        let series = focusSeries()
        guard let layout = try? Lowering2D(chart: self, scale: 1).lowerWithLayout().layout else { return nil }
        let horizontal =
            series.indices.contains(focus.series) && !layout.y.categories.isEmpty && layout.x.categories.isEmpty
            && series[focus.series].kind == .bar
        var axes = [
            DescriptionWriter.Axis(letter: "x", label: layout.xTitle ?? "x", axis: layout.x),
            DescriptionWriter.Axis(letter: "y", label: layout.yTitle ?? "y", axis: layout.y),
        ]
        // Bars along y read category first, then value: the accessible point holds them as x, y.
        if horizontal { axes.reverse() }
        return DataFocusWalk.announcement(focus, series: series, axes: axes)
    }

    /// Where the focused value is drawn, in device pixels of the chart lowered at `scale` (zoom 1,
    /// no pan): the read-out is anchored there.
    public func pixel(of focus: ChartDataFocus, scale: Double) -> SIMD2<Double>? {
        let series = focusSeries()
        guard series.indices.contains(focus.series), series[focus.series].points.indices.contains(focus.index),
            let layout = try? Lowering2D(chart: self, scale: scale).lowerWithLayout().layout
        else { return nil }
        let p = series[focus.series].points[focus.index]
        func pixel(_ v: PlottablePrimitive?, _ axis: PlotAxis) -> Double? {
            switch v {
            case .string(let c)?: axis.categories.firstIndex(of: c).map { axis.pixel(Double($0)) }
            case let v?: v.number.map { axis.pixel($0) }
            case nil: nil
            }
        }
        var y = p.y
        if let end = p.yEnd, series[focus.series].kind == .bar { y = .number(end) }
        if case .string(let c)? = p.x, layout.y.categories.contains(c), !layout.x.categories.contains(c),
            let px = pixel(y, layout.x), let py = pixel(p.x, layout.y)
        {
            return SIMD2(px, py)
        }
        guard let px = pixel(p.x, layout.x) ?? Optional((layout.plot.lo.x + layout.plot.hi.x) / 2),
            let py = pixel(y, layout.y)
        else { return nil }
        return SIMD2(px, py)
    }
}

extension Chart3D {
    /// The series keyboard exploration walks: point clouds by category, and each surface as rows
    /// of a 21 × 21 grid (left and right along x, up and down along z).
    func focusSeries() -> [AccessibleSeries] {
        let n = 21
        var result: [AccessibleSeries] = []
        for s in accessibleSeries(surfaceSamples: n) where !s.hidden && !s.points.isEmpty {
            if s.kind == .surface {
                for r in 0..<n {
                    var row = s
                    row.points = Array(s.points[(r * n)..<((r + 1) * n)])
                    result.append(row)
                }
            } else if s.kind != .rule {
                result.append(s)
            }
        }
        return result
    }

    /// The focus after pressing an arrow key (see `Chart.movedFocus`); on a surface, up and down
    /// step along z.
    public func movedFocus(_ focus: ChartDataFocus?, dx: Int, dy: Int) -> ChartDataFocus? {
        DataFocusWalk.moved(focus, dx: dx, dy: dy, series: focusSeries())
    }

    /// What a screen reader says for the focused value: series and position, then x, y and z.
    public func announcement(for focus: ChartDataFocus) -> [String]? {
        let d = accessibleDomains()
        let c = configuration.value
        let series = focusSeries()
        let first = series.first
        let axes = [
            DescriptionWriter.Axis(letter: "x", label: c.xAxisLabel ?? first?.xLabel ?? "x", domain: d.x),
            DescriptionWriter.Axis(letter: "y", label: c.yAxisLabel ?? first?.yLabel ?? "y", domain: d.y ?? -1...1),
            DescriptionWriter.Axis(letter: "z", label: c.zAxisLabel ?? first?.zLabel ?? "z", domain: d.z),
        ]
        return DataFocusWalk.announcement(focus, series: series, axes: axes)
    }

    /// The focused value's data coordinates (x, y, z).
    public func dataPosition(of focus: ChartDataFocus) -> SIMD3<Double>? {
        let series = focusSeries()
        guard series.indices.contains(focus.series), series[focus.series].points.indices.contains(focus.index)
        else { return nil }
        let p = series[focus.series].points[focus.index]
        guard let x = p.x?.number, let y = p.y?.number, let z = p.z else { return nil }
        return SIMD3(x, y, z)
    }
}

extension PreparedChart3D {
    /// Where a data position is drawn, in device pixels, for an interactive view.
    public func pixel(of position: SIMD3<Double>, interaction: ChartInteraction, pose: Chart3DPose) -> SIMD2<Double>? {
        let camera = camera(for: interaction, pose: pose)
        let p = Vec3(box.axes[0].unit(position.x), box.axes[1].unit(position.y), box.axes[2].unit(position.z))
        let projected = camera.project(p)
        let s = imagePixel(Vec2(projected.x, projected.y))
        guard s.x.isFinite, s.y.isFinite else { return nil }
        return SIMD2(Double(s.x), Double(s.y))
    }
}
