import ChartMath
import ChartScene
import ChartTestSupport
import Foundation
import Testing

@testable import ChartCore

/// `TriangulatedSurfacePlot`: scattered points joined by their Delaunay triangulation, lifted to
/// their heights, coloured by height with a colour bar; NaN points skipped, duplicates merged,
/// long edges dropped, errors and the description.
@Suite struct TriangulatedSurfacePlotTests {
    struct Sample { var east, height, north: Double }

    /// Five points: a unit square's corners at height 0 and its centre at height 2 — four triangles
    /// meeting at the centre (the corners alone are cocircular, the centre breaks the tie).
    static let pyramid = [
        Sample(east: 0, height: 0, north: 0), Sample(east: 1, height: 0, north: 0),
        Sample(east: 1, height: 0, north: 1), Sample(east: 0, height: 0, north: 1),
        Sample(east: 0.5, height: 2, north: 0.5),
    ]

    static func plot(_ data: [Sample] = pyramid) -> TriangulatedSurfacePlot {
        TriangulatedSurfacePlot(
            data, x: .value("East", \.east), y: .value("Height", \.height), z: .value("North", \.north))
    }

    static func meshes(_ chart: Chart3D) throws -> [ChartScene.TriangleMesh] {
        try chart.lowered().primitives.compactMap { p in
            if case .mesh(let m) = p, m.space == .world, m.isLit { return m }
            return nil
        }
    }

    @Test func sceneSnapshot() throws {
        let chart = Chart3D { Self.plot().wireframe() }.frame(width: 320, height: 280)
        if let failure = try TextSnapshot.check(
            try chart.lowered().textDescription, named: "triangulated-surface-3d-scene")
        {
            Issue.record(Comment(rawValue: failure))
        }
    }

    @Test func pyramidIsFourTrianglesAroundTheApexColouredByHeight() throws {
        let chart = Chart3D { Self.plot() }.chartForegroundStyleScale(range: .magma)
            .chartXScale(range: -0.5...0.5).chartYScale(range: -0.5...0.5).chartZScale(range: -0.5...0.5)
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.positions.count == 5 && mesh.indices.count == 12)
        for t in stride(from: 0, to: 12, by: 3) { #expect(mesh.indices[t..<t + 3].contains(4)) }
        // x, z spanning the square and y the heights 0…2, each across −0.5…0.5.
        #expect(mesh.positions[4] == Vec3(0, 0.5, 0))
        #expect(mesh.positions[0] == Vec3(-0.5, -0.5, -0.5))
        // Corners at the colour scale's low end, the apex at its top.
        #expect(mesh.colors[0] == ColorMap.named(.magma).color(at: 0))
        #expect(mesh.colors[4] == ColorMap.named(.magma).color(at: 1))
        // The apex's smooth normal is straight up by symmetry; a corner's leans outward.
        #expect(abs(mesh.normals[4].y - 1) < 1e-6)
        #expect(mesh.normals[0].x < 0 && mesh.normals[0].z < 0 && mesh.normals[0].y > 0)
        let labels = try chart.lowered().primitives.flatMap { p -> [String] in
            if case .text(let t) = p { return t.labels.map(\.text) }
            return []
        }
        #expect(labels.contains("Height") && labels.contains("East") && labels.contains("North"))
    }

    @Test func nanPointsAreSkippedAndCountedAndDuplicatesAveraged() throws {
        var data = Self.pyramid
        data.append(Sample(east: .nan, height: 1, north: 0))
        data.append(Sample(east: 0.5, height: 4, north: 0.5))
        let chart = Chart3D { Self.plot(data) }
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.positions.count == 5)
        // The apex is the mean of its two heights (2 and 4): 3, the top of the y domain 0…3.
        let prepared = try chart.lowered()
        #expect(prepared.warnings.contains(.nonFiniteValuesSkipped(mark: "TriangulatedSurfacePlot", count: 1)))
        #expect(chart.accessibilityDescription.contains("The y axis shows Height, from 0 to 3."))
    }

    @Test func maximumEdgeLengthDropsLongHullTriangles() throws {
        // A row of points along a gentle arc: the hull's chord joins its ends with long triangles.
        var data = (0...10).map { i in
            let a = Double(i) / 10 * .pi
            return Sample(east: cos(a), height: 0, north: sin(a))
        }
        data += (0...10).map { i in
            let a = Double(i) / 10 * .pi
            return Sample(east: 0.9 * cos(a), height: 1, north: 0.9 * sin(a))
        }
        let all = try #require(try Self.meshes(Chart3D { Self.plot(data) }).first)
        let short = try #require(try Self.meshes(Chart3D { Self.plot(data).maximumEdgeLength(0.4) }).first)
        // Between the two arcs: 2 × 10 triangles; the rest lie across the inner arc's chord.
        #expect(short.indices.count == 3 * 20)
        #expect(all.indices.count > short.indices.count)
        #expect(
            throws: TriangulatedSurfaceError.noTriangleWithinEdgeLength(
                mark: "TriangulatedSurfacePlot", length: 0.01, triangles: all.indices.count / 3)
        ) {
            try Chart3D { Self.plot(data).maximumEdgeLength(0.01) }.lowered()
        }
        #expect(
            throws: TriangulatedSurfaceError.invalidMaximumEdgeLength(
                mark: "TriangulatedSurfacePlot", length: -1)
        ) {
            try Chart3D { Self.plot(data).maximumEdgeLength(-1) }.lowered()
        }
    }

    @Test func collinearOrTooFewPointsThrowNamingTheInput() {
        let line = (0..<5).map { Sample(east: Double($0), height: 1, north: 2 * Double($0)) }
        #expect(throws: DelaunayError.collinear(input: "TriangulatedSurfacePlot of East and North", distinct: 5)) {
            try Chart3D { Self.plot(line) }.lowered()
        }
        #expect(throws: DelaunayError.tooFewPoints(input: "TriangulatedSurfacePlot of East and North", distinct: 2)) {
            try Chart3D { Self.plot(Array(line.prefix(2))) }.lowered()
        }
    }

    @Test func oneColourAndOpacity() throws {
        let chart = Chart3D { Self.plot().foregroundStyle(.orange).opacity(0.5) }
        let mesh = try #require(try Self.meshes(chart).first)
        #expect(mesh.colors.count == 1 && mesh.isTranslucent)
        #expect(abs(mesh.colors[0].a - 0.5) < 1e-6)
    }

    @Test func descriptionNamesPointsAndTriangles() throws {
        let chart = Chart3D { Self.plot() }
        #expect(chart.accessibleSeries().first?.name == "Surface through 5 points")
        let text = chart.accessibilityDescription
        #expect(text.contains("Triangulated surfaces: 5 points and 4 triangles, spanning East 0 to 1"), "\(text)")
        #expect(text.contains("The y axis shows Height, from 0 to 2."), "\(text)")
        #expect(text.contains("The x axis shows East, from 0 to 1."), "\(text)")
        #expect(text.contains("The z axis shows North, from 0 to 1."), "\(text)")
    }
}
