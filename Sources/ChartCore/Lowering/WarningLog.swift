import ChartScene
import ChartText

/// The warnings of one lowering, collected as the existing passes go: a skipped value adds one to
/// ``pending`` where the pass already tests it, and the mark's name is only built when the mark is
/// done and something was skipped (no work per value beyond the increment, no extra pass).
final class WarningLog {
    /// Values skipped by the mark being lowered, not yet attributed to it.
    var pending = 0
    /// Every skipped value so far, all marks together.
    private(set) var skippedTotal = 0
    private var skipped: [(mark: String, count: Int)] = []
    private var others: [ChartWarning] = []
    /// The colour scale of a mark that knows its colour range only once drawn (a ``DensityPlot``
    /// counts per device pixel of the laid-out plot): the decorations pass draws the colour bar
    /// with it in place of the provisional one the domains pass reserved room for.
    var drawnColorScale: DensityColorScale?

    /// Attributes the pending skipped values to `mark` (merged with earlier counts of the same name).
    func flush(_ mark: @autoclosure () -> String) {
        guard pending > 0 else { return }
        let name = mark()
        skippedTotal += pending
        if let i = skipped.firstIndex(where: { $0.mark == name }) {
            skipped[i].count += pending
        } else {
            skipped.append((name, pending))
        }
        pending = 0
    }

    func add(_ warning: ChartWarning) {
        if !others.contains(warning) { others.append(warning) }
    }

    /// A warning when more categories take palette colours than the palette has.
    func check(_ categories: Categories) {
        let cycling = categories.paletteColouredCount
        if cycling > categories.palette.count {
            add(.moreCategoriesThanColors(count: cycling, paletteSize: categories.palette.count))
        }
    }

    /// A warning for every text family in `primitives` that is not installed (each family once;
    /// faces are cached, so this is a dictionary lookup per text batch).
    func checkFonts(_ primitives: [ScenePrimitive]) {
        var seen: Set<String> = [FontFace.defaultFamily]
        for case .text(let batch) in primitives where !seen.contains(batch.fontFamily) {
            seen.insert(batch.fontFamily)
            if let face = try? FontFace.named(batch.fontFamily), face.isFallback {
                add(.fontFallback(requested: batch.fontFamily, used: face.family))
            }
        }
    }

    /// Everything found: skipped values per mark in the order met, then the rest.
    var warnings: [ChartWarning] {
        skipped.map { .nonFiniteValuesSkipped(mark: $0.mark, count: $0.count) } + others
    }

    /// The name of a mark in warnings: its kind and, when it has one, its y (or series) label.
    static func name(_ kind: String, _ label: String?) -> String {
        guard let label, !label.isEmpty else { return kind }
        return "\(kind) \"\(label)\""
    }
}

extension WarningLog {
    /// The reason of a `nothingDrawn` warning when every one of `values` values was skipped.
    static func noneFinite(_ values: Int) -> String {
        values == 1
            ? "its only value is not finite (NaN or infinite)"
            : "none of its \(values) values is finite (NaN or infinite)"
    }
}

extension ScenePrimitive {
    /// Whether the primitive has anything to draw (a triangle, a segment, a point or a label).
    var hasGeometry: Bool {
        switch self {
        case .mesh(let m): m.indices.count >= 3
        case .lines(let l): l.vertices.count >= 2
        case .points(let p): !p.positions.isEmpty
        case .text(let t): !t.labels.isEmpty
        case .path(let p): p.points.count >= 3
        case .volume(let v): !v.values.isEmpty
        case .image(let image): !image.texels.isEmpty
        }
    }
}

extension ChartRepresentable {
    /// What lowering the chart at `scale` notices: values skipped, colours repeated, a font
    /// replaced, nothing drawn (the scene's ``RenderScene/warnings``). Nothing is printed; see
    /// `ImageRenderer.warnings` for the warnings of a render.
    /// - Throws: The errors of ``renderScene(scale:)``.
    public func warnings(scale: Double = 1) throws -> [ChartWarning] { try renderScene(scale: scale).warnings }
}
