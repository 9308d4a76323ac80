/// A `PointPlot` in a `Chart3D` read as its points: each joins the chart's last point series of its
/// category (its `.foregroundStyle(by:)` name, per element or for the plot), exactly as that
/// many `PointMark`s would — so a 3D cloud of plot or marks reads "50 points in 3 clusters by
/// species", and a run of point marks gathered into a plot (``PointRun``) reads as before.
extension PointsSpec: DescribedMark3D {
    func addAccessibleSeries3D(to result: inout [AccessibleSeries], style: MarkStyle) {
        guard let z else { return }
        let n = min(x.values.count, y.values.count, z.values.count)
        var colorValue: Double?
        var plotName = style.category?.storage.first.text
        if case .single(.number(let v)) = style.category?.storage {
            colorValue = v
            plotName = nil
        }
        let hidden = style.accessibilityHidden
        let categoryLabel = categories?.label ?? style.category?.label
        // The series each name's next point joins, found once per name (then kept up to date).
        var seriesOf: [String?: Int] = [:]
        func series(named name: String?) -> Int? {
            if let i = seriesOf[name] { return i }
            let found = result.lastIndex { $0.kind == .point && $0.name == name && $0.hidden == hidden }
            if let found { seriesOf[name] = found }
            return found
        }
        for i in 0..<n {
            var q = AccessiblePoint(x: x.primitive(at: i), y: y.primitive(at: i), z: z.values[i])
            q.colorValue = colorValue
            q.label = style.accessibilityLabels?[i] ?? style.accessibilityLabel
            q.value = style.accessibilityValues?[i] ?? style.accessibilityValue
            let name = categories?.values[i] ?? plotName
            if let s = series(named: name) {
                result[s].points.append(q)
            } else {
                seriesOf[name] = result.count
                result.append(
                    AccessibleSeries(
                        kind: .point, name: name, xLabel: x.label, yLabel: y.label, zLabel: z.label,
                        categoryLabel: categoryLabel, hidden: hidden, points: [q]))
            }
        }
    }
}
