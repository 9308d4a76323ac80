import ChartMath

/// A chart placed in a figure: a 2D ``Chart`` or a ``Chart3D``, compared by identity (two
/// values are equal when they were made from the same chart in the same place).
public struct FigureChart: Sendable, Equatable {
    /// The chart's kind and value.
    package enum Kind: Sendable {
        case chart2D(Chart)
        case chart3D(Chart3D)
    }

    private final class Box: Sendable {
        let kind: Kind
        init(_ kind: Kind) { self.kind = kind }
    }

    private let box: Box

    /// A 2D chart as a figure panel.
    public init(_ chart: Chart) { box = Box(.chart2D(chart)) }
    /// A 3D chart as a figure panel.
    public init(_ chart: Chart3D) { box = Box(.chart3D(chart)) }

    var kind: Kind { box.kind }

    /// The chart as a ``ChartRepresentable`` value.
    var representable: any ChartRepresentable {
        switch kind {
        case .chart2D(let chart): chart
        case .chart3D(let chart): chart
        }
    }

    public static func == (a: FigureChart, b: FigureChart) -> Bool { a.box === b.box }
}

/// Flexible space in a stack of a figure (SwiftUI's `Spacer`): it takes an equal share of the
/// space the stack's fixed views leave, as charts do, and at least `minLength` points.
public struct Spacer: AnnotationView, Sendable {
    /// The least length in points along the stack (default 0).
    public let minLength: Double

    /// Space at least `minLength` points long (default 0).
    public init(minLength: Double? = nil) { self.minLength = max(minLength ?? 0, 0) }

    public var annotationNode: AnnotationNode { .spacer(minLength: minLength) }
}

/// A thin grey line across a stack (SwiftUI's `Divider`): horizontal in a `VStack`, vertical in
/// an `HStack`, 1 point thick.
public struct Divider: AnnotationView, Sendable {
    /// A divider.
    public init() {}

    public var annotationNode: AnnotationNode { .divider }
}

/// Rows of cells with aligned columns (SwiftUI's `Grid`): each ``GridRow`` is a row; a cell
/// spans one column unless `.gridCellColumns(_:)` says more. Columns share the grid's width and
/// rows its height equally (charts are flexible); the plot areas of charts in one row share
/// their top and bottom edges, in one column their left and right edges.
public struct Grid: AnnotationView, Sendable {
    let node: AnnotationNode

    /// A grid of the rows `content` builds, `horizontalSpacing` points between columns and
    /// `verticalSpacing` between rows (default 8 each).
    public init(
        horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        @AnnotationBuilder content: () -> [AnnotationNode]
    ) {
        let rows = content().map { node -> [AnnotationNode] in
            if case .row(let cells) = node { return cells }
            return [node]
        }
        node = .grid(horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8, rows: rows)
    }

    public var annotationNode: AnnotationNode { node }
}

/// One row of a ``Grid``: its views are the row's cells, left to right. Outside a grid it is an
/// `HStack`.
public struct GridRow: AnnotationView, Sendable {
    let cells: [AnnotationNode]

    /// A row of the cells `content` builds.
    public init(@AnnotationBuilder content: () -> [AnnotationNode]) { cells = content() }

    public var annotationNode: AnnotationNode { .row(cells) }
}

extension AnnotationView {
    /// In a ``Grid``, the cell spans `count` columns (at least 1; SwiftUI's `gridCellColumns`).
    public func gridCellColumns(_ count: Int) -> some AnnotationView {
        Modified(node: .cell(annotationNode, columns: max(count, 1)))
    }
}

extension Chart {
    /// In a figure's ``Grid``, the chart's cell spans `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some AnnotationView {
        Modified(node: .cell(.chart(FigureChart(self)), columns: max(count, 1)))
    }
}

extension Chart3D {
    /// In a figure's ``Grid``, the chart's cell spans `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some AnnotationView {
        Modified(node: .cell(.chart(FigureChart(self)), columns: max(count, 1)))
    }
}
