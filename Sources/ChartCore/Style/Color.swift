import ChartMath

/// A colour, as SwiftUI spells it: the system palette by name, `init(red:green:blue:opacity:)`,
/// and `.opacity(_:)`. Values are sRGB in 0…1. The named colours are Apple's light-mode system
/// colours, so charts ported from the seeds keep their look.
public struct Color: ShapeStyle, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The colour as RGBA (sRGB, straight alpha).
    public var rgba: RGBA

    /// A colour from sRGB components in 0…1 and an opacity in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        rgba = RGBA(Float(red), Float(green), Float(blue), Float(opacity))
    }

    /// A colour from a grey level in 0…1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from an RGBA value.
    public init(_ rgba: RGBA) { self.rgba = rgba }

    /// A colour from a 24-bit `0xRRGGBB` value.
    public init(hex: UInt32, opacity: Double = 1) { rgba = RGBA(hex: hex, alpha: Float(opacity)) }

    /// The same colour with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> Color { Color(rgba.withAlpha(multipliedBy: Float(opacity))) }

    public var description: String { rgba.description }

    public static let blue = Color(hex: 0x007AFF)
    public static let green = Color(hex: 0x34C759)
    public static let orange = Color(hex: 0xFF9500)
    public static let purple = Color(hex: 0xAF52DE)
    public static let red = Color(hex: 0xFF3B30)
    public static let cyan = Color(hex: 0x32ADE6)
    public static let yellow = Color(hex: 0xFFCC00)
    public static let brown = Color(hex: 0xA2845E)
    public static let pink = Color(hex: 0xFF2D55)
    public static let indigo = Color(hex: 0x5856D6)
    public static let mint = Color(hex: 0x00C7BE)
    public static let teal = Color(hex: 0x30B0C7)
    public static let gray = Color(hex: 0x8E8E93)
    public static let black = Color(hex: 0x000000)
    public static let white = Color(hex: 0xFFFFFF)
    public static let clear = Color(RGBA.clear)
    /// The primary text colour (black in the light theme).
    public static let primary = Color(hex: 0x000000)
    /// The secondary text colour (a translucent grey in the light theme).
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// The accent colour, used for marks that have no other style.
    public static let accentColor = Color.blue

    /// The colours given to categories by `.foregroundStyle(by:)`, in order; after the last one the
    /// palette repeats. This is Okabe and Ito's colour-blind-safe palette (*Color Universal Design*,
    /// 2008) without its black: blue, orange, bluish green, reddish purple, vermillion, sky blue and
    /// yellow. Simulated protanopia, deuteranopia and tritanopia (Machado et al. 2009) keep every
    /// pair at least 16 CIELAB units apart (Apple's system palette, which Swift Charts uses, drops
    /// to 8.5 for protanopes by its fourth colour). The symbol (`.symbol(by:)`) and dash
    /// (`.lineStyle(by:)`) cycles pair with it, so series never rely on colour alone. For Swift
    /// Charts' look, use `.chartForegroundStyleScale(range: Color.systemPalette)`.
    public static let categoricalPalette: [Color] = [
        Color(hex: 0x0072B2), Color(hex: 0xE69F00), Color(hex: 0x009E73), Color(hex: 0xCC79A7),
        Color(hex: 0xD55E00), Color(hex: 0x56B4E9), Color(hex: 0xF0E442),
    ]

    /// Apple's system colours in Swift Charts' categorical order.
    public static let systemPalette: [Color] = [
        .blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo,
    ]
}

/// A way to fill a mark: a colour or a gradient (SwiftUI's `ShapeStyle`).
public protocol ShapeStyle: Sendable {
    /// The colours the style is made of, first to last (one for a plain colour).
    var shapeStyleColors: [Color] { get }
}

extension Color {
    /// One colour.
    public var shapeStyleColors: [Color] { [self] }
}

extension ShapeStyle where Self == Color {
    public static var blue: Color { Color.blue }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var cyan: Color { Color.cyan }
    public static var yellow: Color { Color.yellow }
    public static var brown: Color { Color.brown }
    public static var pink: Color { Color.pink }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tint: Color { Color.accentColor }
}
