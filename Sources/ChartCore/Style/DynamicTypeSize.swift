/// A Dynamic Type size (SwiftUI's `DynamicTypeSize`): the reader's preferred text size. `.large`
/// is the default; the five accessibility sizes are the largest.
public enum DynamicTypeSize: Sendable, Equatable, Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The point size of the `.body` text style at this size (Apple's iOS Dynamic Type table:
    /// 17 pt at `.large`, 53 pt at `.accessibility5`).
    public var bodyPointSize: Double {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// How much larger than at `.large` all chart text is drawn: the body size's ratio (other
    /// text styles scale in proportion).
    public var textScale: Double { bodyPointSize / 17 }

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension ChartRepresentable {
    /// Draws every text of the chart — tick labels, axis titles, the legend, annotations and
    /// background or overlay content — at a Dynamic Type size; the layout grows to fit.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Self { modified { $0.dynamicTypeSize = size } }
}

extension Theme {
    /// The theme with its text sizes scaled for a Dynamic Type size.
    func scaled(for size: DynamicTypeSize) -> Theme {
        guard size != .large else { return self }
        var theme = self
        let f = Float(size.textScale)
        theme.textScale = f
        theme.tickLabelSize *= f
        theme.axisTitleSize *= f
        theme.chartTitleSize *= f
        theme.legendSize *= f
        return theme
    }
}
