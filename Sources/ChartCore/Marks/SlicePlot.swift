import ChartMath
import ChartScene
import Foundation

/// Planes cut through a volume in a `Chart3D`, each showing the values on it in colour — the
/// orthogonal views of a scan placed where they lie (an OpenCharts extension, as MATLAB's `slice`
/// and PyVista's `slice_orthogonal`).
///
/// Each plane is at a fixed x, y or z (``SlicePlane``) and shows the volume's values interpolated
/// linearly onto it from the two layers of nodes around it, one quad per node (as a `HeatMapPlot`'s
/// cells), coloured through the chart's continuous colour scale over the volume's range of values,
/// with a colour bar titled with the value's label. The planes are drawn unlit, in depth with the
/// chart's other content. Missing (NaN) values leave their quads out.
///
/// ```swift
/// Chart3D {
///     SlicePlot(brain, x: "Left → right (mm)", y: "Inferior → superior (mm)",
///               z: "Posterior → anterior (mm)", value: "T1 intensity",
///               planes: [.x(-2.5), .y(15.5), .z(-19.5)])
/// }
/// .chartForegroundStyleScale(range: .grayscale)
/// ```
///
/// A plane outside the volume makes lowering the chart throw
/// ``VolumeGridError/sliceOutside(mark:axis:coordinate:range:)``.
///
/// The planes keep their volume: in the window of `Chart3D.show()`, Tab picks a plane and `]` or
/// Page Up moves it to the next layer of nodes along its axis, `[` or Page Down to the one before,
/// clamped to the volume (see the Volumes article).
public struct SlicePlot: Chart3DContent {
    var planes: [SlicePlaneSpec]

    /// Slices of `volume` through `planes`, with the axes labelled `x`, `y`, `z` and the values `value`.
    public init(
        _ volume: VolumeGrid, x: some StringProtocol, y: some StringProtocol, z: some StringProtocol,
        value: some StringProtocol, planes: [SlicePlane]
    ) {
        let labels = [String(x), String(y), String(z)]
        let range = volume.valueRange
        let mark = WarningLog.name("SlicePlot", String(value))
        self.planes = planes.map { plane in
            var spec = SlicePlaneSpec(labels: labels, valueLabel: String(value), plane: plane, valueRange: range)
            let axis = [volume.x, volume.y, volume.z][plane.axis]
            let extent = axis[0]...axis[axis.count - 1]
            if range == nil {
                spec.problem = .noFiniteValues(mark: mark)
            } else if !plane.coordinate.isFinite || !extent.contains(plane.coordinate) {
                spec.problem = .sliceOutside(
                    mark: mark, axis: ["x", "y", "z"][plane.axis], coordinate: plane.coordinate, range: extent)
            } else {
                spec.volume = volume
                spec.cut(volume)
            }
            return spec
        }
    }

    /// One element per plane.
    public var chart3DElements: [ChartElement] {
        planes.map { ChartElement(recipe: CustomMark(mark: $0, style: MarkStyle())) }
    }
}

/// A plane through a volume at a fixed coordinate along one of its axes.
public enum SlicePlane: Sendable, Equatable {
    /// The plane x = coordinate.
    case x(Double)
    /// The plane y = coordinate.
    case y(Double)
    /// The plane z = coordinate.
    case z(Double)

    /// 0, 1 or 2: the axis the plane is perpendicular to.
    var axis: Int {
        switch self {
        case .x: 0
        case .y: 1
        case .z: 2
        }
    }

    /// The plane's coordinate along its axis.
    public var coordinate: Double {
        switch self {
        case .x(let v), .y(let v), .z(let v): v
        }
    }
}

/// One plane of a ``SlicePlot``: the values on it at the nodes of the other two axes.
struct SlicePlaneSpec: ChartMark {
    var labels: [String]
    var valueLabel: String
    var plane: SlicePlane
    var valueRange: ClosedRange<Double>?
    var problem: VolumeGridError?
    /// The plane's two in-plane axes (axis numbers) and their node coordinates.
    var across: (u: Int, v: Int) = (1, 2)
    var uNodes: [Double] = []
    var vNodes: [Double] = []
    /// The values on the plane, u fastest.
    var values: [Double] = []
    /// The volume the plane cuts (shared with the plot's other planes, not copied), kept so that
    /// the plane can be moved; nil when the plane is refused (`problem`).
    var volume: VolumeGrid?

    var markName: String { WarningLog.name("SlicePlot", valueLabel) }

    /// Interpolates the volume's values onto the plane, between the two layers of nodes around it.
    mutating func cut(_ volume: VolumeGrid) {
        let axes = [volume.x, volume.y, volume.z]
        let n = plane.axis
        across = n == 0 ? (1, 2) : n == 1 ? (0, 2) : (0, 1)
        (uNodes, vNodes) = (axes[across.u], axes[across.v])
        guard let (cell, f) = VolumeGrid.cell(axes[n], plane.coordinate) else { return }
        values = []
        values.reserveCapacity(uNodes.count * vNodes.count)
        for b in vNodes.indices {
            for a in uNodes.indices {
                var index = [0, 0, 0]
                index[across.u] = a
                index[across.v] = b
                index[n] = cell
                let low = volume[index[0], index[1], index[2]]
                index[n] = cell + 1
                let high = volume[index[0], index[1], index[2]]
                values.append(f == 0 ? low : f == 1 ? high : low + (high - low) * f)
            }
        }
    }

    /// A volume has no 2D form: a `Chart` refuses it.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notTwoDimensional(mark: "SlicePlot")
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// The volume's extents on x, y and z; the volume's range of values on the colour scale.
    func addValues(to domains: inout MarkDomains3D) throws {
        if let problem { throw problem }
        for (axis, nodes) in [(across.u, uNodes), (across.v, vNodes)] {
            domains.add(PlottableValue.value(labels[axis], nodes[0]).erased, axis: axis)
            domains.add(PlottableValue.value(labels[axis], nodes[nodes.count - 1]).erased, axis: axis)
        }
        domains.add(PlottableValue.value(labels[plane.axis], plane.coordinate).erased, axis: plane.axis)
        if let valueRange {
            domains.colorValues += [valueRange.lowerBound, valueRange.upperBound].map {
                PlottableValue.value(valueLabel, $0).erased
            }
        }
    }

    /// One unlit quad per node with a value, spanning half way to its neighbours, in the colour of
    /// its value on the chart's continuous colour scale.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        let (nu, nv) = (uNodes.count, vNodes.count)
        guard nu >= 2, nv >= 2, values.count == nu * nv else { return [] }
        let uEdges = Self.cellEdges(uNodes)
        let vEdges = Self.cellEdges(vNodes)
        var positions: [Vec3] = []
        var colors: [RGBA] = []
        var indices: [UInt32] = []
        for b in 0..<nv {
            for a in 0..<nu {
                let value = values[a + nu * b]
                guard !value.isNaN, let base = context.continuousColor(valueLabel, value) else { continue }
                let corners = [(a, b), (a + 1, b), (a + 1, b + 1), (a, b + 1)].map { (p, q) in
                    scenePosition(u: uEdges[p], v: vEdges[q], in: context)
                }
                guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }) else {
                    context.noteSkipped()
                    continue
                }
                let first = UInt32(positions.count)
                positions += corners
                colors += Array(repeating: base.withAlpha(multipliedBy: Float(context.opacity)), count: 4)
                indices += [first, first + 1, first + 2, first, first + 2, first + 3]
            }
        }
        guard !indices.isEmpty else { return [] }
        return [
            .mesh(TriangleMesh(space: .world, positions: positions, colors: colors, indices: indices))
        ]
    }

    /// The scene position of the in-plane point (u, v) on the plane.
    func scenePosition(u: Double, v: Double, in context: MarkContext3D) -> Vec3 {
        var p = [0.0, 0.0, 0.0]
        p[across.u] = u
        p[across.v] = v
        p[plane.axis] = plane.coordinate
        return Vec3(
            context.sceneX(.value(labels[0], p[0])), context.sceneY(.value(labels[1], p[1])),
            context.sceneZ(.value(labels[2], p[2])))
    }

    /// The edges of the cells around the nodes: half way between neighbours, the end nodes at the
    /// outer edges (so the plane covers exactly the volume's extent).
    static func cellEdges(_ nodes: [Double]) -> [Double] {
        [nodes[0]] + zip(nodes, nodes.dropFirst()).map { ($0 + $1) / 2 } + [nodes[nodes.count - 1]]
    }

    /// A filled square in the legend.
    var legendSample: MarkLegendSample { .square }

    /// "at Left → right −0.5 mm: values 0 to 231".
    var accessibleSummary: MarkAccessibleSummary? {
        let finite = values.filter(\.isFinite)
        guard problem == nil else { return nil }
        let axis = DescriptionWriter.Axis(
            letter: "", label: labels[plane.axis], domain: plane.coordinate...plane.coordinate)
        var item = "at \(axis.name) \(axis.text(plane.coordinate))"
        if let lo = finite.min(), let hi = finite.max() {
            item +=
                ": values \(DescriptionWriter.number(lo, span: hi - lo)) to \(DescriptionWriter.number(hi, span: hi - lo))"
        } else {
            item += ": no values"
        }
        return MarkAccessibleSummary(kind: "slice planes", of: valueLabel, item: item)
    }

    /// Each plane reads as one point, its centre, named by the plane and the range of values on it
    /// ("T1 intensity slice at x = 0, 0 to 230").
    var accessibleValues: MarkAccessibleValues? {
        let finite = values.filter(\.isFinite)
        guard problem == nil, let lo = finite.min(), let hi = finite.max() else { return nil }
        var centre = [0.0, 0.0, 0.0]
        centre[across.u] = (uNodes[0] + uNodes[uNodes.count - 1]) / 2
        centre[across.v] = (vNodes[0] + vNodes[vNodes.count - 1]) / 2
        centre[plane.axis] = plane.coordinate
        let axis = ["x", "y", "z"][plane.axis]
        let name =
            "\(valueLabel) slice at \(axis) = \(ContourLabelPlacement.text(plane.coordinate)), "
            + "\(String(format: "%g", lo)) to \(String(format: "%g", hi))"
        return MarkAccessibleValues(
            role: .point, name: name, xLabel: labels[0], yLabel: labels[1], x: centre[0], y: centre[1],
            zLabel: labels[2], z: centre[2])
    }
}
