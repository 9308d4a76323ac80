import ChartMath

/// The categories of `.foregroundStyle(by:)` in order of first appearance, with palette colours.
struct Categories {
    private(set) var title: String?
    private(set) var names: [String] = []
    private var index: [String: Int] = [:]

    mutating func add(_ value: AxisValue?) {
        guard let value, case .single(let p) = value.storage else { return }
        if title == nil { title = value.label }
        let name = p.text
        if index[name] == nil {
            index[name] = names.count
            names.append(name)
        }
    }

    /// Adds the distinct names of a series or category column, in order of first appearance.
    mutating func add(title: String?, names: [String]) {
        if self.title == nil { self.title = title }
        for name in names where index[name] == nil {
            index[name] = self.names.count
            self.names.append(name)
        }
    }

    /// The palette colour of a category name.
    func color(named name: String) -> RGBA? { index[name].map(Categories.color(at:)) }

    func color(of value: AxisValue?) -> RGBA? {
        guard let value, case .single(let p) = value.storage, let i = index[p.text] else { return nil }
        return Categories.color(at: i)
    }

    static func color(at i: Int) -> RGBA {
        Color.categoricalPalette[i % Color.categoricalPalette.count].rgba
    }

    var isEmpty: Bool { names.isEmpty }
}

extension MarkStyle {
    /// The mark's colour: explicit, by category, or the accent colour; with its opacity.
    func resolvedColor(_ categories: Categories) -> RGBA {
        let base = color?.rgba ?? categories.color(of: category) ?? Color.accentColor.rgba
        return base.withAlpha(multipliedBy: Float(opacity))
    }
}
