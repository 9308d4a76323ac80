import ChartMath

/// The hover read-out's line for the value a mark's colour encodes (`.foregroundStyle(by:)`):
/// the field's name and the mark's value, `species: Adelie` or `magnitude: 4.6`. Shared by the 2D
/// and 3D read-outs.
enum ColorReadout {
    /// `label: value`; numbers with about four significant digits (as the keyboard focus announces
    /// them), dates as days.
    static func line(label: String, value: PlottablePrimitive) -> String {
        let text: String
        switch value {
        case .string(let s): text = s
        case .number(let v): text = DescriptionWriter.number(v, span: abs(v))
        case .date(let d): text = TickFormatter.dateLabel(d.timeIntervalSince1970, unit: .day)
        }
        return label + ": " + text
    }

    /// The line for a mark's `.foregroundStyle(by:)` value, nil when its colour encodes none.
    static func line(_ category: AxisValue?) -> String? {
        guard let category, case .single(let value) = category.storage else { return nil }
        return line(label: category.label, value: value)
    }
}
