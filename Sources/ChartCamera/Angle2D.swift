import Foundation

/// A planar angle, as Apple's Spatial module spells it. Stored in radians; `.degrees(30)` at the
/// surface of the DSL.
public struct Angle2D: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees` degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// An angle of `radians` radians, from any binary floating-point type.
    public init<T: BinaryFloatingPoint>(radians: T) { self.radians = Double(radians) }
    /// An angle of `degrees` degrees, from any binary floating-point type.
    public init<T: BinaryFloatingPoint>(degrees: T) { self.init(degrees: Double(degrees)) }

    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle2D { Angle2D(radians: radians) }
    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle2D { Angle2D(degrees: degrees) }

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public static func < (a: Angle2D, b: Angle2D) -> Bool { a.radians < b.radians }
    public static func + (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians + b.radians) }
    public static func - (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians - b.radians) }

    /// Degrees with up to three decimals, e.g. `30°`.
    public var description: String {
        let d = (degrees * 1000).rounded() / 1000
        return d == d.rounded() ? "\(Int(d))°" : "\(d)°"
    }
}
