import ChartMath
import ChartScene

// A surface's wireframe (matplotlib's `plot_wireframe`, Makie's `wireframe`): grid lines drawn
// over the surface every `stride` lines, or alone. The lines are edges of the surface's own mesh,
// so they lie on it exactly; they are drawn as a `MeshPlot`'s wireframe is (`MeshWireframe`).

extension SurfacePlot {
    /// Draws the surface's grid lines over it, every `stride`-th line along x and along z (the first
    /// and last always), `lineWidth` points wide (default 0.5) in `color` (default: the theme's
    /// title colour at 60 % opacity); `faces: false` leaves the filled surface out, so the wireframe
    /// is drawn alone (and without a colour bar).
    ///
    /// ```swift
    /// Chart3D {
    ///     SurfacePlot(x: "East (m)", y: "Height (m)", z: "South (m)", grid: volcano, xExtent: 0...600, zExtent: 0...860)
    ///         .wireframe(stride: 4)
    /// }
    /// ```
    ///
    /// On a surface from data the lines are the grid's columns and rows. On a function surface
    /// they are 33 evenly spaced lines along each of the x and z domains (32 intervals), and the
    /// surface is then sampled on those lines and evenly between them rather than refined where it
    /// bends. A `stride` below 1 makes lowering throw ``ChartError/invalidWireframeStride(mark:stride:)``.
    public func wireframe(
        _ visible: Bool = true, stride: Int = 1, color: Color? = nil, lineWidth: Double = 0.5, faces: Bool = true
    ) -> SurfacePlot {
        var copy = self
        copy.spec.wireframe =
            visible
            ? SurfaceWireframe(lines: MeshWireframe(color: color?.rgba, lineWidth: lineWidth), stride: stride) : nil
        copy.spec.drawsFaces = faces || !visible
        return copy
    }
}

/// A surface's wireframe: how its lines look and how many grid lines each step spans.
struct SurfaceWireframe: Sendable, Equatable {
    var lines: MeshWireframe
    var stride: Int
}

/// Which lines of a surface's mesh its wireframe draws.
enum SurfaceWireLines {
    /// The lines per axis a function surface's wireframe is picked from.
    static let functionNodes = 33

    /// Every `stride`-th of `lines` from the first, and the last.
    static func every<T>(_ stride: Int, of lines: [T]) -> [T] {
        guard !lines.isEmpty else { return [] }
        var picked = Swift.stride(from: 0, to: lines.count, by: max(1, stride)).map { lines[$0] }
        if (lines.count - 1) % max(1, stride) != 0 { picked.append(lines[lines.count - 1]) }
        return picked
    }

    /// The mesh's edges that run along one of the lines x ∈ `x` (constant x) or z ∈ `z`, as
    /// two-point segments.
    static func segments(of mesh: SurfaceMesh, x: Set<Float>, z: Set<Float>) -> [[Vec3]] {
        let p = mesh.positions
        return MeshGeometry.edges(indices: mesh.indices).compactMap { edge in
            let (a, b) = (p[Int(edge.0)], p[Int(edge.1)])
            let alongX = a.x == b.x && x.contains(a.x)
            let alongZ = a.z == b.z && z.contains(a.z)
            return alongX || alongZ ? [a, b] : nil
        }
    }
}
