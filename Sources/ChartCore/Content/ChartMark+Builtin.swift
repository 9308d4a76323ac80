import ChartMath
import ChartScene

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

/// A built-in mark read in a `Chart3D`'s descriptions as a whole series of its own (other marks
/// are read from their ``ChartMark/accessibleValues``).
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

/// A mark whose neighbours of the same kind combine into shared primitives: a run of such marks,
/// consecutive in drawing order with equal ``groupKey(in:)``, is lowered once, by
/// ``primitives(forGroup:in:)``, where the run's first mark stands — the group key a mark
/// declares and the combine step per group (one line batch for a run of stems, rather than one
/// per stem). A mark with a gradient, a mask or annotations is drawn alone, as is one whose key
/// is nil.
protocol GroupedMark: ChartMark {
    associatedtype GroupKey: Hashable & Sendable
    /// What marks of a run must share (their resolved colour, stroke, symbol); nil: drawn alone.
    func groupKey(in context: MarkContext2D) -> GroupKey?
    /// The primitives of a run of marks with one key, in drawing order, with their styles;
    /// `context` is the first mark's (``MarkContext2D/restyled(_:)`` gives another mark's).
    static func primitives(forGroup marks: [Self], styles: [MarkStyle], in context: MarkContext2D)
        -> [ScenePrimitive]
}

/// The key of a run of grouped marks: the mark's type, its name in warnings and its own key.
struct MarkGroupTag: Hashable {
    var type: ObjectIdentifier
    var name: String
    var key: AnyHashable
}

extension GroupedMark {
    /// The erased tag of the run this mark joins, or nil when it is drawn alone.
    func groupTag(in context: MarkContext2D) -> MarkGroupTag? {
        groupKey(in: context).map { MarkGroupTag(type: ObjectIdentifier(Self.self), name: markName, key: $0) }
    }

    /// The primitives of a run whose marks are all of this type (`groupTag` says so).
    func primitives(forRun run: [CustomMark], in context: MarkContext2D) -> [ScenePrimitive] {
        let members = run.filter { $0.mark is Self }
        return Self.primitives(
            forGroup: members.compactMap { $0.mark as? Self }, styles: members.map(\.style), in: context)
    }
}

/// A mark whose marks across the whole chart decide something each of them needs before it adds
/// its values or draws (the spacing of rectangle cells at numbers, so that they tile): the combine
/// step over the group of all the chart's marks of the type, computed once per lowering.
protocol ChartWideMark: ChartMark {
    associatedtype Shared: Sendable
    /// What the chart's marks of this type decide together.
    static func shared(among marks: [Self]) -> Shared
    /// ``ChartMark/addValues(to:)-(MarkDomains)`` with the shared value.
    func addValues(to domains: inout MarkDomains, shared: Shared) throws
    /// ``ChartMark/primitives(in:)-(MarkContext2D)`` with the shared value.
    func primitives(in context: MarkContext2D, shared: Shared) -> [ScenePrimitive]
}

extension ChartWideMark {
    public func addValues(to domains: inout MarkDomains) throws {
        try addValues(to: &domains, shared: domains.chartWide.value(for: self))
    }

    public func primitives(in context: MarkContext2D) -> [ScenePrimitive] {
        primitives(in: context, shared: context.chartWide.value(for: self))
    }

    /// The shared value of the marks of this type among `marks`.
    func erasedShared(among marks: [any ChartWideMark]) -> any Sendable {
        Self.shared(among: marks.compactMap { $0 as? Self })
    }
}

/// The values the ``ChartWideMark``s of a chart share, one per mark type.
struct ChartWideValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// No shared values: each mark decides alone.
    init() {}

    /// The shared values of the chart-wide marks among `elements`.
    init(_ elements: [ChartElement]) {
        var marks: [ObjectIdentifier: [any ChartWideMark]] = [:]
        for e in elements {
            guard case .custom(let c) = e.kind, let m = c.mark as? any ChartWideMark else { continue }
            marks[ObjectIdentifier(type(of: m)), default: []].append(m)
        }
        for (type, group) in marks { values[type] = group[0].erasedShared(among: group) }
    }

    /// The value `mark`'s type shares in the chart, or the mark's alone when the chart's were not
    /// gathered (a mask's marks).
    func value<M: ChartWideMark>(for mark: M) -> M.Shared {
        values[ObjectIdentifier(M.self)] as? M.Shared ?? M.shared(among: [mark])
    }
}

/// A mark with rounded corners that `.cornerRadius(_:)` on enclosing content fills in (unless the
/// mark's own `cornerRadius` set it: `MarkStyle.explicit`).
protocol RoundedMark: ChartMark {
    var cornerRadius: Double { get set }
}

extension CustomMark {
    /// `.cornerRadius(_:)` from enclosing content, where the mark has corners.
    mutating func inheritCornerRadius(_ radius: Double) {
        guard var rounded = mark as? any RoundedMark else { return }
        rounded.cornerRadius = radius
        mark = rounded
    }
}

/// A mark with an interpolation method that `.interpolationMethod(_:)` on enclosing content fills
/// in (unless the mark's own set it: `MarkStyle.explicit`).
protocol InterpolatedMark: ChartMark {
    var interpolation: InterpolationMethod { get set }
}

extension CustomMark {
    /// `.interpolationMethod(_:)` from enclosing content, where the mark has one.
    mutating func inheritInterpolation(_ method: InterpolationMethod) {
        guard var interpolated = mark as? any InterpolatedMark else { return }
        interpolated.interpolation = method
        mark = interpolated
    }
}
