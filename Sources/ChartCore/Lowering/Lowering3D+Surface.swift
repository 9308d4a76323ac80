import ChartMath
import ChartScene

extension Lowering3D {
    /// The surface as a lit mesh: adaptively sampled (through every node of a grid surface), holes
    /// where the function is NaN, cut at the y domain's planes, normals from the function. On linear
    /// axes running forward it is sampled
    /// in data units; otherwise in the axes' normalised positions (0…1 along each scale), so a log
    /// axis samples log-spaced values and the mesh is smooth where it is drawn.
    static func surfaceMesh(_ sp: SurfaceSpec, context: MarkContext3D) -> TriangleMesh {
        let axes = context.axes
        let (base, tolerance) = (context.surfaceResolution.base, context.surfaceResolution.tolerance)
        let (ax, ay, az) = (axes[0], axes[1], axes[2])
        var mesh: SurfaceMesh
        if ax.isPlainLinear, ay.isPlainLinear, az.isPlainLinear {
            var sampler = SurfaceSampler(
                x: AxisMapping(domain: ax.domain, range: ax.range), y: AxisMapping(domain: ay.domain, range: ay.range),
                z: AxisMapping(domain: az.domain, range: az.range), baseResolution: base, tolerance: tolerance)
            sampler.nodes = sp.grid.map { SurfaceSampler.NodeLines(x: $0.x.coordinates, z: $0.z.coordinates) }
            mesh = sampler.sample(sp.function)
        } else {
            // u, w, v: positions 0…1 along the x, z and y scales (from each scale's start).
            var sampler = SurfaceSampler(
                x: AxisMapping(domain: 0...1, range: ax.range), y: AxisMapping(domain: 0...1, range: ay.range),
                z: AxisMapping(domain: 0...1, range: az.range), baseResolution: base, tolerance: tolerance)
            let (sx, sy, sz) = (ax.scale, ay.scale, az.scale)
            // A grid's nodes in the same positions (ascending: a reversed axis runs them backwards).
            sampler.nodes = sp.grid.map { grid in
                SurfaceSampler.NodeLines(
                    x: grid.x.coordinates.map { sx.normalized($0) }.sorted(),
                    z: grid.z.coordinates.map { sz.normalized($0) }.sorted())
            }
            let function = sp.function
            mesh = sampler.sample { u, w in
                sy.normalized(function(sx.value(atNormalized: u), sz.value(atNormalized: w)))
            }
            mesh.values = mesh.values.map { sy.value(atNormalized: $0) }
        }
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
                let range = yRange ?? ay.domain
                let span = range.upperBound - range.lowerBound
                colors = mesh.values.map { v in
                    let t = span > 0 ? Float((v - range.lowerBound) / span) : 0.5
                    return map.color(at: t).withAlpha(multipliedBy: opacity)
                }
            }
        }
        return TriangleMesh(
            space: .world, positions: mesh.positions, normals: mesh.normals, colors: colors, indices: mesh.indices,
            metalness: style.material.resolvedMetalness, roughness: style.material.resolvedRoughness)
    }
}

/// How finely a surface is sampled: `base` grid lines along x and z, refined where the surface
/// bends more than `tolerance` (in box units) from the grid.
struct SurfaceResolution {
    var base: Int
    var tolerance: Double
}
