import ChartMath
import ChartScene
import Foundation

/// The look of a chart's non-data parts and default colours: the standard theme or high contrast.
/// An OpenCharts extension (Swift Charts follows the system's Increase Contrast setting instead);
/// apply it with `ChartRepresentable/chartTheme(_:)`.
public struct ChartTheme: Sendable, Equatable, Hashable {
    /// Whether the chart is drawn for high contrast.
    public let isHighContrast: Bool

    /// The standard look.
    public static let standard = ChartTheme(isHighContrast: false)

    /// High contrast for low vision: black text, axes and pane borders on white, a darker grid,
    /// text 30 % larger, lines and axes thicker, larger points, the categorical palette
    /// black, vermilion, blue, green, reddish purple, orange; marks in the default (accent) colour
    /// black — and every other colour darkened,
    /// keeping its hue, to at least 4.5:1 contrast against the white background.
    public static let highContrast = ChartTheme(isHighContrast: true)

    /// The categorical palette of high contrast (Okabe–Ito's strongest colours, black first).
    public static let highContrastPalette: [Color] = [
        Color(hex: 0x000000), Color(hex: 0xD55E00), Color(hex: 0x0072B2), Color(hex: 0x009E73),
        Color(hex: 0xCC79A7), Color(hex: 0xE69F00),
    ]

    /// Line widths of the scene are multiplied by this (grid lines excepted).
    static let lineWidthFactor: Float = 1.75
}

extension ChartRepresentable {
    /// Draws the chart in `theme`: `.highContrast` for black-on-white text and axes, larger text,
    /// thicker lines and a strong palette. An OpenCharts extension.
    public func chartTheme(_ theme: ChartTheme) -> Self { modified { $0.theme = theme } }

    /// The palette categories take: the chart's own, else high contrast's, else the default.
    var effectivePalette: [Color]? {
        let c = configuration.value
        return c.foregroundStylePalette ?? (c.theme.isHighContrast ? ChartTheme.highContrastPalette : nil)
    }
}

extension Theme {
    /// The theme changed for `chartTheme`.
    func applying(_ chartTheme: ChartTheme) -> Theme {
        guard chartTheme.isHighContrast else { return self }
        var t = self
        t.tickLabelSize *= 1.3
        t.axisTitleSize *= 1.3
        t.legendSize *= 1.3
        t.textScale *= 1.3
        t.gridColor = RGBA(hex: 0x8A8A8A)
        t.gridWidth = 1
        t.paneBorderColor = RGBA(hex: 0x000000)
        t.axisColor = RGBA(hex: 0x000000)
        t.axisWidth = 2
        t.tickLabelColor = RGBA(hex: 0x000000)
        t.titleColor = RGBA(hex: 0x000000)
        t.pointArea *= 2
        t.point3DDiameter *= 1.4
        return t
    }
}

extension RenderScene {
    private static let accent = Color.accentColor.rgba

    /// The scene for `theme`: with high contrast, line widths multiplied (not the grid's) and
    /// every colour darkened to at least 4.5:1 contrast against white.
    func themed(_ theme: ChartTheme, grid: RGBA) -> RenderScene {
        guard theme.isHighContrast else { return self }
        var scene = self
        scene.primitives = primitives.map { primitive in
            switch primitive {
            case .mesh(var m):
                m.colors = m.colors.map(Self.contrasting)
                return .mesh(m)
            case .lines(var l):
                if l.color != grid {
                    l.color = Self.contrasting(l.color)
                    l.width *= ChartTheme.lineWidthFactor
                }
                return .lines(l)
            case .points(var p):
                p.colors = p.colors.map(Self.contrasting)
                return .points(p)
            case .path(var p):
                p.color = Self.contrasting(p.color)
                return .path(p)
            case .volume, .image:
                // A volume's (or an image's) colours are its colour map's (data, not chrome): kept, as a colour
                // bar keeps its ramp.
                return primitive
            case .text(var t):
                t.labels = t.labels.map { label in
                    var l = label
                    l.color = Self.contrasting(l.color)
                    return l
                }
                return .text(t)
            }
        }
        return scene
    }

    /// The colour scaled towards black, hue kept, until its contrast against white is at least
    /// 4.5:1 (WCAG's relative luminance); white and near-white backgrounds are left alone.
    static func contrasting(_ c: RGBA) -> RGBA {
        // The default mark colour (the accent colour, system blue) becomes black.
        if c.r == accent.r, c.g == accent.g, c.b == accent.b { return RGBA(0, 0, 0, c.a) }
        func linear(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func luminance(_ c: RGBA) -> Float { 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b) }
        let l = luminance(c)
        // Fills lighter than this are backgrounds (white, the legend and plot fills): kept.
        guard l < 0.8 else { return c }
        let target: Float = 1.05 / 4.5 - 0.05
        guard l > target else { return c }
        var lo: Float = 0
        var hi: Float = 1
        for _ in 0..<20 {
            let k = (lo + hi) / 2
            if luminance(RGBA(c.r * k, c.g * k, c.b * k, c.a)) > target { hi = k } else { lo = k }
        }
        return RGBA(c.r * lo, c.g * lo, c.b * lo, c.a)
    }
}
