import ChartMath
import ChartText
import Foundation

/// Marks that describe themselves in words (``ChartMark/accessibleSummary``): how their summaries
/// are read together, and the phrasing helpers the built-in summaries share.
extension DescriptionWriter {
    /// The kinds of `summaries`, each once, in order.
    static func orderedKinds(_ summaries: [MarkAccessibleSummary]) -> [String] {
        var seen = Set<String>()
        return summaries.map(\.kind).filter { seen.insert($0).inserted }
    }

    /// The sentences of the series, each starting with a space: consecutive series that carry
    /// summaries of one kind read as one sentence ("Contour lines of Height: at 100 m, 3 lines;
    /// at 110 m, 2 lines."), the others by their values.
    func sentences(_ series: [AccessibleSeries]) -> String {
        let valued = series.filter(\.summaries.isEmpty)
        var text = ""
        var run: [MarkAccessibleSummary] = []
        func flush() {
            guard let first = run.first else { return }
            text += " " + Self.summarySentence(run, kind: first.kind, of: first.of)
            run = []
        }
        for s in series {
            guard s.summaries.isEmpty else {
                for m in s.summaries {
                    if let first = run.first, first.kind != m.kind || first.of != m.of { flush() }
                    run.append(m)
                }
                continue
            }
            flush()
            text += " " + sentence(for: s, among: valued)
        }
        flush()
        return text
    }

    /// "Contour lines of Height, in m: at 100 m, 3 lines; at 110 m, 2 lines." At most 12 items,
    /// then how many more.
    static func summarySentence(_ run: [MarkAccessibleSummary], kind: String, of: String?) -> String {
        var head = kind.prefix(1).uppercased() + kind.dropFirst()
        if let of {
            let (name, unit) = Axis.split(MathText.plainText(of))
            head += " of " + name + (unit.map { ", in " + $0 } ?? "")
        }
        let items = run.map(\.item)
        let shown = items.prefix(12).joined(separator: "; ")
        let more = items.count > 12 ? "; and \(items.count - 12) more" : ""
        return head + ": " + shown + more + "."
    }

    /// A category, number or date as a summary reads it, without a unit.
    static func plain(_ p: PlottablePrimitive) -> String {
        switch p {
        case .number(let v): number(v, span: abs(v))
        case .date(let d): date(d.timeIntervalSince1970)
        case .string(let s): s
        }
    }

    /// An extent along a labelled axis, with its unit: "Left → right −68 to 70 mm".
    static func extent(_ label: String, _ range: ClosedRange<Double>) -> String {
        let axis = Axis(letter: "", label: label, domain: range)
        return "\(axis.name) \(number(range.lowerBound, span: axis.span)) to \(axis.text(range.upperBound))"
    }

    /// The extents of points along labelled axes ("x 0 to 1, y −2 to 2"); nil without finite points.
    static func extents(_ labels: [String], _ points: [[Double]]) -> String? {
        var parts: [String] = []
        for (axis, label) in labels.enumerated() {
            let finite = points.compactMap { axis < $0.count ? $0[axis] : nil }.filter(\.isFinite)
            guard let lo = finite.min(), let hi = finite.max() else { return nil }
            parts.append(extent(label, lo...hi))
        }
        return parts.joined(separator: ", ")
    }

    /// A distribution's group in a summary: "Adelie", "Adelie (female)" (a subgroup that only
    /// repeats the category, as `by:` the same column gives, is left out).
    static func groupName(_ category: PlottablePrimitive, _ subgroup: String?) -> String {
        let name = plain(category)
        guard let subgroup, subgroup != name else { return name }
        return name + " (\(subgroup))"
    }
}
