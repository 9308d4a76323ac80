import ChartMath

// What built-in recipes can say beyond the public `ChartMark` protocol: hooks for the content
// modifiers that fit only some marks, and for concerns whose public form is narrower than what a
// built-in mark has always done. Each is a protocol a mark opts into, not a case in a list of marks.

/// A mark with a stroke that `.lineStyle(_:)` on enclosing content fills in (unless the mark's own
/// `lineStyle` set it: `MarkStyle.explicit`).
protocol StrokedMark: ChartMark {
    var stroke: StrokeStyle { get set }
}

/// A mark whose annotations stand against a rectangle of its own choosing (in pixels), rather
/// than the bounds of the primitives it drew; nil: no annotations (the mark is not drawn).
protocol AnnotatedMark: ChartMark {
    func annotationBounds(in context: MarkContext2D) -> (lo: SIMD2<Double>, hi: SIMD2<Double>)?
}

/// One value of a mark for `Chart.accessibleSeries`, with the optional labels a built-in mark may
/// lack (a rule across the plot has no x).
struct AccessibleEntry {
    var kind: AccessibleSeries.Kind
    var name: String?
    var x: String?
    var y: String?
    var point: AccessiblePoint
}

/// A mark read for descriptions in a richer form than ``MarkAccessibleValues``.
protocol DescribedMark: ChartMark {
    func accessibleEntry(style: MarkStyle) -> AccessibleEntry?
}

/// A mark read in a `Chart3D`'s descriptions (user marks are not read there yet).
protocol DescribedMark3D: ChartMark {
    func accessibleSeries3D(style: MarkStyle) -> AccessibleSeries?
}

/// A mark drawn unlit in 3D (a line), which `.metalness(_:)` / `.roughness(_:)` on enclosing
/// content do not reach.
protocol UnlitMark: ChartMark {}

/// A mark named differently when refused by a `Chart3D` ("RuleMark(x:) / RuleMark(y:)").
protocol NamedIn3DErrors: ChartMark {
    var nameIn3DErrors: String { get }
}

extension CustomMark {
    /// The name of the mark in a `Chart3D`'s refusal.
    var nameIn3DErrors: String { (mark as? any NamedIn3DErrors)?.nameIn3DErrors ?? mark.markName }

    /// `.lineStyle(_:)` from enclosing content, where the mark has a stroke.
    mutating func inheritStroke(_ stroke: StrokeStyle) {
        guard var stroked = mark as? any StrokedMark else { return }
        stroked.stroke = stroke
        mark = stroked
    }
}
