import ChartMath
import ChartScene
import Foundation

/// Surfaces of constant value through a volume in a `Chart3D` — the outline of an organ in a scan,
/// a front in a simulated field — one closed, smoothly shaded surface per level (an OpenCharts
/// extension, as MATLAB's `isosurface`, PyVista's `contour` and Makie's `contour` on a volume).
///
/// The volume's x, y and z axes are the chart's (a `Chart3D`'s y is vertical: use
/// ``VolumeGrid/swappingYZ()`` for a volume stored with z up). Each level is coloured through the
/// chart's continuous colour scale (`chartForegroundStyleScale(range:)`, viridis by default) and
/// listed on its colour bar, titled with the value's label, unless `.foregroundStyle(_:)` gives
/// every level one colour. `.levelOpacities(_:)` makes levels translucent, so that an outer
/// surface shows the inner ones through it (drawn with order-independent transparency).
///
/// ```swift
/// Chart3D {
///     IsosurfacePlot(brain, x: "Left → right (mm)", y: "Inferior → superior (mm)",
///                    z: "Posterior → anterior (mm)", value: "T1 intensity", levels: [40, 150])
///         .levelOpacities([0.3, 1])
/// }
/// ```
///
/// The surfaces come from marching tetrahedra (``MarchingTetrahedra``): no ambiguous cases, one
/// vertex per grid edge shared by its triangles (closed surfaces), normals from the field's
/// gradient. Cells with a missing (NaN) corner are skipped. Bad input (no level, a level that is
/// not finite, a volume with no finite value) makes lowering the chart throw a ``VolumeGridError``.
public struct IsosurfacePlot: Chart3DContent {
    var levels: [IsosurfaceLevelSpec]

    /// The isosurfaces of `volume` at `levels` (in any order; drawn in the order given), with the
    /// axes labelled `x`, `y`, `z` and the values `value`.
    public init(
        _ volume: VolumeGrid, x: some StringProtocol, y: some StringProtocol, z: some StringProtocol,
        value: some StringProtocol, levels: [Double]
    ) {
        let labels = [String(x), String(y), String(z)]
        let mark = WarningLog.name("IsosurfacePlot", String(value))
        let extents = [volume.x, volume.y, volume.z].map { $0[0]...$0[$0.count - 1] }
        var base = IsosurfaceLevelSpec(labels: labels, valueLabel: String(value), extents: extents)
        if levels.isEmpty {
            base.problem = VolumeGridError.noLevels(mark: mark)
        } else if let bad = levels.first(where: { !$0.isFinite }) {
            base.problem = VolumeGridError.nonFiniteLevel(mark: mark, level: bad)
        } else if volume.valueRange == nil {
            base.problem = VolumeGridError.noFiniteValues(mark: mark)
        }
        guard base.problem == nil else {
            self.levels = [base]
            return
        }
        self.levels = levels.map { level in
            var s = base
            s.level = level
            s.mesh = MarchingTetrahedra.isosurface(of: volume, level: level)
            return s
        }
    }

    /// One element per level, coloured by its level (or all in the colour of `.foregroundStyle(_:)`).
    public var chart3DElements: [ChartElement] {
        levels.map { spec in
            var style = MarkStyle()
            if let color = spec.color {
                style.color = color
            } else {
                style.category = PlottableValue.value(spec.valueLabel, spec.level).erased
            }
            style.opacity = spec.opacity
            return ChartElement(recipe: CustomMark(mark: spec, style: style))
        }
    }

    /// Every level in one colour, with no colour bar.
    public func foregroundStyle(_ color: Color) -> IsosurfacePlot {
        var copy = self
        for i in copy.levels.indices { copy.levels[i].color = color }
        return copy
    }

    /// The opacity of each level, in the order the levels were given (0 transparent … 1 opaque,
    /// the default); the last opacity holds for any further levels.
    public func levelOpacities(_ opacities: [Double]) -> IsosurfacePlot {
        guard let last = opacities.last else { return self }
        var copy = self
        for i in copy.levels.indices {
            copy.levels[i].opacity = min(max(i < opacities.count ? opacities[i] : last, 0), 1)
        }
        return copy
    }

    /// The meshes of the levels, in the volume's coordinates (for measuring them).
    package var meshes: [IsosurfaceMesh] { levels.map(\.mesh) }
}

/// One level of an ``IsosurfacePlot``: its mesh in the volume's coordinates.
struct IsosurfaceLevelSpec: ChartMark {
    var labels: [String]
    var valueLabel: String
    var extents: [ClosedRange<Double>]
    var level = 0.0
    var mesh = IsosurfaceMesh(positions: [], normals: [], indices: [])
    var problem: VolumeGridError?
    var color: Color?
    var opacity = 1.0

    var markName: String { WarningLog.name("IsosurfacePlot", valueLabel) }

    /// A volume has no 2D form: a `Chart` refuses it.
    func addValues(to domains: inout MarkDomains) throws {
        throw ChartError.notTwoDimensional(mark: "IsosurfacePlot")
    }

    func primitives(in context: MarkContext2D) -> [ScenePrimitive] { [] }

    /// The volume's extents on x, y and z (the box holds the whole volume, not only the surface).
    func addValues(to domains: inout MarkDomains3D) throws {
        if let problem { throw problem }
        for axis in 0..<3 {
            domains.add(PlottableValue.value(labels[axis], extents[axis].lowerBound).erased, axis: axis)
            domains.add(PlottableValue.value(labels[axis], extents[axis].upperBound).erased, axis: axis)
        }
    }

    /// The level's triangles in the box, lit with normals mapped as the axes stretch the volume;
    /// triangles with a vertex that has no place on the axes (a log axis below zero) are left out.
    func primitives(in context: MarkContext3D) -> [ScenePrimitive] {
        guard !mesh.indices.isEmpty else { return [] }
        let positions = mesh.positions.map { p in
            Vec3(
                context.sceneX(.value(labels[0], p.x)), context.sceneY(.value(labels[1], p.y)),
                context.sceneZ(.value(labels[2], p.z)))
        }
        // Normals transform by the inverse of the axes' stretch (scene units per data unit).
        let stretch = (0..<3).map { axis -> Double in
            let e = extents[axis]
            let ends = [e.lowerBound, e.upperBound].map { v -> Float in
                switch axis {
                case 0: context.sceneX(.value(labels[0], v))
                case 1: context.sceneY(.value(labels[1], v))
                default: context.sceneZ(.value(labels[2], v))
                }
            }
            let s = Double(ends[1] - ends[0]) / (e.upperBound - e.lowerBound)
            return s.isFinite && s != 0 ? s : 1
        }
        let normals = mesh.normals.map { n -> Vec3 in
            let m = SIMD3(n.x / stretch[0], n.y / stretch[1], n.z / stretch[2])
            let length = (m * m).sum().squareRoot()
            return length > 0 ? Vec3(Float(m.x / length), Float(m.y / length), Float(m.z / length)) : Vec3(0, 1, 0)
        }
        var indices: [UInt32] = []
        indices.reserveCapacity(mesh.indices.count)
        for t in stride(from: 0, to: mesh.indices.count - 2, by: 3) {
            let tri = mesh.indices[t..<(t + 3)]
            guard
                tri.allSatisfy({ p in
                    positions[Int(p)].x.isFinite && positions[Int(p)].y.isFinite
                        && positions[Int(p)].z.isFinite
                })
            else {
                context.noteSkipped()
                continue
            }
            indices += tri
        }
        return context.mesh(positions: positions, normals: normals, indices: indices)
    }

    /// A filled square in the legend.
    var legendSample: MarkLegendSample { .square }

    /// "70 (area 9.18e+04), spanning Left → right −68 to 70 mm, …" (the area in the data's units).
    var accessibleSummary: MarkAccessibleSummary? {
        guard problem == nil else { return nil }
        let level = ContourLabelPlacement.text(level)
        let points = mesh.positions.map { [$0.x, $0.y, $0.z] }
        guard let extents = DescriptionWriter.extents(labels, points) else {
            return MarkAccessibleSummary(kind: "isosurfaces", of: valueLabel, item: "\(level): empty")
        }
        return MarkAccessibleSummary(
            kind: "isosurfaces", of: valueLabel,
            item: "\(level) (area \(String(format: "%.3g", mesh.area))), spanning \(extents)")
    }

    /// Each level reads as one point, the centre of its surface's vertices, named by the level and
    /// its area ("T1 intensity 150 isosurface, area 3.1e+05"), so the description lists the levels
    /// and where they lie.
    var accessibleValues: MarkAccessibleValues? {
        guard problem == nil, !mesh.positions.isEmpty else { return nil }
        let centre = mesh.positions.reduce(SIMD3<Double>.zero, +) / Double(mesh.positions.count)
        let name =
            "\(valueLabel) \(ContourLabelPlacement.text(level)) isosurface, area \(String(format: "%.3g", mesh.area))"
        return MarkAccessibleValues(
            role: .point, name: name, xLabel: labels[0], yLabel: labels[1], x: centre.x, y: centre.y,
            zLabel: labels[2], z: centre.z)
    }
}
