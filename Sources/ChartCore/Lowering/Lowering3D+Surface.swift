import ChartMath
import ChartScene

extension Lowering3D {
    /// The surface as a lit mesh, and the lines of its wireframe (scene segments; none without
    /// one). A function is sampled adaptively, holes where it is NaN, normals from the function; a
    /// surface from data is meshed on its nodes, normals from its gradient. Both are cut at the y
    /// domain's planes. On linear axes running forward the mesh is built in data units; otherwise in
    /// the axes' normalised positions (0…1 along each scale), so a log axis samples log-spaced values
    /// and the mesh is smooth where it is drawn.
    static func surfaceMesh(_ sp: SurfaceSpec, context: MarkContext3D) -> (faces: TriangleMesh, wire: [[Vec3]]) {
        let (mesh, wire) = surfaceGeometry(sp, context: context)
        let style = context.style
        let opacity = Float(style.opacity)
        let colors: [RGBA]
        if style.category != nil {
            colors = [style.resolvedColor(context.categories)]
        } else if let color = style.color {
            colors = [color.rgba.withAlpha(multipliedBy: opacity)]
        } else {
            switch (sp.surfaceStyle ?? .heightBased).kind {
            case .normalBased:
                colors = mesh.normals.map { RGBA($0.x * 0.5 + 0.5, $0.y * 0.5 + 0.5, $0.z * 0.5 + 0.5, opacity) }
            case .heightBased(let gradient, let yRange):
                let map = (gradient ?? BasicChart3DSurfaceStyle.defaultHeightGradient).colorMap
                let range = yRange ?? context.axes[1].domain
                let span = range.upperBound - range.lowerBound
                // `.chartForegroundStyleScale(type:)` spaces the heights along the gradient (a log
                // scale by decades); a height it cannot place takes the gradient's start.
                let type = context.categories.continuousType
                let mapping = type.mapping(range)
                colors = mesh.values.map { v in
                    let t =
                        type == .linear
                        ? (span > 0 ? Float((v - range.lowerBound) / span) : 0.5) : Float(mapping.fraction(v) ?? 0)
                    return map.color(at: t).withAlpha(multipliedBy: opacity)
                }
            }
        }
        let faces = TriangleMesh(
            space: .world, positions: mesh.positions, normals: mesh.normals, colors: colors, indices: mesh.indices,
            metalness: style.material.resolvedMetalness, roughness: style.material.resolvedRoughness)
        return (faces, wire.map { SurfaceWireLines.segments(of: mesh, x: $0.x, z: $0.z) } ?? [])
    }

    /// The surface's mesh in scene units, with the scene x and z of its wireframe's lines when it
    /// has one.
    private static func surfaceGeometry(_ sp: SurfaceSpec, context: MarkContext3D) -> (
        SurfaceMesh, (x: Set<Float>, z: Set<Float>)?
    ) {
        let axes = context.axes
        let (base, tolerance) = (context.surfaceResolution.base, context.surfaceResolution.tolerance)
        let (ax, ay, az) = (axes[0], axes[1], axes[2])
        let plain = ax.isPlainLinear && ay.isPlainLinear && az.isPlainLinear
        // Plain axes: data units; otherwise u, w, v: positions 0…1 along the x, z and y scales.
        let (dx, dy, dz) = plain ? (ax.domain, ay.domain, az.domain) : (0...1, 0...1, 0...1)
        var sampler = SurfaceSampler(
            x: AxisMapping(domain: dx, range: ax.range), y: AxisMapping(domain: dy, range: ay.range),
            z: AxisMapping(domain: dz, range: az.range), baseResolution: base, tolerance: tolerance)
        let (sx, sy, sz) = (ax.scale, ay.scale, az.scale)
        var mesh: SurfaceMesh
        var wireNodes: (x: [Double], z: [Double])?
        if let grid = sp.grid {
            let data =
                plain
                ? grid.data
                : RectilinearGrid(
                    xs: grid.data.xs.map { sx.normalized($0) }, zs: grid.data.zs.map { sz.normalized($0) },
                    values: grid.data.values.map { sy.normalized($0) })
            mesh = sampler.mesh(data)
        } else {
            if let wireframe = sp.wireframe {
                // The wire's lines are lines of the mesh, so that they lie on it exactly.
                let nodes = SurfaceWireLines.functionNodes
                let lines = (
                    GridPlacement(count: nodes, extent: dx).coordinates,
                    GridPlacement(count: nodes, extent: dz).coordinates
                )
                sampler.nodes = SurfaceSampler.NodeLines(x: lines.0, z: lines.1)
                wireNodes = (
                    SurfaceWireLines.every(wireframe.stride, of: lines.0),
                    SurfaceWireLines.every(wireframe.stride, of: lines.1)
                )
            }
            if plain {
                mesh = sampler.sample(sp.function)
            } else {
                let function = sp.function
                mesh = sampler.sample { u, w in
                    sy.normalized(function(sx.value(atNormalized: u), sz.value(atNormalized: w)))
                }
            }
        }
        if !plain { mesh.values = mesh.values.map { sy.value(atNormalized: $0) } }
        guard let wireframe = sp.wireframe else { return (mesh, nil) }
        if let wireNodes {
            let (mx, mz) = (sampler.x, sampler.z)
            return (mesh, (Set(wireNodes.x.map { Float(mx.unit($0)) }), Set(wireNodes.z.map { Float(mz.unit($0)) })))
        }
        let every = wireframe.stride
        return (
            mesh,
            (Set(SurfaceWireLines.every(every, of: mesh.xLines)), Set(SurfaceWireLines.every(every, of: mesh.zLines)))
        )
    }
}

/// How finely a surface is sampled: `base` grid lines along x and z, refined where the surface
/// bends more than `tolerance` (in box units) from the grid.
struct SurfaceResolution {
    var base: Int
    var tolerance: Double
}
