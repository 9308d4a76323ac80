import ChartMath

/// A ``SlicePlot`` plane as a chart window names it: which axis it is perpendicular to, where, and
/// what its values are.
package struct ChartSlicePlane: Sendable, Equatable {
    /// "x", "y" or "z".
    package var axis: String
    /// The label of that axis ("Left → right (mm)").
    package var axisLabel: String
    /// The plane's coordinate along the axis.
    package var coordinate: Double
    /// What the values are ("T1 intensity").
    package var valueLabel: String

    /// "T1 intensity slice at x = −0.5 (Left → right (mm))".
    package var description: String {
        "\(valueLabel) slice at \(axis) = \(ContourLabelPlacement.text(coordinate)) (\(axisLabel))"
    }
}

extension SlicePlaneSpec {
    /// The plane moved `steps` layers of nodes along its axis and cut again from its volume: one
    /// step up goes to the first node above the plane, one step down to the last node below it
    /// (so a plane between nodes lands on a node), clamped to the volume's first and last nodes.
    /// A refused plane (no volume) stays as it is.
    func moved(by steps: Int) -> SlicePlaneSpec {
        guard let volume, steps != 0 else { return self }
        let nodes = [volume.x, volume.y, volume.z][plane.axis]
        let coordinate = Self.node(from: plane.coordinate, steps: steps, on: nodes)
        var moved = self
        switch plane {
        case .x: moved.plane = .x(coordinate)
        case .y: moved.plane = .y(coordinate)
        case .z: moved.plane = .z(coordinate)
        }
        moved.cut(volume)
        return moved
    }

    /// The node `steps` layers from `coordinate` (see ``moved(by:)``).
    static func node(from coordinate: Double, steps: Int, on nodes: [Double]) -> Double {
        let index: Int
        if steps > 0 {
            let above = nodes.firstIndex { $0 > coordinate } ?? nodes.count - 1
            index = min(above + steps - 1, nodes.count - 1)
        } else {
            let below = nodes.lastIndex { $0 < coordinate } ?? 0
            index = max(below + steps + 1, 0)
        }
        return nodes[index]
    }

    var windowName: ChartSlicePlane {
        ChartSlicePlane(
            axis: ["x", "y", "z"][plane.axis], axisLabel: labels[plane.axis], coordinate: plane.coordinate,
            valueLabel: valueLabel)
    }
}

extension Chart3D {
    /// The planes of the chart's ``SlicePlot``s, in the order they were declared: what a window's
    /// plane keys pick from.
    package var slicePlanes: [ChartSlicePlane] {
        elements.compactMap { ($0.recipe.mark as? SlicePlaneSpec)?.windowName }
    }

    /// The chart with its `index`th slice plane (in ``slicePlanes`` order) moved `steps` layers of
    /// nodes along its axis (clamped to the volume) and cut again; the other planes and marks stay
    /// as they are. An index with no plane leaves the chart unchanged.
    package func movingSlicePlane(_ index: Int, by steps: Int) -> Chart3D {
        let positions = elements.indices.filter { elements[$0].recipe.mark is SlicePlaneSpec }
        guard positions.indices.contains(index), let spec = elements[positions[index]].recipe.mark as? SlicePlaneSpec
        else { return self }
        var chart = self
        chart.elements[positions[index]].recipe.mark = spec.moved(by: steps)
        return chart
    }
}
