import ChartMath
import ChartScene

/// Light or dark appearance (SwiftUI's `ColorScheme`).
public enum ColorScheme: Sendable, Equatable, Hashable {
    case light, dark
}

extension ChartRepresentable {
    /// Draws the chart in the light (default) or dark appearance. System colours adapt as they do
    /// on Apple platforms — `.blue` becomes the dark-mode blue, `.primary` text becomes light — and
    /// the background, grid, axes and labels take their dark variants, so labels stay readable and
    /// data keeps its contrast. Colours given as exact components, and gradients, are kept.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> Self {
        modified { $0.colorScheme = scheme ?? .light }
    }
}

extension RenderScene {
    /// The scene with every system and theme colour swapped for its dark-appearance variant
    /// (alpha kept).
    func adapted(to scheme: ColorScheme) -> RenderScene {
        guard scheme == .dark else { return self }
        var scene = self
        scene.background = Self.dark(background)
        scene.primitives = primitives.map { primitive in
            switch primitive {
            case .mesh(var m):
                m.colors = m.colors.map(Self.dark)
                return .mesh(m)
            case .lines(var l):
                l.color = Self.dark(l.color)
                return .lines(l)
            case .path(var p):
                p.color = Self.dark(p.color)
                return .path(p)
            case .points(var p):
                p.colors = p.colors.map(Self.dark)
                return .points(p)
            case .volume(var v):
                v.transfer = v.transfer.map(Self.dark)
                return .volume(v)
            case .image:
                // Data colours from the colour map, as a volume's transfer keeps its ramp's hues.
                return primitive
            case .text(var t):
                t.labels = t.labels.map { label in
                    var l = label
                    l.color = Self.dark(l.color)
                    return l
                }
                return .text(t)
            }
        }
        return scene
    }

    /// Light-appearance colours (24-bit RGB) and their dark variants: Apple's system palette, and
    /// the chart theme's background, text, grid and axis colours.
    private static let darkVariants: [UInt32: UInt32] = [
        0xFFFFFF: 0x1C1C1E, 0x000000: 0xFFFFFF, 0x1C1C1E: 0xF2F2F7, 0x4A4A50: 0xAEAEB2, 0x3C3C43: 0xEBEBF5,
        0xDCDCE0: 0x3A3A3C, 0xB4B4BA: 0x545458, 0x8E8E93: 0x98989D,
        0x007AFF: 0x0A84FF, 0x34C759: 0x30D158, 0xFF9500: 0xFF9F0A, 0xAF52DE: 0xBF5AF2, 0xFF3B30: 0xFF453A,
        0x32ADE6: 0x64D2FF, 0xFFCC00: 0xFFD60A, 0xA2845E: 0xAC8E68, 0xFF2D55: 0xFF375F, 0x5856D6: 0x5E5CE6,
        0x00C7BE: 0x63E6E2, 0x30B0C7: 0x40C8E0,
        // The default categorical palette (Okabe–Ito): its darkest colours lightened for a dark
        // background, the others kept.
        0x0072B2: 0x3A9BDC, 0x009E73: 0x1DB98C, 0xD55E00: 0xF07A2A,
    ]

    private static func dark(_ c: RGBA) -> RGBA {
        func byte(_ v: Float) -> UInt32 { UInt32((min(max(v, 0), 1) * 255).rounded()) }
        let key = byte(c.r) << 16 | byte(c.g) << 8 | byte(c.b)
        guard let mapped = darkVariants[key] else { return c }
        return RGBA(hex: mapped, alpha: c.a)
    }
}
