import ChartMath
import ChartScene

/// Collects 2D symbols as primitives: circles and squares as point sprites (one batch per shape),
/// triangles, diamonds and pentagons as filled polygons, plus, cross and asterisk as strokes.
struct SymbolBuilder {
    private var sprites: [PointBatch] = []
    private var shapes: [ScenePrimitive] = []

    /// Adds `symbol`, `d` pixels across, centred at `centre`.
    mutating func add(_ symbol: BasicChartSymbolShape, at centre: Vec2, diameter d: Float, color: RGBA) {
        if let polygon = symbol.polygon(size: d) {
            let positions = [Vec3(centre.x, centre.y, 0)] + polygon.map { Vec3(centre.x + $0.x, centre.y + $0.y, 0) }
            let n = UInt32(polygon.count)
            let indices: [UInt32] = (0..<n).flatMap { k -> [UInt32] in [0, 1 + k, 1 + (k + 1) % n] }
            shapes.append(.mesh(TriangleMesh(space: .pixel, positions: positions, colors: [color], indices: indices)))
        } else if case let strokes = symbol.strokes(size: d), !strokes.isEmpty {
            var vertices: [Vec3] = []
            var starts: [Int] = []
            for (a, b) in strokes {
                starts.append(vertices.count)
                vertices += [Vec3(centre.x + a.x, centre.y + a.y, 0), Vec3(centre.x + b.x, centre.y + b.y, 0)]
            }
            shapes.append(
                .lines(
                    LineBatch(space: .pixel, vertices: vertices, starts: starts, color: color, width: max(d * 0.2, 1))))
        } else {
            let shape: PointShape = symbol == .square ? .square : .circle
            var k = sprites.firstIndex { $0.shape == shape } ?? -1
            if k < 0 {
                sprites.append(PointBatch(space: .pixel, positions: [], colors: [], sizes: [], shape: shape))
                k = sprites.count - 1
            }
            sprites[k].positions.append(Vec3(centre.x, centre.y, 0))
            sprites[k].colors.append(color)
            sprites[k].sizes.append(symbol == .square ? d * 0.9 : d)
        }
    }

    /// The sprites first, then the polygons and strokes.
    var primitives: [ScenePrimitive] { sprites.map { .points($0) } + shapes }
}
