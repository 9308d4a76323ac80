import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// The 3D parametric `LinePlot` and `ParametricSurfacePlot`: lowering, domains, colouring,
/// translucency, errors and descriptions.
@Suite struct Parametric3DTests {
    static func trefoil() -> LinePlot<FunctionPlotContent> {
        LinePlot(x: "x", y: "y", z: "z", t: "t", domain: 0...(2 * .pi)) { t in
            (x: sin(t) + 2 * sin(2 * t), y: -sin(3 * t), z: cos(t) - 2 * cos(2 * t))
        }
    }

    static func torus() -> ParametricSurfacePlot {
        ParametricSurfacePlot(x: "x", y: "y", z: "z", uDomain: 0...(2 * .pi), vDomain: 0...(2 * .pi)) { u, v in
            (x: (1 + 0.4 * cos(v)) * cos(u), y: 0.4 * sin(v), z: (1 + 0.4 * cos(v)) * sin(u))
        }
    }

    static func worldLines(_ chart: Chart3D) throws -> [LineBatch] {
        try chart.lowered().primitives.compactMap { p in
            if case .lines(let l) = p, l.space == .world, l.color == Color.red.rgba { return l }
            return nil
        }
    }

    static func meshes(_ chart: Chart3D) throws -> [ChartScene.TriangleMesh] {
        try chart.lowered().primitives.compactMap { p in
            if case .mesh(let m) = p, m.space == .world, m.isLit { return m }
            return nil
        }
    }

    @Test func aSpaceCurveIsOneClosedWorldPolylineSpanningTheAxes() throws {
        let chart = Chart3D { Self.trefoil().foregroundStyle(.red) }
            .chartXScale(domain: -3...3, range: -0.5...0.5).chartYScale(range: -0.5...0.5)
            .chartZScale(range: -0.5...0.5)
            .frame(width: 400, height: 400)
        let line = try #require(try Self.worldLines(chart).first)
        #expect(line.starts == [0] && line.color == Color.red.rgba)
        #expect(line.vertices.first == line.vertices.last)
        let xs = line.vertices.map(\.x)
        // The curve's x extent, found independently on a fine grid of t, mapped to −3…3 → −0.5…0.5.
        let extent =
            (0...100_000).map { i -> Double in
                let t = 2 * Double.pi * Double(i) / 100_000
                return sin(t) + 2 * sin(2 * t)
            }.max() ?? 0
        #expect(abs(Double(xs.max() ?? 0) - extent / 6) < 1e-3 && abs(Double(xs.min() ?? 0) + extent / 6) < 1e-3)
        // A larger chart has more pixels to fill: more samples.
        let large = try #require(try Self.worldLines(chart.frame(width: 1200, height: 1200)).first)
        #expect(large.vertices.count > line.vertices.count)
    }

    @Test func aSpaceCurveIsNotTwoDimensionalAndBadDomainsThrow() {
        #expect(throws: ChartError.notTwoDimensional(mark: "LinePlot")) { try Chart { Self.trefoil() }.lowered() }
        let bad = LinePlot(x: "x", y: "y", z: "z", t: "t", domain: 0...Double.infinity) { t in (t, t, t) }
        #expect(throws: ParametricPlotError.invalidDomain(mark: "LinePlot", parameter: "t", lower: 0, upper: .infinity))
        {
            try Chart3D { bad }.lowered()
        }
        let empty = LinePlot(x: "x", y: "y", z: "z", t: "t", domain: 0...1) { _ in (.nan, 0, 0) }
        #expect(throws: ParametricPlotError.noFinitePoint(mark: "LinePlot")) { try Chart3D { empty }.lowered() }
    }

    @Test func aSurfaceIsOneLitMeshWithAnalyticNormals() throws {
        let chart = Chart3D { Self.torus() }
            .chartXScale(range: -0.5...0.5).chartYScale(range: -0.1...0.1).chartZScale(range: -0.5...0.5)
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.colors.count == 1 && !mesh.isTranslucent)
        #expect(mesh.normals.count == mesh.positions.count && mesh.indices.count % 3 == 0)
        // Each normal is the torus's own (in scene units, where x and z are scaled by 0.5/1.4 and
        // y by 0.1/0.4): perpendicular to the surface's tangents, found here from the grid itself.
        let ys = mesh.positions.map(\.y)
        #expect(abs((ys.min() ?? 0) + 0.1) < 1e-3 && abs((ys.max() ?? 0) - 0.1) < 1e-3)
        for k in stride(from: 0, to: mesh.indices.count, by: 3) {
            let (a, b, c) = (Int(mesh.indices[k]), Int(mesh.indices[k + 1]), Int(mesh.indices[k + 2]))
            let e1 = mesh.positions[b] - mesh.positions[a]
            let e2 = mesh.positions[c] - mesh.positions[a]
            let n = SIMD3(e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x)
            let l = (n * n).sum().squareRoot()
            guard l > 1e-9 else { continue }
            // The facet's normal and the vertex's agree in sign and nearly in direction.
            #expect((n / l * mesh.normals[a]).sum() > 0.9)
        }
    }

    @Test func colouringByVGoesThroughTheColourScaleAndOpacityIsTranslucent() throws {
        let chart = Chart3D { Self.torus().colored(by: .v).opacity(0.5) }.chartForegroundStyleScale(range: .magma)
        let scene = try chart.lowered()
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.isTranslucent && mesh.colors.count == mesh.positions.count)
        #expect(mesh.colors.allSatisfy { abs($0.a - 0.5) < 1e-6 })
        // v = 0 is the low end of magma; v = 2π its high end.
        let low = ColorMap.named(.magma).color(at: 0).withAlpha(multipliedBy: 0.5)
        let high = ColorMap.named(.magma).color(at: 1).withAlpha(multipliedBy: 0.5)
        #expect(mesh.colors.first == low && mesh.colors.last == high)
        let labels = scene.primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(labels.contains("v"))
    }

    @Test func colouringByAValueOrHeightSpansItsRange() throws {
        let byValue = Chart3D { Self.torus().colored(by: .value("Twist") { u, _ in sin(u) }) }
        let elements = Self.torus().colored(by: .value("Twist") { u, _ in sin(u) }).chart3DElements
        #expect(elements.count == 2)
        #expect(try Self.meshes(byValue).first?.colors.count ?? 0 > 1)
        let byHeight = Self.torus().colored(by: .height).chart3DElements
        guard let top = byHeight.last?.recipe, let value = top.style.category?.storage.first.number
        else {
            Issue.record("no colour extent")
            return
        }
        #expect(abs(value - 0.4) < 1e-3)
        // A colour of its own wins over the colouring.
        #expect(Self.torus().colored(by: .v).foregroundStyle(.blue).chart3DElements.count == 1)
    }

    @Test func badSurfacesThrowNamedErrors() {
        let bad = ParametricSurfacePlot(x: "x", y: "y", z: "z", v: "θ", uDomain: 0...1, vDomain: 1...1) { u, v in
            (u, v, 0)
        }
        #expect(
            throws: ParametricPlotError.invalidDomain(mark: "ParametricSurfacePlot", parameter: "θ", lower: 1, upper: 1)
        ) {
            try Chart3D { bad }.lowered()
        }
    }

    @Test func descriptionsSummariseBothMarks() {
        let text = Chart3D {
            Self.trefoil()
            Self.torus()
        }
        .accessibilityDescription
        #expect(text.contains("Parametric curves: over t from 0 to 6.283, spanning x"), "\(text)")
        #expect(
            text.contains("Parametric surfaces: over u from 0 to 6.283 and v from 0 to 6.283, spanning x"), "\(text)")
    }

    @Test func sceneSnapshot() throws {
        let chart = Chart3D {
            Self.trefoil()
            Self.torus().colored(by: .v).opacity(0.4)
        }
        .frame(width: 240, height: 220)
        if let failure = try TextSnapshot.check(try chart.lowered().textDescription, named: "parametric-3d-scene") {
            Issue.record(Comment(rawValue: failure))
        }
    }
}
