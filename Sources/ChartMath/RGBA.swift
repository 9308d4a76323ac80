/// A colour as four `Float` components in 0…1: sRGB-encoded red, green and blue (as stored in a PNG)
/// and straight (not premultiplied) alpha.
public struct RGBA: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var r: Float
    public var g: Float
    public var b: Float
    public var a: Float

    /// A colour from components in 0…1 (values outside are clamped when drawn).
    public init(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// A colour from a 24-bit `0xRRGGBB` value and an alpha in 0…1.
    public init(hex: UInt32, alpha: Float = 1) {
        self.init(
            Float((hex >> 16) & 0xFF) / 255, Float((hex >> 8) & 0xFF) / 255, Float(hex & 0xFF) / 255, alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func withAlpha(multipliedBy factor: Float) -> RGBA { RGBA(r, g, b, a * factor) }

    /// Linear interpolation in sRGB space; `t` = 0 gives `self`, 1 gives `other`.
    public func mixed(with other: RGBA, _ t: Float) -> RGBA {
        RGBA(r + (other.r - r) * t, g + (other.g - g) * t, b + (other.b - b) * t, a + (other.a - a) * t)
    }

    /// The components as a SIMD vector (r, g, b, a).
    public var vector: Vec4 { Vec4(r, g, b, a) }

    /// `#RRGGBB` or `#RRGGBBAA` when not opaque, rounded to 8 bits per channel.
    public var description: String {
        func byte(_ v: Float) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(b, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(r) + byte(g) + byte(b) + (a < 1 ? byte(a) : "")
    }

    public static let black = RGBA(0, 0, 0)
    public static let white = RGBA(1, 1, 1)
    public static let clear = RGBA(0, 0, 0, 0)
}
