import ChartMath
import ChartScene
import Testing

@testable import ChartCore

/// `.zIndex(_:)`: 2D marks draw in ascending zIndex, in declaration order among equal values.
@Suite struct ZIndexTests {
    /// The colours of the scene's filled meshes and symbol batches, in drawing order.
    func colors(_ chart: Chart) throws -> [RGBA] {
        try chart.frame(width: 300, height: 200).lowered().primitives.compactMap { p -> RGBA? in
            switch p.triangulatingPaths {
            case .mesh(let m) where m.colors.count == 1: m.colors[0]
            case .points(let b): b.colors.first
            default: nil
            }
        }
    }

    let red = Color.red.rgba
    let blue = Color.blue.rgba
    let green = Color.green.rgba

    @Test func declarationOrderByDefault() throws {
        let chart = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 2.0)).foregroundStyle(.red)
            PointMark(x: .value("x", "A"), y: .value("y", 1.0)).foregroundStyle(.blue)
        }
        #expect(try colors(chart).filter { [red, blue].contains($0) } == [red, blue])
    }

    @Test func higherZIndexDrawsLater() throws {
        let chart = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 2.0)).foregroundStyle(.red).zIndex(1)
            PointMark(x: .value("x", "A"), y: .value("y", 1.0)).foregroundStyle(.blue)
            BarMark(x: .value("x", "B"), y: .value("y", 3.0)).foregroundStyle(.green).zIndex(-1)
        }
        #expect(try colors(chart).filter { [red, blue, green].contains($0) } == [green, blue, red])
    }

    @Test func reorderedBarsKeepTheirOwnPlaces() throws {
        let chart = Chart {
            BarMark(x: .value("x", "A"), y: .value("y", 2.0)).foregroundStyle(.red).zIndex(5)
            BarMark(x: .value("x", "B"), y: .value("y", 3.0)).foregroundStyle(.blue)
        }
        let scene = try chart.frame(width: 300, height: 200).lowered()
        let bars = scene.primitives.compactMap { p -> TriangleMesh? in
            if case .mesh(let m) = p.triangulatingPaths, m.colors.count == 1, [red, blue].contains(m.colors[0]) {
                return m
            }
            return nil
        }
        #expect(bars.map { $0.colors[0] } == [blue, red])
        // The red bar (A, 2) is still the left, shorter one.
        let top = { (m: TriangleMesh) in m.positions.map(\.y).min() ?? 0 }
        let left = { (m: TriangleMesh) in m.positions.map(\.x).min() ?? 0 }
        #expect(left(bars[1]) < left(bars[0]))
        #expect(top(bars[1]) > top(bars[0]))
    }

    @Test func aMarksOwnZIndexWinsOverEnclosingContent() {
        let content = ForEach([1.0], id: \.self) { v in
            PointMark(x: .value("x", v), y: .value("y", v)).zIndex(3)
        }
        .zIndex(-2)
        #expect(content.chartElements.map(\.style.zIndex) == [3])
        #expect(
            DrawOrder.indices(
                Chart {
                    content
                    PointMark(x: .value("x", 0), y: .value("y", 0))
                }.elements) == [1, 0])
    }
}
