import ChartMath
import Foundation

/// The shape of a 2D point symbol (Swift Charts' `ChartSymbolShape`).
public protocol ChartSymbolShape: Sendable {
    /// The concrete shape.
    var basicSymbol: BasicChartSymbolShape { get }
}

/// The eight 2D symbols, in the order `.symbol(by:)` assigns them to categories.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Int, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    public var basicSymbol: BasicChartSymbolShape { self }

    /// The symbol used for the `i`-th category of `.symbol(by:)`.
    static func cycled(_ i: Int) -> BasicChartSymbolShape {
        BasicChartSymbolShape(kind: Kind.allCases[i % Kind.allCases.count])
    }

    /// The outline of a filled polygon symbol of `size` pixels across, centred on the origin (y
    /// down), or nil for the circle and square (drawn as point sprites) and the stroked shapes.
    func polygon(size: Float) -> [Vec2]? {
        let r = size / 2
        func regular(_ n: Int, _ radius: Float, rotation: Float) -> [Vec2] {
            (0..<n).map { k in
                let a = rotation + Float(k) * 2 * .pi / Float(n)
                return Vec2(radius * cos(a), radius * sin(a))
            }
        }
        switch kind {
        case .triangle: return regular(3, r * 1.15, rotation: -.pi / 2)
        case .diamond: return [Vec2(0, -r * 1.2), Vec2(r * 0.85, 0), Vec2(0, r * 1.2), Vec2(-r * 0.85, 0)]
        case .pentagon: return regular(5, r * 1.05, rotation: -.pi / 2)
        default: return nil
        }
    }

    /// The bars of a stroked symbol (plus, cross, asterisk) as pairs of end points.
    func strokes(size: Float) -> [(Vec2, Vec2)] {
        let r = size / 2
        let angles: [Float]
        switch kind {
        case .plus: angles = [0, .pi / 2]
        case .cross: angles = [.pi / 4, 3 * .pi / 4]
        case .asterisk: angles = [.pi / 2, .pi / 6, 5 * .pi / 6]
        default: return []
        }
        return angles.map { a in (Vec2(-r * cos(a), -r * sin(a)), Vec2(r * cos(a), r * sin(a))) }
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}
