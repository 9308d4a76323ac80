import Foundation
import Testing

@testable import ChartMath

/// The sampler's grid through given nodes (a measured grid's columns and rows).
@Suite struct SurfaceSamplerNodeTests {
    func sampler(base: Int, nodes: SurfaceSampler.NodeLines, x: ClosedRange<Double> = 0...3) -> SurfaceSampler {
        var s = SurfaceSampler(
            x: AxisMapping(domain: x, range: -0.5...0.5), y: AxisMapping(domain: 0...10, range: -0.5...0.5),
            z: AxisMapping(domain: 0...2, range: -0.5...0.5), baseResolution: base, tolerance: 0.001)
        s.nodes = nodes
        return s
    }

    static let nodes = SurfaceSampler.NodeLines(x: [0, 1, 2, 3], z: [0, 1, 2])

    @Test func everyNodeIsALineAndIntervalsAreSplitEvenly() {
        // 16 base intervals over 3 node intervals: each split in 5; over 2, in 8.
        let lines = sampler(base: 16, nodes: Self.nodes).nodeGridLines(Self.nodes)
        #expect(lines.x.count == 3 * 5 + 1)
        #expect(lines.z.count == 2 * 8 + 1)
        for node in Self.nodes.x { #expect(lines.x.contains(node)) }
        for node in Self.nodes.z { #expect(lines.z.contains(node)) }
        #expect(lines.x == lines.x.sorted())
        #expect(abs(lines.x[1] - 0.2) < 1e-15)
        #expect(lines.evaluations == 0)
    }

    @Test func moreNodesThanTheBaseAreKeptUnsplit() {
        let many = SurfaceSampler.NodeLines(x: (0...60).map { Double($0) / 20 }, z: [0, 2])
        let lines = sampler(base: 16, nodes: many).nodeGridLines(many)
        #expect(lines.x == many.x)
    }

    /// A domain narrower than the nodes: its ends become lines, the nodes outside it are dropped.
    @Test func theDomainCutsTheNodes() {
        let lines = sampler(base: 2, nodes: Self.nodes, x: 0.5...2.5).nodeGridLines(Self.nodes)
        #expect(lines.x == [0.5, 1, 2, 2.5])
    }

    /// Past the caps, every k-th node is kept (the last one too), so the kept nodes stay exact.
    @Test func pastTheCapsEveryKthNodeIsKept() {
        let many = SurfaceSampler.NodeLines(x: (0...99).map { Double($0) * 3 / 99 }, z: [0, 1, 2])
        var s = sampler(base: 16, nodes: many)
        s.lineCap = 40
        let lines = s.nodeGridLines(many)
        #expect(lines.x.count <= 40)
        #expect(lines.x.first == 0 && lines.x.last == 3)
        #expect(lines.x.allSatisfy { many.x.contains($0) })
        s.lineCap = 1000
        s.vertexCap = 300
        let capped = s.nodeGridLines(many)
        #expect(capped.x.count * capped.z.count <= 300)
        #expect(capped.x.allSatisfy { many.x.contains($0) })
    }

    /// The mesh of a peaked bilinear function through its nodes reaches the peak, which the
    /// adaptive grid (whose lines miss x = 1) cuts off.
    @Test func theMeshReachesAPeakBetweenUniformLines() throws {
        let f: @Sendable (Double, Double) -> Double = { x, z in
            // A pyramid of height 10 at (1, 1), bilinear in the cells of the nodes.
            max(0, 10 * (1 - abs(x - 1))) * max(0, 1 - abs(z - 1))
        }
        let nodal = sampler(base: 7, nodes: Self.nodes).sample(f)
        var adaptive = sampler(base: 7, nodes: Self.nodes)
        adaptive.nodes = nil
        adaptive.maxRefinement = 0
        let plain = adaptive.sample(f)
        #expect(nodal.values.max() == 10)
        #expect(try #require(plain.values.max()) < 9.9)
    }
}
