import ChartMath
import ChartScene
import ChartText
import Foundation

extension ChartRepresentable {
    /// The chart's accessibility label, used as the title of its description and of the PNGs
    /// written from it (SwiftUI's `.accessibilityLabel(_:)` on the chart view).
    public func accessibilityLabel(_ label: some StringProtocol) -> Self {
        modified { $0.accessibilityTitle = String(label) }
    }

    /// The label given with `accessibilityLabel(_:)`, if any.
    public var accessibilityTitle: String? { configuration.value.accessibilityTitle }
}

extension Chart {
    /// A short description of the chart in English, for screen readers and alt text: its kind and
    /// title, each axis (label, unit, range or categories), then each series with its count,
    /// extremes and trend. Function plots are described from evenly spaced samples. Marks hidden
    /// with `.accessibilityHidden(true)` are left out; `.accessibilityLabel` and
    /// `.accessibilityValue` replace the series name and the values read.
    public var accessibilityDescription: String {
        description(layout: try? Lowering2D(chart: self, scale: 1).lowerWithLayout().layout)
    }

    /// The scene at `scale` and the chart's description, from one lowering: the description reads
    /// the axes' domains and titles from the layout the scene was drawn with (they do not depend on
    /// the scale), so a PNG's alt text costs no second lowering.
    public func renderSceneAndDescription(scale: Double) throws -> (scene: RenderScene, description: String) {
        let (scene, layout) = try Lowering2D(chart: self, scale: scale).lowerWithLayout()
        return (scene, description(layout: layout))
    }

    /// The description, given the chart's layout (nil when the chart cannot be lowered).
    func description(layout: Lowering2D.Layout?) -> String {
        let series = accessibleSeries(describing: true)
        let visible = series.filter { !$0.hidden }
        var text = DescriptionWriter.kindSentence(visible, title: accessibilityTitle, threeD: false)
        let config = configuration.value
        if visible.contains(where: { $0.kind == .sector }) {
            text += DescriptionWriter.sectors(visible.filter { $0.kind == .sector })
            return text
        }
        var axes: [DescriptionWriter.Axis] = []
        if let layout {
            let xLabel = config.xAxisLabel ?? layout.xTitle ?? visible.lazy.compactMap(\.xLabel).first ?? "x"
            let yLabel = config.yAxisLabel ?? layout.yTitle ?? visible.lazy.compactMap(\.yLabel).first ?? "y"
            axes = [
                .init(letter: "x", label: xLabel, axis: layout.x),
                .init(letter: "y", label: yLabel, axis: layout.y),
            ]
            for a in axes { text += " " + a.sentence }
        }
        let writer = DescriptionWriter(x: axes.first, y: axes.last)
        return text + writer.sentences(visible)
    }
}

extension Chart3D {
    /// A short description of the 3D chart in English: its kind and title, the three axes (label,
    /// unit, range), then each surface (range, highest and lowest places and other peaks and
    /// troughs, sampled on a grid) and point cloud (count, clusters by category with their
    /// centres, or the range of a numeric colour).
    public var accessibilityDescription: String {
        let visible = accessibleSeries(surfaceSamples: 61).filter { !$0.hidden }
        var text = DescriptionWriter.kindSentence(visible, title: accessibilityTitle, threeD: true)
        let config = configuration.value
        let d = accessibleDomains()
        let labels = (
            x: config.xAxisLabel ?? visible.lazy.compactMap(\.xLabel).first ?? "x",
            y: config.yAxisLabel ?? visible.lazy.compactMap(\.yLabel).first ?? "y",
            z: config.zAxisLabel ?? visible.lazy.compactMap(\.zLabel).first ?? "z"
        )
        var yDomain = d.y
        if yDomain == nil {
            let ys = visible.flatMap { $0.points.compactMap { $0.y?.number } }.filter(\.isFinite)
            if let lo = ys.min(), let hi = ys.max() { yDomain = lo...hi }
        }
        let x = DescriptionWriter.Axis(letter: "x", label: labels.x, domain: d.x)
        let y = DescriptionWriter.Axis(letter: "y", label: labels.y, domain: yDomain ?? -1...1)
        let z = DescriptionWriter.Axis(letter: "z", label: labels.z, domain: d.z)
        text += " " + x.sentence + " " + y.sentence + " " + z.sentence
        let writer = DescriptionWriter(x: x, y: y, z: z)
        return text + writer.sentences(visible)
    }
}

/// Turns series into sentences.
struct DescriptionWriter {
    /// An axis as the description names it: "Body mass, in g".
    struct Axis {
        var letter: String
        var name: String
        var unit: String?
        var domain: ClosedRange<Double>
        var categories: [String] = []
        var isDate = false

        init(letter: String, label: String, domain: ClosedRange<Double>) {
            self.letter = letter
            // Math reads as text: "$T_{max}$ (°C)" is "T max, in °C".
            (name, unit) = Self.split(MathText.plainText(label))
            self.domain = domain
        }

        init(letter: String, label: String, axis: PlotAxis) {
            self.init(letter: letter, label: label, domain: axis.lower...axis.upper)
            categories = axis.categories
            isDate = axis.isDate
        }

        /// "Body mass (g)" → ("Body mass", "g").
        static func split(_ label: String) -> (String, String?) {
            guard label.hasSuffix(")"), let open = label.lastIndex(of: "(") else { return (label, nil) }
            let name = label[..<open].trimmingCharacters(in: .whitespaces)
            let unit = label[label.index(after: open)..<label.index(before: label.endIndex)]
                .trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, !unit.isEmpty else { return (label, nil) }
            // "Depth (km, downward)": the unit is "km"; the rest qualifies the name.
            let parts = unit.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 2 { return ("\(name) (\(parts[1]))", parts[0]) }
            return (name, unit)
        }

        var sentence: String {
            let title = "The \(letter) axis shows \(name)" + (unit.map { " in \($0)" } ?? "")
            if !categories.isEmpty {
                return "\(title), with \(DescriptionWriter.count(categories.count, "category", "categories")): "
                    + DescriptionWriter.list(categories, limit: 12) + "."
            }
            let lower = isDate ? text(domain.lowerBound) : DescriptionWriter.number(domain.lowerBound, span: span)
            return "\(title), from \(lower) to \(text(domain.upperBound))."
        }

        var span: Double { domain.upperBound - domain.lowerBound }

        /// Where a value lies along this axis: "at Angle 3.14", "on 3 March 2014".
        func place(_ v: Double) -> String { isDate ? "on " + text(v) : "at \(name) " + text(v) }

        /// A value on this axis, with its unit: "195 m", "3 March 2014".
        func text(_ v: Double) -> String {
            if isDate { return DescriptionWriter.date(v) }
            let number = DescriptionWriter.number(v, span: span)
            guard let unit else { return number }
            return unit.first.map { "°%".contains($0) } == true ? number + unit : number + " " + unit
        }

        func text(_ p: PlottablePrimitive?) -> String {
            switch p {
            case .number(let v)?: text(v)
            case .date(let d)?: DescriptionWriter.date(d.timeIntervalSince1970)
            case .string(let s)?: s
            case nil: "—"
            }
        }
    }

    var x: Axis?
    var y: Axis?
    var z: Axis?

    // MARK: - Kind

    static func kindSentence(_ series: [AccessibleSeries], title: String?, threeD: Bool) -> String {
        let valued = series.filter(\.summaries.isEmpty)
        let kinds = Set(valued.map(\.kind))
        var kind: String
        let summarized = orderedKinds(series.flatMap(\.summaries))
        if !summarized.isEmpty {
            let order: [AccessibleSeries.Kind] = [.line, .area, .bar, .point, .surface]
            let others = order.filter(kinds.contains).map { plural($0) }
            kind = (threeD ? "3D chart of " : "Chart of ") + list(others + summarized, limit: 6)
        } else if threeD {
            if kinds == [.surface] {
                kind = "3D surface plot"
            } else if kinds == [.point] {
                kind = "3D scatter plot (a point cloud)"
            } else {
                kind = "3D chart"
            }
        } else {
            let data = kinds.subtracting([.rule, .rectangle])
            switch data {
            case [.line]:
                kind = series.allSatisfy({ $0.kind != .line || $0.sampled }) ? "Line chart of a function" : "Line chart"
            case [.bar]: kind = "Bar chart"
            case [.point]: kind = "Scatter plot"
            case [.area]: kind = "Area chart"
            case [.sector]: kind = "Pie chart"
            case [.line, .point]: kind = "Line chart with points"
            case [.line, .area], [.area, .line]: kind = "Line and area chart"
            case []: kind = kinds.contains(.rectangle) ? "Chart of \(cellNouns(series)) (a heat map)" : "Empty chart"
            default:
                let order: [AccessibleSeries.Kind] = [.line, .area, .bar, .point]
                kind = "Chart of " + list(order.filter(data.contains).map { plural($0) }, limit: 4)
            }
        }
        if let title { return "\(kind): \(MathText.plainText(title))." }
        return kind + "."
    }

    /// The cells of a chart's heat maps: "rectangles", "hexagons", or both.
    static func cellNouns(_ series: [AccessibleSeries]) -> String {
        let nouns = [CellNoun.rectangle, .hexagon].filter { noun in
            series.contains { $0.kind == .rectangle && $0.cellNoun == noun }
        }
        return nouns.map(\.plural).joined(separator: " and ")
    }

    static func plural(_ kind: AccessibleSeries.Kind) -> String {
        switch kind {
        case .line: "lines"
        case .area: "areas"
        case .bar: "bars"
        case .point: "points"
        case .rule: "rules"
        case .rectangle: "rectangles"
        case .sector: "sectors"
        case .surface: "surfaces"
        }
    }

    // MARK: - Series

    func sentence(for s: AccessibleSeries, among all: [AccessibleSeries]) -> String {
        let several = all.filter { $0.kind == s.kind }.count > 1
        switch s.kind {
        case .line, .area: return curve(s, named: several || (s.name != nil && s.name != y?.name))
        case .bar: return bars(s, named: several)
        case .point: return z == nil ? points2D(s) : pointCloud(s, among: all)
        case .surface: return surface(s)
        case .rule: return rules(s)
        case .rectangle: return rectangles(s)
        case .sector: return ""
        }
    }

    private func seriesName(_ s: AccessibleSeries) -> String {
        s.points.first?.label.map { "“\($0)”" } ?? s.name ?? s.yLabel ?? "series"
    }

    /// A line or area: values, start and end, trend, extremes.
    private func curve(_ s: AccessibleSeries, named: Bool) -> String {
        guard let x, let y else { return "" }
        let pts = s.points.compactMap { p -> (x: Double, y: Double, p: AccessiblePoint)? in
            guard let px = p.x?.number, let py = p.y?.number else { return nil }
            // A band reads as its middle for the trend; its edges give the extremes.
            return (px, p.yEnd.map { (py + $0) / 2 } ?? py, p)
        }
        let band = s.points.contains { $0.yEnd != nil }
        let noun = band ? "band" : (s.kind == .area ? "area" : "line")
        let head =
            (named ? "The \(noun) \(seriesName(s))" : "The \(noun)")
            + (s.sampled
                ? ", a function sampled at \(s.points.count) points,"
                : " (\(count(s.valueCount ?? s.points.count, "value", "values")))")
        guard let first = pts.first(where: { $0.y.isFinite }), let last = pts.last(where: { $0.y.isFinite }) else {
            return head + ", has no finite values."
        }
        var text = head
        let xs = pts.map(\.x)
        let increasing = zip(xs, xs.dropFirst()).contains { $1 > $0 }
        let decreasing = zip(xs, xs.dropFirst()).contains { $1 < $0 }
        if increasing && decreasing {
            // A curve that turns back along x (a parametric curve): its extent and shape.
            let ys = pts.map(\.y).filter(\.isFinite)
            let closed = abs(first.x - last.x) <= 1e-9 * x.span && abs(first.y - last.y) <= 1e-9 * y.span
            text +=
                " is a \(closed ? "closed " : "")curve spanning \(x.name) from \(x.text(xs.min()!)) to "
                + "\(x.text(xs.max()!)) and \(y.name) from \(y.text(ys.min() ?? .nan)) to \(y.text(ys.max() ?? .nan))"
            return text
                + (closed
                    ? ", ending where it starts."
                    : "; it starts at (\(x.text(first.x)), \(y.text(first.y))) and ends at (\(x.text(last.x)), "
                        + "\(y.text(last.y))).")
        }
        let lows = pts.map { $0.p.y?.number ?? .nan }
        let highs = pts.map { $0.p.yEnd ?? $0.p.y?.number ?? .nan }
        if band {
            let (lo, hi) = (Self.extremes(lows, min: true), Self.extremes(highs, min: false))
            text += " runs from \(s.yLabel ?? y.name)"
            if let lo, let hi {
                text += "; its lower edge is lowest, \(y.text(lo.value)), \(places(lo.indices, pts.map(\.x), x))"
                text += ", and its upper edge highest, \(y.text(hi.value)), \(places(hi.indices, pts.map(\.x), x))."
            } else {
                text += "."
            }
            text += " Its middle " + trend(pts.map(\.y), x: pts.map(\.x))
            return text
        }
        text += " starts at \(y.text(first.y)) \(x.place(first.x))"
        text += " and ends at \(y.text(last.y)) \(x.place(last.x)); overall it "
        text += trend(pts.map(\.y), x: pts.map(\.x))
        if let hi = Self.extremes(pts.map(\.y), min: false), let lo = Self.extremes(pts.map(\.y), min: true) {
            text += " Highest, \(y.text(hi.value)), \(places(hi.indices, pts.map(\.x), x));"
            text += " lowest, \(y.text(lo.value)), \(places(lo.indices, pts.map(\.x), x))."
        }
        let gaps = s.missingCount ?? pts.count { !$0.y.isFinite }
        if gaps > 0 {
            text += " \(count(gaps, "value is", "values are")) missing (gaps in the line)."
        }
        return text
    }

    /// "rises", "falls" or "ends near where it starts", and how many times it turns.
    private func trend(_ ys: [Double], x xs: [Double]) -> String {
        // Long series are smoothed first (a moving mean over 2 % of the values), so day-to-day
        // noise does not count as turns.
        var finite = ys.filter(\.isFinite)
        if finite.count > 200 {
            let half = finite.count / 100
            var sums = [0.0]
            for v in finite { sums.append(sums.last! + v) }
            finite = finite.indices.map { i in
                let a = max(0, i - half)
                let b = min(finite.count, i + half + 1)
                return (sums[b] - sums[a]) / Double(b - a)
            }
        }
        guard let lo = finite.min(), let hi = finite.max(), let a = finite.first, let b = finite.last, hi > lo else {
            return "stays constant."
        }
        let change = (b - a) / (hi - lo)
        var text: String
        if change > 0.1 {
            text = change > 0.66 ? "rises" : "rises somewhat"
        } else if change < -0.1 {
            text = change < -0.66 ? "falls" : "falls somewhat"
        } else {
            text = "ends near where it starts"
        }
        let (peaks, troughs) = Self.turns(finite, threshold: (hi - lo) / 3)
        if peaks + troughs >= 2 {
            text +=
                ", going up and down with \(count(peaks, "peak", "peaks")) and \(count(troughs, "trough", "troughs"))"
        } else if peaks == 1 {
            text += ", with one peak in between"
        } else if troughs == 1 {
            text += ", with one trough in between"
        } else if change > 0.1 || change < -0.1 {
            text += " steadily"
        }
        return text + "."
    }

    /// Interior peaks and troughs, counted with hysteresis (a zigzag filter) so noise smaller
    /// than `threshold` does not count.
    static func turns(_ ys: [Double], threshold: Double) -> (peaks: Int, troughs: Int) {
        guard let first = ys.first else { return (0, 0) }
        var mode = 0  // 0 undecided, +1 rising, −1 falling
        var high = first
        var low = first
        var extreme = first
        var peaks = 0
        var troughs = 0
        for v in ys.dropFirst() {
            switch mode {
            case 0:
                high = max(high, v)
                low = min(low, v)
                if v < high - threshold {
                    mode = -1
                    extreme = v
                } else if v > low + threshold {
                    mode = 1
                    extreme = v
                }
            case 1:
                if v > extreme {
                    extreme = v
                } else if extreme - v > threshold {
                    peaks += 1
                    mode = -1
                    extreme = v
                }
            default:
                if v < extreme {
                    extreme = v
                } else if v - extreme > threshold {
                    troughs += 1
                    mode = 1
                    extreme = v
                }
            }
        }
        return (peaks, troughs)
    }

    /// The smallest or largest finite value and every index where it (nearly) occurs, as separate
    /// places (runs of neighbours count once).
    static func extremes(_ values: [Double], min: Bool) -> (value: Double, indices: [Int])? {
        let finite = values.filter(\.isFinite)
        guard let best = min ? finite.min() : finite.max(), let lo = finite.min(), let hi = finite.max() else {
            return nil
        }
        let tolerance = Swift.max((hi - lo) * 1e-3, 1e-12)
        var indices: [Int] = []
        for (i, v) in values.enumerated() where abs(v - best) <= tolerance {
            if let last = indices.last, last == i - 1 || (i > 0 && abs(values[i - 1] - best) <= tolerance) {
                // Same run: keep the most extreme.
                if min ? v < values[last] : v > values[last] { indices[indices.count - 1] = i }
                continue
            }
            indices.append(i)
        }
        return (best, indices)
    }

    /// "at Angle −3.14 and 3.14", "on 3 March 2014".
    private func places(_ indices: [Int], _ xs: [Double], _ axis: Axis) -> String {
        (axis.isDate ? "on " : "at \(axis.name) ") + Self.list(indices.map { axis.text(xs[$0]) }, limit: 5)
    }

    /// Bars: count, largest and smallest, and every value when there are few. Bars given as a
    /// start and an end (floating or Gantt bars) read as "from … to …".
    private func bars(_ s: AccessibleSeries, named: Bool) -> String {
        guard let x, let y else { return "" }
        // The value axis is the numeric one (x for horizontal bars).
        let value = y.categories.isEmpty ? y : x
        let position = y.categories.isEmpty ? x : y
        let values = s.points.map { p -> Double in
            let a = p.y?.number ?? .nan
            return p.yEnd.map { $0 - a } ?? a
        }
        var text = named ? "Bars of \(seriesName(s)): " : ""
        text += count(s.points.count, "bar", "bars") + "."
        // Spoken only for the bars the text names (formatting every bar of 100,000 took seconds).
        func spoken(_ i: Int) -> String {
            let p = s.points[i]
            let name = p.label ?? p.xText ?? position.text(p.x)
            if let v = p.value { return "\(name), \(v)" }
            if let end = p.yEnd, let start = p.y?.number {
                return "\(name), from \(value.text(start)) to \(value.text(end))"
            }
            return "\(name), \(value.text(values[i]))"
        }
        let finite = values.indices.filter { values[$0].isFinite }
        if let hi = finite.max(by: { values[$0] < values[$1] }), let lo = finite.min(by: { values[$0] < values[$1] }),
            s.points.count > 1
        {
            let words = s.points.contains { $0.yEnd != nil } ? ("Longest", "shortest") : ("Largest", "smallest")
            text += " \(words.0): \(spoken(hi)); \(words.1): \(spoken(lo))."
        }
        if s.points.count <= 12 {
            text += " In order: " + s.points.indices.map(spoken).joined(separator: "; ") + "."
        }
        return text
    }

    /// 2D points: count, ranges, centre.
    private func points2D(_ s: AccessibleSeries) -> String {
        guard let x, let y else { return "" }
        let xs = s.points.compactMap { $0.x?.number }
        let ys = s.points.compactMap { $0.y?.number }
        var text = (s.name.map { "\($0): " } ?? "") + count(s.points.count, "point", "points")
        if xs.count == 1, ys.count == 1 {
            text += " at \(x.name) \(x.text(xs[0])), \(y.name) \(y.text(ys[0]))"
        } else if !xs.isEmpty, !ys.isEmpty {
            text += ", centred at \(x.name) \(x.text(Self.mean(xs))), \(y.name) \(y.text(Self.mean(ys)))"
            if let hi = ys.indices.max(by: { ys[$0] < ys[$1] }), let lo = ys.indices.min(by: { ys[$0] < ys[$1] }) {
                text += "; highest \(y.text(ys[hi])) at \(x.name) \(x.text(xs[hi]))"
                text += ", lowest \(y.text(ys[lo])) at \(x.name) \(x.text(xs[lo]))"
            }
        }
        if s.points.count <= 8, s.points.contains(where: { $0.label != nil || $0.value != nil }) {
            text +=
                ". "
                + s.points.map { p in (p.label ?? x.text(p.x)) + ": " + (p.value ?? y.text(p.y)) }
                .joined(separator: "; ")
        }
        return text + "."
    }

    /// Rules: "a horizontal line, Target, at 38 h", "a vertical line on 18 June 2024", and a
    /// span on y at an x (`RuleMark(x:yStart:yEnd:)`, an error bar) "a vertical line at Day 3
    /// from 2 to 5".
    private func rules(_ s: AccessibleSeries) -> String {
        let texts = s.points.map { p -> String in
            if let label = p.label { return label + (p.value.map { " \($0)" } ?? "") }
            if let x, let at = p.x?.number, let y, let a = p.y?.number, let end = p.yEnd {
                let name = s.xLabel.map { Axis.split($0).0 }
                let prefix = name == nil || name == x.name ? "a vertical line" : "a vertical line, \(name!),"
                return "\(prefix) \(x.place(at)) from \(y.text(a)) to \(y.text(end))"
            }
            if let y, let v = p.y {
                let name = s.yLabel.map { Axis.split($0).0 }
                let prefix = name == nil || name == y.name ? "a horizontal line" : "a horizontal line, \(name!),"
                if let end = p.yEnd, let a = v.number, end != a {
                    return "\(prefix) from \(y.text(a)) to \(y.text(end))"
                }
                return "\(prefix) at \(y.text(v))"
            }
            if let x, let v = p.x?.number {
                let name = s.xLabel.map { Axis.split($0).0 }
                let prefix = name == nil || name == x.name ? "a vertical line" : "a vertical line, \(name!),"
                return "\(prefix) \(x.place(v))"
            }
            return "a line"
        }
        let list = Self.list(texts, limit: 6)
        return (s.points.count == 1 ? "Reference: " : "References: ") + list + "."
    }

    private func rectangles(_ s: AccessibleSeries) -> String {
        var text = count(s.points.count, s.cellNoun.singular, s.cellNoun.plural)
        let colours = s.points.compactMap(\.colorValue).filter(\.isFinite)
        if let lo = colours.min(), let hi = colours.max(), let by = s.name {
            text += " coloured by \(by), from \(Self.number(lo, span: hi - lo)) to \(Self.number(hi, span: hi - lo))"
            if let top = s.points.indices.max(by: {
                (s.points[$0].colorValue ?? -.infinity) < (s.points[$1].colorValue ?? -.infinity)
            }),
                let x, let y
            {
                text += "; the highest at \(x.name) \(x.text(s.points[top].x)), \(y.name) \(y.text(s.points[top].y))"
            }
        } else if let by = s.name {
            text += " (\(by))"
        }
        return text + "."
    }

    /// Sectors: each slice with its value and share.
    static func sectors(_ series: [AccessibleSeries]) -> String {
        let points = series.flatMap(\.points)
        let values = points.map { max($0.y?.number ?? 0, 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return " It has no positive values." }
        let label = series.first?.yLabel ?? "value"
        let by = series.first?.xLabel
        var text = " \(count(points.count, "slice", "slices")) of \(label)" + (by.map { " by \($0)" } ?? "") + ": "
        text += points.enumerated().map { i, p in
            let name = p.label ?? p.x?.text ?? "slice \(i + 1)"
            let share = Int((100 * values[i] / total).rounded())
            return "\(name) \(p.value ?? number(values[i], span: total)) (\(share)%)"
        }.joined(separator: ", ")
        if let hi = values.indices.max(by: { values[$0] < values[$1] }) {
            text += ". The largest slice is \(points[hi].label ?? points[hi].x?.text ?? "slice \(hi + 1)")"
        }
        return text + ". The total is \(number(total, span: total))."
    }

    // MARK: - Words and numbers

    static func count(_ n: Int, _ one: String, _ many: String) -> String { n == 1 ? "1 \(one)" : "\(n) \(many)" }

    func count(_ n: Int, _ one: String, _ many: String) -> String { Self.count(n, one, many) }

    /// "a", "a and b", "a, b and c", "a, b, c and 4 more".
    static func list(_ items: [String], limit: Int) -> String {
        var items = items
        if items.count > limit {
            let more = items.count - limit
            items = Array(items.prefix(limit)) + ["\(more) more"]
        }
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    static func mean(_ values: [Double]) -> Double {
        let f = values.filter(\.isFinite)
        return f.isEmpty ? .nan : f.reduce(0, +) / Double(f.count)
    }
}
