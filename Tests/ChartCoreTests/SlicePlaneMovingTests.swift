import ChartMath
import Testing

@testable import ChartCore

/// Moving a `SlicePlot`'s plane (the window's plane keys): the plane steps from node layer to node
/// layer, clamped to the volume, and is cut again from the volume the mark keeps.
struct SlicePlaneMovingTests {
    /// f = x + 10 y + 100 z² on uneven nodes, so that every node has its own value.
    static func volume() throws -> VolumeGrid {
        try VolumeGrid(x: [0, 0.5, 2], y: [-1, 0, 0.25, 3], z: [0, 1, 1.5, 4, 5]) { x, y, z in
            x + 10 * y + 100 * z * z
        }
    }

    static func specs(_ chart: Chart3D) -> [SlicePlaneSpec] {
        chart.elements.compactMap { $0.recipe.mark as? SlicePlaneSpec }
    }

    /// The values on `spec` read from the volume at each in-plane node (u fastest).
    static func expected(_ spec: SlicePlaneSpec, _ volume: VolumeGrid) -> [Double] {
        spec.vNodes.flatMap { v in
            spec.uNodes.map { u in
                var p = [0.0, 0.0, 0.0]
                p[spec.across.u] = u
                p[spec.across.v] = v
                p[spec.plane.axis] = spec.plane.coordinate
                return volume.value(atX: p[0], y: p[1], z: p[2])
            }
        }
    }

    @Test func aPlaneBetweenNodesStepsToTheNodesAroundItThenAlongThem() throws {
        let volume = try Self.volume()
        let chart = Chart3D {
            SlicePlot(volume, x: "x", y: "y", z: "z", value: "f", planes: [.y(0.1), .z(1.2)])
        }
        #expect(chart.slicePlanes.map(\.coordinate) == [0.1, 1.2])
        #expect(chart.slicePlanes.map(\.axis) == ["y", "z"])
        // Up from 0.1 lands on the node 0.25, then on 3, then stays there (the last node).
        var up = chart
        var seen: [Double] = []
        for _ in 0..<3 {
            up = up.movingSlicePlane(0, by: 1)
            seen.append(up.slicePlanes[0].coordinate)
        }
        #expect(seen == [0.25, 3, 3])
        // Down from 0.1 lands on 0, then −1, then stays.
        let down = [1, 2, 3].map { chart.movingSlicePlane(0, by: -$0).slicePlanes[0].coordinate }
        #expect(down == [0, -1, -1])
        // The other plane is left where it was.
        #expect(up.slicePlanes[1] == chart.slicePlanes[1])
        #expect(Self.specs(up)[1].values == Self.specs(chart)[1].values)
    }

    @Test func theMovedPlaneHasTheVolumesValuesThere() throws {
        let volume = try Self.volume()
        let chart = Chart3D { SlicePlot(volume, x: "x", y: "y", z: "z", value: "f", planes: [.z(1.2), .x(1)]) }
        let moved = chart.movingSlicePlane(0, by: 2).movingSlicePlane(1, by: -1)
        let specs = Self.specs(moved)
        #expect(specs.map(\.plane) == [.z(4), .x(0.5)])
        for spec in specs {
            #expect(spec.values.count == spec.uNodes.count * spec.vNodes.count)
            #expect(spec.values == Self.expected(spec, volume))
        }
        // On a node the plane's values are the volume's nodes themselves: z = 4 is layer 3.
        #expect(specs[0].values[1 + 3 * 2] == volume[1, 2, 3])
        // A plane that stayed between nodes interpolates (z = 1.2 in the original chart).
        let original = Self.specs(chart)[0]
        #expect(original.values == Self.expected(original, volume))
    }

    @Test func aChartWithoutSlicesOrABadIndexIsUnchanged() throws {
        let volume = try Self.volume()
        let chart = Chart3D { SlicePlot(volume, x: "x", y: "y", z: "z", value: "f", planes: [.x(0.5)]) }
        #expect(chart.movingSlicePlane(3, by: 1).slicePlanes == chart.slicePlanes)
        #expect(chart.movingSlicePlane(0, by: 0).slicePlanes == chart.slicePlanes)
        // A plane refused for lying outside the volume keeps its error and does not move.
        let outside = Chart3D { SlicePlot(volume, x: "x", y: "y", z: "z", value: "f", planes: [.x(9)]) }
        #expect(outside.movingSlicePlane(0, by: -1).slicePlanes.map(\.coordinate) == [9])
        #expect(chart.slicePlanes[0].description == "f slice at x = 0.5 (x)")
    }
}
